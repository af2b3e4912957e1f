import type { AuditActor } from '#server/auth/audit.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The steps a content type's writes run besides writing its row (ADR 0038, docs/architecture.md "Hooks"):
 * each hook is a small object with the steps it needs, and every step of one kind runs in the order the
 * hooks are declared (server/content/hooks/index.ts). A throw refuses the write: before it, nothing is
 * written; inside its transaction, everything rolls back.
 */

/** A stored item as its write returned it (or, for `previous`, as it was read before the write). */
export type StoredItem = Record<string, unknown> & { id: number }

export type BeforeChangeArgs = {
	/** The handle, not a transaction: these steps read (a free slug, the library's alt text), never write. */
	db: Db
	operation: 'create' | 'update'
	/** What is about to be stored: the validated input (for an update, merged over the stored item). */
	data: Record<string, unknown>
	/** An update: the item as it is stored now. */
	previous?: StoredItem | undefined
	/** Only a form's save asks for alt text before it puts an image live (ADR 0034). */
	requireAltText: boolean
}

/** Runs `step` once the transaction has committed (not at all when the write joins a caller's transaction). */
export type AfterCommit = (step: (db: Db) => void) => void

type InTransaction = {
	trx: Db
	/** Who writes: a write without one (sample content, the trash's expiry) is not audited (ADR 0029). */
	actor: AuditActor | undefined
	afterCommit: AfterCommit
}

export type AfterChangeArgs = InTransaction & {
	/** `restore`: back from the trash, as it was. */
	operation: 'create' | 'update' | 'restore'
	/** The item as stored now. */
	item: StoredItem
	/** An update: the state it replaced. */
	previous?: StoredItem | undefined
	/** An update: a safe fact or two for its audit entry (the revision a restore brought back). */
	detail?: Record<string, string | number> | undefined
}

export type AfterDeleteArgs = InTransaction & {
	/** `trash`: moved there, restorable; `purge`: gone for good (trashed items only, never public). */
	operation: 'trash' | 'purge'
	ids: readonly number[]
	/** A purge: the rows as they were when deleted (their slugs, for the redirects that led to them). */
	items?: readonly StoredItem[]
}

export type ContentHook = {
	/** For messages and tests: the module's name. */
	name: string
	/** Before the write, outside its transaction, again on each try: answers the data to store (or throws). */
	beforeChange?(args: BeforeChangeArgs): Promise<Record<string, unknown>>
	/** Inside the write's transaction, after the row is written. */
	afterChange?(args: AfterChangeArgs): Promise<void>
	/** Inside the transaction of a delete, after the rows are marked (trash) or deleted (purge). */
	afterDelete?(args: AfterDeleteArgs): Promise<void>
}

export async function runBeforeChange(
	hooks: readonly ContentHook[],
	args: BeforeChangeArgs,
): Promise<Record<string, unknown>> {
	let data = args.data
	for (const hook of hooks) if (hook.beforeChange) data = await hook.beforeChange({ ...args, data })
	return data
}

export async function runAfterChange(hooks: readonly ContentHook[], args: AfterChangeArgs): Promise<void> {
	for (const hook of hooks) await hook.afterChange?.(args)
}

export async function runAfterDelete(hooks: readonly ContentHook[], args: AfterDeleteArgs): Promise<void> {
	for (const hook of hooks) await hook.afterDelete?.(args)
}

/**
 * Runs `write` in a transaction of its own, or in the caller's when `db` is one (which commits later: the
 * steps given to `afterCommit` are then dropped, as the content version's watchers find it on their own).
 */
export async function inTransaction<T>(db: Db, write: (trx: Db, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
	if (db.isTransaction) return write(db, () => undefined)
	const committed: Array<(db: Db) => void> = []
	const result = await db.transaction().execute((trx) => write(trx, (step) => void committed.push(step)))
	for (const step of committed) step(db)
	return result
}
