import { Link, useLocation } from 'react-router'
import type { ListFilterView } from '#app/lib/admin-screens.server.ts'
import type { ListFilter } from '#shared/workflow.ts'

const LABELS: Record<ListFilter, string> = { all: 'All', live: 'Live', draft: 'Drafts', scheduled: 'Scheduled' }
const ORDER: readonly ListFilter[] = ['all', 'live', 'draft', 'scheduled']

/** A Manage screen's filters: All / Live / Drafts / Scheduled, with how many each holds (its `?status=`). */
export function StatusFilter({ filter }: { filter: ListFilterView }) {
	const location = useLocation()
	const to = (status: ListFilter) => {
		const params = new URLSearchParams(location.search)
		if (status === 'all') params.delete('status')
		else params.set('status', status)
		const search = params.toString()
		return search ? `?${search}` : location.pathname
	}
	return (
		<nav aria-label="Filter by status" className="mb-4">
			<ul className="flex flex-wrap gap-2">
				{ORDER.map((status) => {
					const current = status === filter.status
					return (
						<li key={status}>
							<Link
								to={to(status)}
								preventScrollReset
								aria-current={current ? 'page' : undefined}
								className={`inline-flex rounded-full px-3 py-1 text-sm font-medium ring-1 ${
									current
										? 'bg-brand-700 text-white ring-brand-700'
										: 'text-slate-700 ring-slate-300 hover:bg-slate-100'
								}`}
							>
								{LABELS[status]} ({filter.counts[status]})
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}

/** What an empty filtered list says (the screen's own empty text is for a list with nothing at all). */
export const emptyFilterText = (filter: ListFilterView) =>
	`Nothing here: no ${LABELS[filter.status].toLowerCase()} items.`
