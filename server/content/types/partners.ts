import { z } from 'zod'

import { defineContentType } from '#server/content/content-type.ts'
import { image } from '#server/content/field-kinds/kinds/image.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'

export const PartnerInput = z.object({
	// The name is the logo's alt text, so a partner without one would be invisible to screen readers.
	partner_name: requiredText('Partner name', 120),
	image_url: image('Image', { required: true }),
})

/** The clients whose logos scroll across the home page. */
export const partners = defineContentType({
	name: 'partners',
	position: 10,
	label: { singular: 'Partner', plural: 'Partners' },
	createSchema: PartnerInput,
	api: {
		description: "Client logos in the home page's 'Our Clients' strip.",
		recordName: 'Partner',
		example: { partner_name: 'Northwind Traders', image_url: '/uploads/northwind-logo.png' },
		updateExample: { partner_name: 'Northwind Traders Ltd' },
	},
	admin: {
		list: { path: '/dashboard/edit-partners', module: 'routes/admin/partners.tsx' },
		// The generic edit screen (app/routes/admin/content-edit.tsx): a name and one logo.
		edit: { path: '/dashboard/edit-partners/:id' },
		title: 'Admin Partner Panel',
		tile: { label: 'Partners', text: 'Client logos on the home page', position: 10 },
		// Oldest first, as their screens always listed them.
		newestFirst: false,
		itemTitle: 'partner_name',
		fields: {
			partner_name: { hint: 'Screen readers read this name out in place of the logo.' },
			image_url: { altFrom: 'partner_name' },
		},
		messages: {
			added: 'Partner added',
			// Not in docs/product.md (its partners could only be deleted and added again): worded as its other edits.
			updated: 'Partner updated successfully',
			deleted: 'Partner deleted',
			addFailure: 'Error adding partner',
		},
	},
	public: { shownOn: '/' },
})
