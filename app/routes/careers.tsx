import { Link } from 'react-router'

import { careers } from '#server/content/types/careers.ts'
import { EmptyState } from '#app/components/card-grid.tsx'
import { CareerFactList } from '#app/components/career-facts.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { TagLinks } from '#app/components/tag-links.tsx'
import { factsOf, filterLinks, filterOf, LIST_PATH, matches, openCareers } from '#app/lib/career-facts.server.ts'
import { markdownToPlainText, withPagePath } from '#app/lib/content.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import { inCity, useSite } from '#app/lib/site-settings.ts'
import type { Route } from './+types/careers'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export async function loader(args: Route.LoaderArgs) {
	// The open positions: a closed one (its closing day past, UTC) is no longer listed (ADR 0059).
	const open = await openCareers(args.context.services.db)
	const filter = filterOf(new URL(args.request.url))
	const list = open.filter((career) => matches(career, filter))
	return {
		meta: pageMeta(args, {
			title: 'Careers',
			description: `Open positions at ${args.context.settings.name}${inCity(args.context.settings.address.city)}: what each role does and how to apply.`,
		}),
		// The filters are links to this page with a query: the canonical address stays /career.
		filters: filterLinks(open, filter),
		filtered: list.length !== open.length,
		allPath: LIST_PATH,
		careers: list.map((career) => ({
			id: career.id,
			path: withPagePath(careers)(career).path,
			position_name: career.position_name,
			summary: markdownToPlainText(career.job_description, 160),
			facts: factsOf(career),
		})),
	}
}

export default function Careers({ loaderData }: Route.ComponentProps) {
	const site = useSite()
	return (
		<>
			<PageHeader
				width="max-w-4xl"
				eyebrow="Careers"
				title="Open Positions"
				intro="Join our team: the positions open now."
			/>
			<div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
				{loaderData.filters.length > 0 ? (
					<div className="mb-8 space-y-3">
						{loaderData.filters.map((group) => (
							<div key={group.label} className="flex flex-wrap items-center gap-3">
								<span aria-hidden="true" className="text-sm font-semibold text-slate-700">
									{group.label}
								</span>
								<TagLinks tags={group.links} label={`Filter by ${group.label.toLowerCase()}`} current={group.current} />
							</div>
						))}
					</div>
				) : null}
				{loaderData.careers.length === 0 && loaderData.filtered ? (
					<EmptyState>
						No open positions match these filters.{' '}
						<a className="text-brand-700 underline" href={loaderData.allPath}>
							See all open positions
						</a>
						.
					</EmptyState>
				) : loaderData.careers.length === 0 ? (
					<EmptyState>
						No open positions right now.
						{site.email && (
							<>
								{' '}
								You are welcome to send your resume to{' '}
								<a className="text-brand-700 underline" href={`mailto:${site.email}`}>
									{site.email}
								</a>
								.
							</>
						)}
					</EmptyState>
				) : (
					<ul aria-label="Open positions" className="space-y-4">
						{loaderData.careers.map((career) => (
							<li key={career.id}>
								<Link
									to={career.path}
									prefetch="intent"
									className="group block rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-600/40"
								>
									<h2 className="text-xl font-semibold text-slate-900 group-hover:text-brand-700">
										{career.position_name}
									</h2>
									<CareerFactList facts={career.facts} className="mt-2" />
									<p className="mt-2 line-clamp-2 text-slate-600">{career.summary}</p>
									<span className="mt-3 inline-block text-sm font-semibold text-brand-700">View position →</span>
								</Link>
							</li>
						))}
					</ul>
				)}
			</div>
		</>
	)
}
