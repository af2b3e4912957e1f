import type { z } from 'zod'

import type { Permission } from '#server/auth/permissions.ts'
import { registerScheduleSource } from '#server/cache/version.ts'
import type { AccessRule, ContentAccess } from '#server/content/access.ts'
import { etagOf, later, parseOrThrow, type WriteOptions } from '#server/content/collection/records.ts'
import { type AdminFieldDefinition, pictureFieldsOf } from '#server/content/content-type.ts'
import { ConflictError, ValidationError } from '#server/content/errors.ts'
import { inTransaction, runAfterChange } from '#server/content/hooks/hook.ts'
import { hooksFor } from '#server/content/hooks/index.ts'
import { listRevisions } from '#server/content/revisions.ts'
import { type Db, now } from '#server/db/database.ts'
import { fromJsonText, toJsonText } from '#server/db/json-column.ts'
import type { Services } from '#server/services.ts'

/** What an action answers: done, or not and why (the API's status follows `why`: 409, 429, 502). */
export type SingletonActionOutcome =
	| { ok: true; message: string }
	| { ok: false; why: 'unavailable' | 'limited' | 'failed'; message: string; retryAfterSeconds?: number }

/**
 * Something its screen offers besides saving (the settings' test e-mail): a button in a panel of its own
 * under the form, and `POST /<singleton>/<name>` in the API, each asking `permission`.
 */
export type SingletonAction = {
	/** The API path's last segment: lower case, words joined by `-`. */
	name: string
	/** The panel's title, the button's text and what it reads while the action runs. */
	title: string
	label: string
	busyText: string
	permission: Permission
	api: { operationId: string; summary: string; description: string }
	/** What the panel says above the button. */
	describe(services: Services): string
	/** Why the button is not offered now (the panel says this instead), or undefined. */
	unavailable(services: Services): string | undefined
	run(services: Services): Promise<SingletonActionOutcome>
}
/**
 * A single-record type (ADR 0041), Payload's "global": the site's settings, its navigation. One definition
 * gives the API (`GET`/`PUT /<name>`, `If-Match`), the admin screen and its dashboard tile, revisions, the
 * audit log, cache invalidation (every save bumps the content version) and backups (the `singletons`
 * table). Its fields are made of the field kinds' builders; the record is one JSON row, so adding a
 * singleton needs no migration. It has no drafts: a save is live at once.
 */
export type SingletonDefinition<Fields extends Record<string, unknown>> = {
	/** The API's path (`/name`), the key of its row and of its history: lower case, words joined by `_`. */
	name: string
	label: string
	schema: z.ZodType<Fields, unknown>
	/** The record before its first save (the schema's defaults fill what it leaves out). */
	initial: Record<string, unknown>
	/** Who may read and update it (ADR 0037); default: anyone reads, the signed-in admin updates. */
	access?: Partial<Pick<ContentAccess, 'read' | 'update'>>
	/** Fields the API answers only to those who may update it (staff addresses in the settings). */
	privateFields?: ReadonlyArray<keyof Fields & string>
	/**
	 * The moments at which what it shows changes with no save (an announcement's start and end): they join
	 * the content version's schedule, so cached pages change then (server/cache/version.ts). Blanks are skipped.
	 */
	schedule?: (record: Fields) => ReadonlyArray<string | undefined>
	/** What its screen and API offer besides reading and saving it. */
	actions?: readonly SingletonAction[]
	api: { description: string; recordName: string; example: Record<string, unknown> }
	admin: {
		path: string
		title: string
		tile: { label: string; text: string; position: number }
		fields: Partial<Record<keyof Fields & string, AdminFieldDefinition>>
		messages: { updated: string }
	}
}

/** The record as stored and answered: its fields, and when it was last saved (its `ETag` is made from that). */
export type SingletonRecord<Fields> = Fields & { updated_at: string }

const SINGLETON = Symbol('singleton')
/** Its history and its audit entries name it with this id (revisions are kept per item). */
const ITEM_ID = 1
const nobody = () => false

/** A PUT's body: the fields it changes. */
function objectOf(input: unknown): object {
	if (input === null || typeof input !== 'object' || Array.isArray(input))
		throw new ValidationError('Expected a JSON object')
	return input
}

export function defineSingleton<Fields extends Record<string, unknown>>(definition: SingletonDefinition<Fields>) {
	const { name, schema } = definition
	const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape
	if (!shape) throw new Error(`${name}: a singleton's schema must be a z.object`)
	type Stored = SingletonRecord<Fields>
	const hooks = hooksFor({
		table: name,
		slugs: undefined,
		pictureFields: pictureFieldsOf(shape, definition.admin.fields),
	})
	// The site's settings and navigation are an administrator's (docs/design.md §15).
	const administrator: AccessRule = ({ user }) => user?.role === 'administrator'
	const access: ContentAccess = {
		read: () => true,
		create: nobody,
		update: administrator,
		publish: administrator,
		delete: nobody,
		...definition.access,
	}

	let initialRecord: Fields | undefined
	/** `initial` through the schema, once: a stored record made before a field was added reads the field from it. */
	const initial = () => (initialRecord ??= parseOrThrow(schema, definition.initial))

	/** The record, made from `initial` the first time it is read (no content changes: no version bump). */
	async function get(db: Db): Promise<Stored> {
		const row = await db.selectFrom('singletons').selectAll().where('name', '=', name).executeTakeFirst()
		if (row) return { ...initial(), ...(fromJsonText(row.data) as Fields), updated_at: row.updated_at }
		const at = now()
		const data = initial()
		await db
			.insertInto('singletons')
			.values({ name, data: toJsonText(data), created_at: at, updated_at: at })
			.onConflict((conflict) => conflict.column('name').doNothing())
			.execute()
		return get(db)
	}

	/** Saves the fields sent over the stored record, validated whole; refused when it changed meanwhile. */
	async function update(db: Db, input: unknown, options: WriteOptions<Stored> = {}): Promise<Stored> {
		for (let attempt = 0; ; attempt++) {
			const existing = await get(db)
			if (options.precondition && !options.precondition(existing)) throw new ConflictError(definition.label, existing)
			const { updated_at: _at, ...fields } = existing
			const data = parseOrThrow(schema, { ...fields, ...objectOf(input) })
			const saved = await inTransaction(db, async (trx, afterCommit) => {
				const updatedAt = later(existing.updated_at)
				const result = await trx
					.updateTable('singletons')
					.set({ data: toJsonText(data), updated_at: updatedAt })
					.where('name', '=', name)
					.where('updated_at', '=', existing.updated_at)
					.executeTakeFirst()
				if (Number(result.numUpdatedRows) === 0) return undefined
				const item = { ...data, updated_at: updatedAt, id: ITEM_ID }
				// The content types' steps (ADR 0038): the history, the images used, the audit entry, the version bump.
				await runAfterChange(hooks, {
					trx,
					afterCommit,
					actor: options.actor,
					operation: 'update',
					item,
					previous: { ...existing, id: ITEM_ID },
				})
				return { ...data, updated_at: updatedAt } as Stored
			})
			if (saved) return saved
			if (attempt >= 5) throw new ConflictError(definition.label, await get(db))
		}
	}

	const { schedule } = definition
	if (schedule) {
		registerScheduleSource(async (db, at) =>
			schedule(await get(db)).filter((moment): moment is string => moment !== undefined && moment > at),
		)
	}

	return {
		[SINGLETON]: true as const,
		...definition,
		access,
		shape,
		get,
		update,
		/** Its history, newest first (the states its saves replaced). */
		revisions: (db: Db) => listRevisions(db, name, ITEM_ID),
		etagOf: (record: Stored) => etagOf({ id: ITEM_ID, updated_at: record.updated_at }),
	}
}

export type Singleton = ReturnType<typeof defineSingleton<Record<string, unknown>>>
export const isSingleton = (value: unknown): value is Singleton =>
	typeof value === 'object' && value !== null && SINGLETON in value
