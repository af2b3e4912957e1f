import { consulting } from '#server/content/types/consulting.ts'
import { PageHeader } from '#app/components/page-header.tsx'
import { PortfolioCards } from '#app/components/portfolio-cards.tsx'
import { newestFirst, withCardSummary } from '#app/lib/content.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/consulting'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export async function loader(args: Route.LoaderArgs) {
	return withImageFacts(args.context.services.db, {
		meta: pageMeta(args, {
			title: 'Consulting',
			description: `Consulting engagements of ${args.context.settings.name}: the questions we were asked and what we advised.`,
		}),
		items: newestFirst(await consulting.list(args.context.services.db)).map(withCardSummary(consulting)),
	})
}

export default function Consulting({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHeader title="Consulting" back="/portfolio" intro="The questions we were asked and what we advised." />
			<div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
				<PortfolioCards
					items={loaderData.items}
					label="Consulting"
					empty="No consulting work to show yet."
					descriptionLines={3}
				/>
			</div>
		</>
	)
}
