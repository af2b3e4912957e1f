import { PageHeader } from '~/components/page-header'
import { PortfolioCategories } from '~/components/portfolio-categories'
import { notFoundMeta } from '~/lib/meta'
import { pageMeta } from '~/lib/seo.server'
import type { Route } from './+types/portfolio'

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? notFoundMeta

export const loader = (args: Route.LoaderArgs) => ({
	meta: pageMeta(args, {
		title: 'Portfolio',
		description: 'Our work: software development, consulting and products in AI, analytics and business intelligence.',
	}),
})

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
