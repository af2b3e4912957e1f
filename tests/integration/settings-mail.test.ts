/**
 * Who hears of contact messages is a setting (docs/decisions/0043-settings-mail-and-announcement.md), on a
 * real database (SQLite, or PostgreSQL under pg_virtualenv) and a real SMTP server: the recipients' rule,
 * their privacy, contact messages and new-device alerts reading the settings at send time, the
 * CONTACT_NOTIFY_TO fallback, and the Settings screen's test e-mail (`POST /settings/test-email`).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { setLogLevel } from '#server/logging.ts'
import { type CapturedLogs, captureLogs } from '#tests/helpers/logs.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const message = {
	name: 'Zoë Visitor',
	email: 'zoe.visitor@example.com',
	phone: '+44 20 7946 0958',
	subject: 'A dashboard',
	message: 'Hello, we would like a quote.',
}

let smtp: TestSmtpServer
let app: TestApp
let token: string
let captured: CapturedLogs
beforeAll(async () => {
	smtp = await startSmtpServer()
	app = await startTestApp({ SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: 'fallback@sigma.example' })
	token = await app.adminToken()
})
afterAll(async () => {
	await app?.close()
	await smtp?.close()
})
afterEach(() => captured?.restore())

const put = (body: unknown) => app.api('PUT', '/settings', { token, body })
const drained = () => expect.poll(() => app.services.contactMailer.pending, { timeout: 10_000 }).toBe(0)

describe('the contact alerts setting', () => {
	it('starts on, with no recipients of its own', async () => {
		const answer = await app.api('GET', '/settings', { token })
		expect(answer.body.contact_alerts).toEqual({ send: true, to: [] })
	})

	it('is answered to the admin only: the public GET /settings leaves it out', async () => {
		await put({ contact_alerts: { send: true, to: ['sales@sigma.example'] } })
		const anonymous = await app.api('GET', '/settings')
		expect(anonymous.status).toBe(200)
		expect(anonymous.body).not.toHaveProperty('contact_alerts')
		expect(anonymous.text).not.toContain('sales@sigma.example')
		expect((await app.api('GET', '/settings', { token })).body.contact_alerts.to).toEqual(['sales@sigma.example'])
	})

	it.each([
		[
			{ contact_alerts: { send: true, to: ['not an address'] } },
			'contact_alerts.to.0',
			'Recipients: each must be an e-mail address',
		],
		[
			{ contact_alerts: { send: true, to: Array.from({ length: 21 }, (_, i) => `a${i}@sigma.example`) } },
			'contact_alerts.to',
			'Recipients: at most 20',
		],
		[
			{ contact_alerts: { send: 'maybe', to: [] } },
			'contact_alerts.send',
			'E-mail each new contact message must be true or false',
		],
	])('refuses %j, naming the field', async (body, field, text) => {
		const answer = await put(body)
		expect(answer.status).toBe(400)
		expect(answer.body.fields).toMatchObject({ [field]: text })
	})
})

describe('contact messages', () => {
	it("go to the settings' recipients as they are at send time, from the company of the settings", async () => {
		smtp.received.length = 0
		await put({
			name: 'Northwind Data',
			contact_alerts: { send: true, to: ['one@sigma.example', 'two@sigma.example'] },
		})
		expect((await app.api('POST', '/contact', { body: message })).status).toBe(201)
		const [mail] = await smtp.waitFor(1)
		expect(mail!.envelopeTo).toEqual(['one@sigma.example', 'two@sigma.example'])
		expect(mail!.headers.get('from')?.[0]).toMatch(/^"?Northwind Data website"? </)
		expect(mail!.text).toContain('on the Northwind Data website.')
	})

	it("go to CONTACT_NOTIFY_TO while the settings' list is empty, and to nobody when the box is unticked", async () => {
		smtp.received.length = 0
		await put({ contact_alerts: { send: true, to: [] } })
		await app.api('POST', '/contact', { body: message })
		expect((await smtp.waitFor(1))[0]!.envelopeTo).toEqual(['fallback@sigma.example'])

		await put({ contact_alerts: { send: false, to: ['one@sigma.example'] } })
		captured = captureLogs()
		setLogLevel('info')
		await app.api('POST', '/contact', { body: message })
		await drained()
		await expect.poll(() => captured.lines.join('\n')).toContain('contact notification not sent: no recipients')
		// A later message, once they are on again, is the first to arrive.
		await put({ contact_alerts: { send: true, to: ['one@sigma.example'] } })
		await app.api('POST', '/contact', { body: { ...message, subject: 'The later one' } })
		const received = await smtp.waitFor(2)
		expect(received).toHaveLength(2)
		expect(received[1]!.headers.get('subject')).toEqual(['Contact form: The later one'])
	})
})

describe('POST /settings/test-email', () => {
	it('needs a session', async () => {
		const answer = await app.api('POST', '/settings/test-email')
		expect(answer.status).toBe(401)
	})

	it("sends a short message to the settings' recipients and says so", async () => {
		smtp.received.length = 0
		await put({
			name: 'Northwind Data',
			contact_alerts: { send: true, to: ['one@sigma.example', 'two@sigma.example'] },
		})
		const answer = await app.api('POST', '/settings/test-email', { token })
		expect(answer.status, answer.text).toBe(200)
		expect(answer.body).toEqual({ message: 'Test e-mail sent to 2 addresses: one@sigma.example, two@sigma.example.' })
		// Sent while the admin waited: it is there already.
		expect(smtp.received).toHaveLength(1)
		expect(smtp.received[0]!.envelopeTo).toEqual(['one@sigma.example', 'two@sigma.example'])
		expect(smtp.received[0]!.headers.get('subject')).toEqual(['Test e-mail from the Northwind Data website'])
	})

	it('says plainly why not when the mail server refuses it', async () => {
		const refusing = await startSmtpServer({ reject: 'recipient' })
		const other = await startTestApp({ SMTP_URL: refusing.url, CONTACT_NOTIFY_TO: 'fallback@sigma.example' })
		try {
			const answer = await other.api('POST', '/settings/test-email', { token: await other.adminToken() })
			expect(answer.status).toBe(502)
			expect(answer.body.error).toBe(
				'Not sent: the mail server refused it (SMTP 550). Check the recipients and the sender.',
			)
		} finally {
			await other.close()
			await refusing.close()
		}
	})

	it('is limited to a few in ten minutes for the whole site', async () => {
		const limited = await startTestApp({ SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: 'fallback@sigma.example' })
		try {
			const own = await limited.adminToken()
			for (let i = 0; i < 5; i++)
				expect((await limited.api('POST', '/settings/test-email', { token: own })).status).toBe(200)
			const refused = await limited.api('POST', '/settings/test-email', { token: own })
			expect(refused.status).toBe(429)
			expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
			expect(refused.body.error).toMatch(
				/^Not sent: 5 test e-mails were sent in the last minutes\. Try again in \d+ minutes?\.$/,
			)
		} finally {
			await limited.close()
		}
	})
})

describe('without SMTP_URL', () => {
	it('the test e-mail answers 409, saying e-mail is off, and nothing is tried', async () => {
		const off = await startTestApp()
		try {
			const answer = await off.api('POST', '/settings/test-email', { token: await off.adminToken() })
			expect(answer.status).toBe(409)
			expect(answer.body.error).toBe(
				'E-mail is off: the server has no SMTP_URL. Ask whoever runs the server to set it.',
			)
		} finally {
			await off.close()
		}
	})
})
