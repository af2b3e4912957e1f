import { useId } from 'react'
import { Form, Link } from 'react-router'

import { AdminPage, CsvExportLink, Panel, PILL } from '#app/components/admin/admin-page.tsx'
import { Figures, ReportTables } from '#app/components/admin/analytics-report.tsx'
import { FormError, TextField } from '#app/components/admin/fields.tsx'
import { useReloading } from '#app/components/admin/item-list.tsx'
import { LineChart } from '#app/components/admin/line-chart.tsx'
import { ANALYTICS_PATH } from '#app/lib/admin-paths.ts'
import { loadAnalytics } from '#app/lib/analytics.server.ts'
import { formatCount, formatPercent } from '#app/lib/format-number.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/analytics'

/**
 * The site's analytics (ADR 0033): views, visitors and contact messages of a range of days, a chart of
 * each day, and the pages, referrers, campaigns and devices. The range is in the address (links and a GET
 * form), so the screen works without JavaScript and can be bookmarked; the export downloads the same range.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Analytics', matches) }]

export const loader = (args: Route.LoaderArgs) => loadAnalytics(args)

export default function Analytics({ loaderData }: Route.ComponentProps) {
	const { report, error, values, choices, csv } = loaderData
	const reloading = useReloading()
	const errorId = useId()
	/** A field the refusal is about: marked, and pointed at the message. */
	const refused = (name: 'from' | 'to') =>
		error?.fields[name] ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}
	return (
		<AdminPage title="Analytics" actions={<CsvExportLink href={csv} />}>
			<p className="-mt-4 max-w-2xl text-slate-600">
				Page views of the public site, counted without cookies: a visitor is counted once a day, so someone who comes
				back on another day counts again. Contact messages are those sent through the contact form. Days are UTC.
			</p>
			<Panel title="Range">
				<nav aria-label="Ranges">
					<ul className="flex flex-wrap gap-2">
						{choices.map((choice) => (
							<li key={choice.days}>
								<Link
									to={choice.to}
									preventScrollReset
									aria-current={choice.current ? 'page' : undefined}
									className={`${PILL} ${
										choice.current
											? 'bg-brand-700 text-white ring-brand-700'
											: 'text-slate-700 ring-slate-300 hover:bg-slate-100'
									}`}
								>
									Last {choice.days} days
								</Link>
							</li>
						))}
					</ul>
				</nav>
				<div className="mt-6 space-y-4">
					<FormError message={error?.message} id={errorId} />
					{/* A GET form: the range goes in the address. Keyed by it, so its fields follow the links above. */}
					<Form
						key={`${values.from}/${values.to}`}
						method="get"
						action={ANALYTICS_PATH}
						preventScrollReset
						className="grid gap-4 sm:grid-cols-3 sm:items-end"
					>
						<TextField label="From" name="from" type="date" defaultValue={values.from} {...refused('from')} />
						<TextField label="To" name="to" type="date" defaultValue={values.to} {...refused('to')} />
						<div>
							<button
								type="submit"
								className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
							>
								Show
							</button>
						</div>
					</Form>
				</div>
			</Panel>
			<div aria-busy={reloading || undefined} className="space-y-10">
				<Panel title={`Views and visitors, ${report.from} to ${report.to}`}>
					<Figures
						figures={[
							{ label: 'Views', value: formatCount(report.views) },
							{
								label: 'Visitors',
								value: formatCount(report.visitors),
								hint: 'Each day’s different visitors, added up',
							},
							{ label: 'Contact messages', value: formatCount(report.contacts) },
							{ label: 'Conversion', value: formatPercent(report.conversion), hint: 'Contact messages ÷ visitors' },
						]}
					/>
					<div className="mt-8">
						<LineChart days={report.days} />
					</div>
				</Panel>
				<ReportTables report={report} />
			</div>
		</AdminPage>
	)
}
