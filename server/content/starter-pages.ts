import { HOME_SLUG } from '#shared/item-path.ts'
import { pages } from '#server/content/types/pages.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The home page and About every new database gets without the sample content (docs/design.md §13,
 * ADR 0046): the sections a company site has, in words that name no company and say where to change
 * them. With the sample content, the sample company's pages take their place (sample-content/pages.ts).
 */
export const STARTER_PAGES = [
	{
		title: 'Home',
		slug: HOME_SLUG,
		description: '',
		image: '',
		blocks: [
			{
				type: 'hero',
				variant: 'banner',
				heading: 'A headline that says what you do',
				text: 'Change this page on the Pages screen of the admin area: its sections, their words and their order.',
				image: null,
				button: { label: 'Contact us', url: '/contact-us' },
			},
			{ type: 'portfolio_categories', heading: 'What we do', text: '' },
			{ type: 'testimonials', heading: 'Testimonials', text: '' },
			{ type: 'contact_form', heading: 'Get in touch', text: '' },
			{ type: 'partners', heading: 'Clients', text: '' },
			{ type: 'faqs', heading: 'Frequently Asked Questions', text: '' },
		],
	},
	{
		title: 'About Us',
		slug: 'about',
		description: '',
		image: '',
		blocks: [
			{ type: 'hero', variant: 'plain', heading: 'About Us', text: '', image: null, button: null },
			{
				type: 'text',
				markdown:
					'Tell visitors who you are, what you do and how you work. Change this text on the Pages screen of the admin area.',
			},
			{ type: 'services', heading: 'What we work on', text: '' },
			{ type: 'contact_details', heading: 'Contact details', button: { label: 'Write to us', url: '/contact-us' } },
		],
	},
] as const

/** The slugs of the starter pages (the sample company's pages have the same). */
export const STARTER_PAGE_SLUGS: readonly string[] = STARTER_PAGES.map((page) => page.slug)

/** Adds `list` (the starter pages unless told) to a new database, which has no pages. */
export async function addStarterPages(db: Db, list: readonly object[] = STARTER_PAGES): Promise<void> {
	for (const page of list) await pages.create(db, structuredClone(page) as never)
}
