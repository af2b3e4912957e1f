import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import type { AppLoadContext } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { contactSubmissions } from '#server/content/contact-submissions.ts'
import { setLogLevel } from '#server/logging.ts'
import { createContactMailer } from '#server/mail/contact-notifier.ts'
import { handleContactForm } from '#app/lib/contact-action.server.ts'
import { type CapturedLogs, captureLogs } from '#tests/helpers/logs.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

/**
 * The e-mail about each new contact message (SMTP_URL; the recipients here CONTACT_NOTIFY_TO, the settings' fallback), against a real SMTP server
 * started here: what arrives, and that the visitor's answer never waits for it nor fails with it.
 */

const RECIPIENTS = ['sales@sigma.example', 'owner@sigma.example']

const message = {
	name: 'Zoë Visitor',
	email: 'zoe.visitor@example.com',
	phone: '+44 20 7946 0958',
	subject: 'A dashboard for our sales team',
	message: 'Hello,\nwe would like a quote — ünïcödé and 🚀 included.\n.\nA line with only a dot above.',
}

async function startApp(smtp: Pick<TestSmtpServer, 'url'>, env: Record<string, string> = {}) {
	const app = await startTestApp({
		SMTP_URL: smtp.url,
		CONTACT_NOTIFY_TO: RECIPIENTS.join(', '),
		PUBLIC_URL: 'https://sigma.example',
		...env,
	})
	// startTestApp silences the log; these tests read it.
	setLogLevel('info')
	return app
}

/** POST /contact as a visitor: the answer and how long it took. */
async function submit(app: TestApp, body: Record<string, string> = message) {
	const started = performance.now()
	const response = await app.api('POST', '/contact', { body })
	return { response, ms: performance.now() - started }
}

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
	const server = createServer()
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	await new Promise((resolve) => server.close(resolve))
	return port
}

/** No line of the log names the visitor, their message, a recipient or the SMTP password. */
function expectNothingPersonal(lines: string[], smtp: TestSmtpServer) {
	const log = lines.join('\n')
	for (const secret of [
		smtp.password,
		encodeURIComponent(smtp.password),
		message.email,
		message.name,
		message.phone,
		'ünïcödé',
		...RECIPIENTS,
	]) {
		expect(log).not.toContain(secret)
	}
	expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/)
}

let logs: string[]
let captured: CapturedLogs
beforeEach(() => {
	captured = captureLogs()
	logs = captured.lines
})
afterEach(() => {
	vi.restoreAllMocks()
	captured.restore()
})

describe('with a working mail server', () => {
	let smtp: TestSmtpServer
	let app: TestApp
	beforeAll(async () => {
		smtp = await startSmtpServer()
		app = await startApp(smtp)
	})
	beforeEach(() => {
		smtp.received.length = 0
	})
	afterAll(async () => {
		await app?.close()
		await smtp?.close()
	})

	it('e-mails each new message to the company: To, Reply-To the visitor, the subject and every field', async () => {
		const { response } = await submit(app)
		expect(response.status, response.text).toBe(201)
		const [mail] = await smtp.waitFor(1)
		const submission = response.body as { id: number; created_at: string }

		// Signed in with the URL's credentials; the envelope holds the configured recipients alone.
		expect(mail!.user).toBe(smtp.user)
		expect(mail!.envelopeFrom).toBe('website@sigma.example')
		expect(mail!.envelopeTo).toEqual(RECIPIENTS)
		expect(mail!.headers.get('from')).toEqual(['Your company website <website@sigma.example>'])
		expect(mail!.headers.get('to')).toEqual([RECIPIENTS.join(', ')])
		expect(mail!.headers.get('reply-to')).toEqual([`${message.name} <${message.email}>`])
		expect(mail!.headers.get('subject')).toEqual([`Contact form: ${message.subject}`])
		expect(mail!.headers.get('content-type')?.[0]).toMatch(/^text\/plain; charset=utf-8/i)

		const text = mail!.text
		expect(text).toContain(`Name:     ${message.name}\n`)
		expect(text).toContain(`Email:    ${message.email}\n`)
		expect(text).toContain(`Phone:    ${message.phone}\n`)
		expect(text).toContain(`Subject:  ${message.subject}\n`)
		expect(text).toContain(`Received: ${submission.created_at}\n`)
		expect(text).toContain(`In the inbox: https://sigma.example/dashboard/contact-submission/${submission.id}\n`)
		expect(text).toContain(`Message:\n\n${message.message}\n`)

		await vi.waitFor(() => expect(logs.join('\n')).toContain('"msg":"contact notification sent"'))
		expect(logs.find((line) => line.includes('contact notification sent'))).toContain(`"submission":${submission.id}`)
		expectNothingPersonal(logs, smtp)
	})

	it('without a subject, the e-mail’s subject names the sender', async () => {
		const { response } = await submit(app, { ...message, subject: '' })
		expect(response.status).toBe(201)
		const [mail] = await smtp.waitFor(1)
		expect(mail!.headers.get('subject')).toEqual([`Contact form: ${message.name}`])
		expect(mail!.text).toContain('Subject:  (none)\n')
	})

	it('line breaks in the name or subject cannot add a header or a recipient', async () => {
		const { response } = await submit(app, {
			...message,
			name: 'Eve\r\nBcc: victim@example.net',
			subject: 'Hi\r\nBcc: victim@example.net\r\nX-Injected: yes\nContent-Type: text/html',
		})
		expect(response.status, response.text).toBe(201)
		const [mail] = await smtp.waitFor(1)
		expect(mail!.envelopeTo).toEqual(RECIPIENTS)
		expect(mail!.headers.has('bcc')).toBe(false)
		expect(mail!.headers.has('x-injected')).toBe(false)
		expect(mail!.headers.get('content-type')).toHaveLength(1)
		expect(mail!.headers.get('content-type')?.[0]).toMatch(/^text\/plain/)
		expect(mail!.headers.get('subject')).toEqual([
			'Contact form: Hi Bcc: victim@example.net X-Injected: yes Content-Type: text/html',
		])
		// One display name, quoted (it holds a colon), then the visitor's address.
		expect(mail!.headers.get('reply-to')).toEqual([`"Eve Bcc: victim@example.net" <${message.email}>`])
		expect(mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n'))).not.toMatch(/^(bcc|x-injected):/im)
		// In the body too, each field stays on its own line.
		expect(mail!.text).toContain('Name:     Eve Bcc: victim@example.net\n')
		expect(mail!.text).toContain('Subject:  Hi Bcc: victim@example.net X-Injected: yes Content-Type: text/html\n')
	})

	it('a message sent with the contact form on a page is e-mailed too', async () => {
		const form = new FormData()
		for (const [name, value] of Object.entries(message)) form.set(name, value)
		form.set('name', 'Form Visitor')
		const request = new Request('http://localhost/contact-us', { method: 'POST', body: form })
		const context = { services: app.services, clientAddress: '127.0.0.1', requestId: 'test', cspNonce: 'x' }
		const result = await handleContactForm(request, context as AppLoadContext)
		expect(result.data).toEqual({ ok: true })
		const [mail] = await smtp.waitFor(1)
		expect(mail!.headers.get('reply-to')).toEqual([`Form Visitor <${message.email}>`])
	})

	it('a message caught by the honeypot is neither stored nor e-mailed', async () => {
		const before = (await contactSubmissions.list(app.services.db)).length
		const { response } = await submit(app, { ...message, website: 'https://spam.example' })
		expect(response.status).toBe(201)
		expect((await contactSubmissions.list(app.services.db)).length).toBe(before)
		// A message is handed to the mailer before the answer goes out: none was, so none will be sent.
		expect(app.services.contactMailer.pending).toBe(0)
		expect(smtp.received).toEqual([])
	})
})

describe('a slow mail server', () => {
	let smtp: TestSmtpServer
	beforeAll(async () => {
		smtp = await startSmtpServer({ delayMs: 2_000 })
	})
	afterAll(() => smtp?.close())

	it('does not delay the visitor’s answer; the e-mail arrives later', async () => {
		const app = await startApp(smtp)
		try {
			const { response, ms } = await submit(app)
			expect(response.status, response.text).toBe(201)
			expect(ms).toBeLessThan(1_000)
			expect(smtp.received).toEqual([])
			expect(app.services.contactMailer.pending).toBe(1)
			await smtp.waitFor(1)
		} finally {
			await app.close()
		}
	})

	it('stopping the app waits for a send in flight, so the e-mail is not lost', async () => {
		smtp.received.length = 0
		const app = await startApp(smtp)
		const { response } = await submit(app)
		expect(response.status).toBe(201)
		expect(smtp.received).toEqual([])
		await app.close()
		expect(smtp.received).toHaveLength(1)
		expect(smtp.received[0]!.headers.get('subject')).toEqual([`Contact form: ${message.subject}`])
	})

	it('but waits no longer than its limit for a server that hangs', async () => {
		const mailer = createContactMailer(
			{ smtpUrl: smtp.url, fallbackTo: RECIPIENTS, from: 'website@sigma.example' },
			{ readSettings: async () => ({ name: 'Sigma Analytics', contact_alerts: { send: true, to: [] } }) },
		)
		const submission = { ...message, id: 1, created_at: '', updated_at: '', read_at: null, read: false }
		mailer.notify(submission)
		const started = performance.now()
		await mailer.close(200)
		expect(performance.now() - started).toBeLessThan(1_000)
	})
})

describe('a failing mail server', () => {
	it.each(['recipient', 'message'] as const)(
		'refusing the %s: the visitor still gets 201 at once, the message is stored, the failure logged without personal data',
		async (reject) => {
			const smtp = await startSmtpServer({ reject })
			const app = await startApp(smtp)
			try {
				const { response, ms } = await submit(app)
				expect(response.status, response.text).toBe(201)
				expect(ms).toBeLessThan(1_000)
				expect(await contactSubmissions.get(app.services.db, response.body.id)).toBeDefined()
				await vi.waitFor(() => expect(logs.join('\n')).toContain('"msg":"contact notification failed"'), {
					timeout: 10_000,
				})
				const failure = JSON.parse(logs.find((line) => line.includes('contact notification failed'))!)
				expect(failure).toMatchObject({ level: 'error', submission: response.body.id, responseCode: 550 })
				expect(failure.code).toMatch(/^E[A-Z]+$/)
				expectNothingPersonal(logs, smtp)
			} finally {
				await app.close()
				await smtp.close()
			}
		},
	)

	it('unreachable, or refusing the login: 201 at once, the failure logged without the password', async () => {
		const nobody = await closedPort()
		const smtp = await startSmtpServer()
		for (const [url, code] of [
			[`smtp://website%40sigma.example:${encodeURIComponent(smtp.password)}@127.0.0.1:${nobody}`, 'ESOCKET'],
			[
				`smtp://${encodeURIComponent(smtp.user)}:${encodeURIComponent(`${smtp.password}-wrong`)}@${new URL(smtp.url).host}`,
				'EAUTH',
			],
		]) {
			const app = await startApp({ url: url! })
			try {
				logs.length = 0
				const { response, ms } = await submit(app)
				expect(response.status, response.text).toBe(201)
				expect(ms).toBeLessThan(1_000)
				await vi.waitFor(() => expect(logs.join('\n')).toContain('contact notification failed'), { timeout: 10_000 })
				expect(logs.join('\n')).toContain(`"code":"${code}"`)
				expectNothingPersonal(logs, smtp)
				expect(logs.join('\n')).not.toContain(`${smtp.password}-wrong`)
			} finally {
				await app.close()
			}
		}
		expect(smtp.received).toEqual([])
		await smtp.close()
	})
})
