import type { block as services } from '#server/content/blocks/types/services.ts'
import { type BlockProps, headingId } from '#app/components/blocks/block-props.ts'
import { useSite } from '#app/lib/site-settings.ts'

/** The services named on the Settings screen, as tiles. */
export function Block({ block, index }: BlockProps<typeof services>) {
	const site = useSite()
	return (
		<section
			aria-labelledby={block.heading ? headingId(index) : undefined}
			className="mx-auto max-w-3xl px-4 py-6 sm:px-6"
		>
			{block.heading ? (
				<h2 id={headingId(index)} className="text-2xl font-bold text-slate-900">
					{block.heading}
				</h2>
			) : null}
			{block.text ? <p className="mt-3 text-lg text-slate-600">{block.text}</p> : null}
			<ul className="tile-grid mt-5 grid gap-3 sm:grid-cols-2">
				{site.services.map((service) => (
					<li key={service} className="rounded-xl bg-brand-50 px-4 py-3 text-base font-medium text-brand-900">
						{service}
					</li>
				))}
			</ul>
		</section>
	)
}
