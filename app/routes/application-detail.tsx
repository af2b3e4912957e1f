import { PortfolioDetail } from '~/components/portfolio-detail'
import { applications, findOr404 } from '~/lib/content.server'
import { notFoundMeta } from '~/lib/meta'
import { portfolioItemMeta } from '~/lib/seo.server'
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
