import { Form, useActionData, useNavigation } from 'react-router'

import { AccountCard, BackToSignIn } from '#app/components/admin/account-card.tsx'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { forgotAction, forgotScreen } from '#app/lib/password-reset.server.ts'
import { type ForgotAnswer, PASSWORD_RESET_FIELDS } from '#app/lib/password-reset.ts'
import type { Route } from './+types/forgot-password'

/**
 * 'Forgot your password?' (docs/decisions/0054-password-resets.md): an e-mail address, and the same answer
 * whatever it is. Without e-mail on the server, it says to ask an administrator.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle('Forgot your password?', matches) },
	{ name: 'robots', content: 'noindex, nofollow' },
]

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const loader = ({ context }: Route.LoaderArgs) => forgotScreen(context)

export const action = (args: Route.ActionArgs) => forgotAction(args)

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
	const answer = useActionData<ForgotAnswer>()
	const busy = useNavigation().state === 'submitting'
	const refused = answer && 'error' in answer ? answer : undefined
	return (
		<AccountCard title="Forgot your password?">
			{!loaderData.byEmail ? (
				<p className="text-slate-700">{loaderData.askAnAdministrator}</p>
			) : answer && 'sent' in answer ? (
				<p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900 ring-1 ring-emerald-200">
					{answer.sent}
				</p>
			) : (
				<Form method="post" className="space-y-5">
					<p className="text-slate-600">
						Enter the e-mail address of your account: we will send it a link to choose a new password.
					</p>
					<FormError message={refused && !refused.field ? refused.error : undefined} />
					<TextField
						label="Email"
						name={PASSWORD_RESET_FIELDS.email}
						type="email"
						autoComplete="username"
						required
						defaultValue={refused?.email}
						error={refused?.field ? refused.error : undefined}
					/>
					<SubmitButton busy={busy} busyText="Sending...">
						Send the link
					</SubmitButton>
				</Form>
			)}
			<BackToSignIn />
		</AccountCard>
	)
}
