import { defineBlock } from '#server/content/blocks/block.ts'
import { list } from '#server/content/field-kinds/kinds/list.ts'
import { optionalText, requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'

/** A heading over cards, each a title and a short text (what a service includes, why choose us). */
export const block = defineBlock({
	label: 'Features',
	position: 30,
	fields: {
		heading: optionalText('Heading', 200),
		items: list(
			'Items',
			{ title: requiredText('Title', 120), text: longText('Text', 600, { required: false, rows: 2 }) },
			{ min: 1, max: 12 },
		),
	},
})
