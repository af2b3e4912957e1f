/**
 * The Redirects screen (docs/design.md §13, docs/decisions/0045-redirects.md) in the browser: the admin adds
 * a redirect, sees a refused one's message at its field with what was typed kept, edits and deletes one;
 * a visitor follows it (status, Location, query kept) and gets the 404 once it is gone. The same without
 * JavaScript, and the screen's accessibility with its errors shown.
 */
import type { Browser, Page } from '@playwright/test'

import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

const SCREEN = '/dashboard/redirects'

/** What a visitor's request for `path` answers, redirects not followed: the status and where to. */
async function visit(browser: Browser, baseURL: string | undefined, path: string) {
	const context = await browser.newContext({ baseURL })
	try {
		const answer = await context.request.get(path, { maxRedirects: 0 })
		return { status: answer.status(), location: answer.headers().location }
	} finally {
		await context.close()
	}
}

const rowOf = (page: Page, from: string) =>
	page.getByRole('row').filter({ has: page.getByRole('cell', { name: from, exact: true }) })

adminTest.describe('the Redirects screen', () => {
	// The refused add answers 400, as a refused form does.
	adminTest.use({ allowedConsoleErrors: [/status of 400/] })

	adminTest(
		'adds a redirect a visitor then follows; a refused one keeps what was typed; edit and delete',
		async ({ adminPage: page, browser, baseURL }) => {
			const from = `/e2e-old-${unique()}`
			await openAdmin(page, '/dashboard')
			await page.getByRole('link', { name: /^Redirects/ }).click()
			await expect.poll(() => pathOf(page)).toBe(SCREEN)

			const form = formWith(page, 'Add Redirect')
			await form.getByLabel('From', { exact: true }).fill(`${from}/`)
			await form.getByLabel('To', { exact: true }).fill('/about')
			await form.getByRole('button', { name: 'Add Redirect' }).click()
			await expectSuccessToast(page, 'Redirect added')
			const row = rowOf(page, from)
			await expect(row).toContainText('/about')
			await expect(row).toContainText('301')

			// A visitor is sent on, the query kept, and lands on the page.
			expect(await visit(browser, baseURL, `${from}?ref=e2e`)).toEqual({ status: 301, location: '/about?ref=e2e' })
			const visitor = await browser.newContext({ baseURL })
			const visitorPage = await visitor.newPage()
			const landed = await visitorPage.goto(from)
			expect(landed?.status()).toBe(200)
			expect(pathOf(visitorPage)).toBe('/about')
			await visitor.close()

			// The same from again: refused at the field, what was typed still there.
			await form.getByLabel('From', { exact: true }).fill(from)
			await form.getByLabel('To', { exact: true }).fill('/contact-us')
			await form.getByRole('button', { name: 'Add Redirect' }).click()
			const fromInput = form.getByLabel('From', { exact: true })
			await expect(form.getByText('Another redirect already starts at this address')).toBeVisible()
			await expect(fromInput).toHaveAttribute('aria-invalid', 'true')
			await expect(fromInput).toHaveValue(from)
			await expect(form.getByLabel('To', { exact: true })).toHaveValue('/contact-us')
			expect(await scanAtBothWidths(page, 'redirect refused')).toEqual([])

			// Edit it on its own screen: a 302 to another page.
			await row.getByRole('link', { name: `Edit the redirect from ${from}` }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit redirect')
			const edit = formWith(page, 'Save Changes')
			await edit.getByLabel('To', { exact: true }).fill('/contact-us')
			await edit.getByLabel('Status', { exact: true }).selectOption('302')
			await edit.getByRole('button', { name: 'Save Changes' }).click()
			await expectSuccessToast(page, 'Redirect updated')
			expect(await visit(browser, baseURL, from)).toEqual({ status: 302, location: '/contact-us' })

			// A loop is refused at its field.
			await edit.getByLabel('To', { exact: true }).fill(from)
			await edit.getByRole('button', { name: 'Save Changes' }).click()
			await expect(edit.getByText('A redirect cannot lead to its own address')).toBeVisible()
			await expect(edit.getByLabel('To', { exact: true })).toHaveValue(from)

			// Delete it, with the confirmation: the address is the 404 again.
			await page.getByRole('button', { name: 'Delete', exact: true }).click()
			const dialog = page.getByRole('dialog')
			await expect(dialog).toContainText(`Visitors to ${from} will get the 404 page again`)
			await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
			await expectSuccessToast(page, 'Redirect deleted')
			await expect.poll(() => pathOf(page)).toBe(SCREEN)
			await expect(rowOf(page, from)).toHaveCount(0)
			expect((await visit(browser, baseURL, from)).status).toBe(404)
		},
	)
})

adminTest.describe('without JavaScript', () => {
	adminTest.use({ javaScriptEnabled: false })

	adminTest('a redirect is added with the plain form and followed', async ({ adminPage: page, browser, baseURL }) => {
		const from = `/e2e-plain-${unique()}`
		await page.goto(SCREEN)
		const form = formWith(page, 'Add Redirect')
		await form.getByLabel('From', { exact: true }).fill(from)
		await form.getByLabel('To', { exact: true }).fill('https://example.com/elsewhere')
		await form.getByLabel('Status', { exact: true }).selectOption('302')
		await form.getByRole('button', { name: 'Add Redirect' }).click()
		await expect(page.getByRole('status')).toHaveText('Redirect added')
		await expect(rowOf(page, from)).toContainText('https://example.com/elsewhere')
		expect(await visit(browser, baseURL, from)).toEqual({ status: 302, location: 'https://example.com/elsewhere' })
	})
})
