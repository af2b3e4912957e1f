import { PortfolioDetail } from '#app/components/portfolio-detail.tsx'
import { findOr404 } from '#app/lib/content.server.ts'
import { consulting } from '#server/content/types/consulting.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { portfolioItemMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/consulting-detail'

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? notFoundMeta

export async function loader(args: Route.LoaderArgs) {
	const item = await findOr404(consulting, args.context.services.db, args.params.id)
	return { meta: portfolioItemMeta(args, 'consulting', item), item }
}

export default function ConsultingDetail({ loaderData }: Route.ComponentProps) {
	return <PortfolioDetail item={loaderData.item} back="/portfolio/consulting" eyebrow="Consulting" />
}
