import type { block as portfolioCategories } from '#server/content/blocks/types/portfolio-categories.ts'
import { type BlockProps, headingId } from '#app/components/blocks/block-props.ts'
import { PortfolioCategories } from '#app/components/portfolio-categories.tsx'
import { SectionHeading } from '#app/components/section-heading.tsx'

/** The portfolio's three categories, each card a link. */
export function Block({ block, index }: BlockProps<typeof portfolioCategories>) {
	return (
		<section aria-labelledby={block.heading ? headingId(index) : undefined} className="py-16 sm:py-20">
			<div className="mx-auto max-w-6xl px-4 sm:px-6">
				<SectionHeading id={headingId(index)} title={block.heading} intro={block.text} />
				<div className="mt-12">
					<PortfolioCategories headingLevel={block.heading ? 3 : 2} />
				</div>
			</div>
		</section>
	)
}
