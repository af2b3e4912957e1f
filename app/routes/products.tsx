import { products } from '#server/content/types/products.ts'
import { PageHeader } from '#app/components/page-header.tsx'
import { PortfolioCards } from '#app/components/portfolio-cards.tsx'
import { newestFirst, withCardSummary } from '#app/lib/content.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export async function loader(args: Route.LoaderArgs) {
	return withImageFacts(args.context.services.db, {
		meta: pageMeta(args, {
			title: 'Products',
			description: `The products of ${args.context.settings.name}: what each one does, with pictures and videos.`,
		}),
		products: newestFirst(await products.list(args.context.services.db)).map(withCardSummary(products)),
	})
}

export default function Products({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHeader title="Products" back="/portfolio" intro="Platforms we build, run and keep improving." />
			<div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
				<PortfolioCards items={loaderData.products} label="Products" empty="No products yet." descriptionLines={1} />
			</div>
		</>
	)
}
