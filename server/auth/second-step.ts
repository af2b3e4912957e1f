import { z } from 'zod'

import { INVALID_CODE } from '#shared/second-step.ts'
import { recordAudit } from '#server/auth/audit.ts'
import { consumeChallenge, countChallengeAttempt, createChallenge, findChallenge } from '#server/auth/challenges.ts'
import { openSession } from '#server/auth/open-session.ts'
import { recoveryCodesLeft, useRecoveryCode as spendRecoveryCode } from '#server/auth/recovery-codes.ts'
import {
	hasSecondFactor,
	secondFactorsOf,
	type SecondStepMethod,
	secondStepMethods,
} from '#server/auth/second-factors.ts'
import type { SignInMethod } from '#server/auth/sessions.ts'
import type { SignInOrigin, SignInResult } from '#server/auth/sign-in.ts'
import {
	clearSignInAttempts,
	recordSignInAttempt,
	signInThrottleKeys,
	throttledSignIn,
} from '#server/auth/sign-in-delays.ts'
import { spendTotpCode } from '#server/auth/totp.ts'
import type { Db } from '#server/db/database.ts'
import { log } from '#server/logging.ts'
import type { Services } from '#server/services.ts'

/**
 * A sign-in's second step (ADR 0029): once the account has a second factor, the right password opens no
 * session but this step, kept in the database (any instance finishes it) for 5 minutes and 5 wrong codes.
 * A code of the authenticator app, a recovery code, or (server/auth/passkeys.ts) a passkey completes it.
 */

export const SECOND_STEP_SECONDS = 5 * 60
export const SECOND_STEP_NEEDED = 'A second step is needed to sign in'
export const START_AGAIN = 'This sign-in has expired or had too many wrong codes: sign in with your password again'

/** What POST /admin/login answers in `second_step`, and what the sign-in page carries to the next form. */
export type SecondStep = { token: string; methods: SecondStepMethod[]; expires_at: string }

/** After the right password: the step that must follow, or undefined when the account has no second factor. */
export async function startSecondStep(db: Db, adminId: number, at = Date.now()): Promise<SecondStep | undefined> {
	const factors = await secondFactorsOf(db, adminId)
	if (!hasSecondFactor(factors)) return undefined
	const methods = secondStepMethods(factors)
	const { token, expiresAt } = await createChallenge(
		db,
		'second-step',
		{ adminId, data: { methods }, ttlSeconds: SECOND_STEP_SECONDS },
		at,
	)
	return { token, methods, expires_at: expiresAt }
}

/** The step `token` names while it can still be done (the sign-in page shows its form again after a wrong code). */
export async function pendingSecondStep(db: Db, token: unknown): Promise<SecondStep | undefined> {
	const challenge = await findChallenge<{ methods: SecondStepMethod[] }>(db, 'second-step', token)
	if (!challenge || typeof token !== 'string') return undefined
	return { token, methods: challenge.data.methods, expires_at: challenge.expiresAt }
}

export const SecondStepInput = z
	.object({
		token: z
			.string({ error: 'The token of the sign-in step is required' })
			.max(200)
			.meta({ description: 'The `second_step.token` that `POST /admin/login` answered' }),
		code: z
			.string()
			.max(20)
			.optional()
			.meta({ description: 'The 6 digits the authenticator app shows (spaces are ignored)' }),
		recovery_code: z
			.string()
			.max(64)
			.optional()
			.meta({ description: 'One of the recovery codes instead (`xxxx-xxxx-xxxx-xxxx`); each works once' }),
	})
	.refine((input) => (input.code === undefined) !== (input.recovery_code === undefined), {
		message: 'Send either code or recovery_code',
		path: ['code'],
	})

const accountEmail = async (db: Db, adminId: number) =>
	(await db.selectFrom('admin_users').select('email').where('id', '=', adminId).executeTakeFirst())?.email

/**
 * Completes the step with a code: throttled like a password (every wrong code counts, per address and per
 * e-mail), a wrong code spends one of the step's 5 tries, and a right one opens the session.
 */
export async function signInWithCode(
	services: Pick<Services, 'db' | 'contactMailer'>,
	input: SignInOrigin & { token: string; code?: string | undefined; recoveryCode?: string | undefined },
	at = Date.now(),
): Promise<SignInResult> {
	const { db } = services
	const challenge = await findChallenge<{ methods: SecondStepMethod[] }>(db, 'second-step', input.token, at)
	const email = challenge?.adminId ? await accountEmail(db, challenge.adminId) : undefined
	if (!challenge?.adminId || email === undefined) return { ok: false, status: 401, error: START_AGAIN }
	const adminId = challenge.adminId
	const wait = await recordSignInAttempt(db, signInThrottleKeys(input.clientAddress, email), at)
	if (wait > 0) {
		log('warn', 'sign-in throttled', { id: input.requestId })
		return throttledSignIn(wait)
	}
	const byRecoveryCode = input.recoveryCode !== undefined
	const right = byRecoveryCode
		? await spendRecoveryCode(db, adminId, input.recoveryCode ?? '', new Date(at))
		: await spendTotpCode(db, adminId, input.code, at)
	if (!right) {
		const step = byRecoveryCode ? 'recovery-code' : 'totp'
		await countChallengeAttempt(db, input.token)
		await recordAudit(db, { action: 'sign-in-failed', ip: input.clientAddress, detail: { step } })
		log('warn', 'sign-in failed', { id: input.requestId, step })
		return { ok: false, status: 401, error: INVALID_CODE }
	}
	const method = byRecoveryCode ? 'password+recovery-code' : 'password+totp'
	const session = await completeSecondStep(services, { token: input.token, adminId, method, origin: input }, at)
	if (!session) return { ok: false, status: 401, error: START_AGAIN }
	if (byRecoveryCode) {
		await recordAudit(db, {
			action: 'recovery-code-used',
			userId: adminId,
			session: session.sessionId,
			ip: input.clientAddress,
			detail: { left: await recoveryCodesLeft(db, adminId) },
		})
	}
	return { ok: true, token: session.token }
}

/**
 * Ends a second step whose factor was checked (a code above; a passkey of `adminId` in
 * server/auth/passkeys.ts): uses the step up (once: racing requests cannot both pass), starts the
 * throttle's series again and opens the session. Undefined when the step is gone or not the admin's.
 */
export async function completeSecondStep(
	services: Pick<Services, 'db' | 'contactMailer'>,
	input: { token: string; adminId: number; method: SignInMethod; origin: SignInOrigin },
	at = Date.now(),
): Promise<{ token: string; sessionId: string } | undefined> {
	const { db } = services
	const challenge = await findChallenge(db, 'second-step', input.token, at)
	if (challenge?.adminId !== input.adminId || !(await consumeChallenge(db, input.token))) return undefined
	const email = await accountEmail(db, input.adminId)
	if (email !== undefined) await clearSignInAttempts(db, signInThrottleKeys(input.origin.clientAddress, email))
	const { clientAddress, userAgent, requestId } = input.origin
	return openSession(services, input.adminId, { ip: clientAddress, userAgent, requestId, method: input.method })
}
