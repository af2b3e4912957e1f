import { authenticate } from '#server/auth/admin-account.ts'
import { recordAudit } from '#server/auth/audit.ts'
import { createRecoveryCodes, deleteRecoveryCodes, recoveryCodesLeft } from '#server/auth/recovery-codes.ts'
import { clearSignInAttempts, inMinutes, recordSignInAttempt, signInThrottleKeys } from '#server/auth/sign-in-delays.ts'
import type { User } from '#server/auth/user.ts'
import type { Db } from '#server/db/database.ts'
import { log } from '#server/logging.ts'

/**
 * What stands between a password and a session (docs/decisions/0029-account-security.md): the
 * authenticator app, passkeys and recovery codes of the admin; the password asked again before one is
 * weakened; and the command line's way back when every factor is lost.
 */

/** A refusal with its own HTTP status: the API answers it as it is, a screen shows its message. */
export class AccountSecurityError extends Error {
	constructor(
		readonly status: 403 | 409 | 429,
		message: string,
		readonly fields: Record<string, string> = {},
		readonly retryAfterSeconds?: number,
	) {
		super(message)
		this.name = 'AccountSecurityError'
	}
}

/** Who asks for a change: the signed-in admin, through which session, from which address (for the audit log). */
export type Actor = { admin: User; ip: string }

export type SecondFactors = { totp: boolean; passkeys: number; recoveryCodesLeft: number }

/** How a sign-in's second step can be done (POST /admin/login answers them in `second_step.methods`). */
export const SECOND_STEP_METHODS = ['totp', 'recovery_code', 'passkey'] as const
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number]

export async function secondFactorsOf(db: Db, adminId: number): Promise<SecondFactors> {
	const [admin, passkeys, recoveryCodes] = await Promise.all([
		db.selectFrom('admin_users').select('totp_secret').where('id', '=', adminId).executeTakeFirst(),
		db
			.selectFrom('passkeys')
			.select((eb) => eb.fn.countAll<number>().as('count'))
			.where('admin_id', '=', adminId)
			.executeTakeFirstOrThrow(),
		recoveryCodesLeft(db, adminId),
	])
	return { totp: Boolean(admin?.totp_secret), passkeys: Number(passkeys.count), recoveryCodesLeft: recoveryCodes }
}

/** How many second factors the account has: the authenticator app counts once, each passkey once. */
const factorCount = (factors: SecondFactors) => (factors.totp ? 1 : 0) + factors.passkeys

/** A password alone no longer signs in once the account has one of these. */
export const hasSecondFactor = (factors: SecondFactors) => factorCount(factors) > 0

/**
 * After a factor was added (the authenticator app turned on, a passkey kept): when it is the account's
 * only one, the ten recovery codes are made, and returned for the only time they are seen (ADR 0029).
 * Counted after the factor is stored, so two factors added at once cannot both make codes (the second
 * set would void the first one's, shown a moment before); at worst neither does, and the Security screen
 * shows no codes left, with the way to make new ones.
 */
export async function recoveryCodesWithFirstFactor(db: Db, actor: Actor): Promise<string[] | undefined> {
	if (factorCount(await secondFactorsOf(db, actor.admin.id)) !== 1) return undefined
	return makeRecoveryCodes(db, actor)
}

/** Ten new recovery codes (the old ones stop working), recorded in the audit log; the codes themselves never. */
async function makeRecoveryCodes(db: Db, actor: Actor): Promise<string[]> {
	const codes = await createRecoveryCodes(db, actor.admin.id)
	await recordAudit(db, {
		action: 'recovery-codes-created',
		userId: actor.admin.id,
		session: actor.admin.sessionId,
		ip: actor.ip,
	})
	return codes
}

/**
 * After a factor was removed (the authenticator app turned off, a passkey removed): with none left, the
 * recovery codes go too. A password alone signs in again, and they would stand in for nothing; the next
 * first factor makes new ones.
 */
export async function dropRecoveryCodesWithLastFactor(db: Db, adminId: number): Promise<SecondFactors> {
	const factors = await secondFactorsOf(db, adminId)
	if (hasSecondFactor(factors)) return factors
	await deleteRecoveryCodes(db, adminId)
	return { ...factors, recoveryCodesLeft: 0 }
}

export function secondStepMethods(factors: SecondFactors): SecondStepMethod[] {
	return [
		...(factors.totp ? (['totp'] as const) : []),
		...(factors.recoveryCodesLeft > 0 ? (['recovery_code'] as const) : []),
		...(factors.passkeys > 0 ? (['passkey'] as const) : []),
	]
}

export const WRONG_PASSWORD = 'The password is not right'

/**
 * The password again, before a change that weakens the account (ADR 0029), so that a session left open
 * on a shared computer cannot quietly do it. Counted by the sign-in throttle like a sign-in: a stolen
 * session cannot be used to guess the password either.
 */
export async function confirmPassword(db: Db, actor: Actor, password: unknown): Promise<void> {
	const keys = signInThrottleKeys(actor.ip, actor.admin.email)
	const wait = await recordSignInAttempt(db, keys)
	if (wait > 0) {
		throw new AccountSecurityError(429, `Too many wrong passwords. Try again in ${inMinutes(wait)}.`, {}, wait)
	}
	const account =
		typeof password === 'string' && password.length > 0 && password.length <= 1024
			? await authenticate(db, actor.admin.email, password)
			: undefined
	if (account?.id !== actor.admin.id) {
		log('warn', 'password check failed', { admin: actor.admin.id })
		throw new AccountSecurityError(403, WRONG_PASSWORD, { password: WRONG_PASSWORD })
	}
	await clearSignInAttempts(db, keys)
}

/** Ten new recovery codes (the old ones stop working), shown once; needs the password and a second factor. */
export async function renewRecoveryCodes(db: Db, actor: Actor, password: unknown): Promise<string[]> {
	await confirmPassword(db, actor, password)
	if (!hasSecondFactor(await secondFactorsOf(db, actor.admin.id))) {
		throw new AccountSecurityError(
			409,
			'Recovery codes stand in for a passkey or the authenticator app: set one up first',
		)
	}
	return makeRecoveryCodes(db, actor)
}

export type SecondFactorsReset = { totp: number; passkeys: number; recoveryCodes: number; sessions: number }

/**
 * The way back when every factor is lost (`npm run admin -- --reset-2fa`; the machine's owner is
 * trusted): no authenticator app, passkey, recovery code or step in progress is left, and every session
 * ends, so whoever held one must sign in again with the password.
 */
export async function resetSecondFactors(db: Db): Promise<SecondFactorsReset> {
	const removed = await db.transaction().execute(async (trx) => {
		const totp = await trx
			.updateTable('admin_users')
			.set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
			.where('totp_secret', 'is not', null)
			.executeTakeFirst()
		const passkeys = await trx.deleteFrom('passkeys').executeTakeFirst()
		const recoveryCodes = await trx.deleteFrom('recovery_codes').executeTakeFirst()
		await trx.deleteFrom('auth_challenges').execute()
		const sessions = await trx.deleteFrom('sessions').executeTakeFirst()
		return {
			totp: Number(totp.numUpdatedRows),
			passkeys: Number(passkeys.numDeletedRows),
			recoveryCodes: Number(recoveryCodes.numDeletedRows),
			sessions: Number(sessions.numDeletedRows),
		}
	})
	await recordAudit(db, {
		action: 'second-factors-reset',
		detail: { by: 'command line', passkeys: removed.passkeys, authenticator_app: removed.totp > 0 },
	})
	return removed
}
