import { parse, serialize } from 'cookie'
import { redirect, redirectDocument } from 'react-router'

import { TOAST_COOKIE } from '#server/cache/policy.ts'
import { toastActionHtml } from '#app/components/toast-action.server.tsx'
import { type Toast, ToastSchema } from '#app/lib/toast.ts'

/**
 * A message for the next page (docs/product.md's alerts, as toasts): carried by a short-lived cookie across the
 * redirect that follows a save, read and cleared by the root loader. A request that carries it is never
 * answered from a cache (server/cache/policy.ts).
 */

const toastCookie = (toast: Toast) =>
	serialize(TOAST_COOKIE, Buffer.from(JSON.stringify(toast)).toString('base64url'), {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		maxAge: 60,
	})

/** The admin area's own addresses; every other page is public. */
const isAdminAddress = (url: string) => /^\/(admin|dashboard)(?:[/?#]|$)/.test(url)

export function redirectWithToast(url: string, toast: Toast, init: { headers?: HeadersInit } = {}) {
	const headers = new Headers(init.headers)
	headers.append('Set-Cookie', toastCookie(toast))
	// A public page is a document, never rendered by the admin's React (ADR 0032). Reached by a client-side
	// navigation, its data request would take the toast and the document load that follows would show none:
	// the browser loads it as a document at once, and its root loader takes the toast.
	return (isAdminAddress(url) ? redirect : redirectDocument)(url, { headers })
}

/** A toast as the page shows it: its action (Undo, Open) made into HTML here (app/components/toaster.tsx). */
export function toastView({ action, ...toast }: Toast) {
	return { ...toast, ...(action && { actionHtml: toastActionHtml(action) }) }
}

/** The toast waiting for this request, and the header that clears it. */
export function takeToast(request: Request): { toast: Toast | undefined; headers: HeadersInit | undefined } {
	const raw = parse(request.headers.get('cookie') ?? '')[TOAST_COOKIE]
	if (!raw) return { toast: undefined, headers: undefined }
	let toast: Toast | undefined
	try {
		toast = ToastSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
	} catch {
		toast = undefined
	}
	return { toast, headers: { 'Set-Cookie': serialize(TOAST_COOKIE, '', { path: '/', maxAge: 0 }) } }
}
