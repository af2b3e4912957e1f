import { type ReactNode, useId } from 'react'
import { Form, useNavigate } from 'react-router'

import { safeReturnPath, signInPath } from '#shared/return-path.ts'
import type { SecondStepMethod } from '#server/auth/second-factors.ts'
import { AuthenticationCodeField } from '#app/components/admin/code-field.tsx'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { PasskeySignIn } from '#app/components/admin/passkey-sign-in.tsx'
import { type SecondStepView, SIGN_IN_FIELDS, SIGN_IN_INTENTS } from '#app/lib/sign-in.ts'

/** Which form of the step: the authenticator app's code, or a recovery code. */
export type StepFormKind = 'code' | 'recovery-code'

/**
 * The second step's choices (ADR 0029), wherever a password sign-in needs one: the sign-in screen's
 * plain form posts (SecondStepForm below) and the session-expired dialog's JSON calls. The authenticator
 * app's code, a recovery code instead, and, where the account has passkeys, a passkey instead (it signs
 * in alone: `POST /admin/passkeys/sign-in`; the step is left to expire).
 */
export function SecondStepChoices({
	methods,
	error,
	recovery,
	busy,
	form,
	onPasskeySignIn,
	startAgain,
}: {
	methods: SecondStepMethod[]
	error: string | undefined
	/** The recovery code's form is open (after a wrong recovery code). */
	recovery: boolean
	busy: boolean
	/** Wraps a form's fields into the form that sends them (a render function, so the form is never remounted). */
	form: (fields: ReactNode, kind: StepFormKind) => ReactNode
	onPasskeySignIn: () => unknown
	startAgain: ReactNode
}) {
	const id = useId()
	const byApp = methods.includes('totp')
	const byRecoveryCode = methods.includes('recovery_code')
	const recoveryForm = form(
		<>
			<TextField
				id={`${id}-recovery-code`}
				label="Recovery code"
				name={SIGN_IN_FIELDS.recoveryCode}
				autoComplete="off"
				autoCapitalize="none"
				spellCheck={false}
				maxLength={64}
				required
				hint="One of the codes you saved when you set up your second factor. Each works once."
			/>
			<SubmitButton busy={busy} busyText="Checking...">
				Use the recovery code
			</SubmitButton>
		</>,
		'recovery-code',
	)
	return (
		<div className="space-y-5">
			<p className="text-sm text-slate-700">
				{byApp
					? 'Your password was right. Now enter the 6-digit code your authenticator app shows.'
					: 'Your password was right. Now confirm it is you with a second factor.'}
			</p>
			<FormError message={error} />
			{byApp
				? form(
						<>
							<AuthenticationCodeField id={`${id}-code`} name={SIGN_IN_FIELDS.code} />
							<SubmitButton busy={busy} busyText="Checking...">
								Verify
							</SubmitButton>
						</>,
						'code',
					)
				: null}
			{methods.includes('passkey') ? (
				<PasskeySignIn label="Use a passkey instead" onSignedIn={onPasskeySignIn} />
			) : null}
			{byRecoveryCode && byApp ? (
				<details open={recovery} className="rounded-lg ring-1 ring-slate-200">
					<summary className="cursor-pointer px-4 py-3 text-sm font-medium text-brand-700">
						Use a recovery code instead
					</summary>
					<div className="px-4 pb-4">{recoveryForm}</div>
				</details>
			) : byRecoveryCode ? (
				recoveryForm
			) : null}
			{startAgain}
		</div>
	)
}

/** The sign-in screen's second step: plain form posts to its action, so it works without JavaScript. */
export function SecondStepForm({
	step,
	error,
	recovery,
	returnTo,
	busy,
}: {
	step: SecondStepView
	error: string | undefined
	recovery: boolean
	returnTo: string | null
	busy: boolean
}) {
	const navigate = useNavigate()
	const back = safeReturnPath(returnTo)
	return (
		<SecondStepChoices
			methods={step.methods}
			error={error}
			recovery={recovery}
			busy={busy}
			form={(fields) => (
				<Form method="post" className="space-y-4">
					<input type="hidden" name="intent" value={SIGN_IN_INTENTS.secondStep} />
					<input type="hidden" name={SIGN_IN_FIELDS.token} value={step.token} />
					{returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
					{fields}
				</Form>
			)}
			// As the forms' redirect: back to the screen that asked for a session.
			onPasskeySignIn={() => navigate(back, { replace: true })}
			startAgain={
				<a href={signInPath(back)} className="block text-sm font-medium text-brand-700 underline underline-offset-2">
					Start again
				</a>
			}
		/>
	)
}
