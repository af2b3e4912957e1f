import { useActionData } from 'react-router'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { CareerForm } from '#app/components/admin/career-form.tsx'
import { ItemActions, ItemList, ItemRow, useSaving } from '#app/components/admin/item-list.tsx'
import { countedHeading, emptyText, ListSearch } from '#app/components/admin/list-search.tsx'
import { searchList } from '#app/lib/admin-search.server.ts'
import { useFormResetKey } from '#app/components/admin/use-form-reset.ts'
import type { FormFailure } from '#app/lib/admin-actions.server.ts'
import { listScreenAction, screenView } from '#app/lib/admin-screens.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { careers } from '#server/content/types/careers.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/careers'
import { itemPath } from '#shared/item-path.ts'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Admin Career Panel') }]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const { items, search } = searchList(careers, request, await careers.list(context.services.db))
	return { careers: items, search, screen: screenView(careers) }
}

// One request, one position (the seed posted twice and could create duplicates).
export const action = (args: Route.ActionArgs) => listScreenAction(args, careers)

export default function ManageCareers({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const resetKey = useFormResetKey()
	const adding = useSaving('create')
	const { careers: items, search } = loaderData
	return (
		<AdminPage title="Admin Career Panel">
			<Panel title="Add a position">
				<CareerForm key={resetKey} mode="add" fields={loaderData.screen.fields} failure={failure} busy={adding} />
			</Panel>
			<Panel title={countedHeading('Open positions', items.length, search)}>
				<ListSearch search={search} shown={items.length} />
				<ItemList
					items={items}
					label="Open positions"
					empty={emptyText('No open positions yet. Add the first one above.', search)}
					loadingText="Loading careers..."
				>
					{(career) => (
						<ItemRow
							title={career.position_name}
							actions={
								<ItemActions
									id={career.id}
									label={career.position_name}
									editTo={itemPath(loaderData.screen.editPath!, career.id)}
								/>
							}
						>
							<p className="mt-1 line-clamp-2 text-sm text-slate-600">{career.job_description}</p>
						</ItemRow>
					)}
				</ItemList>
			</Panel>
		</AdminPage>
	)
}
