import type { block as features } from '#server/content/blocks/types/features.ts'
import { type BlockProps, headingId } from '#app/components/blocks/block-props.ts'
import { SectionHeading } from '#app/components/section-heading.tsx'

/** Cards, each a title and a short text, under an optional heading. */
export function Block({ block, index }: BlockProps<typeof features>) {
	return (
		<section aria-labelledby={block.heading ? headingId(index) : undefined} className="py-16 sm:py-20">
			<div className="mx-auto max-w-6xl px-4 sm:px-6">
				<SectionHeading id={headingId(index)} title={block.heading} />
				<ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{block.items.map((item, position) => (
						<li key={position} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
							<h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
							{item.text ? <p className="mt-2 text-slate-600">{item.text}</p> : null}
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
