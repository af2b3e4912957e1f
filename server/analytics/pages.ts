import type { Kysely } from 'kysely'

import { AUTHOR_PAGE_PREFIX } from '#shared/authors.ts'
import { TAG_PAGE_PREFIX } from '#shared/blog-tags.ts'
import { itemPath } from '#shared/item-path.ts'
import { FIXED_PAGES } from '#shared/site-pages.ts'
import { slugProblem } from '#shared/slugs.ts'
import type { ContentType } from '#server/content/content-type.ts'
import { contentTypes } from '#server/content/registry.ts'
import type { Db } from '#server/db/database.ts'

/**
 * Which paths are the site's pages, and what each is called (ADR 0033): the fixed pages, each content
 * type's list, and the items' pages at their slugs. A view of anything else is not counted; an item's
 * earlier slugs name the item, so its views follow it to its current address.
 */

/** The types whose items have pages named by a slug (`/blog/:slug`), with what those addresses start with. */
const ITEM_PAGES = contentTypes.flatMap((type) => {
	const pattern = type.public?.item?.path
	if (!pattern?.endsWith('/:slug') || !type.slugFrom) return []
	const reserved = new Set(type.reservedSlugs)
	return [{ type, pattern, prefix: pattern.slice(0, -':slug'.length), titleColumn: type.slugFrom, reserved }]
})

/** What the addresses of a type's item pages start with (`/blog/`); undefined when its items have none. */
export const itemPagePrefix = (type: Pick<ContentType, 'name'>) =>
	ITEM_PAGES.find((page) => page.type.name === type.name)?.prefix

/** The titles of the pages that are not an item's: the fixed pages and each type's list. */
const PAGE_TITLES = new Map<string, string>([
	...FIXED_PAGES.map(({ path, title }) => [path, title] as [string, string]),
	...contentTypes.flatMap((type) => {
		const list = type.public?.list?.path
		const label = type.public?.listTitle ?? type.label.plural
		return list ? [[list, label] as [string, string]] : []
	}),
])

/** The slug of an item page's path under `prefix`, or undefined (a slug the site keeps for itself is none). */
const slugIn = (path: string, { prefix, reserved }: { prefix: string; reserved: ReadonlySet<string> }) => {
	if (!path.startsWith(prefix)) return undefined
	const slug = path.slice(prefix.length)
	return slug !== '' && !reserved.has(slug) && slugProblem(slug) === undefined ? slug : undefined
}

/** The authors' pages (docs/design.md §15), named by the user's slug. */
const AUTHOR_PAGES = { prefix: AUTHOR_PAGE_PREFIX, reserved: new Set<string>() }
/** The tags' pages (ADR 0058), named by the tag's slug. */
const TAG_PAGES = { prefix: TAG_PAGE_PREFIX, reserved: new Set<string>() }

/** Whether a path can be one of the site's pages (an item's or author's slug is not looked up: that costs a query). */
export const isPagePath = (path: string) =>
	PAGE_TITLES.has(path) ||
	ITEM_PAGES.some((page) => slugIn(path, page) !== undefined) ||
	slugIn(path, AUTHOR_PAGES) !== undefined ||
	slugIn(path, TAG_PAGES) !== undefined

export const fixedPageTitle = (path: string) => PAGE_TITLES.get(path)

export type PageItem = { type: string; id: number; path: string; title: string }

// The content tables are typed by their Zod schemas, not by Kysely (server/content/content-type.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db as unknown as Kysely<any>

/**
 * Every item page by path, an earlier slug's path naming the same item as its current one. Two queries a
 * type, of the whole table: their size is the content's, never the visitors'.
 */
export async function itemPages(db: Db, only?: string): Promise<Map<string, PageItem>> {
	const found = new Map<string, PageItem>()
	for (const { type, pattern, prefix, titleColumn } of ITEM_PAGES) {
		if (only !== undefined && type.name !== only) continue
		const items: Array<{ id: number; slug: string; title: string }> = await anyDb(db)
			.selectFrom(type.name)
			.select(['id', 'slug', `${titleColumn} as title`])
			.execute()
		const earlier = await db
			.selectFrom('slug_history')
			.select(['slug', 'item_id'])
			.where('collection', '=', type.name)
			.execute()
		const byId = new Map<number, PageItem>()
		for (const item of items) {
			const path = itemPath(pattern, { id: Number(item.id), slug: item.slug })
			const page = { type: type.name, id: Number(item.id), path, title: String(item.title) }
			byId.set(page.id, page)
			found.set(page.path, page)
		}
		for (const { slug, item_id } of earlier) {
			const page = byId.get(Number(item_id))
			if (page && !found.has(prefix + slug)) found.set(prefix + slug, page)
		}
	}
	return found
}
