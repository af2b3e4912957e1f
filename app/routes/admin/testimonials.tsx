import { useActionData } from 'react-router'

import { itemPath } from '#shared/item-path.ts'
import { testimonials } from '#server/content/types/testimonials.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { ItemActions, ItemList, ItemRow } from '#app/components/admin/item-list.tsx'
import { countedHeading, ListSearch } from '#app/components/admin/list-search.tsx'
import { StatusBadge } from '#app/components/admin/status-badge.tsx'
import { emptyListText, StatusFilter } from '#app/components/admin/status-filter.tsx'
import { TestimonialForm } from '#app/components/admin/testimonial-form.tsx'
import { useFormResetKey } from '#app/components/admin/use-form-reset.ts'
import { PicturePlaceholder, ResponsiveImage } from '#app/components/responsive-image.tsx'
import { StarRating } from '#app/components/star-rating.tsx'
import type { TestimonialView } from '#app/components/testimonials-carousel.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { listScreenAction, loadList, screenView } from '#app/lib/admin-screens.server.ts'
import { searchList } from '#app/lib/admin-search.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/testimonials'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Admin Testimonials', matches) }]

export async function loader(args: Route.LoaderArgs) {
	const { items: listed, filter, mayCreate, mayPublish } = await loadList(testimonials, args)
	const { items, search } = searchList(testimonials, args.request, listed)
	return { mayCreate, mayPublish, testimonials: items, filter, search, screen: screenView(testimonials) }
}

export const action = (args: Route.ActionArgs) => listScreenAction(args, testimonials)

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
	return <PicturePlaceholder name={testimonial.name} className={`${box} text-xl`} />
}

export default function ManageTestimonials({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const resetKey = useFormResetKey()
	const { testimonials: items, filter, search, mayCreate, mayPublish } = loaderData
	return (
		<AdminPage title="Admin Testimonials">
			{mayCreate && (
				<Panel title="Add a testimonial">
					<TestimonialForm
						key={resetKey}
						mode="add"
						fields={loaderData.screen.fields}
						failure={failure}
						mayPublish={mayPublish}
					/>
				</Panel>
			)}
			<Panel title={countedHeading('Testimonials', items.length, search)}>
				<StatusFilter filter={filter} />
				<ListSearch search={search} shown={items.length} />
				<ItemList
					items={items}
					label="Testimonials"
					empty={emptyListText('No testimonials yet. Add the first one above.', filter, search)}
				>
					{(testimonial) => (
						<ItemRow
							media={<Thumbnail testimonial={testimonial} />}
							title={testimonial.name}
							badge={<StatusBadge standing={testimonial.standing} publishAt={testimonial.publish_at} />}
							actions={
								<ItemActions
									may={testimonial.may}
									id={testimonial.id}
									label={testimonial.name}
									editTo={itemPath(loaderData.screen.editPath!, testimonial.id)}
								/>
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
