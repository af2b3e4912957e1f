import type { block as testimonials } from '#server/content/blocks/types/testimonials.ts'
import { BlockSection } from '#app/components/block-section.tsx'
import type { BlockProps } from '#app/components/blocks/block-props.ts'
import { TestimonialsCarousel } from '#app/components/testimonials-carousel.tsx'

/** The live testimonials, as a carousel. */
export function Block({ block, data, index }: BlockProps<typeof testimonials>) {
	return (
		<BlockSection
			index={index}
			heading={block.heading}
			intro={block.text}
			className="border-b border-slate-200 bg-slate-50 py-16 sm:py-20"
			width="max-w-5xl"
		>
			<div className="mt-12">
				<TestimonialsCarousel testimonials={data} />
			</div>
		</BlockSection>
	)
}
