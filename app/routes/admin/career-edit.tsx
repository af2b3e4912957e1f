import { useActionData } from 'react-router'
import { AdminPage, Panel } from '~/components/admin/admin-page'
import { useSaving } from '~/components/admin/item-list'
import { CAREER_FIELDS, CareerForm } from '~/components/admin/career-form'
import type { FormFailure } from '~/lib/admin-actions.server'
import { editScreenAction, loadForEdit } from '~/lib/admin-screens.server'
import { careers } from '~/lib/content.server'
import { pageTitle } from '~/lib/meta'
import { CAREERS_LIST } from './careers'
import type { Route } from './+types/career-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Career') }]

export async function loader(args: Route.LoaderArgs) {
	return { career: await loadForEdit(careers, args) }
}

export const action = (args: Route.ActionArgs) =>
	editScreenAction(args, {
		collection: careers,
		fields: CAREER_FIELDS,
		updated: 'Career updated successfully',
		redirectTo: CAREERS_LIST,
	})

export default function EditCareer({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const { career } = loaderData
	return (
		<AdminPage title="Edit Career" back={CAREERS_LIST}>
			<Panel title={career.position_name}>
				<CareerForm mode="edit" initial={career} failure={failure} busy={useSaving()} />
			</Panel>
		</AdminPage>
	)
}
