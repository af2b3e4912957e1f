import { createHash } from 'node:crypto'
import type { Kysely, SelectQueryBuilder } from 'kysely'
import { z } from 'zod'
import { recordAudit, type AuditAction, type AuditActor } from '#server/auth/audit.ts'
import { now, type Db } from '#server/db/database.ts'
import { ConflictError, NotFoundError, ValidationError } from '#server/content/errors.ts'
import { dropRevisions, findRevision, keepRevision, listRevisions } from '#server/content/revisions.ts'
import { registerContentTable, writeContent } from '#server/cache/version.ts'
import { toUtc } from '#server/content/workflow.ts'
import { assertAltText, markUsed } from '#server/content/media.ts'
import { slugQueries } from '#server/content/slugs.ts'
import { splitPictures } from '#shared/pictures.ts'
import type { ListFilter, Status } from '#shared/workflow.ts'

/** What every stored record carries besides its fields. */
export const RecordMeta = z.object({
	id: z.int().min(1),
	created_at: z.iso.datetime().meta({ description: 'ISO 8601, UTC' }),
	updated_at: z.iso.datetime().meta({ description: 'ISO 8601, UTC' }),
})
export type RecordMeta = z.infer<typeof RecordMeta>
/** The workflow's fields as stored (server/content/workflow.ts has their rules). */
export type WorkflowMeta = { status: Status; publish_at: string | null }

/** Turns Zod's issues into the API's `{ error, fields }` shape: one message per field, the first as the summary. */
export function toValidationError(error: z.ZodError): ValidationError {
	const fields: Record<string, string> = {}
	for (const issue of error.issues) {
		const key = issue.path.length > 0 ? issue.path.join('.') : '_'
		fields[key] ??= issue.message
	}
	const first = error.issues[0]?.message ?? 'Invalid input'
	return new ValidationError(first, fields)
}

const assertObject = (input: unknown) => {
	if (input === null || typeof input !== 'object' || Array.isArray(input)) {
		throw new ValidationError('Expected a JSON object')
	}
}

export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
	assertObject(input)
	const result = schema.safeParse(input)
	if (!result.success) throw toValidationError(result.error)
	return result.data
}

/** Reads see live items only unless they ask for more (the admin's): docs/design.md §8. */
export type ReadOptions = { status?: ListFilter }
/**
 * Who writes (the audit log records the write with them, in its transaction; a write without one, such
 * as the sample content or a purge of the expired trash, is not recorded: ADR 0029).
 */
export type ActorOption = { actor?: AuditActor | undefined }
/**
 * The admin's forms ask for alt text before they put an image live; the JSON API never refuses a call for
 * it, so a client of the seed's shape keeps working (ADR 0034): only a form's save sets this.
 */
export type SaveOptions = ActorOption & { requireAltText?: boolean }
/** A save that must start from a given state (If-Match, an edit form's version): false refuses it. */
export type WriteOptions<Item> = SaveOptions & { precondition?: (current: Item) => boolean }

/** A strong validator of a stored item: its `updated_at` changes with every save (`later` below). */
export const etagOf = (item: { id: number; updated_at: string }) =>
	`"${createHash('sha1').update(`${item.id}/${item.updated_at}`).digest('base64url').slice(0, 22)}"`

/** A save's time: now, or just after the state it replaces, so that every save has its own validator. */
const later = (previous: string) => {
	const at = Date.now()
	const after = Date.parse(previous) + 1
	return new Date(Number.isFinite(after) && after > at ? after : at).toISOString()
}

/** Raised inside a write's transaction when the row changed under it: rolled back, then tried again. */
class ChangedMeanwhile extends Error {}

/**
 * The queries of a content type (content-type.ts). `create` validates the input with `createSchema`;
 * `update` merges the input over the stored record (fields left out keep their value) and validates the
 * result with `updateSchema`, so whole-record rules see the record as it would be saved. Every write bumps
 * the content version in the same transaction (version.ts), which invalidates cached pages and API
 * answers; every update keeps the state it replaced (revisions.ts); a delete moves the item to the trash.
 */
export function collectionQueries<Fields extends Record<string, unknown>>(definition: {
	table: string
	label: string
	createSchema: z.ZodType<Fields, unknown>
	updateSchema: z.ZodType<Fields, unknown>
	/** The fields that hold images (one URL, or a comma-separated list), with their labels. */
	pictureFields?: ReadonlyArray<{ field: string; label: string; altFrom?: string }>
	/** Types with pages: the field each item's slug is made from (slugs.ts). */
	slugFrom?: string
}) {
	type Item = Fields & RecordMeta & WorkflowMeta
	const { table: tableName, label, createSchema, updateSchema, pictureFields = [], slugFrom } = definition
	const slugs = slugFrom === undefined ? undefined : slugQueries(tableName, slugFrom)
	const withSlug = <T extends Record<string, unknown>>(db: Db, fields: T, existing?: Item) =>
		slugs ? slugs.settle(db, fields, existing) : Promise.resolve(fields)
	registerContentTable(tableName)
	// Kysely cannot type a query over a table chosen at run time; the Zod schemas above are what
	// guarantee the shape of every row written and read here.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	const anyDb = (db: Db) => db as unknown as Kysely<any>
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	type Query = SelectQueryBuilder<any, any, any>
	const write = writeContent
	/** The write's audit entry: what was done to which item, and a safe fact or two (never the fields). */
	const audit = (
		trx: Db,
		actor: AuditActor | undefined,
		action: AuditAction,
		itemId: number,
		detail?: Record<string, string | number>,
	) => (actor ? recordAudit(trx, { ...actor, action, collection: tableName, itemId, detail }) : undefined)

	/** The items a reader may see: never the trash; drafts and scheduled items only when asked for. */
	function visible(query: Query, filter: ListFilter): Query {
		const at = now()
		const kept = query.where('deleted_at', 'is', null)
		if (filter === 'all') return kept
		if (filter === 'draft') return kept.where('status', '!=', 'published')
		const published = kept.where('status', '=', 'published')
		if (filter === 'scheduled') return published.where('publish_at', '>', at)
		return published.where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', at)]))
	}

	/** A row as the API answers it (where it is in the trash is the trash's business). */
	const toItem = (row: Record<string, unknown> | undefined): Item | undefined => {
		if (!row) return undefined
		const { deleted_at: _deletedAt, ...item } = row
		return item as Item
	}

	async function get(db: Db, id: number, options: ReadOptions = {}): Promise<Item | undefined> {
		const query = anyDb(db).selectFrom(tableName).selectAll().where('id', '=', id)
		return toItem(await visible(query, options.status ?? 'live').executeTakeFirst())
	}

	async function getOrThrow(db: Db, id: number, options: ReadOptions = {}): Promise<Item> {
		const item = await get(db, id, options)
		if (!item) throw new NotFoundError(label)
		return item
	}

	/**
	 * Saves `fields` over `existing` if nobody saved it meanwhile (the row still has its `updated_at`),
	 * keeping `existing` in the item's history. `undefined`: it changed meanwhile, nothing was written.
	 */
	async function replace(
		db: Db,
		existing: Item,
		fields: Record<string, unknown>,
		audited: { actor?: AuditActor | undefined; detail?: Record<string, string | number> },
	): Promise<Item | undefined> {
		try {
			return await write(db, async (trx) => {
				const row = await anyDb(trx)
					.updateTable(tableName)
					.set({ ...fields, updated_at: later(existing.updated_at) })
					.where('id', '=', existing.id)
					.where('updated_at', '=', existing.updated_at)
					.where('deleted_at', 'is', null)
					.returningAll()
					.executeTakeFirst()
				if (!row) throw new ChangedMeanwhile()
				if (slugs && row.slug !== existing.slug)
					await slugs.recordChange(trx, existing.id, String(existing.slug ?? ''), String(row.slug))
				await keepRevision(trx, tableName, existing)
				await markPicturesUsed(trx, row)
				await audit(trx, audited.actor, 'content-updated', existing.id, {
					status: String(row.status),
					...audited.detail,
				})
				return toItem(row)!
			})
		} catch (error) {
			if (error instanceof ChangedMeanwhile) return undefined
			throw error
		}
	}

	const picturesOf = (record: Record<string, unknown>) =>
		pictureFields.map(({ field, label }) => ({ field, label, urls: splitPictures(String(record[field] ?? '')) }))

	/**
	 * A form's Publish asks for alt text on the images it puts before the public (a draft does not): on an
	 * item going live, every image; on a live item, the images this save adds (ADR 0022, ADR 0034).
	 */
	async function checkPictures(db: Db, fields: Record<string, unknown>, before?: Record<string, unknown>) {
		if (fields.status !== 'published') return
		const shown = before?.status === 'published' ? picturesOf(before).flatMap((picture) => picture.urls) : []
		// A field whose images take their words from the item (a partner's logo) needs none in the library.
		const described = pictureFields.filter((picture) => picture.altFrom === undefined)
		const pictures = picturesOf(fields).filter((picture) => described.some((field) => field.field === picture.field))
		await assertAltText(db, pictures, new Set(shown))
	}
	const markPicturesUsed = (trx: Db, fields: Record<string, unknown>) =>
		markUsed(
			trx,
			picturesOf(fields).flatMap((picture) => picture.urls),
		)

	/** Stored times are UTC, whatever offset the input named. */
	const normalised = <T extends Record<string, unknown>>(fields: T): T =>
		'publish_at' in fields ? { ...fields, publish_at: toUtc(fields.publish_at as string | null) } : fields

	async function insert(db: Db, fields: Record<string, unknown>, options: ActorOption) {
		const timestamp = now()
		return write(db, async (trx) => {
			await markPicturesUsed(trx, fields)
			const created = await anyDb(trx)
				.insertInto(tableName)
				.values({ ...fields, created_at: timestamp, updated_at: timestamp })
				.returningAll()
				.executeTakeFirstOrThrow()
			// A chosen slug that was another item's earlier one is this item's address now.
			if (slugs) await slugs.recordChange(trx, created.id as number, '', String(created.slug))
			await audit(trx, options.actor, 'content-created', created.id as number, { status: String(created.status) })
			return created
		})
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
			const parsed = normalised(parseOrThrow(updateSchema, { ...existing, ...(input as object) }))
			const fields = await withSlug(db, parsed as Record<string, unknown>, existing)
			if (options.requireAltText) await checkPictures(db, fields, existing)
			let saved: Item | undefined
			try {
				saved = await replace(db, existing, fields, { actor: options.actor, detail: options.auditDetail })
			} catch (error) {
				if (!slugs) throw error
				slugs.afterWriteFailed(error, parsed as Record<string, unknown>, attempt + 1)
				continue
			}
			if (saved) return saved
			if (attempt >= 5) throw new ConflictError(label, await get(db, id, { status: 'all' }))
		}
	}

	return {
		async list(db: Db, options: ReadOptions = {}): Promise<Item[]> {
			const query = anyDb(db).selectFrom(tableName).selectAll().orderBy('id', 'asc')
			const rows = await visible(query, options.status ?? 'live').execute()
			return rows.map((row) => toItem(row)!)
		},

		get,
		getOrThrow,

		/** Types with pages: the item whose address is `slug` now (what `get` answers for an id). */
		async getBySlug(db: Db, slug: string, options: ReadOptions = {}): Promise<Item | undefined> {
			if (!slugs) return undefined
			const query = anyDb(db).selectFrom(tableName).selectAll().where('slug', '=', slug)
			return toItem(await visible(query, options.status ?? 'live').executeTakeFirst())
		},

		/** Types with pages: the id of the item whose address `slug` was before (its 301 leads there). */
		formerSlugHolder: (db: Db, slug: string) => slugs?.formerHolder(db, slug) ?? Promise.resolve(undefined),

		async create(db: Db, input: unknown, options: SaveOptions = {}): Promise<Item> {
			const parsed = normalised(parseOrThrow(createSchema, input)) as Record<string, unknown>
			// A slug taken meanwhile by a concurrent save: a made one tries the next number (slugs.ts).
			for (let attempt = 1; ; attempt++) {
				const fields = await withSlug(db, parsed)
				if (options.requireAltText) await checkPictures(db, fields)
				try {
					return toItem(await insert(db, fields, options))!
				} catch (error) {
					if (!slugs) throw error
					slugs.afterWriteFailed(error, parsed, attempt)
				}
			}
		},

		update,

		/** Moves the item to the trash: gone from every read, restorable (trash.ts) until purged. */
		async remove(db: Db, id: number, options: WriteOptions<Item> = {}): Promise<void> {
			const existing = await get(db, id, { status: 'all' })
			if (!existing) throw new NotFoundError(label)
			if (options.precondition && !options.precondition(existing)) throw new ConflictError(label, existing)
			await write(db, async (trx) => {
				const result = await anyDb(trx)
					.updateTable(tableName)
					.set({ deleted_at: now() })
					.where('id', '=', id)
					.where('deleted_at', 'is', null)
					.$if(options.precondition !== undefined, (query) => query.where('updated_at', '=', existing.updated_at))
					.executeTakeFirst()
				// Deleted (or, bound to a version, changed) meanwhile: nothing changes, the version bump rolls back.
				if (Number(result.numUpdatedRows) === 0) {
					const now = await get(trx, id, { status: 'all' })
					throw now ? new ConflictError(label, now) : new NotFoundError(label)
				}
				await audit(trx, options.actor, 'content-deleted', id)
			})
		},

		/** The items in the trash (or the one with `id`, if it is there), and when each was deleted. */
		async trashed(db: Db, id?: number): Promise<Array<{ id: number; deleted_at: string; record: Item }>> {
			const rows = await anyDb(db)
				.selectFrom(tableName)
				.selectAll()
				.where('deleted_at', 'is not', null)
				.$if(id !== undefined, (query) => query.where('id', '=', id!))
				.orderBy('deleted_at', 'desc')
				.execute()
			return rows.map((row) => ({ id: row.id as number, deleted_at: row.deleted_at as string, record: toItem(row)! }))
		},

		/** Brings an item back from the trash, with its id. */
		async restore(db: Db, id: number, options: ActorOption = {}): Promise<Item> {
			const row = await write(db, async (trx) => {
				const trashed = await anyDb(trx)
					.selectFrom(tableName)
					.select('updated_at')
					.where('id', '=', id)
					.where('deleted_at', 'is not', null)
					.executeTakeFirst()
				if (!trashed) throw new NotFoundError(label)
				await audit(trx, options.actor, 'content-restored', id)
				return anyDb(trx)
					.updateTable(tableName)
					.set({ deleted_at: null, updated_at: later(trashed.updated_at as string) })
					.where('id', '=', id)
					.returningAll()
					.executeTakeFirstOrThrow()
			})
			return toItem(row)!
		},

		/** Deletes items of the trash for good (those named, or every one deleted before `before`), with their history. */
		async purge(db: Db, which: { id: number } | { before: string }, options: ActorOption = {}): Promise<number> {
			const transact = <T>(run: (trx: Db) => Promise<T>) => (db.isTransaction ? run(db) : db.transaction().execute(run))
			return transact(async (trx) => {
				const query = anyDb(trx).deleteFrom(tableName).where('deleted_at', 'is not', null)
				const rows = await (
					'id' in which ? query.where('id', '=', which.id) : query.where('deleted_at', '<', which.before)
				)
					.returning('id')
					.execute()
				const ids = rows.map((row) => row.id as number)
				await dropRevisions(trx, tableName, ids)
				await slugs?.drop(trx, ids)
				for (const id of ids) await audit(trx, options.actor, 'content-purged', id)
				return ids.length
			})
		},

		/** The item's history, newest first (the states its saves replaced). */
		async revisions(db: Db, id: number) {
			await getOrThrow(db, id, { status: 'all' })
			return listRevisions(db, tableName, id)
		},

		/** Makes a state of the item's history current again (keeping the one it replaces, as every save does). */
		async restoreRevision(db: Db, id: number, revision: number, options: WriteOptions<Item> = {}): Promise<Item> {
			await getOrThrow(db, id, { status: 'all' })
			const found = await findRevision(db, tableName, id, revision)
			if (!found) throw new NotFoundError('The revision')
			const { id: _id, created_at: _created, updated_at: _updated, ...fields } = found.record
			return update(db, id, fields, { ...options, auditDetail: { revision } })
		},
	}
}
