import { ITEM_VIEWS_DAYS } from '#shared/page-views.ts'
import { countOf } from '#app/lib/format-number.ts'

/**
 * An item's page views in a Manage list (ADR 0033): '1,234 views', the period said to assistive
 * technology and on hover. Nothing for an item without a page of its own (`views` null).
 */
export function ViewCount({ views }: { views: number | null }) {
	if (views === null) return null
	const period = `in the last ${ITEM_VIEWS_DAYS} days`
	return (
		<span
			data-views={views}
			title={period}
			className="inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-medium text-slate-600 tabular-nums ring-1 ring-slate-200"
		>
			{countOf(views, ['view', 'views'])}
			<span className="sr-only"> {period}</span>
		</span>
	)
}
