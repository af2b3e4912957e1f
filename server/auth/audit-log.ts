import { z } from 'zod'

import { AUDIT_ACTIONS } from '#server/auth/audit.ts'
import { toValidationError } from '#server/content/collection.ts'
import { contentTypes } from '#server/content/registry.ts'
import { toCsv } from '#server/csv.ts'
import { addDays, Day, DAY_MS, optionalParam } from '#server/days.ts'
import type { Db } from '#server/db/database.ts'

/**
 * Reading the audit log (server/auth/audit.ts writes it): the screen's and the API's filtered pages, the
 * CSV export, and the pruning of entries past `AUDIT_DAYS`. The same filter serves all three.
 */

export const AUDIT_PAGE_SIZE = 50
/** The most rows one export holds (a year of a busy admin is thousands: ADR 0029). */
export const AUDIT_CSV_MAX = 100_000

/** What entries can name in `collection`: every content type, the media library, the inbox. */
export const AUDIT_COLLECTIONS = [
	...contentTypes.map((type) => type.name),
	'media',
	'contact_submissions',
	'job_applications',
	'users',
	'invitations',
] as readonly string[] as readonly [string, ...string[]]

const optional = optionalParam

export const AuditFilter = z
	.object({
		action: optional(z.enum(AUDIT_ACTIONS, `action must be one of ${AUDIT_ACTIONS.join(', ')}`)),
		collection: optional(z.enum(AUDIT_COLLECTIONS, `collection must be one of ${AUDIT_COLLECTIONS.join(', ')}`)),
		from: optional(Day).meta({ description: 'The first day (UTC), YYYY-MM-DD' }),
		to: optional(Day).meta({ description: 'The last day (UTC), YYYY-MM-DD, included' }),
		user: optional(
			z.coerce.number().int('user is a user’s id').min(1, 'user is a user’s id').max(Number.MAX_SAFE_INTEGER),
		).meta({ description: 'The id of the user whose entries to keep' }),
		page: optional(z.coerce.number().int('page is a whole number').min(1, 'page starts at 1').max(1_000_000)),
	})
	.refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
		message: 'The first day must not be after the last',
		path: ['to'],
	})
export type AuditFilter = z.infer<typeof AuditFilter>

/** The filter of a query string (the screen's address, the API's query); a ValidationError when it is wrong. */
export function parseAuditFilter(query: Record<string, unknown>): AuditFilter {
	const picked = Object.fromEntries(
		['action', 'collection', 'from', 'to', 'user', 'page'].map((name) => [name, query[name]] as const),
	)
	const parsed = AuditFilter.safeParse(picked)
	if (!parsed.success) throw toValidationError(parsed.error)
	return parsed.data
}

export const AuditEntryView = z.object({
	id: z.int(),
	at: z.iso.datetime().meta({ description: 'ISO 8601, UTC' }),
	action: z.enum(AUDIT_ACTIONS),
	collection: z.string().nullable().meta({ description: 'What kind of thing was written (content writes)' }),
	item_id: z.int().nullable(),
	session: z.string().nullable().meta({ description: 'The public id of the session that acted' }),
	user_id: z
		.int()
		.nullable()
		.meta({ description: 'The user who acted; null when nobody was signed in (a failed sign-in)' }),
	user_name: z.string().nullable().meta({ description: 'That user’s name as it is now (removed users keep theirs)' }),
	ip: z.string().nullable().meta({ description: 'The client address' }),
	detail: z
		.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
		.meta({ description: 'A few safe facts (the sign-in method, an ended session, a passkey name): never a secret' }),
})
export type AuditEntryView = z.infer<typeof AuditEntryView>

export const AuditPage = z.object({
	entries: z.array(AuditEntryView),
	total: z.int().meta({ description: 'Entries matching the filter' }),
	page: z.int(),
	pages: z.int(),
	page_size: z.int(),
})
export type AuditPage = z.infer<typeof AuditPage>

const nextDay = (day: string) => `${addDays(day, 1)}T00:00:00.000Z`

function matching(db: Db, filter: AuditFilter) {
	return db
		.selectFrom('audit_log')
		.$if(filter.action !== undefined, (query) => query.where('action', '=', filter.action!))
		.$if(filter.collection !== undefined, (query) => query.where('collection', '=', filter.collection!))
		.$if(filter.from !== undefined, (query) => query.where('at', '>=', `${filter.from}T00:00:00.000Z`))
		.$if(filter.to !== undefined, (query) => query.where('at', '<', nextDay(filter.to!)))
		.$if(filter.user !== undefined, (query) => query.where('user_id', '=', filter.user!))
}

type Row = { id: number; at: string; action: string; collection: string | null; item_id: number | null } & {
	session: string | null
	user_id: number | null
	user_name: string | null
	ip: string | null
	detail: string
}

function toView(row: Row): AuditEntryView {
	let detail: AuditEntryView['detail'] = {}
	try {
		if (row.detail) detail = JSON.parse(row.detail) as AuditEntryView['detail']
	} catch {
		detail = {}
	}
	return {
		...row,
		id: Number(row.id),
		user_id: row.user_id === null ? null : Number(row.user_id),
		action: row.action as AuditEntryView['action'],
		detail,
	}
}

const COLUMNS = ['id', 'at', 'action', 'collection', 'item_id', 'session', 'ip', 'detail'] as const
/** The export's columns: the log's, then who acted, by name (docs/design.md §15). */
const CSV_COLUMNS = [...COLUMNS, 'user'] as const

async function rows(db: Db, filter: AuditFilter, limit: number, offset: number): Promise<AuditEntryView[]> {
	const found = await matching(db, filter)
		.leftJoin('admin_users', 'admin_users.id', 'audit_log.user_id')
		.select([...COLUMNS.map((column) => `audit_log.${column}` as const), 'audit_log.user_id'])
		.select('admin_users.name as user_name')
		.orderBy('audit_log.at', 'desc')
		.orderBy('audit_log.id', 'desc')
		.limit(limit)
		.offset(offset)
		.execute()
	return found.map(toView)
}

/** Everyone the log may name, for the screen's filter: the team, removed users too, by name. */
export async function auditUsers(
	db: Db,
): Promise<Array<{ id: number; name: string; email: string; removed: boolean }>> {
	const users = await db.selectFrom('admin_users').select(['id', 'name', 'email', 'status']).execute()
	return users
		.map(({ id, name, email, status }) => ({ id, name, email, removed: status === 'removed' }))
		.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}

/** One page of the entries the filter keeps, the newest first. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditPage> {
	const { total } = await matching(db, filter)
		.select((eb) => eb.fn.countAll().as('total'))
		.executeTakeFirstOrThrow()
	const count = Number(total)
	const pages = Math.max(1, Math.ceil(count / AUDIT_PAGE_SIZE))
	const page = Math.min(filter.page ?? 1, pages)
	const entries = await rows(db, filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE)
	return { entries, total: count, page, pages, page_size: AUDIT_PAGE_SIZE }
}

/** Every entry the filter keeps (up to AUDIT_CSV_MAX), the newest first, as CSV. */
export async function auditCsv(db: Db, filter: AuditFilter): Promise<string> {
	return auditEntriesCsv(await rows(db, filter, AUDIT_CSV_MAX, 0))
}

/** Entries as CSV (server/csv.ts); `detail` as its JSON, `user` the user's name ('' for nobody). */
export function auditEntriesCsv(entries: readonly AuditEntryView[]): string {
	return toCsv(
		entries.map((entry) => ({
			...entry,
			detail: Object.keys(entry.detail).length ? JSON.stringify(entry.detail) : '',
			user: entry.user_name ?? '',
		})),
		CSV_COLUMNS,
	)
}

/** The export's file name: `audit-log-2026-11-25.csv`. */
export const auditCsvFileName = (date = new Date()) => `audit-log-${date.toISOString().slice(0, 10)}.csv`

/** Deletes the entries older than `days` (the housekeeping, every six hours on every instance: idempotent). */
export async function pruneAudit(db: Db, days: number, at = Date.now()): Promise<number> {
	const result = await db
		.deleteFrom('audit_log')
		.where('at', '<', new Date(at - days * DAY_MS).toISOString())
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}
