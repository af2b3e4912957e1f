import { markdownToPlainText, renderMarkdown } from '#shared/markdown.ts'
import { defineBlock, withPreviewed } from '#server/content/blocks/block.ts'
import { sectionFields } from '#server/content/blocks/section-fields.ts'
import { faqs } from '#server/content/types/faqs.ts'

/** The FAQs, with their search (both work without script). */
export const block = defineBlock({
	label: 'FAQ',
	position: 90,
	fields: sectionFields,
	load: async (db, previewed) =>
		withPreviewed(await faqs.list(db), previewed).map(({ id, question, answer }) => ({
			id,
			question,
			// The search reads the words (the server's here, the browser's from the page); the page shows the
			// Markdown, a line break kept as plain answers always had them (raw HTML shown as text).
			answer: markdownToPlainText(answer),
			answerHtml: renderMarkdown(answer, { breaks: true }),
		})),
	oncePerPage: true,
})
