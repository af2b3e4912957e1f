import type { Kysely, Migration } from 'kysely'

import type { DbKind } from '#server/db/database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- a migration describes a past schema (see migrations.ts) */

/**
 * docs/design.md §13 (docs/decisions/0045-redirects.md): the redirects list. Every earlier slug of
 * `slug_history` becomes a 301 from its old address to the item's current one, so the list is where
 * those answers come from; `slug_history` stays (analytics and the slug maker read it).
 */

/** The item pages of the types with slugs when redirects came (their addresses then: `<prefix><slug>`). */
export const ITEM_PAGES_012: Readonly<Record<string, string>> = {
	applications: '/portfolio/software-development/',
	products: '/portfolio/products/',
	consulting: '/portfolio/consulting/',
	blogs: '/blog/',
	careers: '/career/',
}

/**
 * Adds a 301 for every row of `slug_history` whose item still exists, from the old address to the item's
 * current one (`pages`: each table's item page prefix). Every row points straight at the item, so no chain
 * forms; an address already in the list is left as it is. Restoring a backup made before redirects does the same.
 */
export async function redirectsFromSlugHistory(
	db: Kysely<any>,
	pages: Readonly<Record<string, string>>,
	at: string,
): Promise<number> {
	const history: Array<{ collection: string; slug: string; item_id: number }> = await db
		.selectFrom('slug_history')
		.select(['collection', 'slug', 'item_id'])
		.orderBy('id')
		.execute()
	const taken = new Set(
		(await db.selectFrom('redirects').select('from_path').execute()).map((row: { from_path: string }) => row.from_path),
	)
	let added = 0
	for (const row of history) {
		const prefix = pages[row.collection]
		if (prefix === undefined) continue
		const item = await db.selectFrom(row.collection).select('slug').where('id', '=', row.item_id).executeTakeFirst()
		const from = prefix + row.slug
		const to = item ? prefix + String(item.slug) : undefined
		if (to === undefined || to === from || taken.has(from)) continue
		taken.add(from)
		await db
			.insertInto('redirects')
			.values({ from_path: from, to_path: to, status: 301, created_at: at, updated_at: at })
			.execute()
		added++
	}
	return added
}

export function redirectsMigration(kind: DbKind): Migration {
	return {
		async up(db: Kysely<any>) {
			const run = async (trx: Kysely<any>) => {
				await trx.schema
					.createTable('redirects')
					.addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (col) =>
						kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
					)
					.addColumn('from_path', 'text', (col) => col.notNull())
					.addColumn('to_path', 'text', (col) => col.notNull())
					.addColumn('status', 'integer', (col) => col.notNull().defaultTo(301))
					.addColumn('created_at', 'text', (col) => col.notNull())
					.addColumn('updated_at', 'text', (col) => col.notNull())
					.execute()
				await trx.schema.createIndex('redirects_from_path').on('redirects').column('from_path').unique().execute()
				await trx.schema.createIndex('redirects_to_path').on('redirects').column('to_path').execute()
				await redirectsFromSlugHistory(trx, ITEM_PAGES_012, new Date().toISOString())
			}
			await (db.isTransaction ? run(db) : db.transaction().execute(run))
		},
	}
}
