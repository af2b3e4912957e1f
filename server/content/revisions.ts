import { type Db, now } from '#server/db/database.ts'

/**
 * The states each item had before a save replaced them (docs/design.md §8): kept in the same transaction as
 * the save, newest first, at least the last KEPT_REVISIONS per item.
 */
export const KEPT_REVISIONS = 50

/** `user_id`: who saved the state it keeps (docs/design.md §15); null when nobody known did. */
export type Revision = { revision: number; created_at: string; user_id: number | null; record: Record<string, unknown> }

/** Keeps `record` (the item's state before the save that is being made) in the item's history. */
export async function keepRevision(
	db: Db,
	collection: string,
	record: { id: number; updated_by?: unknown },
): Promise<void> {
	const userId = typeof record.updated_by === 'number' ? record.updated_by : null
	await db
		.insertInto('revisions')
		.values({ collection, item_id: record.id, record: JSON.stringify(record), created_at: now(), user_id: userId })
		.execute()
	const kept = db
		.selectFrom('revisions')
		.select('id')
		.where('collection', '=', collection)
		.where('item_id', '=', record.id)
		.orderBy('id', 'desc')
		.limit(KEPT_REVISIONS)
	await db
		.deleteFrom('revisions')
		.where('collection', '=', collection)
		.where('item_id', '=', record.id)
		.where('id', 'not in', kept)
		.execute()
}

const toRevision = (row: { id: number; created_at: string; user_id: number | null; record: string }): Revision => ({
	revision: row.id,
	created_at: row.created_at,
	user_id: row.user_id,
	record: JSON.parse(row.record) as Record<string, unknown>,
})

/** An item's history, newest first. */
export async function listRevisions(db: Db, collection: string, itemId: number): Promise<Revision[]> {
	const rows = await db
		.selectFrom('revisions')
		.select(['id', 'created_at', 'user_id', 'record'])
		.where('collection', '=', collection)
		.where('item_id', '=', itemId)
		.orderBy('id', 'desc')
		.execute()
	return rows.map(toRevision)
}

export async function findRevision(
	db: Db,
	collection: string,
	itemId: number,
	revision: number,
): Promise<Revision | undefined> {
	const row = await db
		.selectFrom('revisions')
		.select(['id', 'created_at', 'user_id', 'record'])
		.where('collection', '=', collection)
		.where('item_id', '=', itemId)
		.where('id', '=', revision)
		.executeTakeFirst()
	return row && toRevision(row)
}

/** Forgets the history of items purged for good. */
export async function dropRevisions(db: Db, collection: string, itemIds: readonly number[]): Promise<void> {
	if (itemIds.length === 0) return
	await db.deleteFrom('revisions').where('collection', '=', collection).where('item_id', 'in', itemIds).execute()
}
