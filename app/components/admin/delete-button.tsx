import { useId, useRef } from 'react'
import { Form } from 'react-router'
import { keepTabInside } from '#app/lib/keep-tab-inside.ts'

/**
 * Delete with a confirmation: a modal <dialog> (Tab goes round its buttons, Escape cancels, the browser
 * gives the focus back to the button on close), whose Delete submits `intent=delete` with the item's id
 * to the page's action. `consequence` says what deleting does, when it is more than taking the item off
 * the site.
 */
export function DeleteButton({
	id,
	label,
	action,
	consequence = 'will be removed from the site.',
}: {
	id: number
	label: string
	action?: string
	consequence?: string
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const titleId = useId()
	return (
		<>
			<button
				type="button"
				onClick={() => dialog.current?.showModal()}
				className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
			>
				Delete
			</button>
			<dialog
				ref={dialog}
				aria-labelledby={titleId}
				onKeyDown={keepTabInside}
				className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
			>
				<Form method="post" action={action} className="p-6" onSubmit={() => dialog.current?.close()}>
					<h2 id={titleId} className="text-lg font-semibold text-slate-900">
						Delete this item?
					</h2>
					<p className="mt-2 text-slate-600">
						“{label}” {consequence} This cannot be undone.
					</p>
					<input type="hidden" name="intent" value="delete" />
					<input type="hidden" name="id" value={id} />
					<div className="mt-6 flex justify-end gap-3">
						<button
							type="button"
							onClick={() => dialog.current?.close()}
							className="rounded-full px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
						>
							Cancel
						</button>
						<button
							type="submit"
							className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
						>
							Delete
						</button>
					</div>
				</Form>
			</dialog>
		</>
	)
}
