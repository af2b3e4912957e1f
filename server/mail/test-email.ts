import type { SendMailOptions } from 'nodemailer'

import type { Db } from '#server/db/database.ts'
import { headerText, websiteMail } from '#server/mail/mail-text.ts'
import { recordHit } from '#server/rate-limit/counters.ts'
import type { Services } from '#server/services.ts'

/**
 * The Settings screen's 'Send a test e-mail' (docs/decisions/0043-settings-mail-and-announcement.md): a
 * short message to the contact alerts' recipients through the configured SMTP server, sent while the admin
 * waits, and an answer in plain words: sent to whom, or why not. The API's `POST /settings/test-email` and
 * the screen's action both call `sendTestEmail`.
 */

/** Sent; or not, and why: `unavailable` (no SMTP_URL, no recipients), `limited` (too many), `failed` (the server said no). */
export type TestEmailOutcome =
	| { ok: true; message: string; to: string[] }
	| { ok: false; why: 'unavailable' | 'limited' | 'failed'; message: string; retryAfterSeconds?: number }

const listed = (to: readonly string[]) => `${to.length === 1 ? '' : `${to.length} addresses: `}${to.join(', ')}`
export const sentTo = (to: string[]): TestEmailOutcome => ({
	ok: true,
	message: `Test e-mail sent to ${listed(to)}.`,
	to,
})

/** At most this many test e-mails in a window, for the whole site (every instance counts together). */
export const TEST_EMAIL_LIMIT = 5
const TEST_EMAIL_WINDOW_MS = 10 * 60_000

export const NO_SMTP = 'E-mail is off: the server has no SMTP_URL. Ask whoever runs the server to set it.'

export function testEmailMessage(options: {
	to: string[]
	from: string
	company: string
	publicUrl?: string | undefined
}): SendMailOptions {
	const company = headerText(options.company, 100)
	const text = [
		`This is a test e-mail from the ${company} website${options.publicUrl ? ` (${options.publicUrl})` : ''}.`,
		'',
		'It was sent from the Settings screen, to the addresses that hear of each new contact message.',
		'If you can read it, those e-mails reach you.',
		'',
		'-- ',
		'Sent by your website when an admin asked for a test e-mail.',
		'',
	].join('\n')
	return websiteMail({
		company: options.company,
		from: options.from,
		to: options.to,
		subject: `Test e-mail from the ${company} website`,
		text,
	})
}

/**
 * Why a test e-mail was not sent, in words the admin can act on. Only the error's code and the SMTP
 * reply code are read: its message may name an address or the server's login.
 */
export function whyNotSent(error: unknown): string {
	if (error === 'no-recipients')
		return "Not sent: there are no recipients. Add addresses under Recipients (or set the server's CONTACT_NOTIFY_TO)."
	const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
	if (code === 'EAUTH') return 'Not sent: the mail server refused the login in SMTP_URL.'
	if (typeof responseCode === 'number' && responseCode >= 500)
		return `Not sent: the mail server refused it (SMTP ${responseCode}). Check the recipients and the sender.`
	if (typeof responseCode === 'number')
		return `Not sent: the mail server answered SMTP ${responseCode}. Try again later.`
	if (
		code === 'ECONNECTION' ||
		code === 'ETIMEDOUT' ||
		code === 'ESOCKET' ||
		code === 'EDNS' ||
		code === 'ECONNREFUSED'
	)
		return 'Not sent: the mail server in SMTP_URL could not be reached.'
	return 'Not sent: the mail server could not take it.'
}

/** Whether another test e-mail may go now; counts this one. */
async function withinLimit(db: Db): Promise<number> {
	return recordHit(db, ['test-email'], { limit: TEST_EMAIL_LIMIT, windowMs: TEST_EMAIL_WINDOW_MS })
}

/** Sends the test e-mail (or says why not): without SMTP_URL nothing is tried, past the limit nothing is sent. */
export async function sendTestEmail(
	services: Pick<Services, 'config' | 'db' | 'contactMailer'>,
): Promise<TestEmailOutcome> {
	if (!services.config.mail) return { ok: false, why: 'unavailable', message: NO_SMTP }
	const wait = await withinLimit(services.db)
	if (wait > 0) {
		const minutes = Math.max(1, Math.ceil(wait / 60))
		return {
			ok: false,
			why: 'limited',
			retryAfterSeconds: wait,
			message: `Not sent: ${TEST_EMAIL_LIMIT} test e-mails were sent in the last minutes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
		}
	}
	return services.contactMailer.sendTest()
}
