import { Form, Link } from 'react-router'

import { blogs } from '#server/content/types/blogs.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { useSubmitting } from '#app/components/admin/use-form-reset.ts'
import { trashSentence, useTrashDays } from '#app/components/admin/use-trash-days.ts'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { deleteFromForm } from '#app/lib/admin-actions.server.ts'
import { BLOG_DELETE_BACK } from '#app/lib/admin-paths.ts'
import { auditActor, ensurePermission, requirePermission } from '#app/lib/auth.server.ts'
import { findOr404 } from '#app/lib/content.server.ts'
import { asListAddress } from '#app/lib/list-address.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/blog-delete'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Delete Blog', matches) }]

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requirePermission(request, context, { type: blogs, action: 'delete' })
	const blog = await findOr404(blogs, context.services.db, params.id)
	ensurePermission(user, { type: blogs, action: 'delete', item: blog })
	// docs/product.md §2.5: Cancel goes back to the public blog list, where a delete lands too; reached from
	// Manage Blogs (`back`), both go back to that list as it was (ADR 0050).
	const back = backOf(request)
	return {
		blog: { id: blog.id, heading: blog.heading, picture: blog.picture },
		listPath: back ?? blogs.admin.list.path,
		cancelTo: back ?? blogs.public!.list!.path,
	}
}

/** The Manage Blogs address the confirmation was opened from, if any. */
const backOf = (request: Request) =>
	asListAddress(new URL(request.url).searchParams.get(BLOG_DELETE_BACK), blogs.admin.list.path)

/** Deletes the blog the address names, then goes to the blog (docs/product.md §4), or back to Manage Blogs. */
export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requirePermission(request, context, { type: blogs, action: 'delete' })
	const form = new FormData()
	form.set('id', params.id)
	return deleteFromForm({
		collection: blogs,
		db: context.services.db,
		actor: auditActor(user, context),
		user,
		form,
		// docs/product.md (§4): a deleted blog lands on the public blog list, unless deleted from Manage Blogs.
		redirectTo: backOf(request) ?? blogs.public!.list!.path,
		success: blogs.admin.messages.deleted,
	})
}

export default function DeleteBlog({ loaderData }: Route.ComponentProps) {
	const { blog } = loaderData
	const deleting = useSubmitting()
	const days = useTrashDays()
	return (
		<AdminPage title="Delete Blog" back={loaderData.listPath}>
			<Panel title="Are you sure you want to delete this blog?">
				<div className="flex flex-col gap-5 sm:flex-row sm:items-center">
					<ResponsiveImage
						src={blog.picture}
						alt=""
						sizes="224px"
						box={{ width: 224, height: 168 }}
						className="aspect-[4/3] w-full max-w-56 rounded-lg object-cover ring-1 ring-slate-200"
					/>
					<div>
						<p className="text-lg font-semibold text-slate-900">{blog.heading}</p>
						<p className="mt-1 text-slate-600">It {trashSentence(days)}</p>
					</div>
				</div>
				<Form method="post" className="mt-6 flex flex-wrap gap-3">
					<Link
						to={loaderData.cancelTo}
						className="rounded-full px-6 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
					>
						Cancel
					</Link>
					<button
						type="submit"
						disabled={deleting}
						className="rounded-full bg-red-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-60"
					>
						{deleting ? 'Deleting...' : 'Delete'}
					</button>
				</Form>
			</Panel>
		</AdminPage>
	)
}
