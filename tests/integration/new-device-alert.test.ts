/**
 * The new-device alert (ADR 0029), against a real SMTP server: a sign-in from a device the
 * admin never used before e-mails them, once per device, never for their first device, never without
 * SMTP_URL; the sign-in never waits for it nor fails with it, and the log names nobody.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { setLogLevel } from '#server/logging.ts'
import { CHROME_LINUX, FIREFOX_WINDOWS, SAFARI_IPHONE, signInAs } from '#tests/helpers/admin-sessions.ts'
import { type CapturedLogs, captureLogs } from '#tests/helpers/logs.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts'
import { ADMIN_EMAIL, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

/** Chrome after an update: the same device. */
const CHROME_LINUX_UPDATED = CHROME_LINUX.replace('Chrome/131.0.0.0', 'Chrome/132.0.6834.83')

let captured: CapturedLogs
let cleanup: Array<() => Promise<void>> = []
beforeEach(() => {
	captured = captureLogs()
})
afterEach(async () => {
	for (const close of cleanup.reverse()) await close()
	cleanup = []
	captured.restore()
})

async function appWithMail(
	smtp: Pick<TestSmtpServer, 'url'>,
	env: Record<string, string> = {},
	sameDatabaseAs?: TestApp,
): Promise<TestApp> {
	const app = await startTestApp(
		{ SMTP_URL: smtp.url, PUBLIC_URL: 'https://sigma.example', ...env },
		{ sameDatabaseAs },
	)
	setLogLevel('info')
	cleanup.push(() => app.close())
	return app
}

async function smtpServer(options: Parameters<typeof startSmtpServer>[0] = {}) {
	const smtp = await startSmtpServer(options)
	cleanup.push(() => smtp.close())
	return smtp
}

/** Lets any send the sign-in might have started reach the server (it goes in the background). */
const drained = async (app: TestApp) => {
	await expect.poll(() => app.services.contactMailer.pending, { timeout: 10_000 }).toBe(0)
}

const knownDevices = async (app: TestApp) =>
	(await app.services.db.selectFrom('known_devices').select('device').execute()).length

describe('with SMTP_URL', () => {
	it('e-mails the admin once per new device; not for the first device, nor for a browser update', async () => {
		const smtp = await smtpServer()
		const app = await appWithMail(smtp)
		const token = await signInAs(app, CHROME_LINUX)
		await signInAs(app, CHROME_LINUX_UPDATED)
		await drained(app)
		expect(smtp.received).toHaveLength(0)
		expect(await knownDevices(app)).toBe(1)
		// The e-mail names the company of the settings.
		expect((await app.api('PUT', '/settings', { token, body: { name: 'Northwind Data' } })).status).toBe(200)

		await signInAs(app, FIREFOX_WINDOWS)
		const [mail] = await smtp.waitFor(1)
		expect(mail!.envelopeTo).toEqual([ADMIN_EMAIL])
		expect(mail!.headers.get('subject')).toEqual(['New sign-in to your Northwind Data admin'])
		expect(mail!.headers.get('from')?.[0]).toMatch(/^"?Northwind Data website"? </)
		expect(mail!.text).toContain('Your Northwind Data admin account was just signed in to')
		expect(mail!.headers.get('to')?.[0]).toContain(ADMIN_EMAIL)
		expect(mail!.text).toContain('Device:  Firefox 133 on Windows')
		expect(mail!.text).toContain('Address: 127.0.0.1')
		expect(mail!.text).toMatch(/When: {4}\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)
		expect(mail!.text).toContain('How:     password')
		expect(mail!.text).toContain('https://sigma.example/dashboard/sessions')

		await signInAs(app, FIREFOX_WINDOWS)
		await signInAs(app, SAFARI_IPHONE)
		await smtp.waitFor(2)
		await drained(app)
		expect(smtp.received).toHaveLength(2)
		expect(smtp.received[1]!.text).toContain('Device:  Safari 18 on iOS')

		const log = captured.lines.join('\n')
		expect(log).toContain('new-device alert sent')
		for (const secret of [ADMIN_EMAIL, smtp.password, '127.0.0.1']) expect(log).not.toContain(secret)
	})

	it('never makes the sign-in wait for the mail server, nor fail with it', async () => {
		const slow = await smtpServer({ delayMs: 3_000 })
		const app = await appWithMail(slow)
		await signInAs(app, CHROME_LINUX)
		const started = performance.now()
		await signInAs(app, FIREFOX_WINDOWS)
		expect(performance.now() - started).toBeLessThan(2_000)
		await slow.waitFor(1)

		const refusing = await smtpServer({ reject: 'message' })
		const other = await appWithMail(refusing)
		await signInAs(other, CHROME_LINUX)
		await signInAs(other, SAFARI_IPHONE)
		await drained(other)
		const failure = captured.lines.find((line) => line.includes('new-device alert failed'))
		expect(failure).toBeDefined()
		expect(failure).toContain('"responseCode":550')
		expect(captured.lines.join('\n')).not.toContain(ADMIN_EMAIL)
		// Signed in all the same.
		expect((await other.api('GET', '/admin/sessions', { token: await signInAs(other, SAFARI_IPHONE) })).status).toBe(
			200,
		)
	})
})

describe('without SMTP_URL', () => {
	it('sends nothing, but remembers the devices (turning mail on later alerts only on new ones)', async () => {
		const smtp = await smtpServer()
		const app = await startTestApp()
		cleanup.push(() => app.close())
		await signInAs(app, CHROME_LINUX)
		await signInAs(app, FIREFOX_WINDOWS)
		expect(await knownDevices(app)).toBe(2)

		const later = await appWithMail(smtp, {}, app)
		await signInAs(later, FIREFOX_WINDOWS)
		await drained(later)
		expect(smtp.received).toHaveLength(0)
		await signInAs(later, SAFARI_IPHONE)
		await smtp.waitFor(1)
	})
})
