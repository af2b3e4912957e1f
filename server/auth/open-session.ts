import { recordAudit } from '#server/auth/audit.ts'
import { createSession, type SessionOrigin } from '#server/auth/sessions.ts'
import { log } from '#server/logging.ts'
import type { Services } from '#server/services.ts'

/**
 * Every way of signing in ends here (password alone, password and a code, a passkey): the session, the
 * audit entry, and the new-device alert. Returns the session's token for the cookie or the JSON answer.
 */
export async function openSession(
	services: Pick<Services, 'db'>,
	adminId: number,
	origin: SessionOrigin & { requestId?: string },
): Promise<{ token: string; sessionId: string }> {
	const { token, sessionId } = await createSession(services.db, adminId, origin)
	await recordAudit(services.db, {
		action: 'sign-in',
		session: sessionId,
		ip: origin.ip,
		detail: { method: origin.method ?? 'password' },
	})
	log('info', 'sign-in succeeded', { id: origin.requestId, admin: adminId, method: origin.method ?? 'password' })
	return { token, sessionId }
}
