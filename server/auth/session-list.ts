import { z } from 'zod'

import { type AuditActor, recordAudit } from '#server/auth/audit.ts'
import { deviceName } from '#server/auth/devices.ts'
import { SESSION_IDLE_SECONDS, sessionIdOf } from '#server/auth/sessions.ts'
import type { User } from '#server/auth/user.ts'
import { NotFoundError } from '#server/content/errors.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The Sessions screen's data (ADR 0029): the admin's open sessions, each named by its public id (the
 * start of its token's hash: it cannot act as the session), and the two ways to end them. Only the
 * admin's own sessions are listed or ended, and only by public id: a token is never an input here.
 */

/** A session's public id: 16 hex digits (server/auth/sessions.ts `sessionIdOf`). */
export const SessionPublicId = z.string().regex(/^[0-9a-f]{16}$/, 'A session id is 16 hexadecimal digits')

export const SessionView = z.object({
	id: SessionPublicId.meta({ description: 'The public id (the audit log names sessions by it too)' }),
	device: z.string().meta({ description: "Browser and system from the User-Agent ('Chrome 131 on Linux')" }),
	ip: z.string().meta({ description: 'The client address the session was opened from' }),
	method: z.string().meta({ description: 'How it was opened: password, password+totp, passkey…' }),
	created_at: z.iso.datetime(),
	last_seen_at: z.iso.datetime().meta({ description: 'Updated at most once a minute' }),
	current: z.boolean().meta({ description: 'The session this request came with' }),
})
export type SessionView = z.infer<typeof SessionView>

const SESSION_NOT_FOUND = 'The session'

/** The admin's sessions still usable (neither expired nor idle too long), the most recently used first. */
export async function listSessions(db: Db, admin: User, at = Date.now()): Promise<SessionView[]> {
	const rows = await openSessions(db, admin.id, at)
	return rows
		.map((row) => {
			const id = sessionIdOf(row.token_hash)
			return {
				id,
				device: deviceName(row.user_agent),
				ip: row.ip,
				method: row.method || 'password',
				created_at: row.created_at,
				last_seen_at: row.last_seen_at,
				current: id === admin.sessionId,
			}
		})
		.sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at))
}

function openSessions(db: Db, adminId: number, at: number) {
	return db
		.selectFrom('sessions')
		.select(['token_hash', 'user_agent', 'ip', 'method', 'created_at', 'last_seen_at'])
		.where('admin_id', '=', adminId)
		.where('expires_at', '>', new Date(at).toISOString())
		.where('last_seen_at', '>', new Date(at - SESSION_IDLE_SECONDS * 1000).toISOString())
		.execute()
}

/**
 * Ends one of the admin's sessions by its public id: its next request answers 401. NotFoundError for an
 * id that names none of theirs (whatever else it may name). Recorded as 'session-ended', with the ended
 * session's id in `detail` and the acting one as the actor.
 */
export async function endSession(db: Db, admin: User, publicId: string, actor: AuditActor): Promise<void> {
	if (!SessionPublicId.safeParse(publicId).success) throw new NotFoundError(SESSION_NOT_FOUND)
	const target = (await openSessions(db, admin.id, Date.now())).find((row) => sessionIdOf(row.token_hash) === publicId)
	if (!target) throw new NotFoundError(SESSION_NOT_FOUND)
	await endRows(db, admin.id, [target.token_hash], actor)
}

/** 'Sign out everywhere else': ends every session of the admin but the one asking. Returns how many. */
export async function endOtherSessions(db: Db, admin: User, actor: AuditActor): Promise<number> {
	const others = (await openSessions(db, admin.id, Date.now())).filter(
		(row) => sessionIdOf(row.token_hash) !== admin.sessionId,
	)
	return endRows(
		db,
		admin.id,
		others.map((row) => row.token_hash),
		actor,
	)
}

/** Deletes the sessions and records each ending, in one transaction: an entry for every session ended. */
async function endRows(db: Db, adminId: number, tokenHashes: string[], actor: AuditActor): Promise<number> {
	if (tokenHashes.length === 0) return 0
	return db.transaction().execute(async (trx) => {
		let ended = 0
		for (const tokenHash of tokenHashes) {
			const result = await trx
				.deleteFrom('sessions')
				.where('token_hash', '=', tokenHash)
				.where('admin_id', '=', adminId)
				.executeTakeFirst()
			// Ended meanwhile (signed out, or by another instance): nothing to record.
			if (Number(result.numDeletedRows) === 0) continue
			ended++
			await recordAudit(trx, { ...actor, action: 'session-ended', detail: { session: sessionIdOf(tokenHash) } })
		}
		return ended
	})
}
