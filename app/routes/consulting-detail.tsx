import { PortfolioDetail } from '~/components/portfolio-detail'
import { consulting, findOr404 } from '~/lib/content.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/consulting-detail'

export const meta: Route.MetaFunction = ({ data }) =>
	data ? pageMeta(data.item.title, data.item.description.slice(0, 160)) : []

export async function loader({ context, params }: Route.LoaderArgs) {
	return { item: await findOr404(consulting, context.services.db, params.id) }
}

export default function ConsultingDetail({ loaderData }: Route.ComponentProps) {
	return <PortfolioDetail item={loaderData.item} back="/portfolio/consulting" eyebrow="Consulting" />
}
