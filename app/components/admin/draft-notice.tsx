import { useId } from 'react'

import { draftTime } from '#app/lib/local-draft.ts'

/**
 * The offer of a local draft kept by this browser (app/components/admin/use-local-draft.ts). It floats
 * at the bottom of the window rather than pushing the form down: it appears only once the page runs in
 * the browser, and the screen must not shift under the admin's pointer when it does.
 */
export function DraftNotice({
	savedAt,
	onRestore,
	onDiscard,
}: {
	savedAt: number
	onRestore: () => void
	onDiscard: () => void
}) {
	const textId = useId()
	return (
		<section
			aria-labelledby={textId}
			className="fixed inset-x-4 bottom-4 z-40 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-lg ring-1 ring-amber-300 sm:right-auto sm:max-w-md"
		>
			{/* A landmark of its own, not a live region: the toasts are the page's one role=status. */}
			<p id={textId} className="flex-1 font-medium">
				You have an unsaved draft from {draftTime(savedAt)}.
			</p>
			<div className="flex gap-2">
				<button
					type="button"
					onClick={onRestore}
					className="rounded-full bg-brand-600 px-4 py-1.5 font-semibold text-white hover:bg-brand-700"
				>
					Restore
				</button>
				<button
					type="button"
					onClick={onDiscard}
					className="rounded-full bg-white px-4 py-1.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
				>
					Discard
				</button>
			</div>
		</section>
	)
}
