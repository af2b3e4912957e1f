import type { Db } from '../db/database'

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
