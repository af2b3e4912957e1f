import { PortfolioManager } from '#app/components/admin/portfolio-admin.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadPortfolioList, portfolioListAction } from '#app/lib/portfolio-admin.server.ts'
import type { Route } from './+types/portfolio-list'

/** Manage Applications, Products or Consulting: which one, the address says (server/content/types/). */
export const meta: Route.MetaFunction = ({ data, matches }) => [{ title: pageTitle(data?.screen.title, matches) }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioList(args)

export const action = (args: Route.ActionArgs) => portfolioListAction(args)

export default function ManagePortfolio({ loaderData }: Route.ComponentProps) {
	return <PortfolioManager {...loaderData} />
}
