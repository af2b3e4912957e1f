import { recordAudit } from '#server/auth/audit.ts'
import { AccountSecurityError, type Actor, hasSecondFactor, secondFactorsOf } from '#server/auth/second-factors.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The site's rule that every account needs a second factor (docs/design.md §15), an administrator's
 * switch on the Security screen, kept in the database (one row) so that every instance reads the same.
 * While it is on, a session of an account without a passkey or an authenticator app may only set one up
 * and sign out: `User.secondFactorPending` (server/auth/sessions.ts `findSession`), which `can` (server/auth/permissions.ts) reads. It is worked
 * out with each request's session, so the rule holds for sessions opened before it was turned on, and
 * ends for an account the moment it has a factor.
 */

export async function secondFactorRequired(db: Db): Promise<boolean> {
	const row = await db.selectFrom('security_policy').select('require_second_factor').executeTakeFirst()
	return Number(row?.require_second_factor ?? 0) === 1
}

export const OWN_FACTOR_FIRST =
	'Set up your own passkey or authenticator app first: the rule would send you to set one up at once.'

/**
 * Turns the rule on or off, with an audit entry when it changes (and says whether it did). Turning it on needs a factor of one's own
 * (409 otherwise): the one who decides it goes first.
 */
export async function setSecondFactorRequired(db: Db, actor: Actor, required: boolean): Promise<{ changed: boolean }> {
	if (required && !hasSecondFactor(await secondFactorsOf(db, actor.admin.id))) {
		throw new AccountSecurityError(409, OWN_FACTOR_FIRST)
	}
	if ((await secondFactorRequired(db)) === required) return { changed: false }
	const values = { require_second_factor: required ? 1 : 0, updated_at: new Date().toISOString() }
	await db
		.insertInto('security_policy')
		.values({ id: 1, ...values })
		.onConflict((conflict) => conflict.column('id').doUpdateSet(values))
		.execute()
	await recordAudit(db, {
		action: 'security-policy-changed',
		userId: actor.admin.id,
		session: actor.admin.sessionId,
		ip: actor.ip,
		detail: { require_second_factor: required },
	})
	return { changed: true }
}
