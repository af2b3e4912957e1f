import type { ReactNode } from 'react'

import type { AnalyticsReport } from '#server/analytics/report-schema.ts'
import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { Panel } from '#app/components/admin/admin-page.tsx'
import { formatCount, shareOf } from '#app/lib/format-number.ts'
import { isLocalPath } from '#app/lib/local-path.ts'

/** The parts of the Analytics screen (ADR 0033) below the chart: the report's lists as tables, and its figures. */

const NO_VIEWS = 'No views in this range yet.'
const DEVICE_LABELS: Record<AnalyticsReport['devices'][number]['device'], string> = {
	mobile: 'Mobile',
	tablet: 'Tablet',
	desktop: 'Desktop',
}

/** A few big numbers, each with its name (a description list: a screen reader reads the pairs). */
export function Figures({ figures }: { figures: ReadonlyArray<{ label: string; value: string; hint?: string }> }) {
	return (
		// Four make two rows of two on a phone; three (the dashboard's) one row from the small screens up.
		<dl className={`grid gap-4 ${figures.length === 3 ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4'}`}>
			{figures.map((figure) => (
				<div key={figure.label} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
					<dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
					<dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
					{figure.hint ? <dd className="mt-1 text-xs text-slate-600">{figure.hint}</dd> : null}
				</div>
			))}
		</dl>
	)
}

/** The report's four lists: pages, referrers, campaigns and devices. */
/** The most viewed pages, each named by its title and linked to it. */
export function PagesTable({ pages }: { pages: AnalyticsReport['pages'] }) {
	return (
		<ReportTable
			columns={['Page', 'Views', 'Visitors']}
			rows={pages.map((page) => ({
				key: page.path,
				cells: [
					<>
						{/* The address came from a visit: linked only when it is one of this site's. */}
						{isLocalPath(page.path) ? (
							<a href={page.path} className="font-medium text-brand-700 underline hover:text-brand-900">
								{page.title ?? page.path}
							</a>
						) : (
							(page.title ?? page.path)
						)}
						{page.title !== null ? <span className="block text-xs text-slate-600">{page.path}</span> : null}
					</>,
					formatCount(page.views),
					formatCount(page.visitors),
				],
			}))}
		/>
	)
}

/** Where the views came from (the loader names the direct ones). */
export function ReferrersTable({ referrers }: { referrers: AnalyticsReport['referrers'] }) {
	return (
		<ReportTable
			columns={['Source', 'Views', 'Visitors']}
			rows={referrers.map((referrer) => ({
				key: referrer.source,
				cells: [referrer.source, formatCount(referrer.views), formatCount(referrer.visitors)],
			}))}
		/>
	)
}

export function ReportTables({ report }: { report: AnalyticsReport }) {
	return (
		<>
			<Panel title="Top pages">
				<PagesTable pages={report.pages} />
			</Panel>
			<div className="grid gap-10 lg:grid-cols-2">
				<Panel title="Referrers">
					<ReferrersTable referrers={report.referrers} />
				</Panel>
				<Panel title="Devices">
					<ReportTable
						columns={['Device', 'Views', 'Share']}
						rows={report.devices.map((device) => ({
							key: device.device,
							cells: [DEVICE_LABELS[device.device], formatCount(device.views), shareOf(device.views, report.views)],
						}))}
					/>
				</Panel>
			</div>
			<Panel title="Campaigns">
				<ReportTable
					columns={['Source', 'Medium', 'Campaign', 'Views']}
					empty="No views of addresses with campaign (utm_…) parameters in this range yet."
					rows={report.campaigns.map((campaign) => ({
						key: `${campaign.source}\n${campaign.medium}\n${campaign.campaign}`,
						cells: [campaign.source, campaign.medium, campaign.campaign, formatCount(campaign.views)],
					}))}
				/>
			</Panel>
		</>
	)
}

/** The columns that hold numbers: right-aligned, their digits of one width, so that they line up. */
const NUMBER_COLUMNS = new Set(['Views', 'Visitors', 'Share'])

/**
 * A list of the report as a table (the chart's numbers too): the first column heads each row. Long
 * addresses and names wrap anywhere rather than widen the page.
 */
export function ReportTable({
	columns,
	rows,
	empty = NO_VIEWS,
	caption,
}: {
	columns: readonly string[]
	rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>
	empty?: string
	/** The table's name for assistive technology, where no heading beside it names it. */
	caption?: string
}) {
	if (rows.length === 0) return <EmptyList>{empty}</EmptyList>
	const numeric = (index: number) => NUMBER_COLUMNS.has(columns[index] ?? '')
	const align = (index: number) => (numeric(index) ? 'text-right tabular-nums' : 'text-left')
	return (
		<table className="w-full text-sm">
			{caption ? <caption className="sr-only">{caption}</caption> : null}
			<thead className="border-b border-slate-300 text-slate-700">
				<tr>
					{columns.map((column, index) => (
						<th key={column} scope="col" className={`py-2 pr-4 font-semibold last:pr-0 ${align(index)}`}>
							{column}
						</th>
					))}
				</tr>
			</thead>
			<tbody className="divide-y divide-slate-200 text-slate-800">
				{rows.map((row) => (
					<tr key={row.key}>
						{row.cells.map((cell, index) =>
							index === 0 ? (
								<th key={index} scope="row" className="py-2 pr-4 text-left font-normal wrap-anywhere">
									{cell}
								</th>
							) : (
								<td
									key={index}
									className={`py-2 pr-4 last:pr-0 ${numeric(index) ? '' : 'wrap-anywhere'} ${align(index)}`}
								>
									{cell}
								</td>
							),
						)}
					</tr>
				))}
			</tbody>
		</table>
	)
}
