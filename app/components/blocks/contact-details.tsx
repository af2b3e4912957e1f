import type { block as contactDetails } from '#server/content/blocks/types/contact-details.ts'
import { type BlockProps, headingId } from '#app/components/blocks/block-props.ts'
import { ButtonLink } from '#app/components/button-link.tsx'
import { ContactDetails } from '#app/components/contact-details.tsx'

/** The company's phone, e-mail and address (the Settings'), in a box, with a button. */
export function Block({ block, index }: BlockProps<typeof contactDetails>) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
			<aside
				aria-labelledby={block.heading ? headingId(index) : undefined}
				className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
			>
				{block.heading ? (
					<h2 id={headingId(index)} className="text-xl font-semibold text-slate-900">
						{block.heading}
					</h2>
				) : null}
				<ContactDetails className="mt-4" />
				{block.button ? (
					<div className="mt-6">
						<ButtonLink button={block.button} tone="brand" />
					</div>
				) : null}
			</aside>
		</div>
	)
}
