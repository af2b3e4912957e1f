import { useActionData } from 'react-router'

import { blogs } from '#server/content/types/blogs.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { BlogFields } from '#app/components/admin/blog-fields.tsx'
import { EditForm } from '#app/components/admin/content-forms.tsx'
import { EditScreenActions } from '#app/components/admin/editing-now.tsx'
import { ItemViewsPanel } from '#app/components/admin/item-views-panel.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { editScreenAction, formFieldNames, loadForEdit, screenView } from '#app/lib/admin-screens.server.ts'
import { itemViewDays } from '#app/lib/item-views.server.ts'
import { mediaFactsOf } from '#app/lib/media-form.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/blog-edit'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Edit Blog', matches) }]

export async function loader(args: Route.LoaderArgs) {
	const { item: blog, workflow, socialPreview } = await loadForEdit(blogs, args)
	return {
		blog: {
			id: blog.id,
			heading: blog.heading,
			body: blog.body,
			picture: blog.picture,
			slug: blog.slug ?? '',
			excerpt: blog.excerpt,
			tags: blog.tags,
			meta_title: blog.meta_title,
			meta_description: blog.meta_description,
			social_image: blog.social_image,
		},
		socialPreview,
		screen: screenView(blogs),
		workflow,
		media: await mediaFactsOf(args.context.services.db, blogs, blog),
		views: await itemViewDays(args.context.services.db, blogs, blog.id),
	}
}

// The picture is optional here: without a new one the blog keeps the one it has.
export const action = (args: Route.ActionArgs) =>
	editScreenAction(args, blogs, (form) =>
		formFieldNames(blogs).filter((field) => field !== 'picture' || String(form.get('picture') ?? '').trim()),
	)

export default function EditBlog({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const { blog } = loaderData
	return (
		<AdminPage
			title="Edit Blog"
			back={loaderData.screen.listPath}
			actions={<EditScreenActions collection={loaderData.screen.name} id={blog.id} />}
		>
			<Panel title={blog.heading}>
				<EditForm
					cancelTo={loaderData.screen.listPath}
					viewTo={loaderData.workflow.previewPath}
					workflow={loaderData.workflow}
				>
					{(onBusyChange) => (
						<BlogFields
							fields={loaderData.screen.fields}
							failure={failure}
							initial={blog}
							media={loaderData.media}
							onBusyChange={onBusyChange}
							socialPreview={loaderData.socialPreview}
						/>
					)}
				</EditForm>
			</Panel>
			<ItemViewsPanel views={loaderData.views} />
		</AdminPage>
	)
}
