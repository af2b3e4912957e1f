import { PortfolioDetail } from '~/components/portfolio-detail'
import { applications, findOr404 } from '~/lib/content.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/application-detail'

export const meta: Route.MetaFunction = ({ data }) =>
	data ? pageMeta(data.application.title, data.application.description.slice(0, 160)) : []

export async function loader({ context, params }: Route.LoaderArgs) {
	return { application: await findOr404(applications, context.services.db, params.id) }
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
