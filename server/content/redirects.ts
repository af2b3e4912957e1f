import { sql } from 'kysely'
import { z } from 'zod'

import {
	DEFAULT_REDIRECT_STATUS,
	FROM_MAX,
	fromProblem,
	normalSitePath,
	normalTarget,
	REDIRECT_STATUSES,
	type RedirectStatus,
	targetPath,
	TO_MAX,
	toProblem,
} from '#shared/redirects.ts'
import { type AuditAction, recordAudit } from '#server/auth/audit.ts'
import { writeContent } from '#server/cache/version.ts'
// From records.ts itself: collection.ts imports slugs.ts, which imports this module.
import { type ActorOption, assertObject, parseOrThrow, RecordMeta } from '#server/content/collection/records.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { describeField } from '#server/content/field-kinds/kind.ts'
import { requiredTextRule } from '#server/content/fields.ts'
import { type Db, now } from '#server/db/database.ts'
import { isUniqueViolation } from '#server/db/errors.ts'

/**
 * Redirects (docs/design.md §13, docs/decisions/0045-redirects.md): a public request whose page would be a
 * 404 is sent elsewhere when a redirect starts at its path. The admin keeps the list (the API, the
 * Redirects screen); content writes add to it when an address moves (`addressMoved`: a slug change) and
 * take from it when a page goes for good (`addressGone`). No redirect ever leads to another (no chain) nor
 * to itself (no loop): a write that would make one is refused, and a move rewrites what led to the old
 * address. Every write bumps the content version in its transaction (server/cache/version.ts).
 */

const LABEL = 'Redirect'
export const REDIRECTS_TABLE = 'redirects'

export const FROM_TAKEN = 'Another redirect already starts at this address'
export const LOOP = 'A redirect cannot lead to its own address'
export const chainAfter = (next: string) =>
	`That address is redirected itself (to ${next}): lead this redirect there instead, so visitors make one hop`
export const chainBefore = (from: string) =>
	`A redirect from ${from} leads here: a redirect from this address would make a chain; change that one first`

/** A text field whose value must pass `problem` (the rules of shared/redirects.ts, the form's too). */
const address = (
	label: string,
	max: number,
	problem: (value: string, label: string) => string | undefined,
	meta: { description: string },
) =>
	describeField(
		requiredTextRule(label, max)
			.superRefine((value, ctx) => {
				const message = problem(value, label)
				if (message) ctx.addIssue({ code: 'custom', message })
			})
			.meta(meta),
		{ kind: 'text', label, required: true, maxLength: max },
	)

/** POST /redirects, and PUT's body merged over the stored record. */
export const RedirectInput = z.object({
	from: address('From', FROM_MAX, fromProblem, {
		description: 'A path of this site (a single leading `/`, no query); a trailing slash is dropped',
	}),
	to: address('To', TO_MAX, toProblem, {
		description: 'A path of this site (its query and fragment kept) or an `http(s)://` address',
	}),
	status: z
		.literal(REDIRECT_STATUSES, { error: 'Status must be 301 (moved for good) or 302 (moved for now)' })
		.default(DEFAULT_REDIRECT_STATUS)
		.meta({ description: '301 (moved for good, the default) or 302 (moved for now)' }),
})
export type RedirectInput = z.input<typeof RedirectInput>
type RedirectFields = z.output<typeof RedirectInput>

/** A stored redirect as the API answers it. */
export const Redirect = RedirectInput.extend(RecordMeta.shape)
export type Redirect = z.infer<typeof Redirect>

type Row = {
	id: number
	from_path: string
	to_path: string
	status: number
	created_at: string
	updated_at: string
}
const present = (row: Row): Redirect => ({
	id: row.id,
	from: row.from_path,
	to: row.to_path,
	status: row.status as RedirectStatus,
	created_at: row.created_at,
	updated_at: row.updated_at,
})

/** The input in the form it is stored and compared in: paths normalised (shared/redirects.ts). */
const normal = (fields: RedirectFields): RedirectFields => ({
	...fields,
	from: normalSitePath(fields.from),
	to: normalTarget(fields.to),
})

const byFrom = (db: Db, from: string) =>
	db.selectFrom('redirects').selectAll().where('from_path', '=', from).executeTakeFirst()

/** The redirects that lead to the site path `path` (whatever query or fragment they add). */
async function leadingTo(db: Db, path: string): Promise<Row[]> {
	const rows = await db
		.selectFrom('redirects')
		.selectAll()
		.where(sql<string>`substr(to_path, 1, ${path.length})`, '=', path)
		.execute()
	return rows.filter((row) => targetPath(row.to_path) === path)
}

/** Refuses a redirect (other than the one with `id`) whose `from` is taken, or that would loop or chain. */
async function assertFits(db: Db, fields: RedirectFields, id?: number): Promise<void> {
	const other = (row: Row | undefined) => (row && row.id !== id ? row : undefined)
	if (other(await byFrom(db, fields.from))) throw new ValidationError(FROM_TAKEN, { from: FROM_TAKEN })
	const target = targetPath(fields.to)
	if (target === fields.from) throw new ValidationError(LOOP, { to: LOOP })
	const next = target === undefined ? undefined : other(await byFrom(db, target))
	if (next) throw new ValidationError(chainAfter(next.to_path), { to: chainAfter(next.to_path) })
	const before = (await leadingTo(db, fields.from)).find((row) => row.id !== id)
	if (before) throw new ValidationError(chainBefore(before.from_path), { from: chainBefore(before.from_path) })
}

/** Runs a write of the list with the content version's bump; a `from` another save took meanwhile is the same 400. */
async function write<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
	try {
		return await writeContent(db, run)
	} catch (error) {
		if (isUniqueViolation(error, REDIRECTS_TABLE, 'from_path'))
			throw new ValidationError(FROM_TAKEN, { from: FROM_TAKEN })
		throw error
	}
}

async function audit(trx: Db, action: AuditAction, redirect: Redirect, options: ActorOption) {
	if (!options.actor) return
	const { from, to, status } = redirect
	await recordAudit(trx, {
		...options.actor,
		action,
		collection: REDIRECTS_TABLE,
		itemId: redirect.id,
		detail: { from, to, status },
	})
}

async function get(db: Db, id: number): Promise<Redirect | undefined> {
	const row = await db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst()
	return row && present(row)
}

export const redirects = {
	label: LABEL,

	/** Every redirect, oldest first (the API's order for lists). */
	async list(db: Db): Promise<Redirect[]> {
		return (await db.selectFrom('redirects').selectAll().orderBy('id').execute()).map(present)
	},

	get,

	async getOrThrow(db: Db, id: number): Promise<Redirect> {
		const found = await get(db, id)
		if (!found) throw new NotFoundError(LABEL)
		return found
	},

	async create(db: Db, input: unknown, options: ActorOption = {}): Promise<Redirect> {
		const fields = normal(parseOrThrow(RedirectInput, input))
		return write(db, async (trx) => {
			await assertFits(trx, fields)
			const at = now()
			const row = await trx
				.insertInto('redirects')
				.values({ from_path: fields.from, to_path: fields.to, status: fields.status, created_at: at, updated_at: at })
				.returningAll()
				.executeTakeFirstOrThrow()
			await audit(trx, 'content-created', present(row), options)
			return present(row)
		})
	},

	/** The fields sent are merged over the stored ones, then checked whole. */
	async update(db: Db, id: number, input: unknown, options: ActorOption = {}): Promise<Redirect> {
		const stored = await redirects.getOrThrow(db, id)
		assertObject(input)
		const sent = Object.fromEntries(
			Object.entries(input as object).filter(([key, value]) => key in RedirectInput.shape && value !== undefined),
		)
		const fields = normal(
			parseOrThrow(RedirectInput, { from: stored.from, to: stored.to, status: stored.status, ...sent }),
		)
		return write(db, async (trx) => {
			await assertFits(trx, fields, id)
			const row = await trx
				.updateTable('redirects')
				.set({ from_path: fields.from, to_path: fields.to, status: fields.status, updated_at: now() })
				.where('id', '=', id)
				.returningAll()
				.executeTakeFirst()
			if (!row) throw new NotFoundError(LABEL)
			await audit(trx, 'content-updated', present(row), options)
			return present(row)
		})
	},

	async remove(db: Db, id: number, options: ActorOption = {}): Promise<void> {
		await write(db, async (trx) => {
			const row = await trx.deleteFrom('redirects').where('id', '=', id).returningAll().executeTakeFirst()
			if (!row) throw new NotFoundError(LABEL)
			await audit(trx, 'content-deleted', present(row), options)
		})
	},

	/** The redirect that starts at a request's path (as a browser sends it), if any. */
	async startingAt(db: Db, pathname: string): Promise<Redirect | undefined> {
		const row = await byFrom(db, normalSitePath(pathname))
		return row && present(row)
	},
}

/**
 * An address of this site moved from `from` to `to` (both site paths: an item's slug changed): the old one
 * answers 301 to the new one; whatever led to the old one leads to the new one (no chain); a redirect that
 * started at the new one goes (the page there wins). Call it in the transaction of the write that moved
 * the page, which bumps the content version (content writes do: server/content/hooks/). Other features
 * whose pages move (a page's slug, a menu's target) call it the same way.
 */
export async function addressMoved(trx: Db, from: string, to: string): Promise<void> {
	const [old, current] = [normalSitePath(from), normalSitePath(to)]
	if (old === current) return
	await addressTaken(trx, current)
	const at = now()
	for (const row of await leadingTo(trx, old)) {
		const rest = row.to_path.slice(old.length)
		await trx
			.updateTable('redirects')
			.set({ to_path: current + rest, updated_at: at })
			.where('id', '=', row.id)
			.execute()
	}
	const existing = await byFrom(trx, old)
	if (existing) {
		await trx
			.updateTable('redirects')
			.set({ to_path: current, status: 301, updated_at: at })
			.where('id', '=', existing.id)
			.execute()
		return
	}
	await trx
		.insertInto('redirects')
		.values({ from_path: old, to_path: current, status: 301, created_at: at, updated_at: at })
		.execute()
}

/** A page now lives at `path` (an item was created there): no redirect starts at it any more. */
export async function addressTaken(trx: Db, path: string): Promise<void> {
	await trx.deleteFrom('redirects').where('from_path', '=', normalSitePath(path)).execute()
}

/** The page at `path` is gone for good (its item purged): the redirects that led to it go too. */
export async function addressGone(trx: Db, path: string): Promise<void> {
	const ids = (await leadingTo(trx, normalSitePath(path))).map((row) => row.id)
	if (ids.length > 0) await trx.deleteFrom('redirects').where('id', 'in', ids).execute()
}
