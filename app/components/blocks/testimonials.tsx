import type { block as testimonials } from '#server/content/blocks/types/testimonials.ts'
import { type BlockProps, headingId } from '#app/components/blocks/block-props.ts'
import { SectionHeading } from '#app/components/section-heading.tsx'
import { TestimonialsCarousel } from '#app/components/testimonials-carousel.tsx'

/** The live testimonials, as a carousel. */
export function Block({ block, data, index }: BlockProps<typeof testimonials>) {
	return (
		<section
			aria-labelledby={block.heading ? headingId(index) : undefined}
			className="border-b border-slate-200 bg-slate-50 py-16 sm:py-20"
		>
			<div className="mx-auto max-w-5xl px-4 sm:px-6">
				<SectionHeading id={headingId(index)} title={block.heading} intro={block.text} />
				<div className="mt-12">
					<TestimonialsCarousel testimonials={data} />
				</div>
			</div>
		</section>
	)
}
