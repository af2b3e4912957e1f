import { type Page, request } from '@playwright/test'

import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'
import { authenticatorApp, enrolAuthenticatorApp } from '#tests/e2e/support/second-factors.ts'
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts'

/**
 * A forgotten password in the browser (docs/decisions/0054-password-resets.md): from the sign-in screen's
 * link to a new password, with the e-mail read from a real SMTP server; a weak password refused without
 * using the link up; the link dead once used; the screens without e-mail; and an account sent to set up a
 * second factor when the site requires one. Every state clean for axe at 375 and 1280 px.
 */

const ON_ITS_WAY =
	'If an account uses that address, an e-mail with a link to choose a new password is on its way. The link works once, for 30 minutes.'
const NEW_PASSWORD = 'a new e2e password 2026'

// A refused password answers 400 and a link's page that no longer works 404, which Chromium logs.
test.use({ allowedConsoleErrors: [/status of (400|404)/] })

async function signInOnScreen(page: Page, email: string, password: string) {
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password').fill(password)
	await page.getByRole('button', { name: 'Login' }).click()
}

test('without e-mail, the forgot screen says to ask an administrator; a link it never sent says so', async ({
	page,
}) => {
	await page.goto('/admin')
	await hydrated(page)
	await page.getByRole('link', { name: 'Forgot your password?' }).click()
	await expect(page).toHaveURL(/\/admin\/forgot-password$/)
	await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible()
	await expect(page.getByText('ask an administrator of the site to send you one')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Send the link' })).toHaveCount(0)
	expect(await scanAtBothWidths(page, 'forgot password without e-mail')).toEqual([])

	await page.goto('/admin/reset-password/not-a-link-this-site-sent')
	await hydrated(page)
	await expect(page.getByRole('heading', { name: 'This link no longer works', level: 1 })).toBeVisible()
	await expect(page.getByText('This link is not one this site sent')).toBeVisible()
	expect(await scanAtBothWidths(page, 'an unknown reset link')).toEqual([])
	await page.getByRole('link', { name: 'Ask for a new link' }).click()
	await expect(page).toHaveURL(/\/admin\/forgot-password$/)
})

test.describe('with e-mail', () => {
	// Each test starts a server of its own (the workers' have no SMTP_URL), as long as a page or two of another test.
	test.describe.configure({ mode: 'serial' })
	let smtp: TestSmtpServer
	let server: ServerProcess
	/** The admin's password on this server: the first test changes it. */
	let adminPassword = E2E_ADMIN.password
	test.beforeAll(async () => {
		test.setTimeout(60_000)
		smtp = await startSmtpServer()
		server = await startServerProcess({
			ADMIN_EMAIL: E2E_ADMIN.email,
			ADMIN_PASSWORD: E2E_ADMIN.password,
			SMTP_URL: smtp.url,
			// The links' address; the test opens their path on this server.
			PUBLIC_URL: 'https://sigma.example',
			LOG_REQUESTS: '0',
		})
	})
	test.afterAll(async () => {
		await server?.stop()
		await smtp?.close()
	})

	test('from the sign-in screen to a new password with the e-mailed link, which then no longer works', async ({
		page,
	}) => {
		test.slow()
		await page.goto(`${server.url}/admin`)
		await hydrated(page)
		await page.getByRole('link', { name: 'Forgot your password?' }).click()
		await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible()
		await page.getByLabel('Email').fill(E2E_ADMIN.email)
		await page.getByRole('button', { name: 'Send the link' }).click()
		await expect(page.getByRole('status').filter({ hasText: ON_ITS_WAY })).toBeVisible()
		expect(await scanAtBothWidths(page, 'forgot password, asked')).toEqual([])

		const [mail] = await smtp.waitFor(1)
		expect(mail!.envelopeTo).toEqual([E2E_ADMIN.email])
		const link = new URL(mail!.text.match(/^https:\/\/\S+$/m)![0])
		const linkHere = `${server.url}${link.pathname}`

		await page.goto(linkHere)
		await hydrated(page)
		await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible()
		await expect(page.getByLabel('Email')).toHaveValue(E2E_ADMIN.email)
		// A weak password: refused, said beside the field, the link still good.
		await page.getByLabel('New password').fill('Password1234')
		await page.getByRole('button', { name: 'Set the new password' }).click()
		const field = page.getByLabel('New password')
		await expect(field).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByText('This password is one of the most common ones: choose another')).toBeVisible()
		expect(await scanAtBothWidths(page, 'a new password refused')).toEqual([])

		await field.fill(NEW_PASSWORD)
		await page.getByRole('button', { name: 'Set the new password' }).click()
		await expect(page).toHaveURL(`${server.url}/admin`)
		await expect(
			page.getByRole('status').filter({ hasText: 'Your password is changed: sign in with it.' }),
		).toBeVisible()
		adminPassword = NEW_PASSWORD
		await hydrated(page)
		await signInOnScreen(page, E2E_ADMIN.email, NEW_PASSWORD)
		// The reset stored a real password hash, whose check takes a moment on a busy machine.
		await expect(page).toHaveURL(`${server.url}/dashboard`, { timeout: 15_000 })

		await page.goto(linkHere)
		await expect(page.getByRole('heading', { name: 'This link no longer works', level: 1 })).toBeVisible()
		await expect(page.getByText('This link was already used')).toBeVisible()
		expect(await scanAtBothWidths(page, 'a used reset link')).toEqual([])
	})

	test('an account without a second factor, where the site requires one, is sent to set one up', async ({ page }) => {
		test.slow()
		// The administrator sets their own factor up, turns the rule on, then turns their factor off again:
		// from then on, like anyone without one, they may only set one up.
		const admin = await request.newContext({ baseURL: server.url })
		const login = await admin.post('/admin/login', { data: { ...E2E_ADMIN, password: adminPassword } })
		expect(login.status()).toBe(200)
		await enrolAuthenticatorApp(admin)
		const rule = await admin.put('/admin/security-policy', { data: { require_second_factor: true } })
		expect(rule.status(), await rule.text()).toBe(200)
		const off = await admin.delete('/admin/totp', { data: { password: adminPassword } })
		expect(off.status(), await off.text()).toBe(200)
		expect((await admin.get('/media')).status()).toBe(403)
		await admin.dispose()

		await page.goto(`${server.url}/admin`)
		await hydrated(page)
		await signInOnScreen(page, E2E_ADMIN.email, adminPassword)
		await expect(page).toHaveURL(`${server.url}/dashboard/security`, { timeout: 15_000 })
		await expect(page.getByText('This site requires a second factor of every account.')).toBeVisible()
		const nav = page.getByRole('navigation', { name: 'Admin' })
		await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
		expect(await scanAtBothWidths(page, 'security, a second factor required')).toEqual([])
		await page.goto(`${server.url}/dashboard/media`)
		await expect(page).toHaveURL(`${server.url}/dashboard/security`)
		await hydrated(page)

		// Setting the app up there opens the rest of the admin area.
		await page.getByRole('button', { name: 'Set up' }).click()
		const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
		await page.getByLabel('Authentication code').fill(await authenticatorApp(secret).nextCode())
		await page.getByRole('button', { name: 'Turn on' }).click()
		await expect(page.getByRole('status')).toContainText('The authenticator app is on')
		await expect(page.getByText('This site requires a second factor of every account.')).toHaveCount(0)
		await nav.getByRole('link', { name: 'Dashboard' }).click()
		await expect(page).toHaveURL(`${server.url}/dashboard`)

		// An administrator with a factor sees the rule's switch, on.
		await nav.getByRole('link', { name: 'Security' }).click()
		await expect(page.getByRole('heading', { name: 'Second factor for everyone', level: 2 })).toBeVisible()
		await expect(page.getByRole('checkbox', { name: 'Require a second factor for everyone' })).toBeChecked()
		expect(await scanAtBothWidths(page, 'security, the second factor rule')).toEqual([])
	})
})
