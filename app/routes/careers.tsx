import { Link } from 'react-router'

import { careers } from '#server/content/types/careers.ts'
import { EmptyState } from '#app/components/card-grid.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { markdownToPlainText, newestFirst, withPagePath } from '#app/lib/content.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import { inCity, useSite } from '#app/lib/site-settings.ts'
import type { Route } from './+types/careers'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export async function loader(args: Route.LoaderArgs) {
	const list = newestFirst(await careers.list(args.context.services.db))
	return {
		meta: pageMeta(args, {
			title: 'Careers',
			description: `Open positions at ${args.context.settings.name}${inCity(args.context.settings.address.city)}: what each role does and how to apply.`,
		}),
		careers: list.map((career) => ({
			id: career.id,
			path: withPagePath(careers)(career).path,
			position_name: career.position_name,
			summary: markdownToPlainText(career.job_description, 160),
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
				{loaderData.careers.length === 0 ? (
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
