import type { Kysely } from 'kysely'
import { z } from 'zod'
import { now, type Db } from '#server/db/database.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { writeContent } from '#server/content/version.ts'

/** What every stored record carries besides its fields. */
export const RecordMeta = z.object({
	id: z.int().min(1),
	created_at: z.iso.datetime().meta({ description: 'ISO 8601, UTC' }),
	updated_at: z.iso.datetime().meta({ description: 'ISO 8601, UTC' }),
})
export type RecordMeta = z.infer<typeof RecordMeta>

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

export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
	if (input === null || typeof input !== 'object' || Array.isArray(input)) {
		throw new ValidationError('Expected a JSON object')
	}
	const result = schema.safeParse(input)
	if (!result.success) throw toValidationError(result.error)
	return result.data
}

/**
 * The queries of a content type (content-type.ts). `create` validates the input with `createSchema`;
 * `update` merges the input over the stored record (fields left out keep their value) and validates the
 * result with `updateSchema`, so whole-record rules see the record as it would be saved. Every write bumps
 * the content version in the same transaction (version.ts), which is what invalidates cached pages and
 * API answers.
 */
export function collectionQueries<Fields extends Record<string, unknown>>(definition: {
	table: string
	label: string
	createSchema: z.ZodType<Fields, unknown>
	updateSchema: z.ZodType<Fields, unknown>
}) {
	type Item = Fields & RecordMeta
	const { table: tableName, label, createSchema, updateSchema } = definition
	// Kysely cannot type a query over a table chosen at run time; the Zod schemas above are what
	// guarantee the shape of every row written and read here.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	const anyDb = (db: Db) => db as unknown as Kysely<any>
	const write = writeContent

	async function get(db: Db, id: number): Promise<Item | undefined> {
		const row = await anyDb(db).selectFrom(tableName).selectAll().where('id', '=', id).executeTakeFirst()
		return row as Item | undefined
	}

	return {
		async list(db: Db): Promise<Item[]> {
			return (await anyDb(db).selectFrom(tableName).selectAll().orderBy('id', 'asc').execute()) as Item[]
		},

		get,

		async getOrThrow(db: Db, id: number): Promise<Item> {
			const item = await get(db, id)
			if (!item) throw new NotFoundError(label)
			return item
		},

		async create(db: Db, input: unknown): Promise<Item> {
			const fields = parseOrThrow(createSchema, input)
			const timestamp = now()
			const row = await write(db, (db) =>
				anyDb(db)
					.insertInto(tableName)
					.values({ ...fields, created_at: timestamp, updated_at: timestamp })
					.returningAll()
					.executeTakeFirstOrThrow(),
			)
			return row as Item
		},

		async update(db: Db, id: number, input: unknown): Promise<Item> {
			if (input === null || typeof input !== 'object' || Array.isArray(input)) {
				throw new ValidationError('Expected a JSON object')
			}
			const existing = await get(db, id)
			if (!existing) throw new NotFoundError(label)
			const fields = parseOrThrow(updateSchema, { ...existing, ...input })
			const row = await write(db, async (db) => {
				const row = await anyDb(db)
					.updateTable(tableName)
					.set({ ...fields, updated_at: now() })
					.where('id', '=', id)
					.returningAll()
					.executeTakeFirst()
				// Deleted meanwhile: nothing changed, and the transaction (with its version bump) rolls back.
				if (!row) throw new NotFoundError(label)
				return row
			})
			return row as Item
		},

		async remove(db: Db, id: number): Promise<void> {
			await write(db, async (db) => {
				const result = await anyDb(db).deleteFrom(tableName).where('id', '=', id).executeTakeFirst()
				if (Number(result.numDeletedRows) === 0) throw new NotFoundError(label)
			})
		},
	}
}
