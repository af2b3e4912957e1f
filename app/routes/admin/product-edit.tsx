import { PortfolioEditor } from '#app/components/admin/portfolio-admin.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadPortfolioItem, portfolioEditAction } from '#app/lib/portfolio-admin.server.ts'
import type { Route } from './+types/product-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Product') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioItem('products', args)

export const action = (args: Route.ActionArgs) => portfolioEditAction('products', args)

export default function EditProduct({ loaderData }: Route.ComponentProps) {
	return <PortfolioEditor kind="products" item={loaderData.item} />
}
