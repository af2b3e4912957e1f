import { defineBlock } from '#server/content/blocks/block.ts'
import { image } from '#server/content/field-kinds/kinds/image.ts'
import { optionalText } from '#server/content/field-kinds/kinds/text.ts'

/** One picture across the page's width, with a caption (its alt text is the media library's). */
export const block = defineBlock({
	label: 'Image',
	position: 50,
	fields: { image: image('Picture', { required: true }), caption: optionalText('Caption', 300) },
})
