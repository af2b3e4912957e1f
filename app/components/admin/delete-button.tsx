import { useId, useRef } from 'react'
import { Form } from 'react-router'

import { CancelButton, MODAL_CLASS } from '#app/components/admin/dialog-parts.tsx'
import { trashSentence, useTrashDays } from '#app/components/admin/use-trash-days.ts'
import { keepTabInside } from '#app/lib/keep-tab-inside.ts'

/**
 * Delete with a confirmation: a modal <dialog> (Tab goes round its buttons, Escape cancels, the browser
 * gives the focus back to the button on close), whose button submits `intent` (default `delete`) with
 * the item's id and `fields` to the page's action. `description` says what deleting does; by default a
 * content item's delete: it goes to the trash, restorable for TRASH_DAYS.
 */
export function DeleteButton({
	id,
	label,
	action,
	title = 'Delete this item?',
	description,
	button = 'Delete',
	intent = 'delete',
	fields = {},
}: {
	id: number
	label: string
	action?: string
	title?: string
	description?: string
	button?: string
	intent?: string
	fields?: Record<string, string>
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const titleId = useId()
	const days = useTrashDays()
	return (
		<>
			<button
				type="button"
				onClick={() => dialog.current?.showModal()}
				className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
			>
				{button}
			</button>
			<dialog ref={dialog} aria-labelledby={titleId} onKeyDown={keepTabInside} className={MODAL_CLASS}>
				<Form method="post" action={action} className="p-6" onSubmit={() => dialog.current?.close()}>
					<h2 id={titleId} className="text-lg font-semibold text-slate-900">
						{title}
					</h2>
					<p className="mt-2 text-slate-600">{description ?? `“${label}” ${trashSentence(days)}`}</p>
					<input type="hidden" name="intent" value={intent} />
					<input type="hidden" name="id" value={id} />
					{Object.entries(fields).map(([name, value]) => (
						<input key={name} type="hidden" name={name} value={value} />
					))}
					<div className="mt-6 flex justify-end gap-3">
						<CancelButton onClick={() => dialog.current?.close()} />
						<button
							type="submit"
							className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
						>
							{button}
						</button>
					</div>
				</Form>
			</dialog>
		</>
	)
}
