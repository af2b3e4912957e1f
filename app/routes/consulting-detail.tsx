import { nextItemLink } from '#app/lib/content.server.ts'
import { PortfolioDetail } from '#app/components/portfolio-detail.tsx'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { consulting } from '#server/content/types/consulting.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { portfolioItemMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/consulting-detail'
import { asPreview, findPageItem } from '#app/lib/preview.server.ts'

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? notFoundMeta
/** A preview's `no-store` (app/lib/preview.server.ts); nothing otherwise. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export async function loader(args: Route.LoaderArgs) {
	const { item: item, preview } = await findPageItem(consulting, args)
	return asPreview(
		await withImageFacts(args.context.services.db, {
			meta: portfolioItemMeta(args, 'consulting', item),
			item,
			next: nextItemLink(consulting, await consulting.list(args.context.services.db), item.id),
		}),
		preview,
	)
}

export default function ConsultingDetail({ loaderData }: Route.ComponentProps) {
	return (
		<PortfolioDetail
			item={loaderData.item}
			next={loaderData.next}
			nextLabel="Next service"
			back="/portfolio/consulting"
			eyebrow="Consulting"
		/>
	)
}
