import { Link, useActionData } from 'react-router'

import { itemPath } from '#shared/item-path.ts'
import { careers } from '#server/content/types/careers.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { CareerForm } from '#app/components/admin/career-form.tsx'
import { ItemActions, ItemList, ItemRow } from '#app/components/admin/item-list.tsx'
import { countedHeading, ListSearch } from '#app/components/admin/list-search.tsx'
import { StatusBadge } from '#app/components/admin/status-badge.tsx'
import { emptyListText, StatusFilter } from '#app/components/admin/status-filter.tsx'
import { useFormResetKey } from '#app/components/admin/use-form-reset.ts'
import { ViewCount } from '#app/components/admin/view-count.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { listScreenAction, loadList, screenView } from '#app/lib/admin-screens.server.ts'
import { searchList } from '#app/lib/admin-search.server.ts'
import { APPLICANTS_PATH, applicantsAddress } from '#app/lib/applicants.ts'
import { can, requirePermission } from '#app/lib/auth.server.ts'
import { jobApplications, markdownToPlainText } from '#app/lib/content.server.ts'
import { countOf } from '#app/lib/format-number.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/careers'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Admin Career Panel', matches) }]

export async function loader(args: Route.LoaderArgs) {
	const { items: listed, filter, mayCreate, mayPublish } = await loadList(careers, args)
	const { items, search } = searchList(careers, args.request, listed)
	// Each position's applications (docs/design.md §17), for whoever reads them.
	const user = await requirePermission(args.request, args.context, { permission: 'admin.enter' })
	const applications = can(user, { permission: 'applications.read' })
		? await jobApplications.perCareer(args.context.services.db)
		: undefined
	// The row's preview is the description's plain text, as the public list shows it (no `**` or `-`).
	const rows = items.map((career) => ({
		...career,
		summary: markdownToPlainText(career.job_description, 200),
		applications: applications ? (applications.get(career.id) ?? 0) : undefined,
	}))
	return { mayCreate, mayPublish, careers: rows, filter, search, screen: screenView(careers) }
}

// One request, one position (the seed posted twice and could create duplicates).
export const action = (args: Route.ActionArgs) => listScreenAction(args, careers)

export default function ManageCareers({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const resetKey = useFormResetKey()
	const { careers: items, filter, search, mayCreate, mayPublish } = loaderData
	return (
		<AdminPage title="Admin Career Panel">
			{mayCreate && (
				<Panel title="Add a position">
					<CareerForm
						key={resetKey}
						mode="add"
						fields={loaderData.screen.fields}
						failure={failure}
						mayPublish={mayPublish}
					/>
				</Panel>
			)}
			<Panel title={countedHeading('Open positions', items.length, search)}>
				<StatusFilter filter={filter} />
				<ListSearch search={search} shown={items.length} />
				<ItemList
					items={items}
					label="Open positions"
					empty={emptyListText('No open positions yet. Add the first one above.', filter, search)}
					loadingText="Loading careers..."
				>
					{(career) => (
						<ItemRow
							title={career.position_name}
							badge={
								<>
									<StatusBadge standing={career.standing} publishAt={career.publish_at} />
									<ViewCount views={career.views} />
								</>
							}
							actions={
								<ItemActions
									may={career.may}
									id={career.id}
									label={career.position_name}
									editTo={itemPath(loaderData.screen.editPath!, career.id)}
								/>
							}
						>
							<p className="mt-1 line-clamp-2 text-sm text-slate-600">{career.summary}</p>
							{career.applications === undefined ? null : (
								<Link
									to={applicantsAddress(APPLICANTS_PATH, { career_id: career.id })}
									className="mt-1 inline-block text-sm font-semibold text-brand-700 underline"
								>
									{countOf(career.applications, ['application', 'applications'])}
									<span className="sr-only"> for {career.position_name}</span>
								</Link>
							)}
						</ItemRow>
					)}
				</ItemList>
			</Panel>
		</AdminPage>
	)
}
