import type { block as partners } from '#server/content/blocks/types/partners.ts'
import { type BlockProps, headingId } from '#app/components/blocks/block-props.ts'
import { ClientsMarquee } from '#app/components/clients-marquee.tsx'
import { SectionHeading } from '#app/components/section-heading.tsx'

/** The clients' logos; nothing while there are none. */
export function Block({ block, data, index }: BlockProps<typeof partners>) {
	if (data.length === 0) return null
	return (
		<section aria-labelledby={block.heading ? headingId(index) : undefined} className="border-y border-slate-200 py-14">
			<div className="mx-auto max-w-6xl px-4 sm:px-6">
				<SectionHeading id={headingId(index)} title={block.heading} intro={block.text} />
				<div className="mt-10">
					<ClientsMarquee partners={data} />
				</div>
			</div>
		</section>
	)
}
