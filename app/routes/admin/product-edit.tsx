import { PortfolioEditor } from '~/components/admin/portfolio-admin'
import { pageTitle } from '~/lib/meta'
import { loadPortfolioItem, portfolioEditAction } from '~/lib/portfolio-admin.server'
import type { Route } from './+types/product-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Product') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioItem('products', args)

export const action = (args: Route.ActionArgs) => portfolioEditAction('products', args)

export default function EditProduct({ loaderData }: Route.ComponentProps) {
	return <PortfolioEditor kind="products" item={loaderData.item} />
}
