import type { AdminFieldKind, ContentType } from '#server/content/content-type.ts'
import type { SearchView } from '#app/lib/admin-search.ts'

/**
 * The Manage screens' search (`?q=`): a case-insensitive substring over an item's words. Which fields
 * hold words comes from the type's definition (server/content/types/): its admin fields of the text
 * kinds, and the fields that name and preview an item. Lists are short (one admin's content), so the
 * filter runs over the loaded items rather than in SQL, the same on SQLite and PostgreSQL.
 */

/** Longer queries are cut: nothing the admin wrote is searched by a paragraph. */
const MAX_QUERY = 200
const TEXT_KINDS: ReadonlySet<AdminFieldKind> = new Set(['text', 'textarea', 'markdown'])

/** The fields of a type that the search looks in. */
export function searchableFields(type: Pick<ContentType, 'admin'>): string[] {
	const { fields, itemTitle, itemPreview } = type.admin
	const texts = Object.entries(fields).flatMap(([name, field]) => (field && TEXT_KINDS.has(field.kind) ? [name] : []))
	return [...new Set([itemTitle, ...(itemPreview ? [itemPreview] : []), ...texts])]
}

/** The query of a Manage screen's address, trimmed ('' for none). */
export function searchQuery(request: Request): string {
	return (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY)
}

/**
 * The items of `items` that match the request's query (all of them without one), in their order, and
 * what the screen says of the search.
 */
export function searchList<T extends Record<string, unknown>>(
	type: Pick<ContentType, 'admin'>,
	request: Request,
	items: readonly T[],
): { items: T[]; search: SearchView } {
	const query = searchQuery(request)
	const search = { query, total: items.length }
	if (!query) return { items: [...items], search }
	const needle = query.toLocaleLowerCase()
	const fields = searchableFields(type)
	const matches = (item: T) =>
		fields.some((name) => {
			const value = item[name]
			return typeof value === 'string' && value.toLocaleLowerCase().includes(needle)
		})
	return { items: items.filter(matches), search }
}
