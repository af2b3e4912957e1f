import { PortfolioEditor } from '#app/components/admin/portfolio-admin.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadPortfolioItem, portfolioEditAction } from '#app/lib/portfolio-admin.server.ts'
import { PORTFOLIO_SCREENS } from '#app/lib/portfolio-admin.ts'
import type { Route } from './+types/portfolio-edit'

/** Edit an application, a product or a consulting item: which one, the address says. */
export const meta: Route.MetaFunction = ({ data, matches }) => [
	{ title: pageTitle(data ? PORTFOLIO_SCREENS[data.kind].editTitle : undefined, matches) },
]

export const loader = (args: Route.LoaderArgs) => loadPortfolioItem(args)

export const action = (args: Route.ActionArgs) => portfolioEditAction(args)

export default function EditPortfolioItem({ loaderData }: Route.ComponentProps) {
	return <PortfolioEditor {...loaderData} />
}
