import { defineBlock, withPreviewed } from '#server/content/blocks/block.ts'
import { sectionFields } from '#server/content/blocks/section-fields.ts'
import { faqs } from '#server/content/types/faqs.ts'

/** The FAQs, with their search (both work without script). */
export const block = defineBlock({
	label: 'FAQ',
	position: 90,
	fields: sectionFields,
	load: async (db, previewed) =>
		withPreviewed(await faqs.list(db), previewed).map(({ id, question, answer }) => ({ id, question, answer })),
	oncePerPage: true,
})
