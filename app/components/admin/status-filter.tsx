import type { ListFilter } from '#shared/workflow.ts'
import { FilterLinks } from '#app/components/admin/filter-links.tsx'
import { emptyText } from '#app/components/admin/list-search.tsx'
import type { ListFilterView } from '#app/lib/admin-screens.ts'
import type { SearchView } from '#app/lib/admin-search.ts'

const LABELS: Record<ListFilter, string> = {
	all: 'All',
	live: 'Live',
	draft: 'Drafts',
	in_review: 'In review',
	scheduled: 'Scheduled',
}
const ORDER: readonly ListFilter[] = ['all', 'live', 'draft', 'in_review', 'scheduled']

/** A Manage screen's filters: All / Live / Drafts / In review / Scheduled, with how many each holds (its `?status=`). */
export function StatusFilter({ filter }: { filter: ListFilterView }) {
	const options = ORDER.map((status) => ({
		value: status === 'all' ? undefined : status,
		label: `${LABELS[status]} (${filter.counts[status]})`,
	}))
	const current = filter.status === 'all' ? undefined : filter.status
	return <FilterLinks label="Filter by status" param="status" options={options} current={current} />
}

/**
 * What an empty Manage list says: nothing (a search says why itself), that the filter holds nothing, or
 * the screen's own text for a list with nothing at all.
 */
export const emptyListText = (empty: string, filter: ListFilterView, search: SearchView) =>
	emptyText(filter.counts.all > 0 ? `Nothing here: no ${LABELS[filter.status].toLowerCase()} items.` : empty, search)
