import { defineBlock, withPreviewed } from '#server/content/blocks/block.ts'
import { sectionFields } from '#server/content/blocks/section-fields.ts'
import { testimonials } from '#server/content/types/testimonials.ts'

/** The live testimonials, as a carousel. */
export const block = defineBlock({
	label: 'Testimonials',
	position: 70,
	fields: sectionFields,
	load: async (db, previewed) => withPreviewed(await testimonials.list(db), previewed),
	oncePerPage: true,
})
