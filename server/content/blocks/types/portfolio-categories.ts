import { defineBlock } from '#server/content/blocks/block.ts'
import { sectionFields } from '#server/content/blocks/section-fields.ts'

/** The portfolio's three categories, each card a link to its list. */
export const block = defineBlock({ label: 'Portfolio categories', position: 100, fields: sectionFields })
