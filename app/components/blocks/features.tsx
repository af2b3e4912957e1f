import type { block as features } from '#server/content/blocks/types/features.ts'
import { BlockSection } from '#app/components/block-section.tsx'
import type { BlockProps } from '#app/components/blocks/block-props.ts'

/** Cards, each a title and a short text, under an optional heading. */
export function Block({ block, index }: BlockProps<typeof features>) {
	return (
		<BlockSection index={index} heading={block.heading}>
			<ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
				{block.items.map((item, position) => (
					<li key={position} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
						<h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
						{item.text ? <p className="mt-2 text-slate-600">{item.text}</p> : null}
					</li>
				))}
			</ul>
		</BlockSection>
	)
}
