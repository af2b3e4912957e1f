import { useState } from 'react'
import { useActionData } from 'react-router'

import { itemPath } from '#shared/item-path.ts'
import type { AdminField } from '#server/content/content-type.ts'
import { partners } from '#server/content/types/partners.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { fieldLimits } from '#app/components/admin/content-fields.tsx'
import { FormError, TextField } from '#app/components/admin/fields.tsx'
import { GuardedForm } from '#app/components/admin/guarded-form.tsx'
import { ImageField } from '#app/components/admin/image-field.tsx'
import { ItemActions, ItemList } from '#app/components/admin/item-list.tsx'
import { countedHeading, ListSearch } from '#app/components/admin/list-search.tsx'
import { StatusBadge } from '#app/components/admin/status-badge.tsx'
import { emptyListText, StatusFilter } from '#app/components/admin/status-filter.tsx'
import { useFormResetKey } from '#app/components/admin/use-form-reset.ts'
import { WorkflowControls } from '#app/components/admin/workflow-controls.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { listScreenAction, loadList, screenView } from '#app/lib/admin-screens.server.ts'
import { searchList } from '#app/lib/admin-search.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/partners'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Admin Partner Panel', matches) }]

export async function loader(args: Route.LoaderArgs) {
	const { items: listed, filter, mayCreate, mayPublish } = await loadList(partners, args)
	const { items, search } = searchList(partners, args.request, listed)
	return { mayCreate, mayPublish, partners: items, filter, search, screen: screenView(partners) }
}

export const action = (args: Route.ActionArgs) => listScreenAction(args, partners)

/** The add form: a name and a logo (required; the browser stops a save without one). */
function AddPartnerForm({
	fields,
	failure,
	mayPublish,
}: {
	fields: readonly AdminField[]
	failure: FormFailure | undefined
	mayPublish: boolean
}) {
	const [uploading, setUploading] = useState(false)
	return (
		<GuardedForm method="post" className="space-y-4">
			<input type="hidden" name="intent" value="create" />
			<div className="grid gap-6 md:grid-cols-2">
				<TextField
					{...fieldLimits(fields, 'partner_name')}
					autoComplete="off"
					defaultValue={failure?.values.partner_name}
					error={failure?.fields.partner_name}
				/>
				<ImageField
					label={fieldLimits(fields, 'image_url').label}
					name="image_url"
					multiple={false}
					required
					error={failure?.fields.image_url}
					onBusyChange={setUploading}
				/>
			</div>
			<FormError message={failure?.error} />
			<WorkflowControls
				primary="Add Partner"
				busyText="Adding..."
				disabled={uploading}
				failure={failure}
				mayPublish={mayPublish}
			/>
		</GuardedForm>
	)
}

export default function ManagePartners({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const resetKey = useFormResetKey()
	const { partners: items, filter, search, screen, mayCreate, mayPublish } = loaderData
	return (
		<AdminPage title="Admin Partner Panel">
			{mayCreate && (
				<Panel title="Add a partner">
					<AddPartnerForm key={resetKey} fields={screen.fields} failure={failure} mayPublish={mayPublish} />
				</Panel>
			)}
			<Panel title={countedHeading('Partners', items.length, search)}>
				<StatusFilter filter={filter} />
				<ListSearch search={search} shown={items.length} />
				<ItemList
					items={items}
					label="Partner logos"
					empty={emptyListText('No partners yet. Add the first one above.', filter, search)}
					className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
					itemClassName="flex flex-col rounded-xl bg-white p-4 ring-1 ring-slate-200"
				>
					{(partner) => (
						<>
							<div className="flex h-28 items-center justify-center rounded-lg bg-slate-50 p-3">
								<ResponsiveImage
									src={partner.image_url}
									alt={`${partner.partner_name} logo`}
									sizes="320px"
									box={{ width: 400, height: 160 }}
									className="max-h-full max-w-full object-contain"
								/>
							</div>
							<div className="mt-3 flex items-center justify-between gap-3">
								<div className="min-w-0">
									<p className="truncate font-semibold text-slate-900" title={partner.partner_name}>
										{partner.partner_name}
									</p>
									<StatusBadge standing={partner.standing} publishAt={partner.publish_at} />
								</div>
								<ItemActions
									may={partner.may}
									id={partner.id}
									label={partner.partner_name}
									editTo={itemPath(screen.editPath!, partner.id)}
								/>
							</div>
						</>
					)}
				</ItemList>
			</Panel>
		</AdminPage>
	)
}
