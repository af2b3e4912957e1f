import { Form, useActionData } from 'react-router'

import { PROFILE_NAME_MAX } from '#shared/authors.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { useSaving } from '#app/components/admin/item-list.tsx'
import { RoleField, typesError, TypesField } from '#app/components/admin/team-fields.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadTeamMember, teamMemberAction } from '#app/lib/team.server.ts'
import { TEAM_FIELDS, TEAM_INTENTS, TEAM_PATH, type TeamAnswer } from '#app/lib/team.ts'
import type { Route } from './+types/team-member'

/** One user of the team (docs/design.md §15): their name, role and the content types they write. */
export const meta: Route.MetaFunction = ({ data, matches }) => [
	{ title: pageTitle(data?.user.name ?? 'User', matches) },
]

export const loader = (args: Route.LoaderArgs) => loadTeamMember(args)
export const action = (args: Route.ActionArgs) => teamMemberAction(args)

export default function TeamMember({ loaderData }: Route.ComponentProps) {
	const { user, types } = loaderData
	const answer = useActionData<TeamAnswer>()
	const refusal = answer && 'intent' in answer ? answer : undefined
	const values = refusal?.values ?? {}
	const fields = refusal?.fields ?? {}
	const saving = useSaving(TEAM_INTENTS.save)
	return (
		<AdminPage title={user.name} back={TEAM_PATH}>
			<p className="-mt-4 text-slate-600">
				{user.email}
				{user.you ? ' (you)' : ''}
			</p>
			<Panel title="Name and role">
				<Form method="post" className="team-role-form space-y-5">
					<input type="hidden" name="intent" value={TEAM_INTENTS.save} />
					<FormError message={refusal && Object.keys(fields).length === 0 ? refusal.error : undefined} />
					<div className="grid gap-5 md:grid-cols-2">
						<TextField
							label="Name"
							name={TEAM_FIELDS.name}
							id="member-name"
							required
							maxLength={PROFILE_NAME_MAX}
							defaultValue={values.name ?? user.name}
							error={fields.name}
						/>
						<RoleField id="member-role" value={values.role ?? user.role} error={fields.role} />
					</div>
					<TypesField choices={types} checked={values.types ?? user.types} error={typesError(fields)} />
					<SubmitButton busy={saving} busyText="Saving…">
						Save Changes
					</SubmitButton>
				</Form>
			</Panel>
		</AdminPage>
	)
}
