import type { Db } from '#server/db/database.ts'

/**
 * Attempts (sign-ins, contact messages) are counted per key (client address, e-mail) in the database, so
 * every app instance sees the same counts. Past the limit within the window, the caller answers 429
 * until the window ends. A successful sign-in clears its count.
 */
export const MAX_FAILURES = 5
export const WINDOW_MS = 15 * 60 * 1000

/**
 * Counts one attempt against each key *before* its password is checked (a success clears the count
 * again), each count being read back from the same atomic upsert, so that a burst of parallel
 * guesses cannot all slip past the limit. Answers the seconds to wait: 0 while this attempt is
 * within the limit.
 */
export async function recordAttempt(
	db: Db,
	keys: string[],
	at = Date.now(),
	{ limit = MAX_FAILURES, windowMs = WINDOW_MS }: { limit?: number; windowMs?: number } = {},
): Promise<number> {
	const windowStart = new Date(at - windowMs).toISOString()
	let wait = 0
	for (const key of keys) {
		const row = await db
			.insertInto('login_throttle')
			.values({ key, failures: 1, window_started_at: new Date(at).toISOString() })
			.onConflict((conflict) =>
				conflict.column('key').doUpdateSet((eb) => ({
					// A window that has run out starts again at this attempt.
					failures: eb
						.case()
						.when('login_throttle.window_started_at', '<=', windowStart)
						.then(1)
						.else(eb('login_throttle.failures', '+', 1))
						.end(),
					window_started_at: eb
						.case()
						.when('login_throttle.window_started_at', '<=', windowStart)
						.then(new Date(at).toISOString())
						.else(eb.ref('login_throttle.window_started_at'))
						.end(),
				})),
			)
			.returning(['failures', 'window_started_at'])
			.executeTakeFirstOrThrow()
		if (Number(row.failures) > limit) {
			const windowEnds = Date.parse(row.window_started_at) + windowMs
			wait = Math.max(wait, Math.ceil((windowEnds - at) / 1000), 1)
		}
	}
	return wait
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
	await db.deleteFrom('login_throttle').where('key', 'in', keys).execute()
}

/** Sign-in: this many attempts are free; after them each further one waits twice as long as the last. */
export const FREE_SIGN_IN_ATTEMPTS = MAX_FAILURES
export const FIRST_DELAY_MS = 60 * 1000
export const MAX_DELAY_MS = 60 * 60 * 1000
/** A series of attempts is forgotten a day after its last one. */
const SERIES_MS = 24 * 60 * 60 * 1000

/** How long after the last counted attempt the next one may come, once `attempts` have been made. */
export function signInDelayMs(attempts: number): number {
	if (attempts < FREE_SIGN_IN_ATTEMPTS) return 0
	return Math.min(FIRST_DELAY_MS * 2 ** (attempts - FREE_SIGN_IN_ATTEMPTS), MAX_DELAY_MS)
}

/**
 * Counts a sign-in attempt against each key (client address, e-mail) *before* its password is checked,
 * with growing delays: 5 free attempts, then 1, 2, 4 ... minutes (at most an hour) between attempts. An
 * attempt that comes too early is refused without being counted, so hammering does not lengthen the
 * wait. Compare-and-set updates keep parallel guesses from slipping past. Answers the seconds to wait
 * (0: go ahead). A successful sign-in clears the keys (clearFailures).
 */
export async function recordSignInAttempt(db: Db, keys: string[], at = Date.now()): Promise<number> {
	let wait = 0
	for (const key of keys) {
		for (let tries = 0; tries < 20; tries++) {
			const row = await db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst()
			const last = row ? Date.parse(row.window_started_at) : 0
			const attempts = row && at - last < SERIES_MS ? Number(row.failures) : 0
			const remaining = last + signInDelayMs(attempts) - at
			if (row && attempts > 0 && remaining > 0) {
				wait = Math.max(wait, Math.ceil(remaining / 1000))
				break
			}
			const stamp = new Date(at).toISOString()
			const changed = row
				? await db
						.updateTable('login_throttle')
						.set({ failures: attempts + 1, window_started_at: stamp })
						.where('key', '=', key)
						.where('failures', '=', row.failures)
						.where('window_started_at', '=', row.window_started_at)
						.executeTakeFirst()
						.then((result) => Number(result.numUpdatedRows))
				: await db
						.insertInto('login_throttle')
						.values({ key, failures: 1, window_started_at: stamp })
						.onConflict((conflict) => conflict.column('key').doNothing())
						.executeTakeFirst()
						.then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n))
			if (changed === 1) break
			// Another request counted an attempt in between: read again and decide again.
		}
	}
	return wait
}
