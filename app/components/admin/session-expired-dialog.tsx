import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { INVALID_CODE } from '#shared/second-step.ts'
import type { SecondStepMethod } from '#server/auth/second-factors.ts'
import { CancelButton, MODAL_CLASS } from '#app/components/admin/dialog-parts.tsx'
import { FormError, TextField } from '#app/components/admin/fields.tsx'
import { SecondStepChoices, type StepFormKind } from '#app/components/admin/second-step-form.tsx'
import { keepTabInside } from '#app/lib/keep-tab-inside.ts'
import { SIGN_IN_FIELDS } from '#app/lib/sign-in.ts'

/** Marks this dialog's own forms: the page remembers the form sent last, to send it again, and these never are. */
export const SIGN_IN_AGAIN_ATTRIBUTE = 'data-sign-in-again'

/** A form of the dialog's own (never the page's form to send again). */
function OwnForm({
	onSubmit,
	children,
}: {
	onSubmit: (event: FormEvent<HTMLFormElement>) => unknown
	children: ReactNode
}) {
	return (
		<form onSubmit={onSubmit} className="space-y-4" {...{ [SIGN_IN_AGAIN_ATTRIBUTE]: '' }}>
			{children}
		</form>
	)
}

/** The password, or, once it was right and the account has a second factor, the step that must follow. */
type Stage =
	{ kind: 'password' } | { kind: 'second-step'; token: string; methods: SecondStepMethod[]; recovery: boolean }

type Answer = { status: number; error?: string; second_step?: { token: string; methods: SecondStepMethod[] } }

/** A sign-in call of the JSON API; a success sets the session cookie. */
async function post(path: string, body: Record<string, unknown>): Promise<Answer> {
	try {
		const response = await fetch(path, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
			credentials: 'same-origin',
			body: JSON.stringify(body),
		})
		const answer = (await response.json().catch(() => ({}))) as Omit<Answer, 'status'>
		return { ...answer, status: response.status, error: answer.error ?? `Signing in failed (${response.status})` }
	} catch {
		return { status: 0, error: 'Signing in failed: the server could not be reached' }
	}
}

/**
 * Signing in again without leaving the screen: shown when a save came back because the session had
 * ended (app/lib/session-expired.server.ts). It signs in through the JSON API (`POST /admin/login`, which
 * sets the session cookie), then `onSignedIn` sends the form again. With a second factor (ADR 0029) the
 * password is followed here by its second step, as on the sign-in screen: the authenticator app's code
 * (`POST /admin/login/second-step`), a recovery code, or a passkey instead. The screen, and what was typed
 * in it, stays underneath all along; Escape or Cancel closes the dialog and leaves the form as it is.
 * Its own forms are never remembered as the one to send again (SIGN_IN_AGAIN_ATTRIBUTE).
 */
export function SessionExpiredDialog({
	email,
	title = 'Sign in to save your changes',
	text = 'Your session has ended. Sign in again and your changes will be saved; nothing you typed is lost.',
	onSignedIn,
	onDismiss,
}: {
	/** The admin's e-mail, when the screen knows it (filled in: only the password is asked for). */
	email?: string | undefined
	/** What waits for the sign-in: a form's save by default, or an upload (media-uploader.tsx). */
	title?: string
	text?: string
	onSignedIn: () => void
	/** The dialog closed (signed in, Cancel or Escape): the screen stops rendering it. */
	onDismiss: () => void
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const titleId = useId()
	const textId = useId()
	const fieldId = useId()
	const [stage, setStage] = useState<Stage>({ kind: 'password' })
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

	// A new stage: its first field (the code, or the password again) is where the admin types next.
	const stageKey = stage.kind === 'password' ? 'password' : stage.token
	const shownStage = useRef(stageKey)
	useEffect(() => {
		if (shownStage.current === stageKey) return
		shownStage.current = stageKey
		const field =
			stageKey === 'password'
				? document.getElementById(passwordId)
				: dialog.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')
		field?.focus()
	}, [stageKey, passwordId])

	const signedIn = () => {
		// Closing gives the focus back to where it was (the save button) before the form is sent again.
		dialog.current?.close()
		onSignedIn()
	}

	const send = async (event: FormEvent<HTMLFormElement>, call: (form: FormData) => Promise<void>) => {
		event.preventDefault()
		const form = new FormData(event.currentTarget)
		setBusy(true)
		setError(undefined)
		await call(form)
		setBusy(false)
	}

	const signIn = (event: FormEvent<HTMLFormElement>) =>
		send(event, async (form) => {
			const answer = await post('/admin/login', { email: form.get('email'), password: form.get('password') })
			if (answer.status === 200) return signedIn()
			if (answer.status === 401 && answer.second_step) {
				const { token, methods } = answer.second_step
				return setStage({ kind: 'second-step', token, methods, recovery: false })
			}
			setError(answer.error)
			passwordField()?.select()
		})

	const finishStep = (event: FormEvent<HTMLFormElement>, kind: StepFormKind) =>
		send(event, async (form) => {
			if (stage.kind !== 'second-step') return
			const code =
				kind === 'code'
					? { code: form.get(SIGN_IN_FIELDS.code) }
					: { recovery_code: form.get(SIGN_IN_FIELDS.recoveryCode) }
			const answer = await post('/admin/login/second-step', { token: stage.token, ...code })
			if (answer.status === 200) return signedIn()
			setError(answer.error)
			// A wrong code leaves the step open (or throttled: 429); any other refusal ended it.
			if (answer.status === 401 && answer.error !== INVALID_CODE) setStage({ kind: 'password' })
			else setStage({ ...stage, recovery: kind === 'recovery-code' })
		})

	const close = () => dialog.current?.close()

	return (
		<dialog
			ref={dialog}
			aria-labelledby={titleId}
			aria-describedby={textId}
			onKeyDown={keepTabInside}
			onClose={onDismiss}
			className={MODAL_CLASS}
		>
			<div className="space-y-4 p-6">
				<h2 id={titleId} className="text-lg font-semibold text-slate-900">
					{title}
				</h2>
				<p id={textId} className="text-slate-600">
					{text}
				</p>
				{stage.kind === 'password' ? (
					<OwnForm onSubmit={signIn}>
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
							<CancelButton onClick={close} />
							<button
								type="submit"
								disabled={busy}
								className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
							>
								{busy ? 'Signing in...' : 'Sign in'}
							</button>
						</div>
					</OwnForm>
				) : (
					<>
						<SecondStepChoices
							methods={stage.methods}
							error={error}
							recovery={stage.recovery}
							busy={busy}
							form={(fields, kind) => <OwnForm onSubmit={(event) => finishStep(event, kind)}>{fields}</OwnForm>}
							onPasskeySignIn={signedIn}
							startAgain={
								<button
									type="button"
									onClick={() => {
										setError(undefined)
										setStage({ kind: 'password' })
									}}
									className="text-sm font-medium text-brand-700 underline underline-offset-2"
								>
									Start again
								</button>
							}
						/>
						<div className="flex justify-end pt-2">
							<CancelButton onClick={close} />
						</div>
					</>
				)}
			</div>
		</dialog>
	)
}
