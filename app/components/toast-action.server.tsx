import { renderToStaticMarkup } from 'react-dom/server'

import { TOAST_MESSAGE_ID } from '#app/components/toaster.tsx'
import type { ToastActionView } from '#app/lib/toast.ts'

const CLASS =
	'shrink-0 rounded-full bg-white px-3 py-1 font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60'

/**
 * The toast's button or link, as HTML made on the server (the toaster puts it in place): every page
 * carries the toaster, and none needs this code. A native form post and a link work before the page's
 * scripts load. It is described by the toast's message, so 'Undo' says what it undoes.
 */
export const toastActionHtml = (action: ToastActionView) =>
	renderToStaticMarkup(<ToastActionControl action={action} describedBy={TOAST_MESSAGE_ID} />)

function ToastActionControl({ action, describedBy }: { action: ToastActionView; describedBy: string }) {
	if (action.kind === 'link') {
		return (
			<a href={action.to} aria-describedby={describedBy} className={CLASS}>
				{action.label}
			</a>
		)
	}
	return (
		<form method="post" action={action.to}>
			{Object.entries(action.fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<button type="submit" aria-describedby={describedBy} className={CLASS}>
				{action.label}
			</button>
		</form>
	)
}
