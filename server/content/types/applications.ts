import { z } from 'zod'

import { APPLICATION_CATEGORIES, categoryQuery } from '#shared/categories.ts'
import { defineContentType, newestChange } from '#server/content/content-type.ts'
import { imageList } from '#server/content/field-kinds/kinds/images.ts'
import { markdown } from '#server/content/field-kinds/kinds/markdown.ts'
import { select } from '#server/content/field-kinds/kinds/select.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import {
	EXAMPLE_PICTURES,
	EXAMPLE_VIDEO,
	portfolioAdminFields,
	portfolioScreens,
	youtubeLink,
} from '#server/content/portfolio.ts'

export const ApplicationInput = z.object({
	title: requiredText('Title', 200),
	description: markdown('Description', 20_000, { required: true }),
	picture: imageList('Pictures', { required: true }),
	youtube_link: youtubeLink,
	category: select('Category', APPLICATION_CATEGORIES, {
		emptyOption: 'No category',
		message: 'Category must be AI, Non-AI or BI Solution',
	}),
})

/** Software Development in the portfolio: applications, filtered by category. */
export const applications = defineContentType({
	name: 'applications',
	position: 40,
	label: { singular: 'Application', plural: 'Applications' },
	createSchema: ApplicationInput,
	slugFrom: 'title',
	api: {
		description: 'The software development portfolio (`/portfolio/software-development`).',
		recordName: 'Application',
		example: {
			title: 'Demand Forecaster',
			description: 'Forecasts daily demand per store from sales, weather and holidays.',
			picture: EXAMPLE_PICTURES,
			category: 'AI',
			youtube_link: EXAMPLE_VIDEO,
		},
		updateExample: { category: 'BI Solution' },
	},
	admin: {
		...portfolioScreens('/dashboard/applications-admin', '/admin/applications/edit/:id'),
		title: 'Manage Applications',
		tile: { label: 'Software Development', text: 'Applications in the portfolio', position: 60 },
		itemTitle: 'title',
		// The category comes before the video link, as on docs/product.md's form.
		fields: {
			picture: portfolioAdminFields.picture,
			title: portfolioAdminFields.title,
			description: portfolioAdminFields.description,
			category: {},
			youtube_link: portfolioAdminFields.youtube_link,
		},
		messages: {
			added: 'Application added successfully',
			updated: 'Application updated successfully',
			deleted: 'Application deleted',
		},
	},
	public: {
		list: { path: '/portfolio/software-development', module: 'routes/applications.tsx' },
		item: { path: '/portfolio/software-development/:slug', module: 'routes/application-detail.tsx' },
		// A category filter selects distinct content, so each one that shows something is a page of its own.
		sitemapExtras: (items) =>
			APPLICATION_CATEGORIES.map((category) => ({
				path: `/portfolio/software-development${categoryQuery(category)}`,
				lastmod: newestChange(items.filter((item) => item.category === category)),
			})).filter((entry) => entry.lastmod !== undefined),
	},
})
