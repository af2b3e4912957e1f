import { generatePath } from 'react-router'

/** What an address names an item by: its id (admin screens, `:id`) and, for types with pages, its slug (`:slug`). */
export type ItemRef = number | { id: number; slug?: unknown }

/** The page whose slug this is is the home page, at `/` (docs/design.md §13); `/home` answers 301 there. */
export const HOME_SLUG = 'home'

/**
 * An item's address from a content type's path pattern (`/blog/:slug`, `/admin/blog/edit/:id`): pages,
 * links, canonical tags, the sitemap and the feed all use it, so an item's address is written once.
 */
export function itemPath(pattern: string, item: ItemRef): string {
	const id = typeof item === 'number' ? item : item.id
	const slug = typeof item === 'number' || typeof item.slug !== 'string' ? undefined : item.slug
	if (pattern.includes(':slug') && !slug) throw new Error(`${pattern}: the item ${id} has no slug`)
	if (pattern === '/:slug' && slug === HOME_SLUG) return '/'
	return generatePath(pattern, { id: String(id), slug: slug ?? '' })
}
