import type { block as callToAction } from '#server/content/blocks/types/call-to-action.ts'
import { type BlockProps, headingId } from '#app/components/blocks/block-props.ts'
import { ButtonLink } from '#app/components/button-link.tsx'

/** A band on the brand colour asking the visitor to act. */
export function Block({ block, index }: BlockProps<typeof callToAction>) {
	return (
		<section aria-labelledby={headingId(index)} className="bg-brand-800 py-14 text-white">
			<div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
				<h2 id={headingId(index)} className="text-3xl font-bold tracking-tight">
					{block.heading}
				</h2>
				{block.text ? <p className="mt-4 text-lg text-balance text-brand-50">{block.text}</p> : null}
				{block.button ? (
					<div className="mt-8">
						<ButtonLink button={block.button} />
					</div>
				) : null}
			</div>
		</section>
	)
}
