import type { Db } from '#server/db/database.ts'
import { clearCounters, readCounter, replaceCounter } from '#server/rate-limit/counters.ts'

/**
 * Sign-in throttling: attempts are counted per key (client address, e-mail) in the shared counters
 * (server/rate-limit/counters.ts), so every app instance sees the same counts. This many attempts are
 * free; after them each further one waits twice as long as the last.
 */
export const FREE_SIGN_IN_ATTEMPTS = 5
export const FIRST_DELAY_MS = 60 * 1000
export const MAX_DELAY_MS = 60 * 60 * 1000
/** The key of an e-mail's sign-in attempts (a password reset clears it: server/auth/password-resets.ts). */
export const emailThrottleKey = (email: string) => `email:${email.trim().toLowerCase()}`
/** The keys a sign-in attempt counts against: the client's address and the account's e-mail. */
export const signInThrottleKeys = (clientAddress: string, email: string) => [
	`ip:${clientAddress}`,
	emailThrottleKey(email),
]

/** A series of attempts is forgotten a day after its last one. */
const SERIES_MS = 24 * 60 * 60 * 1000

/** How long after the last counted attempt the next one may come, once `attempts` have been made. */
export function signInDelayMs(attempts: number): number {
	if (attempts < FREE_SIGN_IN_ATTEMPTS) return 0
	return Math.min(FIRST_DELAY_MS * 2 ** (attempts - FREE_SIGN_IN_ATTEMPTS), MAX_DELAY_MS)
}

/**
 * Counts a sign-in attempt against each key *before* its password is checked, with growing delays: 5
 * free attempts, then 1, 2, 4 ... minutes (at most an hour) between attempts. An attempt that comes too
 * early is refused without being counted, so hammering does not lengthen the wait. Compare-and-set
 * updates keep parallel guesses from slipping past. Answers the seconds to wait (0: go ahead). A
 * successful sign-in clears the keys (clearSignInAttempts). A key's counter holds the number of
 * attempts in the series and the time of the last one.
 */
export async function recordSignInAttempt(db: Db, keys: string[], at = Date.now()): Promise<number> {
	let wait = 0
	for (const key of keys) {
		for (let tries = 0; tries < 20; tries++) {
			const counter = await readCounter(db, key)
			const last = counter ? Date.parse(counter.windowStartedAt) : 0
			const attempts = counter && at - last < SERIES_MS ? counter.hits : 0
			const delay = signInDelayMs(attempts)
			// With no delay due, an attempt counted by a parallel request a moment after `at` holds nothing back.
			const remaining = last + delay - at
			if (delay > 0 && remaining > 0) {
				wait = Math.max(wait, Math.ceil(remaining / 1000))
				break
			}
			// The latest attempt's time: an overtaken request does not move the series' last attempt back.
			const next = { hits: attempts + 1, windowStartedAt: new Date(Math.max(at, last)).toISOString() }
			if (await replaceCounter(db, key, counter, next)) break
			// Another request counted an attempt in between: read again and decide again.
		}
	}
	return wait
}

/** A wait in whole minutes, rounded up, for a message: "1 minute", "4 minutes". */
export function inMinutes(waitSeconds: number): string {
	const minutes = Math.max(1, Math.ceil(waitSeconds / 60))
	return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** The answer to an attempt that came too early: 429, and when to try again. */
export const throttledSignIn = (waitSeconds: number) => ({
	ok: false as const,
	status: 429 as const,
	error: `Too many failed sign-in attempts. Try again in ${inMinutes(waitSeconds)}.`,
	retryAfterSeconds: waitSeconds,
})

/** After a successful sign-in: the series of each key starts again. */
export async function clearSignInAttempts(db: Db, keys: string[]): Promise<void> {
	await clearCounters(db, keys)
}
