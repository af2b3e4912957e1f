import { serialize } from 'cookie'
import { z } from 'zod'

import { authenticate } from '#server/auth/admin-account.ts'
import { recordAudit } from '#server/auth/audit.ts'
import { openSession } from '#server/auth/open-session.ts'
import { SECOND_STEP_NEEDED, type SecondStep, startSecondStep } from '#server/auth/second-step.ts'
import { deleteSession, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionIdOfToken } from '#server/auth/sessions.ts'
import {
	clearSignInAttempts,
	recordSignInAttempt,
	signInThrottleKeys,
	throttledSignIn,
} from '#server/auth/sign-in-delays.ts'
import { noNul } from '#server/content/fields.ts'
import type { Db } from '#server/db/database.ts'
import { log } from '#server/logging.ts'
import type { Services } from '#server/services.ts'

export const INVALID_CREDENTIALS = 'Invalid email or password'

export const SignInInput = z.object({
	email: z.string({ error: 'Email is required' }).max(254, INVALID_CREDENTIALS).refine(noNul, INVALID_CREDENTIALS),
	password: z.string({ error: 'Password is required' }).max(1024, INVALID_CREDENTIALS),
})

/** Where a sign-in comes from: the Sessions screen and the audit log show it, the throttle counts by address. */
export type SignInOrigin = { clientAddress: string; userAgent?: string | undefined; requestId?: string | undefined }

export type SignInResult =
	| { ok: true; token: string }
	/** `secondStep`: the password was right, and the account's second factor must follow (second-step.ts). */
	| { ok: false; status: 401; error: string; secondStep?: SecondStep }
	| { ok: false; status: 429; error: string; retryAfterSeconds: number }

/**
 * The one sign-in procedure, for the JSON API and the sign-in page alike: throttle (counted before the
 * password is checked, so parallel guesses cannot outrun the limit), verify, then open a session, or,
 * when the account has a second factor, the second step (the throttle's count stands until it is done).
 */
export async function signIn(
	services: Pick<Services, 'db' | 'contactMailer'>,
	input: SignInOrigin & { email: string; password: string },
): Promise<SignInResult> {
	const { db } = services
	const throttleKeys = signInThrottleKeys(input.clientAddress, input.email)
	const wait = await recordSignInAttempt(db, throttleKeys)
	if (wait > 0) {
		log('warn', 'sign-in throttled', { id: input.requestId })
		return throttledSignIn(wait)
	}
	const account = await authenticate(db, input.email, input.password)
	if (!account) {
		log('warn', 'sign-in failed', { id: input.requestId })
		await recordAudit(db, { action: 'sign-in-failed', ip: input.clientAddress, detail: { step: 'password' } })
		return { ok: false, status: 401, error: INVALID_CREDENTIALS }
	}
	const secondStep = await startSecondStep(db, account.id)
	if (secondStep) {
		log('info', 'sign-in needs a second step', { id: input.requestId, admin: account.id })
		return { ok: false, status: 401, error: SECOND_STEP_NEEDED, secondStep }
	}
	await clearSignInAttempts(db, throttleKeys)
	const { token } = await openSession(services, account.id, {
		ip: input.clientAddress,
		userAgent: input.userAgent,
		requestId: input.requestId,
		method: 'password',
	})
	return { ok: true, token }
}

/** Ends the session the request came with, and records it in the audit log (only if it was still open). */
export async function signOut(db: Db, token: string | undefined, origin: { ip?: string } = {}): Promise<void> {
	if (!token) return
	const userId = await deleteSession(db, token)
	if (userId !== undefined) {
		await recordAudit(db, { action: 'sign-out', userId, session: sessionIdOfToken(token), ip: origin.ip })
	}
}

/** The session cookie: HttpOnly (no script can read it), SameSite=Lax, 24 h, Secure over HTTPS. */
export function sessionCookie(token: string, secure: boolean): string {
	return serialize(SESSION_COOKIE, token, {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		maxAge: SESSION_MAX_AGE_SECONDS,
		secure,
	})
}

export function expiredSessionCookie(secure: boolean): string {
	return serialize(SESSION_COOKIE, '', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		maxAge: 0,
		expires: new Date(0),
		secure,
	})
}
