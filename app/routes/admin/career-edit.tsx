import { useActionData } from 'react-router'

import { careers } from '#server/content/types/careers.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { CareerForm } from '#app/components/admin/career-form.tsx'
import { EditScreenActions } from '#app/components/admin/editing-now.tsx'
import { ItemViewsPanel } from '#app/components/admin/item-views-panel.tsx'
import { ReviewPanel } from '#app/components/admin/review-panel.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { editScreenAction, loadForEdit, screenView } from '#app/lib/admin-screens.server.ts'
import { itemViewDays } from '#app/lib/item-views.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/career-edit'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Edit Career', matches) }]

export async function loader(args: Route.LoaderArgs) {
	const { item: career, workflow, socialPreview } = await loadForEdit(careers, args)
	return {
		career,
		socialPreview,
		list: careers.admin.list.path,
		screen: screenView(careers),
		workflow,
		views: await itemViewDays(args.context.services.db, careers, career.id),
	}
}

export const action = (args: Route.ActionArgs) => editScreenAction(args, careers)

export default function EditCareer({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const { career } = loaderData
	return (
		<AdminPage
			title="Edit Career"
			back={loaderData.list}
			actions={<EditScreenActions collection={loaderData.screen.name} id={career.id} />}
		>
			<Panel title={career.position_name}>
				<ReviewPanel workflow={loaderData.workflow} />
				<CareerForm
					mode="edit"
					fields={loaderData.screen.fields}
					initial={career}
					workflow={loaderData.workflow}
					failure={failure}
					socialPreview={loaderData.socialPreview}
				/>
			</Panel>
			<ItemViewsPanel views={loaderData.views} />
		</AdminPage>
	)
}
