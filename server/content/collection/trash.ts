import type { AccessItem } from '#server/content/access.ts'
import type { ReadQueries } from '#server/content/collection/read.ts'
import {
	type ActorOption,
	anyDb,
	type Collection,
	later,
	type RecordMeta,
	toItem,
	type WriteOptions,
} from '#server/content/collection/records.ts'
import { ConflictError, NotFoundError } from '#server/content/errors.ts'
import { inTransaction, runAfterChange, runAfterDelete, type StoredItem } from '#server/content/hooks/hook.ts'
import { ensureItemRules } from '#server/content/item-rules.ts'
import { type Db, now } from '#server/db/database.ts'

/**
 * A content type's trash (docs/design.md §8; every type's at once: server/content/trash.ts): a delete only
 * marks the item, gone from every read and restorable with its id until it is purged for good.
 */
export function trashQueries<Item extends RecordMeta & Record<string, unknown>>(
	{ table, label, hooks, shape, rules }: Collection,
	read: Pick<ReadQueries<Item>, 'get'>,
) {
	const { get } = read
	return {
		/** Moves the item to the trash: gone from every read, restorable until purged. */
		async remove(db: Db, id: number, options: WriteOptions<Item> = {}): Promise<void> {
			const existing = await get(db, id, { status: 'all' })
			if (!existing) throw new NotFoundError(label)
			if (options.precondition && !options.precondition(existing)) throw new ConflictError(label, existing)
			ensureItemRules(rules, options.user, { action: 'delete', item: existing as unknown as AccessItem })
			await inTransaction(db, async (trx, afterCommit) => {
				const result = await anyDb(trx)
					.updateTable(table)
					.set({ deleted_at: now() })
					.where('id', '=', id)
					.where('deleted_at', 'is', null)
					.$if(options.precondition !== undefined, (query) => query.where('updated_at', '=', existing.updated_at))
					.executeTakeFirst()
				// Deleted (or, bound to a version, changed) meanwhile: nothing changes, the transaction rolls back.
				if (Number(result.numUpdatedRows) === 0) {
					const current = await get(trx, id, { status: 'all' })
					throw current ? new ConflictError(label, current) : new NotFoundError(label)
				}
				await runAfterDelete(hooks, { trx, operation: 'trash', ids: [id], actor: options.actor, afterCommit })
			})
		},

		/** The items in the trash (or the one with `id`, if it is there), and when each was deleted. */
		async trashed(db: Db, id?: number): Promise<Array<{ id: number; deleted_at: string; record: Item }>> {
			const rows = await anyDb(db)
				.selectFrom(table)
				.selectAll()
				.where('deleted_at', 'is not', null)
				.$if(id !== undefined, (query) => query.where('id', '=', id!))
				.orderBy('deleted_at', 'desc')
				.execute()
			return rows.map((row) => ({
				id: row.id as number,
				deleted_at: row.deleted_at as string,
				record: toItem<Item>(shape, row)!,
			}))
		},

		/** Brings an item back from the trash, with its id. */
		async restore(db: Db, id: number, options: ActorOption = {}): Promise<Item> {
			const row = await inTransaction(db, async (trx, afterCommit) => {
				const trashed = await anyDb(trx)
					.selectFrom(table)
					.select('updated_at')
					.where('id', '=', id)
					.where('deleted_at', 'is not', null)
					.executeTakeFirst()
				if (!trashed) throw new NotFoundError(label)
				const restored = (await anyDb(trx)
					.updateTable(table)
					.set({ deleted_at: null, updated_at: later(trashed.updated_at as string) })
					.where('id', '=', id)
					.returningAll()
					.executeTakeFirstOrThrow()) as StoredItem
				await runAfterChange(hooks, { trx, operation: 'restore', item: restored, actor: options.actor, afterCommit })
				return restored
			})
			return toItem<Item>(shape, row)!
		},

		/** Deletes items of the trash for good (those named, or every one deleted before `before`), with their history. */
		async purge(db: Db, which: { id: number } | { before: string }, options: ActorOption = {}): Promise<number> {
			return inTransaction(db, async (trx, afterCommit) => {
				const query = anyDb(trx).deleteFrom(table).where('deleted_at', 'is not', null)
				const rows = await (
					'id' in which ? query.where('id', '=', which.id) : query.where('deleted_at', '<', which.before)
				)
					.returningAll()
					.execute()
				const ids = rows.map((row) => row.id as number)
				const items = rows as StoredItem[]
				if (ids.length > 0)
					await runAfterDelete(hooks, { trx, operation: 'purge', ids, items, actor: options.actor, afterCommit })
				return ids.length
			})
		},
	}
}
