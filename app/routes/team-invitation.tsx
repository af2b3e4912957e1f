import { Form, Link, useActionData, useNavigation } from 'react-router'

import { PROFILE_NAME_MAX } from '#shared/authors.ts'
import { ROLE_LABELS } from '#shared/team.ts'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { Logo } from '#app/components/logo.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { type DeadInvitation, JOIN_FIELDS, type JoinAnswer } from '#app/lib/team.ts'
import { joinAction, loadInvitation } from '#app/lib/team-invitation.server.ts'
import type { Route } from './+types/team-invitation'

/** An invitation's link (docs/design.md §15): join the team with a name and a password, then the dashboard. */
export const meta: Route.MetaFunction = ({ data, matches }) => [
	{ title: pageTitle(data && 'invitation' in data ? 'Join the Team' : 'Invitation Link', matches) },
	{ name: 'robots', content: 'noindex, nofollow' },
]

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const loader = (args: Route.LoaderArgs) => loadInvitation(args)
export const action = (args: Route.ActionArgs) => joinAction(args)

const CARD = 'space-y-5 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200'

function Dead({ dead }: { dead: DeadInvitation }) {
	return (
		<div className={CARD}>
			<h1 className="text-2xl font-bold text-slate-900">This invitation link no longer works</h1>
			<p className="text-slate-700">{dead.message}</p>
			<p className="text-slate-700">
				Already on the team?{' '}
				<Link to="/admin" className="font-semibold text-brand-700 underline hover:text-brand-900">
					Sign in
				</Link>
			</p>
		</div>
	)
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
	const answer = useActionData<JoinAnswer>()
	const busy = useNavigation().state === 'submitting'
	const dead = answer && 'dead' in answer ? answer.dead : 'dead' in loaderData ? loaderData.dead : undefined
	const refusal = answer && 'error' in answer ? answer : undefined
	const fields = refusal?.fields ?? {}
	return (
		<main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
			<div className="w-full max-w-md">
				<div className="mb-8 flex justify-center text-xl text-slate-900">
					<Logo />
				</div>
				{dead || !('invitation' in loaderData) ? (
					<Dead dead={dead ?? { status: 404, message: '' }} />
				) : (
					<Form method="post" className={CARD}>
						<h1 className="text-2xl font-bold text-slate-900">Join the {loaderData.company} team</h1>
						<p className="text-slate-700">
							{loaderData.invitation.invitedBy || 'An administrator'} invited you as{' '}
							<strong>{ROLE_LABELS[loaderData.invitation.role].toLowerCase()}</strong>. Choose the name the team sees
							and your password.
						</p>
						<FormError message={refusal && Object.keys(fields).length === 0 ? refusal.error : undefined} />
						{/* The account's e-mail, for password managers to save the new password under. */}
						<TextField
							label="Email"
							name="email"
							type="email"
							autoComplete="username"
							readOnly
							value={loaderData.invitation.email}
							hint="You sign in with this address."
						/>
						<TextField
							label="Your name"
							name={JOIN_FIELDS.name}
							autoComplete="name"
							required
							maxLength={PROFILE_NAME_MAX}
							defaultValue={refusal?.name}
							error={fields.name}
						/>
						<TextField
							label="Password"
							name={JOIN_FIELDS.password}
							type="password"
							autoComplete="new-password"
							required
							minLength={loaderData.passwordMin}
							error={fields.password}
							hint={`At least ${loaderData.passwordMin} characters, and not one of the most common passwords. A few words make a good one.`}
						/>
						<SubmitButton busy={busy} busyText="Joining…">
							Join the team
						</SubmitButton>
					</Form>
				)}
			</div>
		</main>
	)
}
