import type { ContentType } from '#server/content/content-type.ts'
import { fieldKinds, kindOf, searchTextOf } from '#server/content/field-kinds/registry.ts'
import type { SearchView } from '#app/lib/admin-search.ts'

/**
 * The Manage screens' search (`?q=`): a case-insensitive substring over an item's words. Which fields
 * hold words comes from the type's definition (server/content/types/): its admin fields whose kind is
 * searched (a kind's `searchText`: server/content/field-kinds/), and the fields that name and preview an item. Lists are short (one admin's content), so the
 * filter runs over the loaded items rather than in SQL, the same on SQLite and PostgreSQL.
 */

/** Longer queries are cut: nothing the admin wrote is searched by a paragraph. */
const MAX_QUERY = 200

/** The fields of a type that the search looks in. */
export function searchableFields(type: Pick<ContentType, 'admin' | 'shape'>): string[] {
	const { fields, itemTitle, itemPreview } = type.admin
	const searched = (name: string) => fieldKinds.get(kindOf(type.shape[name]!, name).info.kind)?.searchText !== undefined
	const texts = Object.keys(fields).filter(searched)
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
	type: Pick<ContentType, 'admin' | 'shape'>,
	request: Request,
	items: readonly T[],
): { items: T[]; search: SearchView } {
	const query = searchQuery(request)
	const search = { query, total: items.length }
	if (!query) return { items: [...items], search }
	const needle = query.toLocaleLowerCase()
	const fields = searchableFields(type)
	const matches = (item: T) =>
		searchTextOf(type.shape, item, fields).some((words) => words.toLocaleLowerCase().includes(needle))
	return { items: items.filter(matches), search }
}
