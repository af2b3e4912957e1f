import { splitPictures } from '#server/content/shared'
import { Card, CardGrid, CardImage, EmptyState } from '~/components/card-grid'
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
				{loaderData.items.length === 0 ? (
					<EmptyState>No consulting work to show yet.</EmptyState>
				) : (
					<CardGrid label="Consulting">
						{loaderData.items.map((item) => (
							<Card
								key={item.id}
								to={`/portfolio/consulting/${item.id}`}
								title={item.title}
								image={<CardImage src={splitPictures(item.picture)[0]} alt="" />}
							>
								<p className="line-clamp-2">{item.description}</p>
							</Card>
						))}
					</CardGrid>
				)}
			</div>
		</>
	)
}
