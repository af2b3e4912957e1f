import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from '@playwright/test'

import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { expectSuccessToast, formWith, openAdmin, richText } from '#tests/e2e/support/admin-content.ts'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { parseCsv } from '#tests/helpers/csv.ts'

/**
 * The Sessions screen and the audit log (ADR 0029): two browsers signed in; one ends the other from the
 * Sessions screen, whose next page is the sign-in's 'go away'; the audit log lists each step, filters by
 * action and exports CSV; both screens are axe-clean. Without JavaScript, the same forms still work.
 */

const CHROME_LINUX =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

// The ended session's page answers 401, which Chromium logs.
test.use({ allowedConsoleErrors: [/status of 401/] })

type Browsing = { context: BrowserContext; page: Page; problems: string[] }

/** A browser of its own (its own cookies), signed in through the sign-in screen as a person does. */
async function signedInBrowser(browser: Browser, userAgent: string, javaScriptEnabled = true): Promise<Browsing> {
	const context = await browser.newContext({ userAgent, javaScriptEnabled })
	const page = await context.newPage()
	const problems: string[] = []
	page.on('pageerror', (error) => problems.push(error.message))
	await page.goto('/admin')
	await page.getByLabel('Email').fill(E2E_ADMIN.email)
	await page.getByLabel('Password').fill(E2E_ADMIN.password)
	await page.getByRole('button', { name: 'Login' }).click()
	await expect(page.getByRole('heading', { name: 'Hi Admin' })).toBeVisible()
	return { context, page, problems }
}

/** The public id of the browser's session (ADR 0029: the first 16 hex digits of its token's SHA-256). */
async function sessionIdOf(context: BrowserContext): Promise<string> {
	const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sigma_auth_token')
	expect(cookie).toBeDefined()
	return createHash('sha256').update(cookie!.value).digest('hex').slice(0, 16)
}

const sessionRow = (page: Page, id: string) => page.locator(`li[data-session-id="${id}"]`)
const auditRows = (page: Page, action: string) => page.locator(`tr[data-action="${action}"]`)

test('ending another session from the Sessions screen; the audit log lists each step, filters and exports', async ({
	browser,
}) => {
	const mine = await signedInBrowser(browser, CHROME_LINUX)
	const other = await signedInBrowser(browser, FIREFOX_WINDOWS)
	const [myId, otherId] = [await sessionIdOf(mine.context), await sessionIdOf(other.context)]
	const { page } = mine

	// A content edit of this test, from this browser.
	const question = `Who saw this ${unique()}?`
	await openAdmin(page, '/dashboard/edit-FAQ')
	const form = formWith(page, 'Add FAQ')
	await form.getByLabel('Question', { exact: true }).fill(question)
	await (await richText(form, 'Answer')).fill('The audit log did.')
	await form.getByRole('button', { name: 'Add FAQ' }).click()
	await expectSuccessToast(page, 'FAQ added')

	await openAdmin(page, '/dashboard')
	await page.getByRole('link', { name: /^Sessions/ }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sessions')
	await expect(sessionRow(page, myId)).toContainText('Chrome 131 on Linux')
	await expect(sessionRow(page, myId)).toContainText('This device')
	await expect(sessionRow(page, myId).getByRole('button', { name: /^Sign out/ })).toHaveCount(0)
	await expect(sessionRow(page, otherId)).toContainText('Firefox 133 on Windows')
	await expect(sessionRow(page, otherId)).toContainText('127.0.0.1')
	expect(await scanAtBothWidths(page, 'Sessions')).toEqual([])

	await sessionRow(page, otherId)
		.getByRole('button', { name: /^Sign out/ })
		.click()
	await expectSuccessToast(page, 'Session signed out')
	await expect(sessionRow(page, otherId)).toHaveCount(0)
	await expect(sessionRow(page, myId)).toBeVisible()

	// The other browser's next page: the sign-in's 401.
	const refused = await other.page.goto('/dashboard')
	expect(refused?.status()).toBe(401)
	await expect(other.page.getByRole('heading', { name: 'go away' })).toBeVisible()

	await openAdmin(page, '/dashboard')
	await page.getByRole('link', { name: /^Audit log/ }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log')
	const signIns = auditRows(page, 'sign-in')
	await expect(signIns.filter({ hasText: myId })).toContainText('this session')
	await expect(signIns.filter({ hasText: otherId })).toContainText('method: password')
	const ended = auditRows(page, 'session-ended').filter({ hasText: `session: ${otherId}` })
	await expect(ended).toHaveCount(1)
	await expect(ended).toContainText(myId)
	const created = auditRows(page, 'content-created').filter({ hasText: myId }).first()
	await expect(created.getByRole('link', { name: /^FAQ #\d+$/ })).toBeVisible()
	expect(await scanAtBothWidths(page, 'Audit log')).toEqual([])

	// Filter by action: a GET form, so the filter is in the address.
	await page.getByLabel('Action').selectOption({ label: 'Session ended' })
	await page.getByRole('button', { name: 'Filter' }).click()
	await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('session-ended')
	await expect(auditRows(page, 'session-ended').first()).toBeVisible()
	await expect(page.locator('tbody tr:not([data-action="session-ended"])')).toHaveCount(0)

	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: 'Export CSV' }).click(),
	])
	expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
	const bytes = await readFile((await download.path())!)
	const [header, ...records] = parseCsv(bytes.subarray(3).toString('utf8'))
	expect(header).toEqual(['id', 'at', 'action', 'collection', 'item_id', 'session', 'ip', 'detail', 'user'])
	expect(records.every((record) => record[2] === 'session-ended' && record[8] === 'Admin')).toBe(true)
	expect(records.some((record) => record[5] === myId && record[7] === JSON.stringify({ session: otherId }))).toBe(true)

	expect([...mine.problems, ...other.problems]).toEqual([])
	await mine.context.close()
	await other.context.close()
})

test('without JavaScript: signing another session out from the Sessions screen', async ({ browser }) => {
	const mine = await signedInBrowser(browser, CHROME_LINUX, false)
	const other = await signedInBrowser(browser, FIREFOX_WINDOWS, false)
	const otherId = await sessionIdOf(other.context)
	await mine.page.goto('/dashboard/sessions')
	await sessionRow(mine.page, otherId)
		.getByRole('button', { name: /^Sign out/ })
		.click()
	await expect(mine.page.getByText('Session signed out')).toBeVisible()
	await expect(sessionRow(mine.page, otherId)).toHaveCount(0)
	expect((await other.page.goto('/dashboard/sessions'))?.status()).toBe(401)
	// The audit screen's filter is a plain GET form too.
	await mine.page.goto('/dashboard/audit')
	await mine.page.getByLabel('Action').selectOption('session-ended')
	await mine.page.getByRole('button', { name: 'Filter' }).click()
	await expect(auditRows(mine.page, 'session-ended').filter({ hasText: otherId })).toHaveCount(1)
	// And by user (docs/design.md §15): each entry names its user, with the e-mail beside the name.
	await mine.page.getByLabel('User').selectOption({ label: `Admin (${E2E_ADMIN.email})` })
	await mine.page.getByRole('button', { name: 'Filter' }).click()
	await expect.poll(() => new URL(mine.page.url()).searchParams.get('user')).toMatch(/^\d+$/)
	const ended = auditRows(mine.page, 'session-ended').filter({ hasText: otherId })
	await expect(ended).toHaveCount(1)
	await expect(ended).toContainText(`Admin${E2E_ADMIN.email}`)
	await mine.context.close()
	await other.context.close()
})
