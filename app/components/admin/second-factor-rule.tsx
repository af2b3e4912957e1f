import { Form } from 'react-router'

import { FormError, SubmitButton } from '#app/components/admin/fields.tsx'
import { SECURITY_FIELDS, SECURITY_INTENTS } from '#app/lib/admin-paths.ts'

/**
 * An administrator's switch (docs/design.md §15, server/auth/security-policy.ts): every account needs a
 * passkey or the authenticator app; one without either may only set one up once signed in.
 */
export function SecondFactorRule({
	required,
	error,
	busy,
}: {
	required: boolean
	error: string | undefined
	busy: boolean
}) {
	return (
		<Form method="post" className="max-w-2xl space-y-4">
			<input type="hidden" name="intent" value={SECURITY_INTENTS.secondFactorRule} />
			<FormError message={error} />
			<div className="flex items-start gap-3">
				<input
					id="require-second-factor"
					type="checkbox"
					name={SECURITY_FIELDS.requireSecondFactor}
					defaultChecked={required}
					aria-describedby="require-second-factor-hint"
					className="mt-1 h-4 w-4 rounded border-slate-500 text-brand-600 focus:ring-brand-600"
				/>
				<div>
					<label htmlFor="require-second-factor" className="font-medium text-slate-900">
						Require a second factor for everyone
					</label>
					<p id="require-second-factor-hint" className="mt-1 text-sm text-slate-600">
						Someone without a passkey or an authenticator app who signs in with a password can then only set one up
						here, and nothing else, until they have. It holds at once, for sessions already open too. Yours comes first:
						set one up above before turning this on.
					</p>
				</div>
			</div>
			<SubmitButton busy={busy} busyText="Saving...">
				Save the rule
			</SubmitButton>
		</Form>
	)
}
