import { z } from 'zod'

import type { AuditActor } from '#server/auth/audit.ts'
import { ConflictError } from '#server/content/errors.ts'
import { describeField, emptyWhenMissing } from '#server/content/field-kinds/kind.ts'
import { list } from '#server/content/field-kinds/kinds/list.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { requiredLink } from '#server/content/field-kinds/kinds/url.ts'
import { defineSingleton } from '#server/content/singleton.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The site's navigation (docs/design.md §13, docs/decisions/0042-navigation.md): the header's links, each
 * with at most one level of links under it (a drop-down), and the footer's columns of links. One record
 * (ADR 0041); every page reads it from the load context (server/create-app.ts).
 */

export const LABEL_MAX = 60
export const HEADER_MAX = 12
export const CHILDREN_MAX = 12
export const FOOTER_GROUPS_MAX = 6
export const FOOTER_LINKS_MAX = 12

const linkFields = () => ({ label: requiredText('Label', LABEL_MAX), url: requiredLink('Link') })

/** A drop-down's links: a link and its address, and never links of their own (one level). */
const childFields = linkFields()
const childEntry = z
	.object({
		...childFields,
		children: z.array(z.unknown()).max(0, 'A link in a drop-down cannot have links of its own').optional(),
	})
	.transform(({ children: _none, ...link }) => link)
	.pipe(z.object(childFields))
const DROP_DOWN = 'Drop-down links'
const children = describeField(
	emptyWhenMissing(
		z
			.array(childEntry, { error: `${DROP_DOWN} must be a list` })
			.max(CHILDREN_MAX, `${DROP_DOWN}: at most ${CHILDREN_MAX}`),
	),
	{
		kind: 'list',
		label: DROP_DOWN,
		required: false,
		fields: childFields,
		maxItems: CHILDREN_MAX,
		hint: 'With links here, the header shows this item as a drop-down; its own link comes first in it.',
	},
)

export const NavigationInput = z.object({
	header: list('Header', { ...linkFields(), children }, { max: HEADER_MAX }),
	footer: list(
		'Footer columns',
		{
			title: requiredText('Title', LABEL_MAX),
			items: list('Links', linkFields(), { max: FOOTER_LINKS_MAX }),
		},
		{ max: FOOTER_GROUPS_MAX },
	),
})

/** The navigation as stored and read. */
export type SiteNavigation = z.output<typeof NavigationInput>
export type NavigationItem = SiteNavigation['header'][number]

export const navigation = defineSingleton({
	name: 'navigation',
	label: 'Navigation',
	schema: NavigationInput,
	// The links the site had before they were editable (docs/product.md's header and footer).
	initial: {
		header: [
			{ label: 'Home', url: '/', children: [] },
			{ label: 'About Us', url: '/about', children: [] },
			{ label: 'Portfolio', url: '/portfolio', children: [] },
			{ label: 'Blog', url: '/blog', children: [] },
			{ label: 'Career', url: '/career', children: [] },
			{ label: 'Contact Us', url: '/contact-us', children: [] },
		],
		footer: [
			{
				title: 'Services',
				items: [
					{ label: 'Software Development', url: '/portfolio/software-development' },
					{ label: 'Consulting', url: '/portfolio/consulting' },
					{ label: 'Products', url: '/portfolio/products' },
				],
			},
			{
				title: 'Company',
				items: [
					{ label: 'About', url: '/about' },
					{ label: 'Portfolio', url: '/portfolio' },
					{ label: 'Blogs', url: '/blog' },
					{ label: 'Careers', url: '/career' },
				],
			},
		],
	},
	api: {
		description:
			"The site's navigation: the header's links (each with at most one level of drop-down links) and the footer's columns. A link's `url` is a path on this site (`/about`), an http(s):// address, `mailto:` or `tel:`.",
		recordName: 'Navigation',
		example: {
			header: [
				{ label: 'Home', url: '/', children: [] },
				{
					label: 'Portfolio',
					url: '/portfolio',
					children: [
						{ label: 'Products', url: '/portfolio/products' },
						{ label: 'Consulting', url: '/portfolio/consulting' },
					],
				},
				{ label: 'Contact Us', url: '/contact-us', children: [] },
			],
		},
	},
	admin: {
		path: '/dashboard/navigation',
		title: 'Navigation',
		tile: { label: 'Navigation', text: "The header's and footer's links", position: 6 },
		fields: {
			header: { hint: 'In order, left to right. An item whose link is /contact-us shows as the button.' },
			footer: { hint: 'Columns between the company and its contact details.' },
		},
		messages: { updated: 'Navigation saved' },
	},
})

/**
 * Points every link of the navigation whose address is `from` at `to` (a page's address changed: its
 * slug was renamed), saved as any save is (history, audit entry, caches emptied); nothing is saved when no
 * link names `from`. A save made meanwhile is read again, never overwritten. Answers how many links changed.
 */
export async function rewriteNavigationUrl(
	db: Db,
	from: string,
	to: string,
	options: { actor?: AuditActor } = {},
): Promise<number> {
	for (let attempt = 0; ; attempt++) {
		let changed = 0
		const moved = <Link extends { url: string }>(link: Link): Link => {
			if (link.url !== from) return link
			changed++
			return { ...link, url: to }
		}
		const current = await navigation.get(db)
		const next = {
			header: current.header.map((item) => ({ ...moved(item), children: item.children.map(moved) })),
			footer: current.footer.map((group) => ({ ...group, items: group.items.map(moved) })),
		}
		if (changed === 0) return 0
		try {
			await navigation.update(db, next, {
				...options,
				precondition: (stored) => stored.updated_at === current.updated_at,
			})
			return changed
		} catch (error) {
			if (!(error instanceof ConflictError) || attempt >= 5) throw error
		}
	}
}
