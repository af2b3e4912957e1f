import { useSearchParams } from 'react-router'

import { APPLICATION_CATEGORIES } from '#shared/categories.ts'
import { categoryQuery } from '#shared/categories.ts'
import { applications } from '#server/content/types/applications.ts'
import { PageHeader } from '#app/components/page-header.tsx'
import { PortfolioCards } from '#app/components/portfolio-cards.tsx'
import { newestFirst, withCardSummary } from '#app/lib/content.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta, type PageSeo } from '#app/lib/seo.server.ts'
import type { Route } from './+types/applications'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

const FILTERS = ['All', ...APPLICATION_CATEGORIES] as const

/** The filter a `?category=` asks for; anything unknown shows all. */
const selectedFilter = (requested: string | null) => FILTERS.find((filter) => filter === requested) ?? 'All'

export async function loader(args: Route.LoaderArgs) {
	// A category selects distinct content: its own title, and its query stays in the canonical address.
	const category = selectedFilter(args.url.searchParams.get('category'))
	const seo: PageSeo =
		category === 'All'
			? {
					title: 'Software Development',
					description: 'Applications we have designed and built: what each one does, with pictures and videos.',
				}
			: {
					title: `Software Development: ${category}`,
					description: `Applications we have designed and built in the category ${category}.`,
					path: `/portfolio/software-development${categoryQuery(category)}`,
				}
	const { db } = args.context.services
	return withImageFacts(db, {
		meta: pageMeta(args, seo),
		applications: newestFirst(await applications.list(db)).map(withCardSummary(applications)),
	})
}

/**
 * Filters are submit buttons of a GET form: the filtered list has its own address (?category=AI), and the
 * page comes back scrolled to the filters (`#filters`), where the visitor was.
 */
export default function Applications({ loaderData }: Route.ComponentProps) {
	const [searchParams] = useSearchParams()
	const active = selectedFilter(searchParams.get('category'))
	const shown =
		active === 'All' ? loaderData.applications : loaderData.applications.filter((app) => app.category === active)
	return (
		<>
			<PageHeader title="Software Development" back="/portfolio" intro="Applications we have designed and built." />
			<div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
				<form
					method="get"
					action="#filters"
					id="filters"
					className="mb-8 flex scroll-mt-20 flex-wrap gap-2"
					aria-label="Filter by category"
				>
					{FILTERS.map((filter) => (
						<button
							key={filter}
							type="submit"
							name="category"
							value={filter}
							aria-pressed={filter === active}
							className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 transition ${
								filter === active
									? 'bg-brand-600 text-white ring-brand-600'
									: 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
							}`}
						>
							{filter}
						</button>
					))}
				</form>
				<PortfolioCards
					items={shown}
					label="Applications"
					empty="No applications in this category yet."
					descriptionLines={3}
					showCategory
				/>
			</div>
		</>
	)
}
