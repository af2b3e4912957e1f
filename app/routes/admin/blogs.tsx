import { Link, useActionData, useLocation } from 'react-router'

import { itemPath } from '#shared/item-path.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { AdminCard, AdminCardGrid, EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, EditLink, Panel } from '#app/components/admin/admin-page.tsx'
import { BlogFields } from '#app/components/admin/blog-fields.tsx'
import { AddForm } from '#app/components/admin/content-forms.tsx'
import { ListSearch } from '#app/components/admin/list-search.tsx'
import { StatusBadge } from '#app/components/admin/status-badge.tsx'
import { emptyListText, StatusFilter } from '#app/components/admin/status-filter.tsx'
import { ViewCount } from '#app/components/admin/view-count.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { BLOG_DELETE_BACK, BLOG_DELETE_PATH } from '#app/lib/admin-paths.ts'
import { listScreenAction, loadList, screenView } from '#app/lib/admin-screens.server.ts'
import { searchList } from '#app/lib/admin-search.server.ts'
import { blogPreview } from '#app/lib/content.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/blogs'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Manage Blogs', matches) }]

export async function loader(args: Route.LoaderArgs) {
	const { items: listed, filter, mayCreate, mayPublish } = await loadList(blogs, args)
	const { items, search } = searchList(blogs, args.request, listed)
	const posts = items.map((post) => ({
		...blogPreview(post),
		standing: post.standing,
		publish_at: post.publish_at,
		views: post.views,
		may: post.may,
	}))
	return { mayCreate, mayPublish, posts, filter, search, screen: screenView(blogs) }
}

/** Adds a blog. (A blog is deleted from its own confirmation page, BLOG_DELETE_PATH, which comes back here.) */
export const action = (args: Route.ActionArgs) => listScreenAction(args, blogs)

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const { posts, filter, search, mayCreate, mayPublish } = loaderData
	const location = useLocation()
	const back = new URLSearchParams({ [BLOG_DELETE_BACK]: `${location.pathname}${location.search}` })
	const empty = emptyListText('No blogs yet. The first one you write appears here and on the blog.', filter, search)
	return (
		<AdminPage title="Manage Blogs">
			{mayCreate && (
				<Panel title="Write a Blog">
					<AddForm button="Add Blog" mayPublish={mayPublish}>
						{(onBusyChange) => (
							<BlogFields fields={loaderData.screen.fields} failure={failure} onBusyChange={onBusyChange} />
						)}
					</AddForm>
				</Panel>
			)}
			<Panel title="Existing Blogs">
				<StatusFilter filter={filter} />
				<ListSearch search={search} shown={posts.length} />
				{posts.length === 0 ? (
					empty && <EmptyList>{empty}</EmptyList>
				) : (
					<AdminCardGrid>
						{posts.map((post) => (
							<AdminCard
								key={post.id}
								id={post.id}
								to={post.path}
								title={post.heading}
								picture={post.picture}
								text={post.preview}
								badge={
									<div className="mb-2 flex flex-wrap items-start gap-2">
										<StatusBadge standing={post.standing} publishAt={post.publish_at} />
										<ViewCount views={post.views} />
									</div>
								}
								actions={
									<>
										{post.may.edit && <EditLink to={itemPath(loaderData.screen.editPath!, post.id)} />}
										{post.may.delete && (
											<Link
												to={`${itemPath(BLOG_DELETE_PATH, post.id)}?${back}`}
												className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
											>
												Delete
											</Link>
										)}
									</>
								}
							/>
						))}
					</AdminCardGrid>
				)}
			</Panel>
		</AdminPage>
	)
}
