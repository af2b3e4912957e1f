import { useEffect, useState } from 'react'

/** One toast at a time: its message's id, which its action's button is described by. */
export const TOAST_MESSAGE_ID = 'toast-message'

/** A toast as the root loader hands it over: its action (Undo, Open) is HTML made on the server. */
/** How long a success without a button stays. */
const SUCCESS_TOAST_MS = 6000

export type ToastView = { type: 'success' | 'error'; message: string; actionHtml?: string }

/**
 * docs/product.md's alerts as accessible toasts: a success is announced politely (role=status), a failure at
 * once (role=alert). Rendered only while there is something to say, so a page's own status messages
 * (the contact form's) stay the only ones in it.
 */
export function Toaster({ toast }: { toast: ToastView | undefined }) {
	const [shown, setShown] = useState(toast)
	const [dismissed, setDismissed] = useState(false)
	if (toast !== shown) {
		setShown(toast)
		setDismissed(false)
	}
	useEffect(() => {
		// A toast with a button (Undo) stays until dismissed: a timer would take it away mid-reach (WCAG 2.2.1).
		if (!shown || dismissed || shown.type === 'error' || shown.actionHtml) return
		const timer = window.setTimeout(() => setDismissed(true), SUCCESS_TOAST_MS)
		return () => window.clearTimeout(timer)
	}, [shown, dismissed])
	const visible = shown && !dismissed ? shown : undefined
	if (!visible) return null
	return (
		// On a public page (not hydrated) app/enhance/toast.ts does what the state and the timer do here.
		<div
			data-enhance="toast"
			data-hide-after={visible.type === 'success' && !visible.actionHtml ? SUCCESS_TOAST_MS : undefined}
			className="pointer-events-none fixed right-4 bottom-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96"
		>
			<div
				className={`pointer-events-auto flex items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ring-1 ${
					visible.type === 'success'
						? 'bg-green-50 text-green-900 ring-green-200'
						: 'bg-red-50 text-red-900 ring-red-200'
				}`}
			>
				<p
					id={TOAST_MESSAGE_ID}
					role={visible.type === 'success' ? 'status' : 'alert'}
					data-toast={visible.type}
					className="flex-1"
				>
					{visible.message}
				</p>
				{visible.actionHtml ? (
					<div className="shrink-0" dangerouslySetInnerHTML={{ __html: visible.actionHtml }} />
				) : null}
				<button type="button" data-dismiss onClick={() => setDismissed(true)} className="rounded px-1 hover:bg-black/5">
					<span aria-hidden="true">×</span>
					<span className="sr-only">Dismiss</span>
				</button>
			</div>
		</div>
	)
}
