import { defineBlock } from '#server/content/blocks/block.ts'
import { sectionFields } from '#server/content/blocks/section-fields.ts'

/** The services named on the Settings screen, as tiles. */
export const block = defineBlock({ label: 'Services', position: 120, fields: sectionFields })
