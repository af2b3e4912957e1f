import type { block as partners } from '#server/content/blocks/types/partners.ts'
import { BlockSection } from '#app/components/block-section.tsx'
import type { BlockProps } from '#app/components/blocks/block-props.ts'
import { ClientsMarquee } from '#app/components/clients-marquee.tsx'

/** The clients' logos; nothing while there are none. */
export function Block({ block, data, index }: BlockProps<typeof partners>) {
	if (data.length === 0) return null
	return (
		<BlockSection index={index} heading={block.heading} intro={block.text} className="border-y border-slate-200 py-14">
			<div className="mt-10">
				<ClientsMarquee partners={data} />
			</div>
		</BlockSection>
	)
}
