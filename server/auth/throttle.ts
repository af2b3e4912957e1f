import type { Db } from '../db/database'

/**
 * Failed sign-ins are counted per client address and per e-mail in the database, so every app
 * instance sees the same counts. Past the limit within the window, sign-in answers 429 until the
 * window ends.
 */
export const MAX_FAILURES = 5
export const WINDOW_MS = 15 * 60 * 1000

export async function secondsUntilAllowed(db: Db, keys: string[], at = Date.now()): Promise<number> {
	const rows = await db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute()
	let wait = 0
	for (const row of rows) {
		const windowEnds = Date.parse(row.window_started_at) + WINDOW_MS
		if (row.failures >= MAX_FAILURES && windowEnds > at) wait = Math.max(wait, Math.ceil((windowEnds - at) / 1000))
	}
	return wait
}

export async function recordFailure(db: Db, keys: string[], at = Date.now()): Promise<void> {
	const windowStart = new Date(at - WINDOW_MS).toISOString()
	for (const key of keys) {
		await db
			.insertInto('login_throttle')
			.values({ key, failures: 1, window_started_at: new Date(at).toISOString() })
			.onConflict((conflict) =>
				conflict.column('key').doUpdateSet((eb) => ({
					// A window that has run out starts again at this failure.
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
			.execute()
	}
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
	await db.deleteFrom('login_throttle').where('key', 'in', keys).execute()
}
