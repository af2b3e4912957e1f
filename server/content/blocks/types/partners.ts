import { defineBlock, withPreviewed } from '#server/content/blocks/block.ts'
import { sectionFields } from '#server/content/blocks/section-fields.ts'
import { partners } from '#server/content/types/partners.ts'

/** The clients' logos, moving (the section is left out while there are none). */
export const block = defineBlock({
	label: 'Clients',
	position: 80,
	fields: sectionFields,
	load: async (db, previewed) =>
		withPreviewed(await partners.list(db), previewed).map(({ id, partner_name, image_url }) => ({
			id,
			partner_name,
			image_url,
		})),
	oncePerPage: true,
})
