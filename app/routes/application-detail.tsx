import { nextItemLink } from '#app/lib/content.server.ts'
import { PortfolioDetail } from '#app/components/portfolio-detail.tsx'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { applications } from '#server/content/types/applications.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { portfolioItemMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/application-detail'
import { asPreview, findPageItem } from '#app/lib/preview.server.ts'

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? notFoundMeta
/** A preview's `no-store` (app/lib/preview.server.ts); nothing otherwise. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export async function loader(args: Route.LoaderArgs) {
	const { item: application, preview } = await findPageItem(applications, args)
	return asPreview(
		await withImageFacts(args.context.services.db, {
			meta: portfolioItemMeta(args, 'applications', application),
			application,
			next: nextItemLink(applications, await applications.list(args.context.services.db), application.id),
		}),
		preview,
	)
}

export default function ApplicationDetail({ loaderData }: Route.ComponentProps) {
	return (
		<PortfolioDetail
			item={loaderData.application}
			next={loaderData.next}
			nextLabel="Next application"
			back="/portfolio/software-development"
			eyebrow="Software Development"
		/>
	)
}
