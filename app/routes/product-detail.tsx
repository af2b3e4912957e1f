import { PortfolioDetail } from '~/components/portfolio-detail'
import { findOr404, products } from '~/lib/content.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/product-detail'

export const meta: Route.MetaFunction = ({ data }) =>
	data ? pageMeta(data.product.title, data.product.description.slice(0, 160)) : []

export async function loader({ context, params }: Route.LoaderArgs) {
	return { product: await findOr404(products, context.services.db, params.id) }
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
	return <PortfolioDetail item={loaderData.product} back="/portfolio/products" eyebrow="Product" />
}
