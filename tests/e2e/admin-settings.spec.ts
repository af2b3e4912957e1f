import type { Page } from '@playwright/test'

import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { test } from '#tests/e2e/support/fixtures.ts'
import { enhanced, hydrated } from '#tests/e2e/support/helpers.ts'
import { startServerProcess } from '#tests/helpers/server-process.ts'
import { startSmtpServer } from '#tests/helpers/smtp.ts'

/**
 * The rest of the settings in the browser (docs/decisions/0043-settings-mail-and-announcement.md): the
 * Settings screen's test e-mail, sent through a real SMTP server to the recipients saved on the screen,
 * and its notice when the server has no SMTP_URL, both clean for axe at 375 and 1280 px; and the header
 * and footer with the company's logo picture.
 */

const testEmailPanel = (page: Page) =>
	page.locator('section', { has: page.getByRole('heading', { name: 'Test e-mail', level: 2 }) })

const NO_SMTP = 'E-mail is off: the server has no SMTP_URL. Ask whoever runs the server to set it.'

adminTest(
	'without SMTP_URL the Settings screen says e-mail is off and offers no test e-mail',
	async ({ adminPage: page }) => {
		await page.goto('/dashboard/settings')
		await hydrated(page)
		const panel = testEmailPanel(page)
		await expect(panel).toContainText(NO_SMTP)
		await expect(page.getByRole('button', { name: 'Send a test e-mail' })).toHaveCount(0)
		expect(await scanAtBothWidths(page, 'settings without SMTP')).toEqual([])
	},
)

test('the test e-mail goes to the recipients saved on the Settings screen, and says so', async ({ page }) => {
	// It starts a server of its own, as long as a page or two of another test.
	test.slow()
	const smtp = await startSmtpServer()
	// A server of its own: the workers' servers have no SMTP_URL.
	const server = await startServerProcess({
		ADMIN_EMAIL: E2E_ADMIN.email,
		ADMIN_PASSWORD: E2E_ADMIN.password,
		SMTP_URL: smtp.url,
		LOG_REQUESTS: '0',
	})
	try {
		expect((await page.context().request.post(`${server.url}/admin/login`, { data: E2E_ADMIN })).status()).toBe(200)
		await page.goto(`${server.url}/dashboard/settings`)
		await hydrated(page)
		const alerts = page.getByRole('group', { name: 'Contact form e-mails' })
		await expect(alerts.getByRole('checkbox', { name: 'E-mail each new contact message' })).toBeChecked()
		await alerts.getByRole('button', { name: 'Add to Recipients' }).click()
		await alerts.getByRole('textbox', { name: 'Recipients 1' }).fill('ops@northwind.example')
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible()

		await page.getByRole('button', { name: 'Send a test e-mail' }).click()
		await expect(testEmailPanel(page).getByRole('status')).toHaveText('Test e-mail sent to ops@northwind.example.')
		const [mail] = await smtp.waitFor(1)
		expect(mail!.envelopeTo).toEqual(['ops@northwind.example'])
		expect(await scanAtBothWidths(page, 'settings after a test e-mail')).toEqual([])
	} finally {
		await server.stop()
		await smtp.close()
	}
})

adminTest(
	'the header and the footer show the logo picture of the settings, named by the company',
	async ({ adminPage: page, admin }) => {
		const logo = await admin.upload({ color: '#1d5fd6', width: 400, height: 100, alt: 'Logo' })
		expect((await admin.context.put('/settings', { data: { logo } })).status()).toBe(200)
		try {
			await page.goto('/')
			await enhanced(page)
			const header = page.locator('header').first()
			const image = header.getByRole('img', { name: 'Sigma Analytics' })
			await expect(image).toBeVisible()
			// The picture arrived, at the header's 40 px.
			await expect
				.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
				.toBe(true)
			expect((await image.boundingBox())?.height).toBe(40)
			await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Sigma Analytics' })).toBeVisible()
		} finally {
			// The worker's server is shared with other specs: the built-in logo again.
			expect((await admin.context.put('/settings', { data: { logo: null } })).status()).toBe(200)
		}
	},
)
