import { PortfolioManager } from '~/components/admin/portfolio-admin'
import { pageTitle } from '~/lib/meta'
import { loadPortfolioList, portfolioListAction } from '~/lib/portfolio-admin.server'
import type { Route } from './+types/consulting'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Manage Consulting') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioList('consulting', args)

export const action = (args: Route.ActionArgs) => portfolioListAction('consulting', args)

export default function ManageConsulting({ loaderData }: Route.ComponentProps) {
	return <PortfolioManager kind="consulting" items={loaderData.items} />
}
