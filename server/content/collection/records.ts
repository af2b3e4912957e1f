import { createHash } from 'node:crypto'
import type { Kysely, SelectQueryBuilder } from 'kysely'
import { z } from 'zod'

import type { ListFilter, Status } from '#shared/workflow.ts'
import type { AuditActor } from '#server/auth/audit.ts'
import type { RuledType } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import { ValidationError } from '#server/content/errors.ts'
import { fromStoredRow } from '#server/content/field-kinds/registry.ts'
import type { ContentHook } from '#server/content/hooks/hook.ts'
import type { SlugQueries } from '#server/content/slugs.ts'
import type { Db } from '#server/db/database.ts'

/** What every stored record carries besides its fields. */
export const RecordMeta = z.object({
	id: z.int().min(1),
	created_at: z.iso.datetime().meta({ description: 'ISO 8601, UTC' }),
	updated_at: z.iso.datetime().meta({ description: 'ISO 8601, UTC' }),
})
export type RecordMeta = z.infer<typeof RecordMeta>
/** Who made a content type's item and who saved it last (docs/design.md §15): user ids, null when no user did. */
export const Credit = z.object({
	created_by: z
		.int()
		.min(1)
		.nullable()
		.meta({ description: 'The user who made it; null when no user did (sample content)' }),
	updated_by: z.int().min(1).nullable().meta({ description: 'The user who saved it last; null when no user did' }),
})
export type Credit = z.infer<typeof Credit>
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

export const assertObject = (input: unknown) => {
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
 * The user a write is made for: the type's rules are asked with the item it changes (item-rules.ts). None:
 * a write of the machine's owner (the sample content, the command line), which no rule limits.
 */
export type UserOption = { user?: User | undefined }
/**
 * The admin's forms ask for alt text before they put an image live; the JSON API never refuses a call for
 * it, so a client of the seed's shape keeps working (ADR 0034): only a form's save sets this.
 */
export type SaveOptions = ActorOption & UserOption & { requireAltText?: boolean }
/** A save that must start from a given state (If-Match, an edit form's version): false refuses it. */
export type WriteOptions<Item> = SaveOptions & { precondition?: (current: Item) => boolean }

/** A strong validator of a stored item: its `updated_at` changes with every save (`later` below). */
export const etagOf = (item: { id: number; updated_at: string }) =>
	`"${createHash('sha1').update(`${item.id}/${item.updated_at}`).digest('base64url').slice(0, 22)}"`

/** A save's time: now, or just after the state it replaces, so that every save has its own validator. */
export const later = (previous: string) => {
	const at = Date.now()
	const after = Date.parse(previous) + 1
	return new Date(Number.isFinite(after) && after > at ? after : at).toISOString()
}

/** What the read, write and trash queries of one content type share (server/content/collection.ts). */
export type Collection = {
	table: string
	/** The type's singular label: "<label> was not found". */
	label: string
	/** Types with pages (slugFrom): their slugs' queries. */
	slugs: SlugQueries | undefined
	/** Its writes' steps, in order (server/content/hooks/index.ts). */
	hooks: readonly ContentHook[]
	/** The schema of each field, whose kind says how it is stored (server/content/field-kinds/, ADR 0040). */
	shape: Record<string, z.ZodType>
	/** Its name and access rules, which a write made for a user asks with the item (item-rules.ts). */
	rules: RuledType
}

// Kysely cannot type a query over a table chosen at run time; the Zod schemas of the content type are
// what guarantee the shape of every row written and read through these.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const anyDb = (db: Db) => db as unknown as Kysely<any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Query = SelectQueryBuilder<any, any, any>

/** A row as the domain holds it, each field as its kind reads it (where it is in the trash is the trash's business). */
export const toItem = <Item>(
	shape: Record<string, z.ZodType>,
	row: Record<string, unknown> | undefined,
): Item | undefined => {
	if (!row) return undefined
	const { deleted_at: _deletedAt, ...item } = row
	return fromStoredRow(shape, item) as Item
}
