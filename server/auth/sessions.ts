import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#server/db/database.ts'

export const SESSION_COOKIE = 'sigma_auth_token'
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60
/** A session unused this long ends, whatever its absolute expiry (OWASP ASVS 7.3.1). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60
/** `last_seen_at` is written at most this often, so that reading pages does not mean writing the database. */
const TOUCH_INTERVAL_MS = 60 * 1000

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

export async function findSession(
	db: Db,
	token: string | undefined,
	at = Date.now(),
): Promise<SessionAdmin | undefined> {
	if (!token || token.length > 200) return undefined
	const tokenHash = hashToken(token)
	const row = await db
		.selectFrom('sessions')
		.innerJoin('admin_users', 'admin_users.id', 'sessions.admin_id')
		.select(['admin_users.id', 'admin_users.email', 'sessions.last_seen_at'])
		.where('sessions.token_hash', '=', tokenHash)
		.where('sessions.expires_at', '>', new Date(at).toISOString())
		.where('sessions.last_seen_at', '>', new Date(at - SESSION_IDLE_SECONDS * 1000).toISOString())
		.executeTakeFirst()
	if (!row) return undefined
	if (at - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
		await db
			.updateTable('sessions')
			.set({ last_seen_at: new Date(at).toISOString() })
			.where('token_hash', '=', tokenHash)
			.execute()
	}
	return { id: row.id, email: row.email }
}

export async function deleteSession(db: Db, token: string): Promise<void> {
	await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute()
}

export async function deleteAllSessions(db: Db, adminId: number): Promise<void> {
	await db.deleteFrom('sessions').where('admin_id', '=', adminId).execute()
}
