import { createHash } from 'node:crypto'
import { z } from 'zod'

import { type AuditActor, recordAudit } from '#server/auth/audit.ts'
import { createPasswordReset, type PasswordReset } from '#server/auth/password-resets.ts'
import { inMinutes } from '#server/auth/sign-in-delays.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/database.ts'
import { log } from '#server/logging.ts'
import { pruneCounters, recordHit } from '#server/rate-limit/counters.ts'
import type { Services } from '#server/services.ts'

/**
 * Asking for a link to choose a new password (docs/decisions/0054-password-resets.md): on the sign-in
 * screen for oneself (`requestPasswordReset`: the same answer for every address, the same work before it,
 * throttled), or by an administrator for a user (`sendPasswordReset`: the link is answered, and e-mailed
 * when the site sends e-mail).
 */

/** What anyone who asks is told when the site can e-mail the link: whether or not the address has an account. */
export const RESET_LINK_ON_ITS_WAY =
	'If an account uses that address, an e-mail with a link to choose a new password is on its way. The link works once, for 30 minutes.'
/** …and when it cannot (no SMTP_URL or no PUBLIC_URL). */
export const ASK_AN_ADMINISTRATOR =
	'This site cannot e-mail you a link: ask an administrator of the site to send you one from the Team screen.'

/** At most this many links an hour for one address (more are not sent, and the answer is the same)… */
export const RESET_LIMIT_PER_ADDRESS = 3
/** …and this many requests an hour from one client address (more are refused: that says nothing of an account). */
export const RESET_LIMIT_PER_CLIENT = 10
const RESET_WINDOW_MS = 60 * 60 * 1000

export const ResetRequestInput = z.object({
	email: z
		.email('Enter a valid email address')
		.max(254, 'Enter a valid email address')
		.transform((email) => email.toLowerCase())
		.meta({ description: "The account's e-mail address" }),
})

/**
 * Whether the site e-mails links to whoever asks: it needs SMTP_URL, and PUBLIC_URL for the link's address,
 * since a request's own Host header is the client's to choose (a forged one would send the owner a link to
 * another site, with the token in it).
 */
export const resetsByEmail = (config: Pick<Config, 'mail' | 'publicUrl'>) =>
	config.mail !== undefined && config.publicUrl !== undefined

export type ResetRequestAnswer =
	{ ok: true; message: string } | { ok: false; status: 429; error: string; retryAfterSeconds: number }

/** Work started by requests and not finished yet (the answer never waits for it). */
const inFlight = new Set<Promise<void>>()

/** Resolves once the requests made so far have done their work (tests; nothing waits for it otherwise). */
export async function passwordResetRequestsSettled(): Promise<void> {
	await Promise.allSettled([...inFlight])
}

/**
 * A request from the sign-in screen (or `POST /admin/password-reset`). It is counted against the client's
 * address (past the limit: 429) and the e-mail (past the limit: nothing sent), then answered at once;
 * looking the address up, making the link and sending it happen after the answer, so that neither what it
 * says nor how long it takes depends on whether the address has an account.
 */
export async function requestPasswordReset(
	services: Pick<Services, 'db' | 'config' | 'contactMailer'>,
	input: { email: string; clientAddress: string; requestId?: string | undefined },
	at = Date.now(),
): Promise<ResetRequestAnswer> {
	const { db, config } = services
	const window = { windowMs: RESET_WINDOW_MS }
	const wait = await recordHit(
		db,
		[`reset-ip:${input.clientAddress}`],
		{ ...window, limit: RESET_LIMIT_PER_CLIENT },
		at,
	)
	if (wait > 0) {
		log('warn', 'password reset requests throttled', { id: input.requestId })
		return {
			ok: false,
			status: 429,
			error: `Too many requests for a new password. Try again in ${inMinutes(wait)}.`,
			retryAfterSeconds: wait,
		}
	}
	const email = input.email.trim().toLowerCase()
	// Counted by a hash: the counters keep no address anyone typed.
	const addressKey = `reset-email:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`
	const addressWait = await recordHit(db, [addressKey], { ...window, limit: RESET_LIMIT_PER_ADDRESS }, at)
	// Windows over are forgotten here, as links are swept when one is made: no timer on every instance.
	const over = new Date(at - RESET_WINDOW_MS).toISOString()
	for (const prefix of ['reset-ip:', 'reset-email:']) await pruneCounters(db, prefix, over)
	const byEmail = resetsByEmail(config)
	const work = prepareLink(services, { email, send: byEmail && addressWait === 0, ip: input.clientAddress, at })
		.catch((error: unknown) =>
			log('error', 'password reset request failed', {
				id: input.requestId,
				error: error instanceof Error ? error.name : 'error',
			}),
		)
		.finally(() => inFlight.delete(work))
	inFlight.add(work)
	return { ok: true, message: byEmail ? RESET_LINK_ON_ITS_WAY : ASK_AN_ADMINISTRATOR }
}

/**
 * After the answer: the audit entry (the account's; for an address with no account, nothing that names
 * it), and for an account, when the link may go, the link and its e-mail.
 */
async function prepareLink(
	{ db, config, contactMailer }: Pick<Services, 'db' | 'config' | 'contactMailer'>,
	request: { email: string; send: boolean; ip: string; at: number },
): Promise<void> {
	const account = await db
		.selectFrom('admin_users')
		.select(['id', 'email'])
		.where('email', '=', request.email)
		.where('status', '=', 'active')
		.executeTakeFirst()
	await recordAudit(
		db,
		{
			action: 'password-reset-requested',
			userId: account?.id ?? null,
			ip: request.ip,
			detail: account ? { emailed: request.send } : { known_address: false },
		},
		new Date(request.at),
	)
	if (!account || !request.send || !config.publicUrl) return
	const reset = await createPasswordReset(db, account.id, { siteUrl: config.publicUrl, at: request.at })
	contactMailer.passwordReset({ to: account.email, url: reset.url, by: 'self' })
}

/**
 * An administrator's link for a user (the Team screen, `POST /users/{id}/password-reset`): made for the site
 * at PUBLIC_URL, else at the address the administrator's request came to, and e-mailed to the user when
 * the site sends e-mail. NotFoundError when there is no such user.
 */
export async function sendPasswordReset(
	services: Pick<Services, 'db' | 'config' | 'contactMailer'>,
	userId: number,
	{ requestOrigin, actor }: { requestOrigin: string; actor: AuditActor },
): Promise<PasswordReset & { emailed: boolean }> {
	const { db, config, contactMailer } = services
	const reset = await createPasswordReset(db, userId, { siteUrl: config.publicUrl ?? requestOrigin })
	const emailed = config.mail !== undefined
	if (emailed) {
		const account = await emailOf(db, userId)
		if (account) contactMailer.passwordReset({ to: account, url: reset.url, by: 'administrator' })
	}
	await recordAudit(db, { ...actor, action: 'password-reset-requested', detail: { for_user: userId, emailed } })
	return { ...reset, emailed }
}

const emailOf = async (db: Db, userId: number) =>
	(await db.selectFrom('admin_users').select('email').where('id', '=', userId).executeTakeFirst())?.email
