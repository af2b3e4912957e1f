import { PortfolioDetail } from '#app/components/portfolio-detail.tsx'
import { findOr404 } from '#app/lib/content.server.ts'
import { products } from '#server/content/types/products.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { portfolioItemMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/product-detail'

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? notFoundMeta

export async function loader(args: Route.LoaderArgs) {
	const product = await findOr404(products, args.context.services.db, args.params.id)
	return { meta: portfolioItemMeta(args, 'products', product), product }
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
	return <PortfolioDetail item={loaderData.product} back="/portfolio/products" eyebrow="Product" />
}
