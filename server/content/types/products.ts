import { z } from 'zod'

import { itemPath } from '#shared/item-path.ts'
import { defineContentType } from '#server/content/content-type.ts'
import { imageList } from '#server/content/field-kinds/kinds/images.ts'
import { markdown } from '#server/content/field-kinds/kinds/markdown.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import {
	EXAMPLE_PICTURES,
	EXAMPLE_VIDEO,
	portfolioAdminFields,
	portfolioScreens,
	youtubeLink,
} from '#server/content/portfolio.ts'

export const ProductInput = z.object({
	title: requiredText('Title', 200),
	description: markdown('Description', 20_000, { required: true }),
	picture: imageList('Pictures', { required: true }),
	youtube_link: youtubeLink,
})

/** Products in the portfolio. */
/** A product's page: docs/product.md sends a saved edit there. */
const PAGE = '/portfolio/products/:slug'

export const products = defineContentType({
	name: 'products',
	position: 50,
	label: { singular: 'Product', plural: 'Products' },
	createSchema: ProductInput,
	slugFrom: 'title',
	api: {
		description: 'The products portfolio (`/portfolio/products`).',
		recordName: 'Product',
		example: {
			title: 'Line Inspector',
			description: 'Visual inspection for production lines: finds defects in real time.',
			picture: [EXAMPLE_PICTURES, 'https://cdn.example.com/lens-2.png'],
		},
		updateExample: { youtube_link: EXAMPLE_VIDEO },
	},
	admin: {
		...portfolioScreens('/dashboard/products-admin', '/admin/products/edit/:id'),
		title: 'Manage Products',
		tile: { label: 'Products', text: 'Products in the portfolio', position: 80 },
		itemTitle: 'title',
		fields: portfolioAdminFields,
		messages: { added: 'Product uploaded', updated: 'Product updated successfully', deleted: 'Product deleted' },
		// docs/product.md (§4): a saved product is shown on its public page.
		afterUpdate: (item) => itemPath(PAGE, item),
	},
	public: {
		list: { path: '/portfolio/products', module: 'routes/products.tsx' },
		item: { path: PAGE, module: 'routes/product-detail.tsx' },
	},
})
