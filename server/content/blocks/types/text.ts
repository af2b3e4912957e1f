import { renderMarkdownParts } from '#shared/markdown.ts'
import { defineBlock } from '#server/content/blocks/block.ts'
import { markdown } from '#server/content/field-kinds/kinds/markdown.ts'

/** Paragraphs, headings, lists and links, written in Markdown (no HTML: it is shown as text). */
export const block = defineBlock({
	label: 'Text',
	position: 20,
	fields: { markdown: markdown('Text', 20_000, { required: true, rows: 10 }) },
	present: (block) => ({ parts: renderMarkdownParts(String(block.markdown ?? '')) }),
})
