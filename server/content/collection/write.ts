import type { z } from 'zod'

import type { AuditActor } from '#server/auth/audit.ts'
import type { AccessItem } from '#server/content/access.ts'
import type { ReadQueries } from '#server/content/collection/read.ts'
import {
	anyDb,
	assertObject,
	type Collection,
	later,
	parseOrThrow,
	type RecordMeta,
	type SaveOptions,
	toItem,
	type WriteOptions,
} from '#server/content/collection/records.ts'
import { ConflictError, NotFoundError } from '#server/content/errors.ts'
import { toStoredRow } from '#server/content/field-kinds/registry.ts'
import { inTransaction, runAfterChange, runBeforeChange, type StoredItem } from '#server/content/hooks/hook.ts'
import { ensureItemRules } from '#server/content/item-rules.ts'
import { findRevision } from '#server/content/revisions.ts'
import { toUtc } from '#server/content/workflow.ts'
import { type Db, now } from '#server/db/database.ts'

/**
 * Who a save is credited to (docs/design.md §15): the acting user makes an item theirs on create and is its
 * last editor on every save. A save without a user (the sample content, a restore) leaves the credit alone.
 */
const credit = (actor: AuditActor | undefined, creating: boolean) => {
	const userId = actor?.userId
	if (userId === undefined || userId === null) return {}
	return creating ? { created_by: userId, updated_by: userId } : { updated_by: userId }
}

/** Raised inside a write's transaction when the row changed under it: rolled back, then tried again. */
class ChangedMeanwhile extends Error {}

/** Stored times are UTC, whatever offset the input named. */
const normalised = <T extends Record<string, unknown>>(fields: T): T =>
	'publish_at' in fields ? { ...fields, publish_at: toUtc(fields.publish_at as string | null) } : fields

/**
 * A content type's saves. `create` validates the input with `createSchema`; `update` merges the input over
 * the stored record (fields left out keep their value) and validates the result with `updateSchema`, so
 * whole-record rules see the record as it would be saved. The hooks' steps run around each write
 * (server/content/hooks/hook.ts): before it the slug and the alt text, in its transaction the rest.
 */
export function writeQueries<Item extends RecordMeta & Record<string, unknown>>(
	{ table, label, slugs, hooks, shape, rules }: Collection,
	schemas: {
		createSchema: z.ZodType<Record<string, unknown>, unknown>
		updateSchema: z.ZodType<Record<string, unknown>, unknown>
	},
	read: Pick<ReadQueries<Item>, 'get' | 'getOrThrow'>,
) {
	const { get, getOrThrow } = read

	async function insert(db: Db, fields: Record<string, unknown>, actor: AuditActor | undefined) {
		const timestamp = now()
		return inTransaction(db, async (trx, afterCommit) => {
			const created = (await anyDb(trx)
				.insertInto(table)
				.values({ ...toStoredRow(shape, fields), ...credit(actor, true), created_at: timestamp, updated_at: timestamp })
				.returningAll()
				.executeTakeFirstOrThrow()) as StoredItem
			await runAfterChange(hooks, { trx, operation: 'create', item: created, actor, afterCommit })
			return created
		})
	}

	/**
	 * Saves `fields` over `existing` if nobody saved it meanwhile (the row still has its `updated_at`).
	 * `undefined`: it changed meanwhile, nothing was written.
	 */
	async function replace(
		db: Db,
		existing: Item,
		fields: Record<string, unknown>,
		audited: { actor?: AuditActor | undefined; detail?: Record<string, string | number> | undefined },
	): Promise<Item | undefined> {
		try {
			return await inTransaction(db, async (trx, afterCommit) => {
				const row = (await anyDb(trx)
					.updateTable(table)
					.set({
						...toStoredRow(shape, fields),
						...credit(audited.actor, false),
						updated_at: later(existing.updated_at),
					})
					.where('id', '=', existing.id)
					.where('updated_at', '=', existing.updated_at)
					.where('deleted_at', 'is', null)
					.returningAll()
					.executeTakeFirst()) as StoredItem | undefined
				if (!row) throw new ChangedMeanwhile()
				const { actor, detail } = audited
				await runAfterChange(hooks, {
					trx,
					operation: 'update',
					item: row,
					previous: existing,
					actor,
					detail,
					afterCommit,
				})
				return toItem<Item>(shape, row)!
			})
		} catch (error) {
			if (error instanceof ChangedMeanwhile) return undefined
			throw error
		}
	}

	async function update(
		db: Db,
		id: number,
		input: unknown,
		options: WriteOptions<Item> & { auditDetail?: Record<string, string | number> } = {},
	): Promise<Item> {
		assertObject(input)
		// A save that lost a race with another retries on the new state (or, bound to a version, is refused).
		for (let attempt = 0; ; attempt++) {
			const existing = await get(db, id, { status: 'all' })
			if (!existing) throw new NotFoundError(label)
			if (options.precondition && !options.precondition(existing)) throw new ConflictError(label, existing)
			ensureItemRules(rules, options.user, { action: 'update', item: existing as unknown as AccessItem, input })
			const parsed = normalised(parseOrThrow(schemas.updateSchema, { ...existing, ...(input as object) }))
			const fields = await runBeforeChange(hooks, {
				db,
				operation: 'update',
				data: parsed,
				previous: existing,
				requireAltText: options.requireAltText === true,
			})
			let saved: Item | undefined
			try {
				saved = await replace(db, existing, fields, { actor: options.actor, detail: options.auditDetail })
			} catch (error) {
				if (!slugs) throw error
				slugs.afterWriteFailed(error, parsed, attempt + 1)
				continue
			}
			if (saved) return saved
			if (attempt >= 5) throw new ConflictError(label, await get(db, id, { status: 'all' }))
		}
	}

	return {
		async create(db: Db, input: unknown, options: SaveOptions = {}): Promise<Item> {
			ensureItemRules(rules, options.user, { action: 'create', input })
			const parsed = normalised(parseOrThrow(schemas.createSchema, input))
			// A slug taken meanwhile by a concurrent save: a made one tries the next number (slugs.ts).
			for (let attempt = 1; ; attempt++) {
				const fields = await runBeforeChange(hooks, {
					db,
					operation: 'create',
					data: parsed,
					requireAltText: options.requireAltText === true,
				})
				try {
					return toItem<Item>(shape, await insert(db, fields, options.actor))!
				} catch (error) {
					if (!slugs) throw error
					slugs.afterWriteFailed(error, parsed, attempt)
				}
			}
		},

		update,

		/** Makes a state of the item's history current again (keeping the one it replaces, as every save does). */
		async restoreRevision(db: Db, id: number, revision: number, options: WriteOptions<Item> = {}): Promise<Item> {
			await getOrThrow(db, id, { status: 'all' })
			const found = await findRevision(db, table, id, revision)
			if (!found) throw new NotFoundError('The revision')
			const { id: _id, created_at: _created, updated_at: _updated, ...fields } = found.record
			return update(db, id, fields, { ...options, auditDetail: { revision } })
		},
	}
}
