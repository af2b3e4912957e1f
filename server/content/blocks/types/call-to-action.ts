import { defineBlock } from '#server/content/blocks/block.ts'
import { button } from '#server/content/blocks/section-fields.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'

/** A band that asks the visitor to act: a heading, a line and a button. */
export const block = defineBlock({
	label: 'Call to action',
	position: 40,
	fields: {
		heading: requiredText('Heading', 200),
		text: longText('Text', 600, { required: false, rows: 2 }),
		button: button(),
	},
})
