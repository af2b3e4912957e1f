import { defineBlock } from '#server/content/blocks/block.ts'
import { list } from '#server/content/field-kinds/kinds/list.ts'
import { optionalText, requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'

/** How the company works: numbered steps, and a note under them. */
export const block = defineBlock({
	label: 'Process',
	position: 60,
	fields: {
		heading: optionalText('Heading', 200),
		steps: list(
			'Steps',
			{ title: requiredText('Title', 120), text: longText('Text', 600, { required: false, rows: 2 }) },
			{ min: 1, max: 8 },
		),
		note: longText('Note', 600, { required: false, rows: 2 }),
	},
})
