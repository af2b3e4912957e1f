import type { ReactNode } from 'react'
import { useLocation, useNavigation } from 'react-router'

import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { EditLink } from '#app/components/admin/admin-page.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { JustSavedNote, useJustSaved } from '#app/components/admin/just-saved.tsx'
import type { RowActions } from '#app/lib/admin-screens.ts'

/** True while this page is saving or reloading its own data (an add or a delete, until the new list arrives). */
export function useReloading(): boolean {
	const navigation = useNavigation()
	const location = useLocation()
	return navigation.state !== 'idle' && navigation.location.pathname === location.pathname
}

/**
 * Whether a form (carrying `intent`, when given) is being saved, until the page it leads to has loaded:
 * its button stays disabled all along, so one click is one save.
 */
export function useSaving(intent?: string): boolean {
	const navigation = useNavigation()
	return (
		navigation.state !== 'idle' &&
		navigation.formData !== undefined &&
		(intent === undefined || navigation.formData.get('intent') === intent)
	)
}

/**
 * A page's list of items (or its empty state). While the page reloads it says `loadingText` and is
 * marked busy, and keeps showing the items it has.
 */
export function ItemList<T extends { id: number }>({
	items,
	label,
	empty,
	loadingText = 'Loading...',
	className = 'divide-y divide-slate-200',
	itemClassName = 'py-4',
	children,
}: {
	items: readonly T[]
	/** The list's accessible name: it must not contain a form field's label (tests find fields by label). */
	label: string
	/** What an empty list says (null: nothing, as when a search says it found nothing). */
	empty: string | null
	loadingText?: string
	className?: string
	itemClassName?: string
	children: (item: T) => ReactNode
}) {
	const reloading = useReloading()
	return (
		<div aria-busy={reloading || undefined}>
			{reloading ? <p className="mb-3 text-sm font-medium text-slate-500">{loadingText}</p> : null}
			{items.length === 0 ? (
				empty === null ? null : (
					<EmptyList>{empty}</EmptyList>
				)
			) : (
				<ul aria-label={label} className={className}>
					{items.map((item) => (
						<ItemListRow key={item.id} id={item.id} className={itemClassName}>
							{children(item)}
						</ItemListRow>
					))}
				</ul>
			)}
		</div>
	)
}

/** One item of a list, marked when it is the one just saved. */
function ItemListRow({ id, className, children }: { id: number; className: string; children: ReactNode }) {
	const { justSaved, rowProps } = useJustSaved(id)
	return (
		<li className={className} {...rowProps}>
			{children}
			<JustSavedNote show={justSaved} />
		</li>
	)
}

/**
 * Edit (when the item has an edit screen) and Delete, with its confirmation: each only when the user may
 * (`may`, from the server's rules for the item; the server asks again).
 */
export function ItemActions({
	id,
	label,
	editTo,
	may,
}: {
	id: number
	label: string
	editTo?: string
	may: RowActions
}) {
	return (
		<div className="flex shrink-0 items-center gap-2">
			{editTo && may.edit ? <EditLink to={editTo} /> : null}
			{may.delete ? <DeleteButton id={id} label={label} /> : null}
		</div>
	)
}

/** One row of a list: optional media on the left, the item's text, and its actions on the right. */
export function ItemRow({
	media,
	title,
	badge,
	children,
	actions,
}: {
	media?: ReactNode
	title: ReactNode
	/** Beside the title: where the item stands (live, draft, scheduled). */
	badge?: ReactNode
	children?: ReactNode
	actions: ReactNode
}) {
	return (
		<div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
			<div className="flex min-w-0 gap-4">
				{media}
				<div className="min-w-0">
					<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
						<p className="font-semibold text-slate-900">{title}</p>
						{badge}
					</div>
					{children}
				</div>
			</div>
			{actions}
		</div>
	)
}
