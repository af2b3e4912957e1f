import { editingNotice } from '#shared/presence.ts'
import { HistoryLink } from '#app/components/admin/history-link.tsx'
import { usePresence } from '#app/components/admin/use-presence.ts'

/**
 * Who else has this item's edit screen open ('Ana and Ben are editing this'), kept up to date by the
 * screen's heartbeat (use-presence.ts). The paragraph is always there, empty while nobody else is, so that
 * assistive technology announces a name when it appears (a polite live region: the toasts are the page's
 * one `role=status`).
 */
export function EditingNow({ collection, id }: { collection: string; id: number }) {
	const text = editingNotice(usePresence(collection, id))
	return (
		<p
			aria-live="polite"
			className={
				text
					? 'rounded-full bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-950 ring-1 ring-amber-300'
					: 'sr-only'
			}
		>
			{text}
		</p>
	)
}

/** An edit screen's links and notices beside its title: who else is editing the item, and its history. */
export function EditScreenActions({ collection, id }: { collection: string; id: number }) {
	return (
		<div className="flex flex-wrap items-center gap-3">
			<EditingNow collection={collection} id={id} />
			<HistoryLink collection={collection} id={id} />
		</div>
	)
}
