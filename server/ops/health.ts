import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'

import type { Db, DbKind } from '#server/db/database.ts'
import { pendingMigrations } from '#server/db/migrations.ts'
import { log } from '#server/logging.ts'
import { PROBE_PREFIX, type UploadStorage } from '#server/uploads/storage.ts'

/** What /readyz reports per check: no error text, which could carry a host, a bucket or a user name. */
export type CheckResult = 'ok' | 'failed'
export type Readiness = {
	ready: boolean
	checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult }
}

/** A balancer polls every second or two: a success of the storage probe is trusted this long. */
export const STORAGE_PROBE_TTL_MS = 5_000
/** A check that has not answered by then counts as failed (a balancer gives up after a few seconds). */
const CHECK_TIMEOUT_MS = 3_000

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
	try {
		await sql`select 1`.execute(db)
		return true
	} catch {
		return false
	}
}

// Per database handle and per storage (one app each; tests run several apps in one process).
const migrated = new WeakSet<Db>()
const storageOkUntil = new WeakMap<UploadStorage, number>()
const storageFailing = new WeakSet<UploadStorage>()
const lastReady = new WeakMap<Db, boolean>()

/**
 * Whether this instance can serve: the database answers, every migration this code knows is applied,
 * and the upload storage takes a write. Failures are logged (once per change, not once per poll) with
 * their reason; the answer names only which check failed.
 */
export async function checkReadiness(services: { db: Db; dbKind: DbKind; storage: UploadStorage }): Promise<Readiness> {
	const { db, dbKind, storage } = services
	const [database, storageResult] = await Promise.all([
		withTimeout(databaseAnswers(db)),
		withTimeout(storageWritable(storage)),
	])
	// Applied migrations are never undone under a running process, so once all are there that is kept;
	// without a database they cannot be confirmed.
	const migrations =
		database &&
		(migrated.has(db) ||
			(await withTimeout(
				pendingMigrations(db, dbKind).then(
					(pending) => pending.length === 0,
					() => false,
				),
			)))
	if (migrations) migrated.add(db)
	const checks = {
		database: result(database),
		migrations: result(migrations),
		storage: result(storageResult),
	} as const
	const ready = database && migrations && storageResult
	if (lastReady.get(db) !== ready) {
		if (ready) log('info', 'ready')
		else log('warn', 'not ready', checks)
		lastReady.set(db, ready)
	}
	return { ready, checks }
}

/** Writes and removes a small object under a name of this probe's own; a success is kept for a few seconds. */
async function storageWritable(storage: UploadStorage): Promise<boolean> {
	if ((storageOkUntil.get(storage) ?? 0) > Date.now()) return true
	const name = `${PROBE_PREFIX}${randomBytes(8).toString('hex')}.txt`
	try {
		await storage.save(name, Buffer.from('ok'))
		await storage.remove([name])
		storageOkUntil.set(storage, Date.now() + STORAGE_PROBE_TTL_MS)
		storageFailing.delete(storage)
		return true
	} catch (error) {
		// The reason goes to the log once, when the probe starts failing, not with every poll.
		if (!storageFailing.has(storage)) {
			log('warn', 'storage probe failed', {
				storage: storage.description,
				error: error instanceof Error ? error.message : String(error),
			})
			storageFailing.add(storage)
		}
		return false
	}
}

const result = (ok: boolean): CheckResult => (ok ? 'ok' : 'failed')

function withTimeout(check: Promise<boolean>): Promise<boolean> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<boolean>((resolve) => {
		timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)
	})
	return Promise.race([check, timeout]).finally(() => clearTimeout(timer))
}
