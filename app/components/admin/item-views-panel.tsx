import { Link } from 'react-router'

import { Panel } from '#app/components/admin/admin-page.tsx'
import { Figures } from '#app/components/admin/analytics-report.tsx'
import { type ChartDay, LineChart } from '#app/components/admin/line-chart.tsx'
import { ANALYTICS_PATH } from '#app/lib/admin-paths.ts'
import { formatCount } from '#app/lib/format-number.ts'

/** What an edit screen's loader gives (app/lib/item-views.server.ts): null for a type with no pages. */
export type ItemViewsPanelData = { period: number; days: ChartDay[]; views: number; visitors: number } | null

/**
 * How an item's page did (ADR 0033: the per-item numbers, at the item): its views and visitors per day in the
 * last days, earlier addresses included, as the chart and its table of numbers.
 */
export function ItemViewsPanel({ views }: { views: ItemViewsPanelData }) {
	if (!views) return null
	return (
		<Panel title={`Page views, last ${views.period} days`}>
			<Figures
				figures={[
					{ label: 'Views', value: formatCount(views.views) },
					{ label: 'Visitors', value: formatCount(views.visitors) },
				]}
			/>
			<div className="mt-6">
				<LineChart days={views.days} compact />
			</div>
			<Link to={ANALYTICS_PATH} className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900">
				All of the site’s analytics
			</Link>
		</Panel>
	)
}
