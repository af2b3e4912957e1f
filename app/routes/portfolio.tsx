import { PageHeader } from '#app/components/page-header.tsx'
import { PortfolioCategories } from '#app/components/portfolio-categories.tsx'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/portfolio'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export const loader = (args: Route.LoaderArgs) => ({
	meta: pageMeta(args, {
		title: 'Portfolio',
		description: `The work of ${args.context.settings.name}: the software we have built, the advice we have given and our products.`,
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
