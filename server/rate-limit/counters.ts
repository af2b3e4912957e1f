import type { Db } from '#server/db/database.ts'

/**
 * Counters of hits per key (a client address, an e-mail), kept in the database (table `rate_limits`), so
 * every app instance sees the same counts. Each key names what it counts by a prefix (`contact:`, `ip:`,
 * `email:`). The policies built on them: the contact form's per-sender limit (a fixed window, below)
 * and sign-in's growing delays (server/auth/sign-in-delays.ts). Backups do not keep them.
 */

/** A key's count and the time it started (or, for sign-in, the time of the last counted hit). */
export type Counter = { hits: number; windowStartedAt: string }

/**
 * A fixed window: counts one hit against each key, each count being read back from the same atomic
 * upsert, so a burst of parallel requests cannot all slip past the limit. A window that has run out
 * starts again at this hit. Answers the seconds to wait until the window ends: 0 while this hit is
 * within the limit.
 */
export async function recordHit(
	db: Db,
	keys: string[],
	{ limit, windowMs }: { limit: number; windowMs: number },
	at = Date.now(),
): Promise<number> {
	const windowStart = new Date(at - windowMs).toISOString()
	const stamp = new Date(at).toISOString()
	let wait = 0
	for (const key of keys) {
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
		if (Number(row.hits) > limit) {
			const windowEnds = Date.parse(row.window_started_at) + windowMs
			wait = Math.max(wait, Math.ceil((windowEnds - at) / 1000), 1)
		}
	}
	return wait
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
