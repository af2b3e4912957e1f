import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/database'

export const SESSION_COOKIE = 'sigma_auth_token'
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60

/** Only the SHA-256 of a token is stored, so a leaked database holds no usable session. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(db: Db, adminId: number): Promise<{ token: string; expiresAt: Date }> {
	const token = randomBytes(32).toString('base64url')
	const createdAt = new Date()
	const expiresAt = new Date(createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000)
	await db
		.insertInto('sessions')
		.values({
			token_hash: hashToken(token),
			admin_id: adminId,
			created_at: createdAt.toISOString(),
			expires_at: expiresAt.toISOString(),
			last_seen_at: createdAt.toISOString(),
		})
		.execute()
	// Expired sessions are swept here rather than by a timer, which every instance would run.
	await db.deleteFrom('sessions').where('expires_at', '<=', createdAt.toISOString()).execute()
	return { token, expiresAt }
}

export type SessionAdmin = { id: number; email: string }

export async function findSession(db: Db, token: string | undefined): Promise<SessionAdmin | undefined> {
	if (!token || token.length > 200) return undefined
	const row = await db
		.selectFrom('sessions')
		.innerJoin('admin_users', 'admin_users.id', 'sessions.admin_id')
		.select(['admin_users.id', 'admin_users.email'])
		.where('sessions.token_hash', '=', hashToken(token))
		.where('sessions.expires_at', '>', new Date().toISOString())
		.executeTakeFirst()
	return row
}

export async function deleteSession(db: Db, token: string): Promise<void> {
	await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute()
}

export async function deleteAllSessions(db: Db, adminId: number): Promise<void> {
	await db.deleteFrom('sessions').where('admin_id', '=', adminId).execute()
}
