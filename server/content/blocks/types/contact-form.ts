import { defineBlock } from '#server/content/blocks/block.ts'
import { sectionFields } from '#server/content/blocks/section-fields.ts'

/** The contact form beside the contact details: a page with one answers the form's posts itself. */
export const block = defineBlock({ label: 'Contact form', position: 110, fields: sectionFields, oncePerPage: true })
