import { useActionData } from 'react-router'
import { AdminPage, Panel } from '~/components/admin/admin-page'
import { useSaving } from '~/components/admin/item-list'
import { TESTIMONIAL_FIELDS, TestimonialForm } from '~/components/admin/testimonial-form'
import type { FormFailure } from '~/lib/admin-actions.server'
import { editScreenAction, loadForEdit } from '~/lib/admin-screens.server'
import { testimonials } from '~/lib/content.server'
import { pageTitle } from '~/lib/meta'
import type { Route } from './+types/testimonial-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Testimonial') }]

export async function loader(args: Route.LoaderArgs) {
	return { testimonial: await loadForEdit(testimonials, args) }
}

export const action = (args: Route.ActionArgs) =>
	editScreenAction(args, {
		collection: testimonials,
		fields: TESTIMONIAL_FIELDS,
		updated: 'Testimonial updated successfully',
		failure: 'Error updating testimonial',
		redirectTo: '/dashboard/edit-testimonials',
	})

export default function EditTestimonial({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const saving = useSaving()
	const { testimonial } = loaderData
	return (
		<AdminPage title="Edit Testimonial" back="/dashboard/edit-testimonials">
			<Panel title={testimonial.name}>
				<TestimonialForm mode="edit" initial={testimonial} failure={failure} busy={saving} />
			</Panel>
		</AdminPage>
	)
}
