import { z } from 'zod'

import { HOME_SLUG } from '#shared/item-path.ts'
import { PAGE_PREVIEW_PATH } from '#shared/site-pages.ts'
import { blockTypes } from '#server/content/blocks/registry.ts'
import { defineContentType } from '#server/content/content-type.ts'
import { blocks } from '#server/content/field-kinds/kinds/blocks.ts'
import { image } from '#server/content/field-kinds/kinds/image.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'
import { RESERVED_PAGE_SLUGS } from '#server/content/reserved-slugs.ts'

export const PageInput = z.object({
	title: requiredText('Title', 200),
	description: longText('Description', 300, {
		required: false,
		rows: 2,
		hint: 'What search results and shared links show under the title.',
	}),
	// Named apart from the search and sharing group's 'Social image', which wins over it (ADR 0058).
	image: image('Page picture', {
		required: false,
		hint: 'The picture of shared links when Search and sharing has none (else the site’s own).',
	}),
	blocks: blocks('Blocks', blockTypes, { max: 40 }),
})

/**
 * The site's own pages, built from blocks (docs/design.md §13, ADR 0044): the home page (slug `home`, at
 * `/`), About, and any a company adds ('Services', 'Privacy policy'), each at `/{slug}`.
 */
export const pages = defineContentType({
	name: 'pages',
	position: 5,
	label: { singular: 'Page', plural: 'Pages' },
	createSchema: PageInput,
	slugFrom: 'title',
	reservedSlugs: RESERVED_PAGE_SLUGS,
	api: {
		description: `The site's own pages (\`/{slug}\`; \`${HOME_SLUG}\` is the home page at \`/\`), each an ordered list of blocks from a closed set. No block takes HTML, CSS or script.`,
		recordName: 'Page',
		example: {
			title: 'Services',
			description: 'What we build for our clients, and how.',
			blocks: [
				{
					type: 'hero',
					heading: 'Services',
					text: 'From a first prototype to a product in production.',
					image: null,
					button: { label: 'Talk to us', url: '/contact-us' },
					variant: 'plain',
				},
				{ type: 'text', markdown: 'We **build**, run and improve data products.' },
			],
		},
		updateExample: { title: 'Our services' },
	},
	admin: {
		list: { path: '/dashboard/pages' },
		edit: { path: '/dashboard/pages/:id' },
		title: 'Manage Pages',
		tile: { label: 'Pages', text: 'Home, About and the pages you add', position: 5 },
		itemTitle: 'title',
		fields: { title: {}, description: {}, image: {}, blocks: {} },
		messages: { added: 'Page added', updated: 'Page updated', deleted: 'Page deleted' },
		newestFirst: false,
		// app/routes/page-preview.tsx draws the posted form.
		livePreview: PAGE_PREVIEW_PATH,
	},
	public: { item: { path: '/:slug', module: 'routes/page.tsx' } },
})
