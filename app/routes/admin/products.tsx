import { PortfolioManager } from '#app/components/admin/portfolio-admin.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadPortfolioList, portfolioListAction } from '#app/lib/portfolio-admin.server.ts'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Manage Products') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioList('products', args)

export const action = (args: Route.ActionArgs) => portfolioListAction('products', args)

export default function ManageProducts({ loaderData }: Route.ComponentProps) {
	return <PortfolioManager kind="products" items={loaderData.items} />
}
