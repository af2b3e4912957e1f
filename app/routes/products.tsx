import { splitPictures } from '#server/content/shared'
import { Card, CardGrid, CardImage, EmptyState } from '~/components/card-grid'
import { PageHeader } from '~/components/page-header'
import { newestFirst, products } from '~/lib/content.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = () =>
	pageMeta('Products', 'Ready-to-deploy products for computer vision, language and business intelligence.')

export async function loader({ context }: Route.LoaderArgs) {
	return { products: newestFirst(await products.list(context.services.db)) }
}

export default function Products({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHeader title="Products" back="/portfolio" intro="Platforms we build, run and keep improving." />
			<div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
				{loaderData.products.length === 0 ? (
					<EmptyState>No products yet.</EmptyState>
				) : (
					<CardGrid label="Products">
						{loaderData.products.map((product) => (
							<Card
								key={product.id}
								to={`/portfolio/products/${product.id}`}
								title={product.title}
								image={<CardImage src={splitPictures(product.picture)[0]} alt="" />}
							>
								<p className="line-clamp-1">{product.description}</p>
							</Card>
						))}
					</CardGrid>
				)}
			</div>
		</>
	)
}
