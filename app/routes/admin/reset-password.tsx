import { Form, Link, useActionData, useNavigation } from 'react-router'

import { FORGOT_PASSWORD_PATH } from '#shared/password-reset-paths.ts'
import { AccountCard, BackToSignIn } from '#app/components/admin/account-card.tsx'
import { SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { resetAction, resetScreen } from '#app/lib/password-reset.server.ts'
import { PASSWORD_RESET_FIELDS, type ResetAnswer } from '#app/lib/password-reset.ts'
import type { Route } from './+types/reset-password'

/**
 * A link to choose a new password (docs/decisions/0054-password-resets.md): the new password, or, for a
 * link used, expired or unknown, why not and the way to ask again. Once it is set, every session of the
 * account has ended and the sign-in screen says so.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle('Choose a new password', matches) },
	{ name: 'robots', content: 'noindex, nofollow' },
]

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const loader = ({ context, params }: Route.LoaderArgs) => resetScreen(context, params.token)

export const action = ({ request, context, params }: Route.ActionArgs) =>
	resetAction({ request, context, token: params.token })

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
	const answer = useActionData<ResetAnswer>()
	const busy = useNavigation().state === 'submitting'
	const dead = !loaderData.ok ? loaderData.message : answer && 'dead' in answer ? answer.dead : undefined
	if (dead !== undefined || !loaderData.ok) {
		return (
			<AccountCard title="This link no longer works">
				<p className="text-slate-700">{dead}</p>
				<Link
					to={FORGOT_PASSWORD_PATH}
					className="inline-block rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
				>
					Ask for a new link
				</Link>
				<BackToSignIn />
			</AccountCard>
		)
	}
	return (
		<AccountCard title="Choose a new password">
			<Form method="post" className="space-y-5">
				{/* The account, as password managers look for it beside a new password. */}
				<TextField
					label="Email"
					name="username"
					type="email"
					autoComplete="username"
					readOnly
					defaultValue={loaderData.email}
				/>
				<TextField
					label="New password"
					name={PASSWORD_RESET_FIELDS.password}
					type="password"
					autoComplete="new-password"
					required
					hint="At least 12 characters, and not one of the most common passwords. Every session of your account ends."
					error={answer && 'error' in answer ? answer.error : undefined}
				/>
				<SubmitButton busy={busy} busyText="Saving...">
					Set the new password
				</SubmitButton>
			</Form>
			<BackToSignIn />
		</AccountCard>
	)
}
