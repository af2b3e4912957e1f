import { PortfolioCards } from '~/components/portfolio-cards'
import { PageHeader } from '~/components/page-header'
import { consulting, newestFirst } from '~/lib/content.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/consulting'

export const meta: Route.MetaFunction = () =>
	pageMeta('Consulting', 'Data strategy, analytics and AI consulting engagements.')

export async function loader({ context }: Route.LoaderArgs) {
	return { items: newestFirst(await consulting.list(context.services.db)) }
}

export default function Consulting({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHeader title="Consulting" back="/portfolio" intro="Advice that turns data into decisions." />
			<div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
				<PortfolioCards
					items={loaderData.items}
					basePath="/portfolio/consulting"
					label="Consulting"
					empty="No consulting work to show yet."
					descriptionLines={2}
				/>
			</div>
		</>
	)
}
