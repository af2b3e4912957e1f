import { useActionData } from 'react-router'

import { testimonials } from '#server/content/types/testimonials.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { EditScreenActions } from '#app/components/admin/editing-now.tsx'
import { ReviewPanel } from '#app/components/admin/review-panel.tsx'
import { TestimonialForm } from '#app/components/admin/testimonial-form.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { editScreenAction, loadForEdit, screenView } from '#app/lib/admin-screens.server.ts'
import { mediaFactsOf } from '#app/lib/media-form.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/testimonial-edit'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Edit Testimonial', matches) }]

export async function loader(args: Route.LoaderArgs) {
	const { item: testimonial, workflow } = await loadForEdit(testimonials, args)
	const media = await mediaFactsOf(args.context.services.db, testimonials, testimonial)
	return { testimonial, screen: screenView(testimonials), workflow, media }
}

export const action = (args: Route.ActionArgs) => editScreenAction(args, testimonials)

export default function EditTestimonial({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const { testimonial } = loaderData
	return (
		<AdminPage
			title="Edit Testimonial"
			back={loaderData.screen.listPath}
			actions={<EditScreenActions collection={loaderData.screen.name} id={testimonial.id} />}
		>
			<Panel title={testimonial.name}>
				<ReviewPanel workflow={loaderData.workflow} />
				<TestimonialForm
					mode="edit"
					fields={loaderData.screen.fields}
					initial={testimonial}
					media={loaderData.media}
					workflow={loaderData.workflow}
					failure={failure}
				/>
			</Panel>
		</AdminPage>
	)
}
