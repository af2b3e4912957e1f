import type { block as contactForm } from '#server/content/blocks/types/contact-form.ts'
import type { BlockProps } from '#app/components/blocks/block-props.ts'
import { ContactSection } from '#app/components/contact-section.tsx'

/** The contact form beside the contact details; the page's action answers it. */
export function Block({ block, contactLimits }: BlockProps<typeof contactForm>) {
	return <ContactSection heading={block.heading || undefined} intro={block.text || undefined} limits={contactLimits} />
}
