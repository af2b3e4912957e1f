import { Link } from 'react-router'

import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { countOf } from '#app/lib/format-number.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { loadSiteHealth } from '#app/lib/site-health.server.ts'
import type { HealthFilter, HealthLevel } from '#app/lib/site-health.ts'
import type { Route } from './+types/site-health'

/**
 * Site health (docs/design.md §16, ADR 0057): what the checks find on the live site (each item's, the
 * navigation's, the redirects', pages no link reaches), counted by level, filtered with plain links, each
 * row leading to the screen where it is fixed.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Site health', matches) }]

export const loader = (args: Route.LoaderArgs) => loadSiteHealth(args)

const LEVEL_WORDS: Record<HealthLevel, readonly [string, string]> = {
	error: ['error', 'errors'],
	warning: ['warning', 'warnings'],
	notice: ['notice', 'notices'],
}
const LEVEL_BADGE: Record<HealthLevel, string> = {
	error: 'bg-red-50 text-red-800 ring-red-300',
	warning: 'bg-amber-50 text-amber-900 ring-amber-300',
	notice: 'bg-slate-50 text-slate-700 ring-slate-300',
}

function Filters({ label, filters }: { label: string; filters: HealthFilter[] }) {
	return (
		<nav aria-label={label}>
			<ul className="flex flex-wrap gap-2">
				{filters.map((filter) => (
					<li key={filter.to}>
						<Link
							to={filter.to}
							aria-current={filter.current ? 'page' : undefined}
							className={
								filter.current
									? 'inline-block rounded-full bg-brand-700 px-3 py-1 text-sm font-medium text-white'
									: 'inline-block rounded-full px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'
							}
						>
							{filter.label} ({filter.count})
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}

export default function SiteHealth({ loaderData }: Route.ComponentProps) {
	const { counts, levels, types, rows } = loaderData
	return (
		<AdminPage title="Site health">
			<p className="-mt-4 max-w-2xl text-slate-600">
				What the checks find on the live site: broken links, images without alt text, titles and descriptions search
				results cut, headings that skip a level, redirects that chain and pages no link reaches. Open a row to fix it.
			</p>
			<ul aria-label="Findings by level" className="flex flex-wrap gap-3">
				{(['error', 'warning', 'notice'] as const).map((level) => (
					<li key={level} className={`rounded-lg px-4 py-3 text-lg font-semibold ring-1 ${LEVEL_BADGE[level]}`}>
						{countOf(counts[level], LEVEL_WORDS[level])}
					</li>
				))}
			</ul>
			<div className="space-y-3">
				<Filters label="Filter by level" filters={levels} />
				<Filters label="Filter by type" filters={types} />
			</div>
			<Panel title={`Findings (${rows.length})`}>
				{rows.length === 0 ? (
					<EmptyList>Nothing to fix here.</EmptyList>
				) : (
					<ul aria-label="Findings" className="divide-y divide-slate-200">
						{rows.map((row) => (
							<li key={row.key} className="space-y-1 py-3">
								<p className="flex flex-wrap items-baseline gap-2">
									<span
										className={`rounded-full px-2 py-0.5 text-xs font-semibold uppercase ring-1 ${LEVEL_BADGE[row.level]}`}
									>
										{row.level}
									</span>
									{row.editPath ? (
										<Link to={row.editPath} className="font-semibold text-slate-900 underline hover:text-brand-700">
											{row.title}
										</Link>
									) : (
										<span className="font-semibold text-slate-900">{row.title}</span>
									)}
									<span className="text-sm text-slate-600">
										{row.label} · {row.field} · {row.check}
									</span>
								</p>
								<p className="text-slate-700">{row.message}</p>
							</li>
						))}
					</ul>
				)}
			</Panel>
		</AdminPage>
	)
}
