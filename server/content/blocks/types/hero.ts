import { defineBlock } from '#server/content/blocks/block.ts'
import { button } from '#server/content/blocks/section-fields.ts'
import { nullableImage } from '#server/content/field-kinds/kinds/image.ts'
import { select } from '#server/content/field-kinds/kinds/select.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'

/** The page's opening: its heading (the page's `h1` when it comes first), a line, a picture and a button. */
export const block = defineBlock({
	label: 'Hero',
	position: 10,
	fields: {
		heading: requiredText('Heading', 200),
		text: longText('Text', 600, { required: false, rows: 3 }),
		image: nullableImage('Picture', { hint: 'Shown beside the text on wide screens.' }),
		button: button(),
		variant: select('Style', ['banner', 'plain'], {
			message: 'Style must be banner or plain',
			hint: 'Banner: large, on the brand colour, with the company name above. Plain: a page title.',
		}),
	},
})
