import { useActionData } from 'react-router'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { HistoryLink } from '#app/components/admin/history-link.tsx'
import { useSaving } from '#app/components/admin/item-list.tsx'
import { CareerForm } from '#app/components/admin/career-form.tsx'
import type { FormFailure } from '#app/lib/admin-actions.server.ts'
import { editScreenAction, loadForEdit, screenView } from '#app/lib/admin-screens.server.ts'
import { careers } from '#server/content/types/careers.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/career-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Career') }]

export async function loader(args: Route.LoaderArgs) {
	return { career: await loadForEdit(careers, args), list: careers.admin.list.path, screen: screenView(careers) }
}

export const action = (args: Route.ActionArgs) => editScreenAction(args, careers)

export default function EditCareer({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const { career } = loaderData
	return (
		<AdminPage
			title="Edit Career"
			back={loaderData.list}
			actions={<HistoryLink collection={loaderData.screen.name} id={career.id} />}
		>
			<Panel title={career.position_name}>
				<CareerForm
					mode="edit"
					fields={loaderData.screen.fields}
					initial={career}
					failure={failure}
					busy={useSaving()}
				/>
			</Panel>
		</AdminPage>
	)
}
