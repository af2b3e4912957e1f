import { z } from 'zod'

import { defineContentType } from '#server/content/content-type.ts'
import { imageList } from '#server/content/field-kinds/kinds/images.ts'
import { markdown } from '#server/content/field-kinds/kinds/markdown.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { EXAMPLE_PICTURES, portfolioAdminFields, portfolioScreens, youtubeLink } from '#server/content/portfolio.ts'

export const ConsultingInput = z.object({
	// A consulting item is listed by its title, so it needs one; everything else is optional.
	title: requiredText('Title', 200),
	description: markdown('Description', 20_000, { required: false }),
	picture: imageList('Pictures', { required: false }),
	youtube_link: youtubeLink,
})

/** Consulting work in the portfolio. */
export const consulting = defineContentType({
	name: 'consulting',
	position: 60,
	label: { singular: 'Consulting item', plural: 'Consulting items' },
	createSchema: ConsultingInput,
	slugFrom: 'title',
	api: {
		description: 'The consulting portfolio (`/portfolio/consulting`).',
		tag: 'Consulting',
		recordName: 'ConsultingItem',
		example: { title: 'Data strategy', description: 'A roadmap from the data you have to the decisions you need.' },
		updateExample: { picture: EXAMPLE_PICTURES },
	},
	admin: {
		// Where a consulting edit lands (docs/product.md §2.5): the same Manage Consulting screen, at a second address.
		...portfolioScreens('/dashboard/consulting-admin', '/admin/consulting/edit/:id', ['/admin/consulting']),
		title: 'Manage Consulting',
		tile: { label: 'Consulting', text: 'Consulting work', position: 70 },
		itemTitle: 'title',
		fields: portfolioAdminFields,
		messages: {
			added: 'Consulting uploaded',
			updated: 'Consulting updated successfully',
			deleted: 'Consulting deleted',
		},
		afterUpdate: () => '/admin/consulting',
	},
	public: {
		list: { path: '/portfolio/consulting', module: 'routes/consulting.tsx' },
		item: { path: '/portfolio/consulting/:slug', module: 'routes/consulting-detail.tsx' },
	},
})
