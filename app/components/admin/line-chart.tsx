import { useId } from 'react'

import { ReportTable } from '#app/components/admin/analytics-report.tsx'
import { dayLabels, niceTicks, shortDay, tickLabel } from '#app/lib/chart-scale.ts'
import { countOf, formatCount } from '#app/lib/format-number.ts'

/** One day of the chart (the analytics report's `days`). */
export type ChartDay = { date: string; views: number; visitors: number }

/**
 * Views and visitors per day as two lines, in plain SVG and HTML (no library, no script, no style
 * attribute), with a table of the same numbers under it for keyboards and screen readers.
 *
 * The lines are an SVG stretched over the plot (`preserveAspectRatio="none"`, strokes that keep their
 * width whatever the stretch); every word is HTML beside it, so that text keeps its size on a phone and
 * on a wide screen alike. Day i sits at the middle of the i-th of n equal columns, which is where the
 * x-axis's HTML labels fall (n `flex-1` cells), and the y-axis's labels, spread by `justify-between`,
 * fall on the gridlines because the plot is inset by half a label's line height at either end.
 */

const SERIES = [
	// Told apart by more than their colour: a solid line with round dots, a dashed one with square dots.
	{ key: 'views', label: 'Views', stroke: 'stroke-brand-600', dash: undefined, cap: 'round' },
	{ key: 'visitors', label: 'Visitors', stroke: 'stroke-amber-700', dash: '6 4', cap: 'square' },
] as const

/** A day per point is only drawn as a dot up to this many days; beyond, the dots would merge into the line. */
const MAX_DOTS = 31

export function LineChart({ days, compact = false }: { days: readonly ChartDay[]; compact?: boolean }) {
	const descriptionId = useId()
	const first = days[0]
	const last = days.at(-1)
	if (!first || !last) return null
	const name = `Views and visitors per day, ${first.date} to ${last.date}`
	const ticks = niceTicks(Math.max(...days.map((day) => Math.max(day.views, day.visitors))))
	const top = ticks.at(-1)!
	const y = (value: number) => top - value
	const labels = new Map(dayLabels(days.length, compact ? 6 : 8).map((label) => [label.index, label.narrow]))
	return (
		<div>
			<Legend />
			<div role="img" aria-label={name} aria-describedby={descriptionId} className="mt-3 flex gap-2">
				{/* The plot's wrapper is inset by py-2: half of these labels' 1rem lines (see above). */}
				<div
					className={`flex shrink-0 flex-col-reverse justify-between text-right text-xs leading-4 text-slate-600 tabular-nums ${compact ? 'h-36' : 'h-52'}`}
				>
					{ticks.map((tick) => (
						<span key={tick}>{tickLabel(tick)}</span>
					))}
				</div>
				<div className="min-w-0 flex-1">
					<div className={`py-2 ${compact ? 'h-36' : 'h-52'}`}>
						<svg
							viewBox={`0 0 ${days.length} ${top}`}
							preserveAspectRatio="none"
							overflow="visible"
							className="block h-full w-full"
							aria-hidden="true"
							focusable="false"
						>
							{ticks.map((tick) => (
								<line
									key={tick}
									x1={0}
									x2={days.length}
									y1={y(tick)}
									y2={y(tick)}
									className={tick === 0 ? 'stroke-slate-400' : 'stroke-slate-200'}
									strokeWidth={1}
									vectorEffect="non-scaling-stroke"
								/>
							))}
							{SERIES.map((series) => (
								<g key={series.key} className={series.stroke} fill="none">
									<polyline
										points={days.map((day, i) => `${i + 0.5},${y(day[series.key])}`).join(' ')}
										strokeWidth={2}
										strokeDasharray={series.dash}
										strokeLinejoin="round"
										vectorEffect="non-scaling-stroke"
									/>
									{days.length <= MAX_DOTS ? (
										// On a phone, more than a fortnight of dots would crowd the lines.
										<g className={days.length > 14 ? 'max-sm:hidden' : undefined}>
											{days.map((day, i) => (
												// A line of no length with round or square caps: a dot that the stretch does not squash.
												<line
													key={day.date}
													x1={i + 0.5}
													x2={i + 0.5}
													y1={y(day[series.key])}
													y2={y(day[series.key])}
													strokeWidth={compact ? 5 : 6}
													strokeLinecap={series.cap}
													vectorEffect="non-scaling-stroke"
												/>
											))}
										</g>
									) : null}
								</g>
							))}
						</svg>
					</div>
					<div className="flex h-5 text-xs leading-5 text-slate-600">
						{days.map((day, i) => (
							<span key={day.date} className="relative flex-1 basis-0">
								{labels.has(i) ? (
									<span
										className={`absolute left-1/2 -translate-x-1/2 whitespace-nowrap${labels.get(i) ? '' : ' max-sm:hidden'}`}
									>
										{shortDay(day.date)}
									</span>
								) : null}
							</span>
						))}
					</div>
				</div>
				<p id={descriptionId} hidden>
					{describe(days)}
				</p>
			</div>
			<NumbersTable days={days} caption={name} />
		</div>
	)
}

/** What the chart shows, in a sentence: the totals and the busiest day. */
function describe(days: readonly ChartDay[]): string {
	const views = days.reduce((sum, day) => sum + day.views, 0)
	const visitors = days.reduce((sum, day) => sum + day.visitors, 0)
	if (views === 0) return 'No views in this range.'
	const busiest = days.reduce((best, day) => (day.views > best.views ? day : best))
	return `${countOf(views, ['view', 'views'])} and ${countOf(visitors, ['visitor', 'visitors'])} in all; the most views on one day: ${formatCount(busiest.views)}, on ${busiest.date}.`
}

function Legend() {
	return (
		<ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
			{SERIES.map((series) => (
				<li key={series.key} className="flex items-center gap-2">
					<svg viewBox="0 0 24 8" className="h-2 w-6" aria-hidden="true" focusable="false">
						<line
							x1={2}
							x2={22}
							y1={4}
							y2={4}
							className={series.stroke}
							strokeWidth={2}
							strokeDasharray={series.dash}
							strokeLinecap="butt"
						/>
					</svg>
					{series.label}
				</li>
			))}
		</ul>
	)
}

/** Every number of the chart, as a table behind a disclosure (a keyboard opens it; a screen reader reads it). */
function NumbersTable({ days, caption }: { days: readonly ChartDay[]; caption: string }) {
	return (
		<details className="mt-4 text-sm">
			<summary className="w-fit cursor-pointer font-medium text-brand-700 hover:text-brand-900">
				Show the numbers
			</summary>
			<div className="mt-3 max-w-md">
				<ReportTable
					caption={caption}
					columns={['Date', 'Views', 'Visitors']}
					rows={days.map((day) => ({
						key: day.date,
						cells: [<time dateTime={day.date}>{day.date}</time>, formatCount(day.views), formatCount(day.visitors)],
					}))}
				/>
			</div>
		</details>
	)
}
