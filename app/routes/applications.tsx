import { Form, useSearchParams } from 'react-router'
import { APPLICATION_CATEGORIES } from '#server/content/shared'
import { PageHeader } from '~/components/page-header'
import { PortfolioCards } from '~/components/portfolio-cards'
import { applications, newestFirst } from '~/lib/content.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/applications'

export const meta: Route.MetaFunction = () =>
	pageMeta('Software Development', 'AI, analytics and business intelligence applications we have built.')

export async function loader({ context }: Route.LoaderArgs) {
	return { applications: newestFirst(await applications.list(context.services.db)) }
}

const FILTERS = ['All', ...APPLICATION_CATEGORIES] as const

/**
 * Filters are submit buttons of a GET form, so they work before JavaScript and the filtered list has
 * its own address (?category=AI).
 */
export default function Applications({ loaderData }: Route.ComponentProps) {
	const [searchParams] = useSearchParams()
	const requested = searchParams.get('category') ?? 'All'
	const active = (FILTERS as readonly string[]).includes(requested) ? requested : 'All'
	const shown =
		active === 'All' ? loaderData.applications : loaderData.applications.filter((app) => app.category === active)
	return (
		<>
			<PageHeader title="Software Development" back="/portfolio" intro="Applications we have designed and built." />
			<div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
				<Form
					method="get"
					preventScrollReset
					replace
					className="mb-8 flex flex-wrap gap-2"
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
				</Form>
				<PortfolioCards
					items={shown}
					basePath="/portfolio/software-development"
					label="Applications"
					empty="No applications in this category yet."
					descriptionLines={3}
					showCategory
				/>
			</div>
		</>
	)
}
