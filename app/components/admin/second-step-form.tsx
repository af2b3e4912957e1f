import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { AuthenticationCodeField } from '#app/components/admin/code-field.tsx'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { SIGN_IN_FIELDS, SIGN_IN_INTENTS, type SecondStepView } from '#app/lib/sign-in.ts'

/** A form of the step: it posts its code with the step's token and where to land afterwards. */
function StepForm({
	step,
	returnTo,
	children,
}: {
	step: SecondStepView
	returnTo: string | null
	children: ReactNode
}) {
	return (
		<Form method="post" className="space-y-4">
			<input type="hidden" name="intent" value={SIGN_IN_INTENTS.secondStep} />
			<input type="hidden" name={SIGN_IN_FIELDS.token} value={step.token} />
			{returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
			{children}
		</Form>
	)
}

function RecoveryCodeForm({ step, returnTo, busy }: { step: SecondStepView; returnTo: string | null; busy: boolean }) {
	return (
		<StepForm step={step} returnTo={returnTo}>
			<TextField
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
		</StepForm>
	)
}

/**
 * The second step of the sign-in (ADR 0029): the authenticator app's code, or a recovery code instead.
 * Plain forms (and <details> to switch), so it works without JavaScript.
 */
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
	const byApp = step.methods.includes('totp')
	const byRecoveryCode = step.methods.includes('recovery_code')
	return (
		<div className="space-y-5">
			<p className="text-sm text-slate-700">
				{byApp
					? 'Your password was right. Now enter the 6-digit code your authenticator app shows.'
					: 'Your password was right. Now confirm it is you with a second factor.'}
			</p>
			<FormError message={error} />
			{byApp ? (
				<StepForm step={step} returnTo={returnTo}>
					<AuthenticationCodeField name={SIGN_IN_FIELDS.code} />
					<SubmitButton busy={busy} busyText="Checking...">
						Verify
					</SubmitButton>
				</StepForm>
			) : null}
			{/* The passkeys' part: a 'Use a passkey' button for `step.methods` holding 'passkey' goes here. */}
			{byRecoveryCode && byApp ? (
				<details open={recovery} className="rounded-lg ring-1 ring-slate-200">
					<summary className="cursor-pointer px-4 py-3 text-sm font-medium text-brand-700">
						Use a recovery code instead
					</summary>
					<div className="px-4 pb-4">
						<RecoveryCodeForm step={step} returnTo={returnTo} busy={busy} />
					</div>
				</details>
			) : byRecoveryCode ? (
				<RecoveryCodeForm step={step} returnTo={returnTo} busy={busy} />
			) : null}
			<a href="/admin" className="block text-sm font-medium text-brand-700 underline underline-offset-2">
				Start again
			</a>
		</div>
	)
}
