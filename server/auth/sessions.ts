import { createHash, randomBytes } from 'node:crypto'

import { roleOf, typesOf, type User } from '#server/auth/user.ts'
import type { Db } from '#server/db/database.ts'

export const SESSION_COOKIE = 'sigma_auth_token'
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60
/** A session unused this long ends, whatever its absolute expiry (OWASP ASVS 7.3.1). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60
/** `last_seen_at` is written at most this often, so that reading pages does not mean writing the database. */
const TOUCH_INTERVAL_MS = 60 * 1000

/** Only the SHA-256 of a token is stored, so a leaked database holds no usable session. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** What the Sessions screen shows about where a session was opened, and how. */
export type SessionOrigin = { userAgent?: string; ip?: string; method?: SignInMethod }
export type SignInMethod = 'password' | 'password+totp' | 'password+recovery-code' | 'passkey'

/**
 * A session's public id (Sessions screen, audit log): the start of its token's hash. It names the session
 * without being able to act as it: the token cannot be found from its hash.
 */
export const sessionIdOf = (tokenHash: string) => tokenHash.slice(0, 16)
export const sessionIdOfToken = (token: string) => sessionIdOf(hashToken(token))

export async function createSession(
	db: Db,
	adminId: number,
	origin: SessionOrigin = {},
): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
	const token = randomBytes(32).toString('base64url')
	const createdAt = new Date()
	const expiresAt = new Date(createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000)
	const tokenHash = hashToken(token)
	await db
		.insertInto('sessions')
		.values({
			token_hash: tokenHash,
			admin_id: adminId,
			created_at: createdAt.toISOString(),
			expires_at: expiresAt.toISOString(),
			last_seen_at: createdAt.toISOString(),
			user_agent: (origin.userAgent ?? '').slice(0, 400),
			ip: (origin.ip ?? '').slice(0, 100),
			method: origin.method ?? 'password',
		})
		.execute()
	await db.updateTable('admin_users').set({ last_seen_at: createdAt.toISOString() }).where('id', '=', adminId).execute()
	// Expired sessions are swept here rather than by a timer, which every instance would run.
	await db.deleteFrom('sessions').where('expires_at', '<=', createdAt.toISOString()).execute()
	return { token, expiresAt, sessionId: sessionIdOf(tokenHash) }
}

export async function findSession(db: Db, token: string | undefined, at = Date.now()): Promise<User | undefined> {
	if (!token || token.length > 200) return undefined
	const tokenHash = hashToken(token)
	const row = await db
		.selectFrom('sessions')
		.innerJoin('admin_users', 'admin_users.id', 'sessions.admin_id')
		.select([
			'admin_users.id',
			'admin_users.email',
			'admin_users.name',
			'admin_users.role',
			'admin_users.types',
			'sessions.last_seen_at',
		])
		.where('sessions.token_hash', '=', tokenHash)
		// A removed user's sessions are deleted with them; this also covers a session opened meanwhile.
		.where('admin_users.status', '=', 'active')
		.where('sessions.expires_at', '>', new Date(at).toISOString())
		.where('sessions.last_seen_at', '>', new Date(at - SESSION_IDLE_SECONDS * 1000).toISOString())
		.executeTakeFirst()
	if (!row) return undefined
	if (at - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
		const seen = new Date(at).toISOString()
		await db.updateTable('sessions').set({ last_seen_at: seen }).where('token_hash', '=', tokenHash).execute()
		// The Team screen's "last seen" (docs/design.md §15), written as rarely as the session's.
		await db.updateTable('admin_users').set({ last_seen_at: seen }).where('id', '=', row.id).execute()
	}
	return {
		id: row.id,
		email: row.email,
		name: row.name,
		role: roleOf(row.role),
		types: typesOf(row.types),
		sessionId: sessionIdOf(tokenHash),
	}
}

/** Ends the session of this token: its user's id, undefined when there was none (already ended or swept). */
export async function deleteSession(db: Db, token: string): Promise<number | undefined> {
	const ended = await db
		.deleteFrom('sessions')
		.where('token_hash', '=', hashToken(token))
		.returning('admin_id')
		.executeTakeFirst()
	return ended?.admin_id
}

export async function deleteAllSessions(db: Db, adminId: number): Promise<void> {
	await db.deleteFrom('sessions').where('admin_id', '=', adminId).execute()
}
