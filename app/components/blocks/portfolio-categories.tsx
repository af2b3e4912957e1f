import type { block as portfolioCategories } from '#server/content/blocks/types/portfolio-categories.ts'
import { BlockSection } from '#app/components/block-section.tsx'
import type { BlockProps } from '#app/components/blocks/block-props.ts'
import { PortfolioCategories } from '#app/components/portfolio-categories.tsx'

/** The portfolio's three categories, each card a link. */
export function Block({ block, index }: BlockProps<typeof portfolioCategories>) {
	return (
		<BlockSection index={index} heading={block.heading} intro={block.text}>
			<div className="mt-12">
				<PortfolioCategories headingLevel={block.heading ? 3 : 2} />
			</div>
		</BlockSection>
	)
}
