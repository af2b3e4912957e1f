import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FormError, TextField } from '#app/components/admin/fields.tsx'
import { keepTabInside } from '#app/lib/keep-tab-inside.ts'
import { CancelButton, MODAL_CLASS } from '#app/components/admin/dialog-parts.tsx'

/** Marks this dialog's own form: the page remembers the form sent last, to send it again, and this is never it. */
export const SIGN_IN_AGAIN_ATTRIBUTE = 'data-sign-in-again'

/**
 * Signing in again without leaving the screen: shown when a save came back because the session had
 * ended (app/lib/session-expired.server.ts). It signs in through the JSON API (`POST /admin/login`, which
 * sets the session cookie), then `onSignedIn` sends the form again. The screen, and what was typed in
 * it, stays underneath all along; Escape or Cancel closes the dialog and leaves the form as it is.
 * Its own form is never remembered as the one to send again (SIGN_IN_AGAIN_ATTRIBUTE).
 */
export function SessionExpiredDialog({
	email,
	onSignedIn,
	onDismiss,
}: {
	/** The admin's e-mail, when the screen knows it (filled in: only the password is asked for). */
	email?: string
	onSignedIn: () => void
	/** The dialog closed (signed in, Cancel or Escape): the screen stops rendering it. */
	onDismiss: () => void
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const titleId = useId()
	const textId = useId()
	const fieldId = useId()
	const [error, setError] = useState<string>()
	const [busy, setBusy] = useState(false)
	const passwordId = `${fieldId}-password`
	const passwordField = () => document.getElementById(passwordId) as HTMLInputElement | null

	// Rendered only while needed (no hidden login form on every screen for password managers to find).
	useEffect(() => {
		const element = dialog.current
		if (!element || element.open) return
		element.showModal()
		// showModal focuses the first field (the e-mail); when that is known, the password is what is missing.
		if (email) document.getElementById(passwordId)?.focus()
	}, [email, passwordId])

	const signIn = async (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		const form = new FormData(event.currentTarget)
		setBusy(true)
		setError(undefined)
		try {
			const response = await fetch('/admin/login', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
				credentials: 'same-origin',
				body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
			})
			if (response.ok) {
				// Closing gives the focus back to where it was (the save button) before the form is sent again.
				dialog.current?.close()
				onSignedIn()
				return
			}
			const body = (await response.json().catch(() => null)) as { error?: string } | null
			setError(body?.error ?? `Signing in failed (${response.status})`)
			passwordField()?.select()
		} catch {
			setError('Signing in failed: the server could not be reached')
		} finally {
			setBusy(false)
		}
	}

	return (
		<dialog
			ref={dialog}
			aria-labelledby={titleId}
			aria-describedby={textId}
			onKeyDown={keepTabInside}
			onClose={onDismiss}
			className={MODAL_CLASS}
		>
			<form onSubmit={signIn} className="space-y-4 p-6" {...{ [SIGN_IN_AGAIN_ATTRIBUTE]: '' }}>
				<h2 id={titleId} className="text-lg font-semibold text-slate-900">
					Sign in to save your changes
				</h2>
				<p id={textId} className="text-slate-600">
					Your session has ended. Sign in again and your changes will be saved; nothing you typed is lost.
				</p>
				<FormError message={error} />
				<TextField
					id={`${fieldId}-email`}
					label="Email"
					name="email"
					type="email"
					autoComplete="username"
					required
					defaultValue={email}
				/>
				<TextField
					id={passwordId}
					label="Password"
					name="password"
					type="password"
					autoComplete="current-password"
					required
				/>
				<div className="flex justify-end gap-3 pt-2">
					<CancelButton onClick={() => dialog.current?.close()} />
					<button
						type="submit"
						disabled={busy}
						className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
					>
						{busy ? 'Signing in...' : 'Sign in'}
					</button>
				</div>
			</form>
		</dialog>
	)
}
