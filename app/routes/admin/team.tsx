import { Form, Link, useActionData } from 'react-router'

import { DEFAULT_TYPES, ROLE_LABELS } from '#shared/team.ts'
import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { useReloading, useSaving } from '#app/components/admin/item-list.tsx'
import { InvitationLink, RoleField, typesError, TypesField } from '#app/components/admin/team-fields.tsx'
import { LocalTime } from '#app/components/local-time.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadTeam, teamAction } from '#app/lib/team.server.ts'
import { TEAM_FIELDS, TEAM_INTENTS, type TeamAnswer, teamMemberPath } from '#app/lib/team.ts'
import type { Route } from './+types/team'

/**
 * The team (docs/design.md §15): who may sign in and with which role, the invitations not yet accepted,
 * and the form that invites someone, which then shows the link to hand over.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Team', matches) }]

export const loader = (args: Route.LoaderArgs) => loadTeam(args)
export const action = (args: Route.ActionArgs) => teamAction(args)

const CELL = 'py-2 pr-4 align-top'
const BUTTON = 'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 disabled:opacity-60'
const COLUMNS = ['Name', 'Role', 'Writes', 'Last seen', 'Second factor', 'Actions']
const INVITATION_COLUMNS = ['Email', 'Role', 'Invited by', 'Expires', 'Actions']

function ColumnHeads({ columns }: { columns: string[] }) {
	return (
		<thead className="border-b border-slate-300 text-slate-700">
			<tr>
				{columns.map((column) => (
					<th key={column} scope="col" className="py-2 pr-4 font-semibold">
						{column}
					</th>
				))}
			</tr>
		</thead>
	)
}

/** A row's small form that posts one intent for one id. */
function RowButton({ intent, id, label, children }: { intent: string; id: number; label: string; children: string }) {
	const reloading = useReloading()
	return (
		<Form method="post">
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="id" value={id} />
			<button
				type="submit"
				disabled={reloading}
				aria-label={label}
				className={`${BUTTON} text-brand-700 ring-brand-200 hover:bg-brand-50`}
			>
				{children}
			</button>
		</Form>
	)
}

export default function Team({ loaderData }: Route.ComponentProps) {
	const { users, invitations, removed, types, mailOn } = loaderData
	const answer = useActionData<TeamAnswer>()
	const invited = answer && 'invited' in answer ? answer.invited : undefined
	const refusal = answer && 'intent' in answer ? answer : undefined
	const inviteRefusal = refusal?.intent === TEAM_INTENTS.invite ? refusal : undefined
	const values = inviteRefusal?.values ?? {}
	const fields = inviteRefusal?.fields ?? {}
	const reloading = useReloading()
	const inviting = useSaving(TEAM_INTENTS.invite)
	return (
		<AdminPage title="Team">
			<p className="-mt-4 max-w-2xl text-slate-600">
				Everyone who may sign in to this admin area, and what their role lets them do. Invite someone and they choose
				their own name and password; removing someone signs them out at once, and what they made stays.
			</p>
			{refusal && !inviteRefusal ? <FormError message={refusal.error} /> : null}
			{invited ? (
				<section
					role="status"
					aria-label="Invitation ready"
					className="space-y-3 rounded-2xl bg-green-50 p-6 ring-1 ring-green-200"
				>
					<p className="font-semibold text-green-900">
						{invited.resent
							? `A new link for ${invited.email}: the earlier one no longer works.`
							: `${invited.email} is invited.`}
					</p>
					<p className="text-green-900">
						{invited.emailed
							? 'The link is on its way to them by e-mail. You can also send it yourself:'
							: 'This server sends no e-mail, so nothing was sent: send them this link yourself.'}
					</p>
					<InvitationLink url={invited.url} label="Invitation link" />
					<p className="text-sm text-green-900">It works once, for 7 days.</p>
				</section>
			) : null}
			<Panel title="Invite someone">
				{/* A new form after each invitation: its fields empty again. */}
				<Form method="post" className="team-role-form space-y-5" key={invited?.url}>
					<input type="hidden" name="intent" value={TEAM_INTENTS.invite} />
					<FormError message={inviteRefusal && Object.keys(fields).length === 0 ? inviteRefusal.error : undefined} />
					<div className="grid gap-5 md:grid-cols-2">
						<TextField
							label="Email"
							name={TEAM_FIELDS.email}
							id="invite-email"
							type="email"
							required
							maxLength={254}
							autoComplete="off"
							defaultValue={values.email}
							error={fields.email}
							hint={mailOn ? 'The invitation is e-mailed there, and shown here.' : 'The link is shown here to send.'}
						/>
						<RoleField id="invite-role" value={values.role ?? 'author'} error={fields.role} />
					</div>
					<TypesField choices={types} checked={values.types ?? DEFAULT_TYPES} error={typesError(fields)} />
					<SubmitButton busy={inviting} busyText="Inviting…">
						Invite
					</SubmitButton>
				</Form>
			</Panel>
			<Panel title={`Team (${users.length})`}>
				<div aria-busy={reloading || undefined} className="overflow-x-auto">
					<table className="w-full min-w-[48rem] text-left text-sm">
						<caption className="sr-only">The team</caption>
						<ColumnHeads columns={COLUMNS} />
						<tbody className="divide-y divide-slate-200 text-slate-800">
							{users.map((user) => (
								<tr key={user.id} data-user-id={user.id}>
									<th scope="row" className={`${CELL} text-left font-normal`}>
										<span className="block font-semibold text-slate-900">
											{user.name}
											{user.you ? <span className="font-normal text-slate-600"> (you)</span> : null}
										</span>
										<span className="block break-all text-slate-600">{user.email}</span>
									</th>
									<td className={CELL}>{ROLE_LABELS[user.role]}</td>
									<td className={CELL}>{user.writes || 'Every type'}</td>
									<td className={`${CELL} whitespace-nowrap`}>
										{user.lastSeenAt ? <LocalTime iso={user.lastSeenAt} /> : 'Never'}
									</td>
									<td className={CELL}>{user.secondFactor ? 'On' : 'Off'}</td>
									<td className={`${CELL} whitespace-nowrap`}>
										<div className="flex gap-2">
											<Link
												to={teamMemberPath(user.id)}
												aria-label={`Edit ${user.name}`}
												className={`${BUTTON} text-brand-700 ring-brand-200 hover:bg-brand-50`}
											>
												Edit
											</Link>
											<RowButton intent={TEAM_INTENTS.endSessions} id={user.id} label={`End sessions of ${user.name}`}>
												End sessions
											</RowButton>
											{user.you ? null : (
												<DeleteButton
													id={user.id}
													label={user.name}
													intent={TEAM_INTENTS.remove}
													button="Remove"
													title={`Remove ${user.name} from the team?`}
													description={`${user.name} is signed out at once and can no longer sign in; their passkeys and authenticator app are dropped. What they made stays, credited to them. You can invite them again.`}
												/>
											)}
										</div>
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</Panel>
			<Panel title={`Pending invitations (${invitations.length})`}>
				{invitations.length === 0 ? (
					<EmptyList>No invitation is waiting to be accepted.</EmptyList>
				) : (
					<div aria-busy={reloading || undefined} className="overflow-x-auto">
						<table className="w-full min-w-[40rem] text-left text-sm">
							<caption className="sr-only">Pending invitations</caption>
							<ColumnHeads columns={INVITATION_COLUMNS} />
							<tbody className="divide-y divide-slate-200 text-slate-800">
								{invitations.map((invitation) => (
									<tr key={invitation.id} data-invitation-id={invitation.id}>
										<th scope="row" className={`${CELL} text-left font-normal break-all`}>
											{invitation.email}
										</th>
										<td className={CELL}>{ROLE_LABELS[invitation.role]}</td>
										<td className={CELL}>{invitation.invitedBy || '—'}</td>
										<td className={`${CELL} whitespace-nowrap`}>
											{invitation.expired ? 'Expired' : <LocalTime iso={invitation.expiresAt} />}
										</td>
										<td className={`${CELL} whitespace-nowrap`}>
											<div className="flex gap-2">
												<RowButton
													intent={TEAM_INTENTS.resend}
													id={invitation.id}
													label={`Resend the invitation to ${invitation.email}`}
												>
													Resend
												</RowButton>
												<DeleteButton
													id={invitation.id}
													label={invitation.email}
													intent={TEAM_INTENTS.revoke}
													button="Revoke"
													title="Revoke this invitation?"
													description={`The link sent to ${invitation.email} stops working at once.`}
												/>
											</div>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				)}
			</Panel>
			{removed.length > 0 ? (
				<Panel title={`Removed (${removed.length})`}>
					<p className="mb-3 text-sm text-slate-600">
						They can no longer sign in; what they made stays, credited to them. Invite them again to bring them back.
					</p>
					<ul aria-label="Removed from the team" className="divide-y divide-slate-200 text-sm text-slate-800">
						{removed.map((user) => (
							<li key={user.id} className="py-2">
								<span className="font-semibold">{user.name}</span>{' '}
								<span className="break-all text-slate-600">{user.email}</span>
							</li>
						))}
					</ul>
				</Panel>
			) : null}
		</AdminPage>
	)
}
