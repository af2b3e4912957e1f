import { nextItemLink } from '#app/lib/content.server.ts'
import { PortfolioDetail } from '#app/components/portfolio-detail.tsx'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { products } from '#server/content/types/products.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { portfolioItemMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/product-detail'
import { asPreview, findPageItem } from '#app/lib/preview.server.ts'

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? notFoundMeta
/** A preview's `no-store` (app/lib/preview.server.ts); nothing otherwise. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export async function loader(args: Route.LoaderArgs) {
	const { item: product, preview } = await findPageItem(products, args)
	return asPreview(
		await withImageFacts(args.context.services.db, {
			meta: portfolioItemMeta(args, 'products', product),
			product,
			next: nextItemLink(products, await products.list(args.context.services.db), product.id),
		}),
		preview,
	)
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
	return (
		<PortfolioDetail
			item={loaderData.product}
			next={loaderData.next}
			nextLabel="Next product"
			back="/portfolio/products"
			eyebrow="Product"
		/>
	)
}
