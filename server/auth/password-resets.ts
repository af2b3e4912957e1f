import { createHash, randomBytes } from 'node:crypto'

import { RESET_PASSWORD_PATH } from '#shared/password-reset-paths.ts'
import { NewPassword } from '#server/auth/admin-account.ts'
import { recordAudit } from '#server/auth/audit.ts'
import { hashPassword } from '#server/auth/passwords.ts'
import { clearSignInAttempts, emailThrottleKey } from '#server/auth/sign-in-delays.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import type { Db } from '#server/db/database.ts'

/**
 * Links to choose a new password (docs/decisions/0054-password-resets.md): a random token in the link,
 * only its SHA-256 stored; one use, 30 minutes. Asked for on the sign-in screen (server/auth/forgot-password.ts)
 * or made by an administrator for a user (`createPasswordReset`). Using one sets the password and ends every
 * session of the account; its second factors stay as they are.
 */

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000
/** Used and expired links are kept this long, so that their page can say why they no longer work. */
const KEPT_MS = 24 * 60 * 60 * 1000

/** The address of the page a link opens (app/routes/admin/reset-password.tsx): the token is its last segment. */
export const resetPasswordUrl = (siteUrl: string, token: string) =>
	`${siteUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}/${token}`

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type PasswordReset = { url: string; expiresAt: string }

/**
 * A new link for the account `userId` (NotFoundError without one), on the site at `siteUrl` (PUBLIC_URL, or
 * the address the administrator's request came to). Earlier links of the account keep working until they
 * expire or one of them is used.
 */
export async function createPasswordReset(
	db: Db,
	userId: number,
	{ siteUrl, at = Date.now() }: { siteUrl: string; at?: number },
): Promise<PasswordReset> {
	const account = await db
		.selectFrom('admin_users')
		.select('id')
		.where('id', '=', userId)
		.where('status', '=', 'active')
		.executeTakeFirst()
	if (!account) throw new NotFoundError('The user')
	const token = randomBytes(32).toString('base64url')
	const expiresAt = new Date(at + PASSWORD_RESET_TTL_MS).toISOString()
	await db
		.insertInto('password_resets')
		.values({
			token_hash: hashToken(token),
			admin_id: userId,
			created_at: new Date(at).toISOString(),
			expires_at: expiresAt,
			used_at: null,
		})
		.execute()
	// Swept here, as sessions and challenges are: no timer that every instance would run.
	await db
		.deleteFrom('password_resets')
		.where('expires_at', '<=', new Date(at - KEPT_MS).toISOString())
		.execute()
	return { url: resetPasswordUrl(siteUrl, token), expiresAt }
}

/** What the one who used a link is told (the API's answer, the sign-in screen's toast). */
export const PASSWORD_CHANGED = 'Your password is changed: sign in with it.'

/** Why a link no longer works (or never did): each has its own words on the page and in the API's 404. */
export type DeadLink = 'used' | 'expired' | 'unknown'

export const DEAD_LINK_MESSAGES: Record<DeadLink, string> = {
	used: 'This link was already used: each link sets a password once.',
	expired: 'This link has expired: a link works for 30 minutes.',
	unknown: 'This link is not one this site sent, or it was cut short.',
}

export class PasswordResetLinkError extends Error {
	constructor(readonly why: DeadLink) {
		super(DEAD_LINK_MESSAGES[why])
		this.name = 'PasswordResetLinkError'
	}
}

type LinkState = { ok: true; adminId: number; email: string } | { ok: false; why: DeadLink }

/** Whether `token` names a link that still works, and whose account it is. */
export async function passwordResetLink(db: Db, token: unknown, at = Date.now()): Promise<LinkState> {
	if (typeof token !== 'string' || token.length === 0 || token.length > 200) return { ok: false, why: 'unknown' }
	const row = await db
		.selectFrom('password_resets')
		.innerJoin('admin_users', 'admin_users.id', 'password_resets.admin_id')
		.select(['password_resets.admin_id', 'password_resets.expires_at', 'password_resets.used_at', 'admin_users.email'])
		.where('password_resets.token_hash', '=', hashToken(token))
		// A removed user's links stop with them.
		.where('admin_users.status', '=', 'active')
		.executeTakeFirst()
	if (!row) return { ok: false, why: 'unknown' }
	if (row.used_at !== null) return { ok: false, why: 'used' }
	if (row.expires_at <= new Date(at).toISOString()) return { ok: false, why: 'expired' }
	return { ok: true, adminId: row.admin_id, email: row.email }
}

/**
 * Sets the password of the link's account: the link is checked first, then the password (a weak one is
 * refused with the link still unused), and only then used up, in one transaction with the new password,
 * the end of every session of the account, its other links and its sign-ins waiting for a second step.
 * Two requests racing with one link: one sets the password, the other is told the link was used.
 */
export async function resetPasswordWithLink(
	db: Db,
	input: { token: unknown; password: unknown; ip?: string | undefined },
	at = Date.now(),
): Promise<{ adminId: number }> {
	const link = await passwordResetLink(db, input.token, at)
	if (!link.ok) throw new PasswordResetLinkError(link.why)
	const parsed = NewPassword.safeParse(input.password)
	if (!parsed.success) {
		const message = typeof input.password === 'string' ? parsed.error.issues[0]!.message : 'Enter a new password'
		throw new ValidationError(message, { password: message })
	}
	// Hashed before the transaction: scrypt takes a moment, which no lock should wait for.
	const passwordHash = await hashPassword(parsed.data)
	const stamp = new Date(at).toISOString()
	const tokenHash = hashToken(input.token as string)
	const account = await db.transaction().execute(async (trx) => {
		const used = await trx
			.updateTable('password_resets')
			.set({ used_at: stamp })
			.where('token_hash', '=', tokenHash)
			.where('used_at', 'is', null)
			.where('expires_at', '>', stamp)
			.executeTakeFirst()
		if (Number(used.numUpdatedRows) !== 1) return undefined
		const adminId = link.adminId
		await trx
			.updateTable('admin_users')
			.set({ password_hash: passwordHash, updated_at: stamp })
			.where('id', '=', adminId)
			.execute()
		await trx.deleteFrom('sessions').where('admin_id', '=', adminId).execute()
		await trx.deleteFrom('auth_challenges').where('admin_id', '=', adminId).execute()
		await trx
			.updateTable('password_resets')
			.set({ used_at: stamp })
			.where('admin_id', '=', adminId)
			.where('used_at', 'is', null)
			.execute()
		return trx.selectFrom('admin_users').select(['id', 'email']).where('id', '=', adminId).executeTakeFirst()
	})
	if (!account) {
		const now = await passwordResetLink(db, input.token, at)
		throw new PasswordResetLinkError(now.ok ? 'used' : now.why)
	}
	// Whoever holds the mailbox may try their new password at once, whatever the old guesses counted.
	await clearSignInAttempts(db, [emailThrottleKey(account.email)])
	await recordAudit(
		db,
		{ action: 'password-reset', userId: account.id, ip: input.ip, detail: { by: 'link' } },
		new Date(at),
	)
	return { adminId: account.id }
}
