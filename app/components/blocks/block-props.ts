import type { BlockData, BlockDefinition, BlockValue } from '#server/content/blocks/block.ts'
import type { ContactField } from '#app/lib/contact-action.ts'

/**
 * What each block's public component gets (ADR 0044): the block (its fields, and what its definition's
 * `present` made), what its `load` read, its place on the page (the first block's heading is the page's
 * `h1`; anchors are numbered by it) and the page's contact form limits.
 */
export type BlockProps<Definition extends BlockDefinition> = {
	block: BlockValue<Definition>
	data: BlockData<Definition>
	index: number
	contactLimits: Record<ContactField, number | undefined>
}

/** A section's heading's id, unique on the page. */
export const headingId = (index: number) => `block-${index + 1}-heading`
