import { useActionData } from 'react-router'

import { itemPath } from '#shared/item-path.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { ContentFields } from '#app/components/admin/content-fields.tsx'
import { AddForm } from '#app/components/admin/content-forms.tsx'
import { ItemActions, ItemList, ItemRow } from '#app/components/admin/item-list.tsx'
import { countedHeading, ListSearch } from '#app/components/admin/list-search.tsx'
import { StatusBadge } from '#app/components/admin/status-badge.tsx'
import { emptyListText, StatusFilter } from '#app/components/admin/status-filter.tsx'
import { ViewCount } from '#app/components/admin/view-count.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import {
	contentTypeOfScreen,
	listPreview,
	listScreenAction,
	loadList,
	screenPath,
	screenView,
} from '#app/lib/admin-screens.server.ts'
import { searchList } from '#app/lib/admin-search.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/content-list'

/**
 * The Manage screen of a content type without a hand-made one: its add form and its items, newest first,
 * all drawn from its definition (server/content/types/). Which type, the address says.
 */
export const meta: Route.MetaFunction = ({ data, matches }) => [{ title: pageTitle(data?.screen.title, matches) }]

export async function loader(args: Route.LoaderArgs) {
	const type = contentTypeOfScreen(args.request, 'list')
	const { items: listed, filter, mayCreate, mayPublish } = await loadList(type, args)
	const { items, search } = searchList(type, args.request, listed)
	const field = (item: Record<string, unknown>, name: string | undefined) => (name ? String(item[name] ?? '') : '')
	const { itemTitle } = type.admin
	return {
		mayCreate,
		mayPublish,
		screen: screenView(type),
		filter,
		search,
		items: items.map((item) => ({
			id: item.id,
			may: item.may,
			standing: item.standing,
			publish_at: item.publish_at,
			views: item.views,
			title: field(item, itemTitle),
			preview: listPreview(type, item),
		})),
	}
}

export const action = (args: Route.ActionArgs) =>
	listScreenAction(args, contentTypeOfScreen(args.request, 'list'), screenPath(args.request))

export default function ManageContent({ loaderData }: Route.ComponentProps) {
	const { screen, items, filter, search, mayCreate, mayPublish } = loaderData
	const { label, texts } = screen
	const failure = useActionData<FormFailure>()
	return (
		<AdminPage title={screen.title}>
			{mayCreate && (
				<Panel title={texts.addHeading ?? `Add ${article(label.singular)} ${label.singular}`}>
					<AddForm button={`Add ${label.singular}`} mayPublish={mayPublish}>
						{(onBusyChange) => (
							// The server's messages show in place (required fields are marked, not blocked by the browser).
							<ContentFields
								fields={screen.fields}
								failure={failure}
								onBusyChange={onBusyChange}
								nativeRequired={false}
							/>
						)}
					</AddForm>
				</Panel>
			)}
			<Panel title={countedHeading(texts.listHeading ?? label.plural, items.length, search)}>
				<StatusFilter filter={filter} />
				<ListSearch search={search} shown={items.length} />
				<ItemList
					items={items}
					// A name no field's label is part of (fields are found by their labels).
					label="Items"
					empty={emptyListText(
						texts.empty ?? `No ${label.plural.toLowerCase()} yet. Add the first one above.`,
						filter,
						search,
					)}
				>
					{(item) => (
						<ItemRow
							title={item.title}
							badge={
								<>
									<StatusBadge standing={item.standing} publishAt={item.publish_at} />
									<ViewCount views={item.views} />
								</>
							}
							actions={
								<ItemActions
									may={item.may}
									id={item.id}
									label={item.title}
									editTo={screen.editPath ? itemPath(screen.editPath, item.id) : undefined}
								/>
							}
						>
							{item.preview ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.preview}</p> : null}
						</ItemRow>
					)}
				</ItemList>
			</Panel>
		</AdminPage>
	)
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')
