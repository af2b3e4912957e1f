import { useActionData } from 'react-router'
import { AdminPage, Panel } from '~/components/admin/admin-page'
import { ItemActions, ItemList, ItemRow, useSaving } from '~/components/admin/item-list'
import { TESTIMONIAL_FIELDS, TestimonialForm } from '~/components/admin/testimonial-form'
import { useFormResetKey } from '~/components/admin/use-form-reset'
import { ResponsiveImage } from '~/components/responsive-image'
import { StarRating } from '~/components/star-rating'
import type { TestimonialView } from '~/components/testimonials-carousel'
import type { FormFailure } from '~/lib/admin-actions.server'
import { listScreenAction } from '~/lib/admin-screens.server'
import { requireAdmin } from '~/lib/auth.server'
import { testimonials } from '~/lib/content.server'
import { pageTitle } from '~/lib/meta'
import type { Route } from './+types/testimonials'

const LIST = '/dashboard/edit-testimonials'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Admin Testimonials') }]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	return { testimonials: await testimonials.list(context.services.db) }
}

export const action = (args: Route.ActionArgs) =>
	listScreenAction(args, {
		collection: testimonials,
		list: LIST,
		fields: TESTIMONIAL_FIELDS,
		added: 'Testimonial added',
		deleted: 'Testimonial deleted',
		failure: 'Error adding testimonial',
	})

/** The list's thumbnail: the picture, else a video mark, else the initial. */
function Thumbnail({ testimonial }: { testimonial: TestimonialView }) {
	const box = 'flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-full text-sm font-semibold'
	if (testimonial.picture)
		return (
			<ResponsiveImage
				src={testimonial.picture}
				alt=""
				sizes="56px"
				box={{ width: 56, height: 56 }}
				className={`${box} object-cover ring-1 ring-slate-200`}
			/>
		)
	if (testimonial.youtube_link)
		return <span className={`${box} bg-red-50 text-red-700 ring-1 ring-red-200`}>Video</span>
	return (
		<span aria-hidden="true" className={`${box} bg-slate-100 text-slate-600`}>
			{testimonial.name.slice(0, 1).toUpperCase()}
		</span>
	)
}

export default function ManageTestimonials({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const resetKey = useFormResetKey()
	const adding = useSaving('create')
	const items = loaderData.testimonials
	return (
		<AdminPage title="Admin Testimonials">
			<Panel title="Add a testimonial">
				<TestimonialForm key={resetKey} mode="add" failure={failure} busy={adding} />
			</Panel>
			<Panel title={`Testimonials (${items.length})`}>
				<ItemList items={items} label="Testimonials" empty="No testimonials yet. Add the first one above.">
					{(testimonial) => (
						<ItemRow
							media={<Thumbnail testimonial={testimonial} />}
							title={testimonial.name}
							actions={
								<ItemActions id={testimonial.id} label={testimonial.name} editTo={`${LIST}/${testimonial.id}`} />
							}
						>
							{testimonial.position ? <p className="text-sm text-slate-600">{testimonial.position}</p> : null}
							<StarRating stars={testimonial.stars} />
							<p className="mt-1 line-clamp-2 text-sm text-slate-700">{testimonial.message}</p>
						</ItemRow>
					)}
				</ItemList>
			</Panel>
		</AdminPage>
	)
}
