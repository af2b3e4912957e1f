import { PageHeader } from '~/components/page-header'
import { PortfolioCategories } from '~/components/portfolio-categories'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/portfolio'

export const meta: Route.MetaFunction = () =>
	pageMeta(
		'Portfolio',
		'Our work: software development, consulting and products in AI, analytics and business intelligence.',
	)

export default function Portfolio() {
	return (
		<>
			<PageHeader title="Portfolio" intro="Explore what we have built and advised on." />
			<div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
				<PortfolioCategories headingLevel={2} />
			</div>
		</>
	)
}
