import type { Db } from '#server/db/database.ts'

/**
 * Counters of hits per key (a client address, an e-mail), kept in the database (table `rate_limits`), so
 * every app instance sees the same counts. Each key names what it counts by a prefix (`contact:`, `ip:`,
 * `email:`, `api:`, `upload:`). The policies built on them: the contact form's per-sender limit (a fixed
 * window, below), sign-in's growing delays (server/auth/sign-in-delays.ts) and the API's per-minute
 * limits (server/rate-limit/database-store.ts). Backups do not keep them.
 */

/** A key's count and the time it started (or, for sign-in, the time of the last counted hit). */
export type Counter = { hits: number; windowStartedAt: string }

/**
 * A fixed window: counts one hit against each key, each count being read back from the same atomic
 * upsert (countHit), so a burst of parallel requests cannot all slip past the limit. A window that has
 * run out starts again at this hit. Answers the seconds to wait until the window ends: 0 while this hit
 * is within the limit.
 */
export async function recordHit(
	db: Db,
	keys: string[],
	{ limit, windowMs }: { limit: number; windowMs: number },
	at = Date.now(),
): Promise<number> {
	let wait = 0
	for (const key of keys) {
		const counter = await countHit(db, key, windowMs, at)
		if (counter.hits > limit) {
			const windowEnds = Date.parse(counter.windowStartedAt) + windowMs
			wait = Math.max(wait, Math.ceil((windowEnds - at) / 1000), 1)
		}
	}
	return wait
}

/**
 * One hit against a key's fixed window of `windowMs`, in one statement (an upsert that answers the row
 * it left), so parallel hits from any number of instances each read a count of their own: the window
 * goes on (+1), or, when it has run out or the key has none, starts at this hit with 1. Atomic on both
 * databases: SQLite runs one writer at a time; PostgreSQL's ON CONFLICT locks the row it updates.
 */
export async function countHit(db: Db, key: string, windowMs: number, at = Date.now()): Promise<Counter> {
	const windowStart = new Date(at - windowMs).toISOString()
	const stamp = new Date(at).toISOString()
	const row = await db
		.insertInto('rate_limits')
		.values({ key, hits: 1, window_started_at: stamp })
		.onConflict((conflict) =>
			conflict.column('key').doUpdateSet((eb) => ({
				hits: eb
					.case()
					.when('rate_limits.window_started_at', '<=', windowStart)
					.then(1)
					.else(eb('rate_limits.hits', '+', 1))
					.end(),
				window_started_at: eb
					.case()
					.when('rate_limits.window_started_at', '<=', windowStart)
					.then(stamp)
					.else(eb.ref('rate_limits.window_started_at'))
					.end(),
			})),
		)
		.returning(['hits', 'window_started_at'])
		.executeTakeFirstOrThrow()
	return { hits: Number(row.hits), windowStartedAt: row.window_started_at }
}

/** A key's counter, if it has one. */
export async function readCounter(db: Db, key: string): Promise<Counter | undefined> {
	const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst()
	return row && { hits: Number(row.hits), windowStartedAt: row.window_started_at }
}

/**
 * Compare-and-set: writes `next` only if the key's counter is still `expected` (`undefined`: it has
 * none yet). Answers false when another request changed it in between; the caller reads again.
 */
export async function replaceCounter(
	db: Db,
	key: string,
	expected: Counter | undefined,
	next: Counter,
): Promise<boolean> {
	const values = { hits: next.hits, window_started_at: next.windowStartedAt }
	const changed = expected
		? await db
				.updateTable('rate_limits')
				.set(values)
				.where('key', '=', key)
				.where('hits', '=', expected.hits)
				.where('window_started_at', '=', expected.windowStartedAt)
				.executeTakeFirst()
				.then((result) => Number(result.numUpdatedRows))
		: await db
				.insertInto('rate_limits')
				.values({ key, ...values })
				.onConflict((conflict) => conflict.column('key').doNothing())
				.executeTakeFirst()
				.then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n))
	return changed === 1
}

/** Forgets the keys' counts. */
export async function clearCounters(db: Db, keys: string[]): Promise<void> {
	if (keys.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute()
}

/** Takes back one hit of a key's window, if that window is still on (its count never goes below 0). */
export async function uncountHit(db: Db, key: string, windowMs: number, at = Date.now()): Promise<void> {
	await db
		.updateTable('rate_limits')
		.set((eb) => ({ hits: eb('hits', '-', 1) }))
		.where('key', '=', key)
		.where('hits', '>', 0)
		.where('window_started_at', '>', new Date(at - windowMs).toISOString())
		.execute()
}

/**
 * Deletes the counters of one prefix (`api:`; letters, digits and dashes, then a colon) whose window
 * started at or before `startedBy`. Only that prefix: the other policies' counters run on windows of
 * their own (sign-in's series last a day). Answers how many were deleted.
 */
export async function pruneCounters(db: Db, prefix: string, startedBy: string): Promise<number> {
	if (!/^[a-z0-9-]+:$/.test(prefix)) throw new Error(`Not a counter prefix: ${prefix}`)
	const result = await db
		.deleteFrom('rate_limits')
		.where('key', 'like', `${prefix}%`)
		.where('window_started_at', '<=', startedBy)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}
