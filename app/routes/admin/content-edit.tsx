import { useActionData } from 'react-router'

import { itemPath } from '#shared/item-path.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { ContentFields } from '#app/components/admin/content-fields.tsx'
import { EditForm } from '#app/components/admin/content-forms.tsx'
import { EditScreenActions } from '#app/components/admin/editing-now.tsx'
import { LivePreview } from '#app/components/admin/live-preview.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { contentTypeOfScreen, editScreenAction, loadForEdit, screenView } from '#app/lib/admin-screens.server.ts'
import { mediaFactsOf } from '#app/lib/media-form.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/content-edit'

const EDIT_FORM_ID = 'edit-form'

/** The edit screen of a content type without a hand-made one, drawn from its definition. */
export const meta: Route.MetaFunction = ({ data, matches }) => [
	{ title: pageTitle(data ? `Edit ${data.screen.label.singular}` : undefined, matches) },
]

export async function loader(args: Route.LoaderArgs) {
	const type = contentTypeOfScreen(args.request, 'edit')
	const { item, workflow, socialPreview } = await loadForEdit(type, args)
	const media = await mediaFactsOf(args.context.services.db, type, item)
	return { screen: screenView(type), item, workflow, media, socialPreview }
}

export const action = (args: Route.ActionArgs) => editScreenAction(args, contentTypeOfScreen(args.request, 'edit'))

export default function EditContent({ loaderData }: Route.ComponentProps) {
	const { screen, item, workflow, media, socialPreview } = loaderData
	const failure = useActionData<FormFailure>()
	const record = item as Record<string, unknown>
	const publicPath = screen.publicItemPath && itemPath(screen.publicItemPath, item)
	return (
		<AdminPage
			title={`Edit ${screen.label.singular}`}
			back={screen.listPath}
			actions={<EditScreenActions collection={screen.name} id={item.id} />}
		>
			<Panel title={screen.texts.editHeading ?? String(record[screen.itemTitle] ?? '')}>
				<EditForm id={EDIT_FORM_ID} cancelTo={screen.listPath} viewTo={publicPath} workflow={workflow}>
					{(onBusyChange) => (
						<ContentFields
							fields={screen.fields}
							item={record}
							media={media}
							failure={failure}
							onBusyChange={onBusyChange}
							nativeRequired={false}
							socialPreview={socialPreview}
						/>
					)}
				</EditForm>
			</Panel>
			{screen.livePreview ? (
				<Panel title="Live preview">
					<LivePreview formId={EDIT_FORM_ID} action={screen.livePreview} />
				</Panel>
			) : null}
		</AdminPage>
	)
}
