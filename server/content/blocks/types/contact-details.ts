import { defineBlock } from '#server/content/blocks/block.ts'
import { button, sectionFields } from '#server/content/blocks/section-fields.ts'

/** The phone, e-mail and address of the Settings, in a box, with a button. */
export const block = defineBlock({
	label: 'Contact details',
	position: 130,
	fields: { heading: sectionFields.heading, button: button() },
})
