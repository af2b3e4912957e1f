import { useActionData } from 'react-router'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { BLOG_FIELDS, BlogFields } from '#app/components/admin/blog-fields.tsx'
import { EditForm } from '#app/components/admin/content-forms.tsx'
import { updateFromForm, type FormFailure } from '#app/lib/admin-actions.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { findOr404 } from '#app/lib/content.server.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/blog-edit'
import { readFormData } from '#app/lib/form-data.server.ts'

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
