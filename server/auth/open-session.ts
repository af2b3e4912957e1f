import { recordAudit } from '#server/auth/audit.ts'
import { deviceName, rememberDevice } from '#server/auth/devices.ts'
import { createSession, type SessionOrigin } from '#server/auth/sessions.ts'
import { log } from '#server/logging.ts'
import type { Services } from '#server/services.ts'

/**
 * Every way of signing in ends here (password alone, password and a code, a passkey): the session, the
 * audit entry, and the new-device alert. Returns the session's token for the cookie or the JSON answer.
 */
export async function openSession(
	services: Pick<Services, 'db' | 'contactMailer'>,
	adminId: number,
	origin: SessionOrigin & { requestId?: string },
): Promise<{ token: string; sessionId: string }> {
	const { token, sessionId } = await createSession(services.db, adminId, origin)
	const method = origin.method ?? 'password'
	await recordAudit(services.db, {
		action: 'sign-in',
		userId: adminId,
		session: sessionId,
		ip: origin.ip,
		detail: { method },
	})
	log('info', 'sign-in succeeded', { id: origin.requestId, admin: adminId, method })
	await alertOnNewDevice(services, adminId, { ...origin, method })
	return { token, sessionId }
}

/**
 * The new-device alert (ADR 0029): the device is remembered whether or not mail is configured (turning
 * SMTP_URL on later must not make every old device 'new'); the admin's first device ever gets no alert.
 * The e-mail goes in the background (the mailer never waits nor throws), and a failure here only logs:
 * the sign-in has succeeded whatever happens to its alert.
 */
async function alertOnNewDevice(
	{ db, contactMailer }: Pick<Services, 'db' | 'contactMailer'>,
	adminId: number,
	origin: SessionOrigin & { requestId?: string; method: string },
): Promise<void> {
	try {
		if ((await rememberDevice(db, adminId, origin.userAgent)) !== 'new') return
		const admin = await db.selectFrom('admin_users').select('email').where('id', '=', adminId).executeTakeFirst()
		if (!admin) return
		log('info', 'sign-in from a new device', { id: origin.requestId, admin: adminId })
		contactMailer.newDevice({
			to: admin.email,
			device: deviceName(origin.userAgent),
			ip: origin.ip ?? '',
			at: new Date().toISOString(),
			method: origin.method,
		})
	} catch (error) {
		log('warn', 'new-device check failed', {
			id: origin.requestId,
			error: error instanceof Error ? error.name : 'error',
		})
	}
}
