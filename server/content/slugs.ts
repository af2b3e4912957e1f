import type { Kysely } from 'kysely'

import { itemPath } from '#shared/item-path.ts'
import { slugify, withSuffix } from '#shared/slugs.ts'
import { ValidationError } from '#server/content/errors.ts'
import { addressGone, addressMoved, addressTaken } from '#server/content/redirects.ts'
import { type Db, now } from '#server/db/database.ts'
import { isUniqueViolation } from '#server/db/errors.ts'

/**
 * Readable addresses (docs/design.md §11, ADR 0030): the slugs of one content type's items. A slug is unique
 * in its table (trashed items keep theirs, so a restore never collides). A changed slug adds a 301 from the
 * old address to the new one to the redirects list, which is what answers it (server/content/redirects.ts,
 * ADR 0045); the item's earlier slugs also stay in `slug_history`, which the slug maker (a made slug never
 * takes an old address) and the analytics (an item's views at every address of it) read.
 */

export const SLUG_TAKEN = 'That address is taken by another item: choose another slug'

/** How often a save whose made slug was taken meanwhile tries the next number (each try, another save won). */
export const SLUG_TRIES = 10

/** What a save choosing an address the site itself uses (a route, an API path) is told. */
export const SLUG_RESERVED = 'That address is the site’s own: choose another slug'

/** `reserved`: slugs no item may have (the pages' addresses share the site's first path segment). */
export function slugQueries(
	table: string,
	slugFrom: string,
	itemPage?: string,
	reserved: ReadonlySet<string> = new Set(),
) {
	/** The address of the item page with `slug`, for types with item pages. */
	const pageOf = (slug: string) =>
		itemPage === undefined || slug === '' ? undefined : itemPath(itemPage, { id: 0, slug })

	// The content tables are typed by their Zod schemas, not by Kysely (content-type.ts).
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	const anyDb = (db: Db) => db as unknown as Kysely<any>

	/** The item whose current slug is `slug` (trashed ones too), other than `exceptId`. */
	async function holder(db: Db, slug: string, exceptId?: number): Promise<number | undefined> {
		const row = await anyDb(db)
			.selectFrom(table)
			.select('id')
			.where('slug', '=', slug)
			.$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
			.executeTakeFirst()
		return row?.id as number | undefined
	}

	/** The item an earlier slug belonged to. */
	async function formerHolder(db: Db, slug: string): Promise<number | undefined> {
		const row = await db
			.selectFrom('slug_history')
			.select('item_id')
			.where('collection', '=', table)
			.where('slug', '=', slug)
			.executeTakeFirst()
		return row?.item_id
	}

	/**
	 * A slug for an item from `title` (or `base`): the first of `base`, `base-2`, `base-3`… that no other
	 * item has, now or before (a made-up slug never takes over an old address that still leads somewhere).
	 */
	async function free(db: Db, base: string, itemId?: number): Promise<string> {
		for (let n = 1; ; n++) {
			const candidate = withSuffix(base, n)
			if (reserved.has(candidate)) continue
			if ((await holder(db, candidate, itemId)) !== undefined) continue
			const former = await formerHolder(db, candidate)
			if (former === undefined || former === itemId) return candidate
		}
	}

	return {
		/**
		 * The slug a save stores: the item's own is kept; a chosen one must be free (400 on the field
		 * otherwise); none (or an empty one) is made from the title, numbered if taken.
		 */
		async settle<T extends Record<string, unknown>>(
			db: Db,
			fields: T,
			existing?: { id: number; slug?: unknown },
		): Promise<T> {
			if (existing && fields.slug === existing.slug) return fields
			const given = typeof fields.slug === 'string' ? fields.slug : ''
			if (given !== '') {
				if (reserved.has(given)) throw new ValidationError(SLUG_RESERVED, { slug: SLUG_RESERVED })
				if ((await holder(db, given, existing?.id)) !== undefined)
					throw new ValidationError(SLUG_TAKEN, { slug: SLUG_TAKEN })
				return fields
			}
			return { ...fields, slug: await free(db, slugify(String(fields[slugFrom] ?? '')), existing?.id) }
		},

		/**
		 * After a write failed with `error`: returns when the save should start again, throws otherwise. Two
		 * saves can both find a slug free before either commits; the unique index refuses the second. A slug
		 * made from the title then takes the next free number (the next try sees the winner's); a chosen one
		 * gets the 400 on the field a save that came second gets. Any other error is thrown as it is.
		 */
		afterWriteFailed(error: unknown, fields: { slug?: unknown }, attempt: number): void {
			if (!isUniqueViolation(error, table, 'slug')) throw error
			const made = fields.slug === undefined || fields.slug === ''
			if (!made || attempt >= SLUG_TRIES) throw new ValidationError(SLUG_TAKEN, { slug: SLUG_TAKEN })
		},

		/**
		 * An item's slug changed from `from` to `to` (from '': a new item): `from`'s address keeps leading to
		 * it, through a redirect whatever led to `from` now leads to `to` by, and the menus' links to it are
		 * rewritten; `to` is nobody's old address any more (the current slug wins), and no redirect starts there.
		 */
		async recordChange(trx: Db, itemId: number, from: string, to: string): Promise<void> {
			const [oldPage, newPage] = [pageOf(from), pageOf(to)]
			if (newPage !== undefined) {
				if (oldPage === undefined) await addressTaken(trx, newPage)
				else {
					await addressMoved(trx, oldPage, newPage)
					// The menus' links follow it (loaded here: the navigation's module is made of what imports this one).
					const { rewriteNavigationUrl } = await import('#server/content/types/navigation.ts')
					await rewriteNavigationUrl(trx, oldPage, newPage)
				}
			}
			const history = () => trx.deleteFrom('slug_history').where('collection', '=', table)
			await history().where('slug', 'in', [from, to]).execute()
			if (from === '') return
			await trx
				.insertInto('slug_history')
				.values({ collection: table, slug: from, item_id: itemId, created_at: now() })
				.execute()
		},

		/** Purged items leave no addresses behind: neither earlier slugs nor the redirects that led to them. */
		async drop(trx: Db, ids: readonly number[], items: ReadonlyArray<Record<string, unknown>> = []): Promise<void> {
			for (const item of items) {
				const page = typeof item.slug === 'string' ? pageOf(item.slug) : undefined
				if (page !== undefined) await addressGone(trx, page)
			}
			if (ids.length === 0) return
			await trx.deleteFrom('slug_history').where('collection', '=', table).where('item_id', 'in', ids).execute()
		},
	}
}
export type SlugQueries = ReturnType<typeof slugQueries>
