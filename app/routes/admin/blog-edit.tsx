import { useActionData } from 'react-router'
import { AdminPage, Panel } from '~/components/admin/admin-page'
import { BLOG_FIELDS, BlogFields } from '~/components/admin/blog-fields'
import { EditForm } from '~/components/admin/content-forms'
import { updateFromForm, type FormFailure } from '~/lib/admin-actions.server'
import { requireAdmin } from '~/lib/auth.server'
import { blogs, findOr404 } from '~/lib/content.server'
import { pageTitle } from '~/lib/meta'
import type { Route } from './+types/blog-edit'
import { readFormData } from '~/lib/form-data.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Blog') }]

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const blog = await findOr404(blogs, context.services.db, params.id)
	return { blog: { id: blog.id, heading: blog.heading, body: blog.body, picture: blog.picture } }
}

export async function action({ request, context, params }: Route.ActionArgs) {
	await requireAdmin(request, context)
	const { id } = await findOr404(blogs, context.services.db, params.id)
	const form = await readFormData(request)
	// The picture is optional here: without a new one the blog keeps the one it has.
	const keepPicture = !String(form.get('picture') ?? '').trim()
	return updateFromForm({
		collection: blogs,
		db: context.services.db,
		id,
		form,
		fields: keepPicture ? BLOG_FIELDS.filter((field) => field !== 'picture') : BLOG_FIELDS,
		success: 'Blog updated successfully',
		redirectTo: '/dashboard/blogs-admin',
	})
}

export default function EditBlog({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const { blog } = loaderData
	return (
		<AdminPage title="Edit Blog" back="/dashboard/blogs-admin">
			<Panel title={blog.heading}>
				<EditForm cancelTo="/dashboard/blogs-admin" viewTo={`/blog/${blog.id}`}>
					{(onBusyChange) => <BlogFields failure={failure} initial={blog} onBusyChange={onBusyChange} />}
				</EditForm>
			</Panel>
		</AdminPage>
	)
}
