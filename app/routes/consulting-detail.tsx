import { consulting } from '#server/content/types/consulting.ts'
import { PortfolioDetail } from '#app/components/portfolio-detail.tsx'
import { notFoundMeta } from '#app/lib/meta.ts'
import { loadPortfolioDetail } from '#app/lib/portfolio-detail.server.ts'
import type { Route } from './+types/consulting-detail'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)
/** A preview's `no-store` (app/lib/preview.server.ts); nothing otherwise. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const loader = (args: Route.LoaderArgs) => loadPortfolioDetail(args, consulting)

export default function ConsultingDetail({ loaderData }: Route.ComponentProps) {
	return (
		<PortfolioDetail
			item={loaderData.item}
			body={loaderData.body}
			back={loaderData.back}
			next={loaderData.next}
			eyebrow="Consulting"
			nextLabel="Next service"
		/>
	)
}
