import { Link, useActionData } from 'react-router'
import { AdminCard, AdminCardGrid, EmptyList } from '~/components/admin/admin-card'
import { AdminPage, EditLink, Panel } from '~/components/admin/admin-page'
import { BLOG_FIELDS, BlogFields } from '~/components/admin/blog-fields'
import { AddForm } from '~/components/admin/content-forms'
import { createFromForm, type FormFailure } from '~/lib/admin-actions.server'
import { requireAdmin } from '~/lib/auth.server'
import { blogPreviews, blogs } from '~/lib/content.server'
import { pageTitle } from '~/lib/meta'
import type { Route } from './+types/blogs'
import { readFormData } from '~/lib/form-data.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Manage Blogs') }]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	return { posts: await blogPreviews(context.services.db) }
}

/** Adds a blog. (A blog is deleted from its own confirmation page, /admin/blog/delete/{id}.) */
export async function action({ request, context }: Route.ActionArgs) {
	await requireAdmin(request, context)
	return createFromForm({
		collection: blogs,
		db: context.services.db,
		form: await readFormData(request),
		fields: BLOG_FIELDS,
		success: 'Blog uploaded successfully',
		redirectTo: '/dashboard/blogs-admin',
	})
}

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	return (
		<AdminPage title="Manage Blogs">
			<Panel title="Write a Blog">
				<AddForm button="Add Blog">
					{(onBusyChange) => <BlogFields failure={failure} onBusyChange={onBusyChange} />}
				</AddForm>
			</Panel>
			<Panel title="Existing Blogs">
				{loaderData.posts.length === 0 ? (
					<EmptyList>No blogs yet. The first one you write appears here and on the blog.</EmptyList>
				) : (
					<AdminCardGrid>
						{loaderData.posts.map((post) => (
							<AdminCard
								key={post.id}
								to={`/blog/${post.id}`}
								title={post.heading}
								picture={post.picture}
								text={post.preview}
								actions={
									<>
										<EditLink to={`/admin/blog/edit/${post.id}`} />
										<Link
											to={`/admin/blog/delete/${post.id}`}
											className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
										>
											Delete
										</Link>
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
