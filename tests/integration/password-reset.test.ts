// A forgotten password (docs/decisions/0054-password-resets.md), against a real SMTP server started here:
// the same answer for every address, the e-mailed link working once within 30 minutes, a weak password
// leaving it unused, every session ending, the throttles, an administrator's link, and nothing of it in
// the log or the audit log that names an address without an account.
import type { AppLoadContext } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
	ASK_AN_ADMINISTRATOR,
	passwordResetRequestsSettled,
	requestPasswordReset,
	RESET_LINK_ON_ITS_WAY,
} from '#server/auth/password-reset-requests.ts'
import { createPasswordReset, DEAD_LINK_MESSAGES, PASSWORD_CHANGED } from '#server/auth/password-resets.ts'
import { resetSecondFactors } from '#server/auth/second-factors.ts'
import { setLogLevel } from '#server/logging.ts'
import { forgotScreen, resetScreen } from '#app/lib/password-reset.server.ts'
import { cheapPasswordHash } from '#tests/helpers/admin-password.ts'
import { type CapturedLogs, captureLogs } from '#tests/helpers/logs.ts'
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { enrolTotp } from '#tests/helpers/two-factor.ts'

const SITE = 'https://sigma.example'

/** What a page's loader is given, and what it answers (`data()`). */
const contextOf = (of: TestApp) =>
	({ services: of.services, clientAddress: '127.0.0.1', requestId: 'test', cspNonce: '' }) as AppLoadContext
type DataAnswer = { data: unknown; init: ResponseInit | null }
const NEW_PASSWORD = 'a brand new long password'
const UNKNOWN = 'nobody.here@example.com'

let smtp: TestSmtpServer
let app: TestApp
let logs: CapturedLogs
beforeAll(async () => {
	smtp = await startSmtpServer()
	app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: SITE, LOG_REQUESTS: '1' })
})
afterAll(async () => {
	await app?.close()
	await smtp?.close()
})
beforeEach(async () => {
	logs = captureLogs()
	smtp.received.length = 0
	const { db } = app.services
	await db.deleteFrom('rate_limits').execute()
	await db.deleteFrom('password_resets').execute()
	await db.deleteFrom('audit_log').execute()
})
afterEach(async () => {
	logs.restore()
	setLogLevel('silent')
	await restoreAdminPassword()
})

const ask = (email: string) => app.api('POST', '/admin/password-reset', { body: { email } })
const reset = (token: string, password: unknown) =>
	app.api('POST', `/admin/password-reset/${token}`, { body: { password } })
const loginStatus = async (password: string) =>
	(await app.api('POST', '/admin/login', { body: { email: ADMIN_EMAIL, password } })).status
/** A new session of the admin (a reset ends the earlier ones, so none is kept between tests). */
async function signIn(): Promise<string> {
	const response = await app.api('POST', '/admin/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
	expect(response.status, response.text).toBe(200)
	return response.body.token as string
}

/** Once the requests so far have done their work and the mailer has sent what they gave it. */
async function allSent(): Promise<void> {
	await passwordResetRequestsSettled()
	while (app.services.contactMailer.pending > 0) await new Promise((resolve) => setTimeout(resolve, 20))
}
const sessionWorks = async (token: string) => (await app.api('GET', '/contact_submissions', { token })).status === 200

/** The link of an e-mail and its token. */
function linkOf(mail: ReceivedMail): { url: string; token: string } {
	const url = mail.text.match(/^https:\/\/\S+$/m)?.[0]
	expect(url, mail.text).toBeDefined()
	return { url: url!, token: url!.split('/').pop()! }
}

/** Asks for the admin's link and waits for its e-mail. */
async function emailedToken(): Promise<string> {
	const before = smtp.received.length
	expect((await ask(ADMIN_EMAIL)).status).toBe(202)
	await passwordResetRequestsSettled()
	const mails = await smtp.waitFor(before + 1)
	return linkOf(mails[before]!).token
}

/** Puts the admin's password back as the other tests expect it: its cheap hash (tests/helpers/admin-password.ts). */
async function restoreAdminPassword() {
	const passwordHash = await cheapPasswordHash(ADMIN_PASSWORD)
	await app.services.db.updateTable('admin_users').set({ password_hash: passwordHash }).execute()
}

describe('asking for a link', () => {
	it('answers an address with an account and one without alike, and e-mails the account alone', async () => {
		const known = await ask(ADMIN_EMAIL.toUpperCase())
		const unknown = await ask(UNKNOWN)
		expect(known.status).toBe(202)
		expect(unknown.status).toBe(202)
		expect(known.body).toEqual({ message: RESET_LINK_ON_ITS_WAY })
		expect(unknown.body).toEqual(known.body)
		expect(unknown.headers.get('cache-control')).toBe(known.headers.get('cache-control'))

		await allSent()
		const [mail] = smtp.received
		expect(smtp.received).toHaveLength(1)
		expect(mail!.envelopeTo).toEqual([ADMIN_EMAIL])
		expect(mail!.headers.get('subject')).toEqual(['Choose a new password for your Your company admin'])
		expect(mail!.text).toContain('Open this link within 30 minutes')
		const { url, token } = linkOf(mail!)
		expect(url).toBe(`${SITE}/admin/reset-password/${token}`)
		// 256 random bits; only their hash is stored.
		expect(token).toMatch(/^[\w-]{43}$/)
		const rows = await app.services.db.selectFrom('password_resets').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(JSON.stringify(rows)).not.toContain(token)
	})

	it('records both requests, with nothing that names the address without an account', async () => {
		await ask(ADMIN_EMAIL)
		await ask(UNKNOWN)
		await allSent()
		const entries = await app.services.db.selectFrom('audit_log').selectAll().execute()
		expect(entries.map((entry) => [entry.action, entry.user_id, JSON.parse(entry.detail)])).toEqual(
			expect.arrayContaining([
				['password-reset-requested', 1, { emailed: true }],
				['password-reset-requested', null, { known_address: false }],
			]),
		)
		expect(entries).toHaveLength(2)
		expect(JSON.stringify(entries)).not.toContain('nobody')
		// The throttle counts addresses by a hash.
		const counters = await app.services.db.selectFrom('rate_limits').select('key').execute()
		expect(counters.map((row) => row.key.split(':')[0]).sort()).toEqual(['reset-email', 'reset-email', 'reset-ip'])
		expect(JSON.stringify(counters)).not.toMatch(/nobody|admin@/)
		// Nor the log: no address, no token.
		const log = logs.lines.join('\n')
		expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/)
		expect(log).toContain('"path":"/admin/password-reset"')
	})

	it('answers before the mail server has taken the e-mail', async () => {
		const slowSmtp = await startSmtpServer({ delayMs: 1500 })
		const slow = await startTestApp({ SMTP_URL: slowSmtp.url, PUBLIC_URL: SITE })
		try {
			const started = performance.now()
			const answer = await slow.api('POST', '/admin/password-reset', { body: { email: ADMIN_EMAIL } })
			expect(answer.status).toBe(202)
			expect(performance.now() - started).toBeLessThan(1000)
			await slowSmtp.waitFor(1)
		} finally {
			await slow.close()
			await slowSmtp.close()
		}
	})

	it('refuses an address that is not one, saying so', async () => {
		const answer = await ask('not an address')
		expect(answer.status).toBe(400)
		expect(answer.body).toEqual({
			error: 'Enter a valid email address',
			fields: { email: 'Enter a valid email address' },
		})
	})

	it('sends at most 3 links an hour to one address, answering the same', async () => {
		for (let i = 0; i < 4; i++) {
			expect(await ask(ADMIN_EMAIL)).toMatchObject({ status: 202, body: { message: RESET_LINK_ON_ITS_WAY } })
		}
		await allSent()
		expect(smtp.received).toHaveLength(3)
		expect(await app.services.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(3)
	})

	it('forgets the counts of windows that are over', async () => {
		const twoHoursAgo = Date.now() - 2 * 60 * 60_000
		await requestPasswordReset(app.services, { email: 'old@example.com', clientAddress: '198.51.100.7' }, twoHoursAgo)
		expect(await app.services.db.selectFrom('rate_limits').selectAll().execute()).toHaveLength(2)
		await ask(UNKNOWN)
		const keys = await app.services.db.selectFrom('rate_limits').select('key').execute()
		expect(keys.map((row) => row.key)).not.toContain('reset-ip:198.51.100.7')
		expect(keys).toHaveLength(2)
	})

	it('refuses an 11th request an hour from one client address with 429 and Retry-After', async () => {
		for (let i = 0; i < 10; i++) expect((await ask(`someone${i}@example.com`)).status).toBe(202)
		const refused = await ask('someone-else@example.com')
		expect(refused.status).toBe(429)
		expect(refused.body.error).toMatch(/^Too many requests for a new password\. Try again in \d+ minutes\.$/)
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
	})
})

describe('the link', () => {
	it('sets the password once: every session ends, the old password stops, the new one signs in', async () => {
		const session = await signIn()
		expect(await sessionWorks(session)).toBe(true)
		const token = await emailedToken()

		const done = await reset(token, NEW_PASSWORD)
		expect(done.status, done.text).toBe(200)
		expect(done.body).toEqual({ message: PASSWORD_CHANGED })
		expect(await sessionWorks(session)).toBe(false)
		expect(await app.services.db.selectFrom('sessions').selectAll().execute()).toEqual([])
		expect(await loginStatus(ADMIN_PASSWORD)).toBe(401)
		expect(await loginStatus(NEW_PASSWORD)).toBe(200)

		const again = await reset(token, 'yet another long password')
		expect(again).toMatchObject({ status: 404, body: { error: DEAD_LINK_MESSAGES.used } })
		expect(await loginStatus(NEW_PASSWORD)).toBe(200)
		const actions = await app.services.db.selectFrom('audit_log').select('action').execute()
		expect(actions.map((entry) => entry.action)).toContain('password-reset')
		// Nothing of the link in the log: the request line names the path without its token.
		expect(logs.lines.join('\n')).not.toContain(token)
		expect(logs.lines.join('\n')).toContain('"path":"/admin/password-reset/…"')
	})

	it('refuses a weak password without using the link up', async () => {
		const token = await emailedToken()
		const short = await reset(token, 'short')
		expect(short).toMatchObject({
			status: 400,
			body: { fields: { password: 'The password must have at least 12 characters' } },
		})
		const common = await reset(token, 'Password1234')
		expect(common.status).toBe(400)
		expect(common.body.fields.password).toMatch(/most common/)
		expect((await reset(token, undefined)).status).toBe(400)
		expect(await loginStatus(ADMIN_PASSWORD)).toBe(200)
		expect((await reset(token, ADMIN_PASSWORD)).status).toBe(200)
	})

	it('works for 30 minutes, then says it has expired', async () => {
		const { db } = app.services
		const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000
		const fresh = await createPasswordReset(db, 1, { siteUrl: SITE, at: minutesAgo(29) })
		const stale = await createPasswordReset(db, 1, { siteUrl: SITE, at: minutesAgo(31) })
		const staleToken = stale.url.split('/').pop()!
		expect(await reset(staleToken, ADMIN_PASSWORD)).toMatchObject({
			status: 404,
			body: { error: DEAD_LINK_MESSAGES.expired },
		})
		expect((await reset(fresh.url.split('/').pop()!, ADMIN_PASSWORD)).status).toBe(200)
	})

	it('ends every other link of the account once one is used', async () => {
		const first = await emailedToken()
		const second = await emailedToken()
		expect((await reset(second, ADMIN_PASSWORD)).status).toBe(200)
		expect(await reset(first, ADMIN_PASSWORD)).toMatchObject({ status: 404, body: { error: DEAD_LINK_MESSAGES.used } })
	})

	it('answers 404 for a token it never made, and its page says so with the way to ask again', async () => {
		expect(await reset('not-a-token-we-made', ADMIN_PASSWORD)).toMatchObject({
			status: 404,
			body: { error: DEAD_LINK_MESSAGES.unknown },
		})
		// The page's loader (its screen in the browser: tests/e2e/forgot-password.spec.ts).
		const page = (await resetScreen(contextOf(app), 'not-a-token-we-made')) as unknown as DataAnswer
		expect(page.init?.status).toBe(404)
		expect(page.data).toEqual({ ok: false, message: DEAD_LINK_MESSAGES.unknown })
	})

	it('leaves the second factor: signing in with the new password still asks for it', async () => {
		await enrolTotp(app, await signIn())
		try {
			const token = await emailedToken()
			expect((await reset(token, NEW_PASSWORD)).status).toBe(200)
			const signIn = await app.api('POST', '/admin/login', { body: { email: ADMIN_EMAIL, password: NEW_PASSWORD } })
			expect(signIn.status).toBe(401)
			expect(signIn.body.second_step.methods).toContain('totp')
		} finally {
			await resetSecondFactors(app.services.db)
		}
	})
})

describe("an administrator's link for a user", () => {
	it('answers the link and e-mails it to the user', async () => {
		const answer = await app.api('POST', '/users/1/password-reset', { token: await signIn() })
		expect(answer.status, answer.text).toBe(201)
		expect(answer.body).toEqual({
			url: expect.stringMatching(`^${SITE}/admin/reset-password/[\\w-]{43}$`),
			expires_at: expect.any(String),
		})
		expect(Date.parse(answer.body.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000)
		await allSent()
		const [mail] = smtp.received
		expect(mail!.envelopeTo).toEqual([ADMIN_EMAIL])
		expect(mail!.text).toContain('An administrator of the Your company website sent you a link')
		expect(linkOf(mail!).url).toBe(answer.body.url)
		const [entry] = await app.services.db
			.selectFrom('audit_log')
			.selectAll()
			.where('action', '=', 'password-reset-requested')
			.execute()
		expect(entry).toMatchObject({
			action: 'password-reset-requested',
			user_id: 1,
			detail: JSON.stringify({ for_user: 1, emailed: true }),
		})
		expect(entry!.session).toEqual(expect.any(String))
	})

	it('answers 404 for a user that does not exist, and 401 without a session', async () => {
		const token = await signIn()
		expect((await app.api('POST', '/users/999/password-reset', { token })).status).toBe(404)
		expect((await app.api('POST', '/users/1/password-reset')).status).toBe(401)
	})
})

describe('without e-mail', () => {
	it.each([
		['no SMTP_URL', () => ({ PUBLIC_URL: SITE })],
		['no PUBLIC_URL (a request names its own host)', () => ({ SMTP_URL: smtp.url })],
	])('with %s, says to ask an administrator, and makes no link', async (_label, env) => {
		const other = await startTestApp(env())
		try {
			const answer = await other.api('POST', '/admin/password-reset', { body: { email: ADMIN_EMAIL } })
			expect(answer).toMatchObject({ status: 202, body: { message: ASK_AN_ADMINISTRATOR } })
			await passwordResetRequestsSettled()
			expect(await other.services.db.selectFrom('password_resets').selectAll().execute()).toEqual([])
			expect(forgotScreen(contextOf(other))).toEqual({ byEmail: false, askAnAdministrator: ASK_AN_ADMINISTRATOR })
		} finally {
			await other.close()
		}
		expect(smtp.received).toHaveLength(0)
	})

	it('still answers the administrator the link to give the user', async () => {
		const other = await startTestApp()
		try {
			const answer = await other.api('POST', '/users/1/password-reset', { token: await other.adminToken() })
			expect(answer.status).toBe(201)
			expect(answer.body.url).toMatch(new RegExp(`^${other.url}/admin/reset-password/`))
		} finally {
			await other.close()
		}
	})
})
