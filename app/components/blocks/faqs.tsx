import type { block as faqs } from '#server/content/blocks/types/faqs.ts'
import type { BlockProps } from '#app/components/blocks/block-props.ts'
import { FaqSection } from '#app/components/faq-section.tsx'

/** The FAQs and their search (one per page: its anchor and search are the page's). */
export function Block({ block, data }: BlockProps<typeof faqs>) {
	return <FaqSection faqs={data} heading={block.heading || undefined} />
}
