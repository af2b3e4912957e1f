import { PortfolioDetail } from '#app/components/portfolio-detail.tsx'
import { findOr404 } from '#app/lib/content.server.ts'
import { applications } from '#server/content/types/applications.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { portfolioItemMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/application-detail'

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? notFoundMeta

export async function loader(args: Route.LoaderArgs) {
	const application = await findOr404(applications, args.context.services.db, args.params.id)
	return { meta: portfolioItemMeta(args, 'applications', application), application }
}

export default function ApplicationDetail({ loaderData }: Route.ComponentProps) {
	return (
		<PortfolioDetail
			item={loaderData.application}
			back="/portfolio/software-development"
			eyebrow="Software Development"
		/>
	)
}
