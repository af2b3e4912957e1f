import { createHash, randomBytes } from 'node:crypto'

import type { Db } from '#server/db/database.ts'

/**
 * Steps in progress, kept in the database so that any instance can finish what another began (docs/design.md
 * §10): a sign-in waiting for its second factor, a WebAuthn challenge, an authenticator app being enrolled.
 * The client holds a random token; only its hash is stored. A challenge is used once.
 */

export type ChallengeKind = 'second-step' | 'passkey-sign-in' | 'passkey-registration' | 'totp-enrolment'

/** Wrong codes one challenge may take before it is void (the sign-in throttle counts them too). */
export const MAX_CHALLENGE_ATTEMPTS = 5

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type Challenge<Data> = { adminId: number | null; data: Data; attempts: number; expiresAt: string }

export async function createChallenge(
	db: Db,
	kind: ChallengeKind,
	{ adminId = null, data, ttlSeconds }: { adminId?: number | null; data: object; ttlSeconds: number },
	at = Date.now(),
): Promise<{ token: string; expiresAt: string }> {
	const token = randomBytes(32).toString('base64url')
	const expiresAt = new Date(at + ttlSeconds * 1000).toISOString()
	await db
		.insertInto('auth_challenges')
		.values({
			token_hash: hashToken(token),
			kind,
			admin_id: adminId,
			data: JSON.stringify(data),
			expires_at: expiresAt,
		})
		.execute()
	// Swept here, as sessions are: no timer that every instance would run.
	await db.deleteFrom('auth_challenges').where('expires_at', '<=', new Date(at).toISOString()).execute()
	return { token, expiresAt }
}

/** The challenge `token` names, if it is of `kind`, unexpired and not used up. */
export async function findChallenge<Data>(
	db: Db,
	kind: ChallengeKind,
	token: unknown,
	at = Date.now(),
): Promise<Challenge<Data> | undefined> {
	if (typeof token !== 'string' || token.length === 0 || token.length > 200) return undefined
	const row = await db
		.selectFrom('auth_challenges')
		.selectAll()
		.where('token_hash', '=', hashToken(token))
		.where('kind', '=', kind)
		.where('expires_at', '>', new Date(at).toISOString())
		.where('attempts', '<', MAX_CHALLENGE_ATTEMPTS)
		.executeTakeFirst()
	if (!row) return undefined
	return {
		adminId: row.admin_id,
		data: JSON.parse(row.data) as Data,
		attempts: row.attempts,
		expiresAt: row.expires_at,
	}
}

/** Counts a wrong answer; after MAX_CHALLENGE_ATTEMPTS the challenge no longer exists for `findChallenge`. */
export async function countChallengeAttempt(db: Db, token: string): Promise<void> {
	await db
		.updateTable('auth_challenges')
		.set((eb) => ({ attempts: eb('attempts', '+', 1) }))
		.where('token_hash', '=', hashToken(token))
		.execute()
}

/**
 * Uses the challenge up. True only for the one caller that removed it, so two requests racing with the
 * same token cannot both succeed.
 */
export async function consumeChallenge(db: Db, token: string): Promise<boolean> {
	const result = await db.deleteFrom('auth_challenges').where('token_hash', '=', hashToken(token)).executeTakeFirst()
	return Number(result.numDeletedRows) === 1
}
