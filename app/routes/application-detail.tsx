import { applications } from '#server/content/types/applications.ts'
import { PortfolioDetail } from '#app/components/portfolio-detail.tsx'
import { notFoundMeta } from '#app/lib/meta.ts'
import { loadPortfolioDetail } from '#app/lib/portfolio-detail.server.ts'
import type { Route } from './+types/application-detail'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)
/** A preview's `no-store` (app/lib/preview.server.ts); nothing otherwise. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const loader = (args: Route.LoaderArgs) => loadPortfolioDetail(args, applications)

export default function ApplicationDetail({ loaderData }: Route.ComponentProps) {
	return (
		<PortfolioDetail
			item={loaderData.item}
			body={loaderData.body}
			back={loaderData.back}
			next={loaderData.next}
			eyebrow="Software Development"
			nextLabel="Next application"
		/>
	)
}
