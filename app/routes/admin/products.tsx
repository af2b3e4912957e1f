import { PortfolioManager } from '~/components/admin/portfolio-admin'
import { pageTitle } from '~/lib/meta'
import { loadPortfolioList, portfolioListAction } from '~/lib/portfolio-admin.server'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Manage Products') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioList('products', args)

export const action = (args: Route.ActionArgs) => portfolioListAction('products', args)

export default function ManageProducts({ loaderData }: Route.ComponentProps) {
	return <PortfolioManager kind="products" items={loaderData.items} />
}
