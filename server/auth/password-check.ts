import type { Db } from '#server/db/database.ts'
import { verifyPassword } from '#server/auth/passwords.ts'
import { clearSignInAttempts, recordSignInAttempt } from '#server/auth/sign-in-delays.ts'

export const WRONG_PASSWORD = 'The password is not right'

export type PasswordCheck =
	| { ok: true }
	| { ok: false; status: 400; error: string }
	| { ok: false; status: 429; error: string; retryAfterSeconds: number }

/**
 * The account's password asked again before a sensitive change (ADR 0029: removing a factor), so that a
 * session left open cannot weaken the account. Wrong guesses count in the sign-in throttle like wrong
 * passwords at sign-in (same keys): a stolen session gains no faster way to find the password.
 */
export async function confirmPassword(
	db: Db,
	adminId: number,
	password: string,
	clientAddress: string,
): Promise<PasswordCheck> {
	const admin = await db
		.selectFrom('admin_users')
		.select(['email', 'password_hash'])
		.where('id', '=', adminId)
		.executeTakeFirstOrThrow()
	const keys = [`ip:${clientAddress}`, `email:${admin.email.toLowerCase()}`]
	const wait = await recordSignInAttempt(db, keys)
	if (wait > 0) {
		const error = `Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minutes.`
		return { ok: false, status: 429, error, retryAfterSeconds: wait }
	}
	if (!(await verifyPassword(password, admin.password_hash))) return { ok: false, status: 400, error: WRONG_PASSWORD }
	await clearSignInAttempts(db, keys)
	return { ok: true }
}
