import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

import { INVALID_CODE } from '#shared/second-step.ts'
import { recordAudit } from '#server/auth/audit.ts'
import { consumeChallenge, countChallengeAttempt, createChallenge, findChallenge } from '#server/auth/challenges.ts'
import {
	AccountSecurityError,
	type Actor,
	confirmPassword,
	dropRecoveryCodesWithLastFactor,
	recoveryCodesWithFirstFactor,
	type SecondFactors,
	secondFactorsOf,
} from '#server/auth/second-factors.ts'
import { ValidationError } from '#server/content/errors.ts'
import { settings } from '#server/content/types/settings.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The authenticator app (RFC 6238; ADR 0029): SHA-1, 6 digits, 30-second steps, a code of the step
 * before or after the current one accepted (clocks drift, people type slowly). A code is accepted once:
 * the step of the last accepted code is stored and no code of it or an earlier step passes again.
 */

const PERIOD_SECONDS = 30
const DIGITS = 6
const WINDOW = 1
/** How long a started set-up waits for its confirming code. */
export const ENROLMENT_SECONDS = 15 * 60

export const timeStepAt = (at: number) => Math.floor(at / 1000 / PERIOD_SECONDS)

/** `issuer` and `label` name the account in the app (the company's name from the settings, the e-mail). */
const totpOf = (secret: string, label = '', issuer = '') =>
	new TOTP({
		issuer,
		label,
		algorithm: 'SHA1',
		digits: DIGITS,
		period: PERIOD_SECONDS,
		secret: Secret.fromBase32(secret),
	})

/** Typed codes may come with spaces ('123 456', as apps show them). */
const normalizeCode = (code: unknown) => (typeof code === 'string' ? code.replace(/\s/g, '') : '')

/** The time step whose code `code` is, if it is one of the steps around `at` (±1); no replay check. */
export function stepOfCode(secret: string, code: unknown, at: number): number | undefined {
	const token = normalizeCode(code)
	if (!/^\d{6}$/.test(token)) return undefined
	const delta = totpOf(secret).validate({ token, timestamp: at, window: WINDOW })
	return delta === null ? undefined : timeStepAt(at) + delta
}

/** Replay protection: only a step later than the last one accepted. */
export const isNewStep = (step: number, lastStep: number | null) => lastStep === null || step > lastStep

/**
 * Checks a code of the admin's authenticator app and spends its step. The step is stored by one
 * conditional update, so two requests racing with the same code cannot both be accepted.
 */
export async function spendTotpCode(db: Db, adminId: number, code: unknown, at = Date.now()): Promise<boolean> {
	const admin = await db
		.selectFrom('admin_users')
		.select(['totp_secret', 'totp_last_step'])
		.where('id', '=', adminId)
		.executeTakeFirst()
	if (!admin?.totp_secret) return false
	const step = stepOfCode(admin.totp_secret, code, at)
	if (step === undefined || !isNewStep(step, admin.totp_last_step)) return false
	const result = await db
		.updateTable('admin_users')
		.set({ totp_last_step: step })
		.where('id', '=', adminId)
		.where('totp_secret', '=', admin.totp_secret)
		.where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
		.executeTakeFirst()
	return Number(result.numUpdatedRows) === 1
}

/** What the set-up screen shows: the secret for typing in, its otpauth:// URI, and that URI as a QR code. */
/** When the authenticator app was set up (ISO UTC), or null when it is off. */
export async function totpEnabledAt(db: Db, adminId: number): Promise<string | null> {
	const row = await db.selectFrom('admin_users').select('totp_enabled_at').where('id', '=', adminId).executeTakeFirst()
	return row?.totp_enabled_at ?? null
}

export type TotpEnrolment = { token: string; secret: string; otpauthUri: string; qrSvg: string; expiresAt: string }

async function enrolmentOf(db: Db, secret: string, email: string) {
	const otpauthUri = totpOf(secret, email, (await settings.get(db)).name).toString()
	// Drawn here, as SVG markup: no request leaves the site, and the strict CSP holds (inline <svg>).
	const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
	return { secret, otpauthUri, qrSvg }
}

const ALREADY_ON = 'The authenticator app is already set up: turn it off first to set up another'
const SETUP_EXPIRED = 'This set-up has expired: start again'

/** Starts setting up the app: a new secret, kept in a challenge until a code confirms the app has it. */
export async function startTotpEnrolment(db: Db, actor: Actor, at = Date.now()): Promise<TotpEnrolment> {
	if ((await secondFactorsOf(db, actor.admin.id)).totp) throw new AccountSecurityError(409, ALREADY_ON)
	const secret = new Secret({ size: 20 }).base32
	const { token, expiresAt } = await createChallenge(
		db,
		'totp-enrolment',
		{ adminId: actor.admin.id, data: { secret }, ttlSeconds: ENROLMENT_SECONDS },
		at,
	)
	return { token, expiresAt, ...(await enrolmentOf(db, secret, actor.admin.email)) }
}

/** A set-up in progress again (the screen after a wrong code), or undefined once it has expired. */
export async function pendingTotpEnrolment(db: Db, actor: Actor, token: unknown): Promise<TotpEnrolment | undefined> {
	const challenge = await findChallenge<{ secret: string }>(db, 'totp-enrolment', token)
	if (!challenge || challenge.adminId !== actor.admin.id || typeof token !== 'string') return undefined
	return { token, expiresAt: challenge.expiresAt, ...(await enrolmentOf(db, challenge.data.secret, actor.admin.email)) }
}

/**
 * Turns the app on once it shows a right code. When it is the account's first second factor, the ten
 * recovery codes are made too, and returned: the only time they are seen.
 */
export async function confirmTotpEnrolment(
	db: Db,
	actor: Actor,
	input: { token: unknown; code: unknown },
	at = Date.now(),
): Promise<{ recoveryCodes?: string[] }> {
	const challenge = await findChallenge<{ secret: string }>(db, 'totp-enrolment', input.token, at)
	if (!challenge || challenge.adminId !== actor.admin.id || typeof input.token !== 'string') {
		throw new ValidationError(SETUP_EXPIRED, { token: SETUP_EXPIRED })
	}
	const step = stepOfCode(challenge.data.secret, input.code, at)
	if (step === undefined) {
		await countChallengeAttempt(db, input.token)
		const message = 'The code is not right: type the 6 digits the app shows now'
		throw new ValidationError(INVALID_CODE, { code: message })
	}
	if (!(await consumeChallenge(db, input.token))) throw new ValidationError(SETUP_EXPIRED, { token: SETUP_EXPIRED })
	const enabled = await db
		.updateTable('admin_users')
		.set({ totp_secret: challenge.data.secret, totp_enabled_at: new Date(at).toISOString(), totp_last_step: step })
		.where('id', '=', actor.admin.id)
		.where('totp_secret', 'is', null)
		.executeTakeFirst()
	if (Number(enabled.numUpdatedRows) !== 1) throw new AccountSecurityError(409, ALREADY_ON)
	await recordAudit(db, {
		action: 'totp-enabled',
		userId: actor.admin.id,
		session: actor.admin.sessionId,
		ip: actor.ip,
	})
	const recoveryCodes = await recoveryCodesWithFirstFactor(db, actor)
	return recoveryCodes ? { recoveryCodes } : {}
}

/** Turns the app off (the password again: ADR 0029); with no passkey left either, the recovery codes go too. */
export async function disableTotp(db: Db, actor: Actor, password: unknown): Promise<SecondFactors> {
	await confirmPassword(db, actor, password)
	const result = await db
		.updateTable('admin_users')
		.set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
		.where('id', '=', actor.admin.id)
		.where('totp_secret', 'is not', null)
		.executeTakeFirst()
	if (Number(result.numUpdatedRows) !== 1) throw new AccountSecurityError(409, 'The authenticator app is not set up')
	await recordAudit(db, {
		action: 'totp-disabled',
		userId: actor.admin.id,
		session: actor.admin.sessionId,
		ip: actor.ip,
	})
	return dropRecoveryCodesWithLastFactor(db, actor.admin.id)
}
