import { Card, CardGrid, CardImage, CardSummary, EmptyState } from '#app/components/card-grid.tsx'

/** `path`: the item's page (its type's pattern and slug: withPagePath in app/lib/content.server.ts). */
type PortfolioCardItem = {
	id: number
	path: string
	title: string
	description: string
	picture: readonly string[]
	category?: string
}

const CLAMP = { 1: 'line-clamp-1', 2: 'line-clamp-2', 3: 'line-clamp-3' } as const

/** The grid of an applications, products or consulting list: first picture, title, a clamped description. */
export function PortfolioCards({
	items,
	label,
	empty,
	descriptionLines,
	showCategory = false,
}: {
	items: PortfolioCardItem[]
	label: string
	empty: string
	descriptionLines: keyof typeof CLAMP
	showCategory?: boolean
}) {
	if (items.length === 0) return <EmptyState>{empty}</EmptyState>
	return (
		<CardGrid label={label}>
			{items.map((item, index) => (
				<Card
					key={item.id}
					to={item.path}
					title={item.title}
					image={<CardImage src={item.picture[0]} name={item.title} priority={index === 0} />}
					badge={
						showCategory && item.category ? (
							<span className="mb-2 w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
								{item.category}
							</span>
						) : showCategory ? (
							// The badge's line kept empty, so this card's title starts level with its neighbours'.
							<span aria-hidden="true" className="mb-2 block h-5" />
						) : null
					}
				>
					{descriptionLines === 3 ? (
						<CardSummary text={item.description} />
					) : (
						<p className={CLAMP[descriptionLines]}>{item.description}</p>
					)}
				</Card>
			))}
		</CardGrid>
	)
}
