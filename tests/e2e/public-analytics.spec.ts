import type { Browser, BrowserContext, Page } from '@playwright/test'

import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { type AdminApi, expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { enhanced, open } from '#tests/e2e/support/helpers.ts'

/**
 * Built-in analytics as a visitor and the admin meet it (ADR 0033): browsing counts each page shown, with
 * no cookie, no storage and no request to another site; the admin then finds the numbers on the
 * Analytics screen. A page prerendered but never shown, or a tab never looked at, is not counted until it
 * is; the admin's own browsing is never counted. The counting rules themselves are the integration tests'
 * (tests/integration/analytics.test.ts). Views are written about a second after they are sent.
 */

const VIEWS = '/analytics/views'

/** The page-view requests a page sends, as the server answered them. */
function watchCounts(page: Page): Array<{ path: string; status: number }> {
	const sent: Array<{ path: string; status: number }> = []
	page.on('response', (response) => {
		const request = response.request()
		if (request.method() === 'POST' && new URL(response.url()).pathname === VIEWS)
			sent.push({ path: JSON.parse(request.postData() ?? '{}').path, status: response.status() })
	})
	return sent
}

/**
 * A post's views in the last 30 days as its Manage list shows them: the report lists only the 50 most
 * viewed pages, which a post seen once may not be among after the tests before.
 */
async function viewsInManageList(admin: AdminApi, heading: string): Promise<number> {
	const html = await (await admin.context.get('/dashboard/blogs-admin')).text()
	const item = html.split('<li').find((part) => part.includes(`>${heading}<`))
	const views = /data-views="(\d+)"/.exec(item ?? '')?.[1]
	expect(views, `${heading} in the Manage list`).toBeDefined()
	return Number(views)
}

async function signedInAdmin(context: BrowserContext): Promise<Page> {
	expect((await context.request.post('/admin/login', { data: E2E_ADMIN })).status()).toBe(200)
	return context.newPage()
}

/** The Analytics screen's row that mentions `text`, once the report has it (views land a second later). */
async function expectReportRow(page: Page, text: string) {
	await expect
		.poll(
			async () => {
				await page.goto('/dashboard/analytics?days=7')
				return page.getByRole('row').filter({ hasText: text }).count()
			},
			{ timeout: 15_000 },
		)
		.toBeGreaterThan(0)
	return page.getByRole('row').filter({ hasText: text }).first()
}

test('browsing counts each page shown, without a cookie or a request elsewhere; the admin sees it', async ({
	page,
	admin,
	browser,
	baseURL,
}) => {
	const campaign = `e2e-${unique()}`
	const heading = `Counted post ${unique()}`
	const post = await admin.create('blogs', { heading, body: 'Read me.', picture: await admin.upload() })
	const requests: string[] = []
	page.context().on('request', (request) => requests.push(request.url()))
	const counts = watchCounts(page)

	await open(page, `/?utm_source=e2e&utm_medium=browser&utm_campaign=${campaign}`)
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
	await enhanced(page)
	await page.getByRole('link', { name: heading }).first().click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
	await expect.poll(() => counts.map((count) => count.path)).toEqual(['/', '/blog', `/blog/${post.slug}`])
	expect(counts.every((count) => count.status === 204)).toBe(true)

	// Nothing kept in the browser, nothing sent to anyone else.
	expect(await page.context().cookies()).toEqual([])
	expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
	const origin = new URL(baseURL!).origin
	expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([])

	const adminContext = await browser.newContext()
	try {
		const adminPage = await signedInAdmin(adminContext)
		const campaignRow = await expectReportRow(adminPage, campaign)
		await expect(campaignRow.getByRole('cell')).toHaveText(['browser', campaign, '1'])
		// Pages by title, linked. (Only the 50 most viewed are listed, so the post itself, with its one view,
		// may be below pages the tests before viewed: its numbers are read where they are its own, below.)
		const blogRow = adminPage
			.getByRole('row')
			.filter({ has: adminPage.getByRole('link', { name: 'Blog', exact: true }) })
		await expect(blogRow.getByRole('link')).toHaveAttribute('href', '/blog')
		await expect(blogRow.getByRole('rowheader')).toContainText('/blog')
		// Its Manage list shows the post's view.
		await adminPage.goto('/dashboard/blogs-admin')
		await expect(
			adminPage.getByRole('listitem').filter({ hasText: heading }).getByText('1 view in the last 30 days'),
		).toBeVisible()
		// And its edit screen, the days' views and visitors.
		await adminPage.goto(`/admin/blog/edit/${post.id}`)
		const views = adminPage
			.locator('section')
			.filter({ has: adminPage.getByRole('heading', { name: 'Page views, last 30 days' }) })
		await expect(views.getByRole('term')).toHaveText(['Views', 'Visitors'])
		await expect(views.getByRole('definition')).toHaveText(['1', '1'])
		await expect(views.getByRole('img', { name: /^Views and visitors per day/ })).toBeVisible()
	} finally {
		await adminContext.close()
	}
})

/**
 * A visitor's view of a page tagged with a campaign of its own, once the report shows it: views are
 * written in the order they arrive, so any sent before it would be in the report by then too.
 */
async function countedAfterwards(browser: Browser, report: Page) {
	const campaign = `e2e-control-${unique()}`
	const visitor = await browser.newContext()
	try {
		await open(await visitor.newPage(), `/about?utm_source=e2e&utm_campaign=${campaign}`)
		await expectReportRow(report, campaign)
	} finally {
		await visitor.close()
	}
}

test("the admin's own browsing is not counted", async ({ browser }) => {
	const campaign = `e2e-admin-${unique()}`
	const context = await browser.newContext()
	try {
		const page = await signedInAdmin(context)
		const counts = watchCounts(page)
		await open(page, `/about?utm_source=e2e&utm_campaign=${campaign}`)
		await expect.poll(() => counts.length).toBe(1)
		await countedAfterwards(browser, page)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics')
		await expect(page.getByRole('row').filter({ hasText: campaign })).toHaveCount(0)
	} finally {
		await context.close()
	}
})

test('a page Chromium prerendered is counted when the visitor opens it, not before', async ({
	page,
	admin,
	browser,
}) => {
	const heading = `Prerendered post ${unique()}`
	const post = await admin.create('blogs', { heading, body: 'Maybe read.', picture: await admin.upload() })
	const path = `/blog/${post.slug}`
	const viewsOfPost = () => viewsInManageList(admin, heading)
	const prerendered: string[] = []
	page.context().on('request', (request) => {
		if (request.headers()['sec-purpose']?.includes('prerender')) prerendered.push(new URL(request.url()).pathname)
	})
	await open(page, '/blog')
	// The speculation rules prerender a link the pointer rests on (moderate eagerness).
	const link = page.getByRole('link', { name: heading }).first()
	await link.hover()
	await expect.poll(() => prerendered).toContain(path)
	// A view sent while prerendering would be in the report once a later one is. (Chromium itself holds the
	// prerendered page's requests back here; the script's own waiting is the next test's.)
	const reportContext = await browser.newContext()
	try {
		await countedAfterwards(browser, await signedInAdmin(reportContext))
	} finally {
		await reportContext.close()
	}
	expect(await viewsOfPost()).toBe(0)
	await link.click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
	await expect.poll(viewsOfPost, { timeout: 10_000 }).toBe(1)
})

/**
 * The page-view script sees `document.prerendering` and `visibilityState` as Chromium sets them for a
 * prerendered page or a background tab; the test holds them there, then lets the page be shown.
 */
const HELD_BACK = () => {
	const state = { prerendering: true, hidden: true }
	Object.defineProperty(Document.prototype, 'prerendering', { get: () => state.prerendering, configurable: true })
	Object.defineProperty(Document.prototype, 'visibilityState', {
		get: () => (state.hidden ? 'hidden' : 'visible'),
		configurable: true,
	})
	;(window as unknown as { showPage(what: 'activate' | 'look'): void }).showPage = (what) => {
		if (what === 'activate') {
			state.prerendering = false
			document.dispatchEvent(new Event('prerenderingchange'))
		} else {
			state.hidden = false
			document.dispatchEvent(new Event('visibilitychange'))
		}
	}
}

/**
 * Counts the page-view requests the page makes, in the page, as it makes them: the script sends from the
 * event that shows the page (app/enhance/page-view.ts), so a wrong one is counted by the time that
 * event's dispatch returns, with nothing to wait for.
 */
const RECORD_VIEWS = (path: string) => {
	let sent = 0
	const send = window.fetch.bind(window)
	window.fetch = (input, init) => {
		if (String(input instanceof Request ? input.url : input).endsWith(path)) sent++
		return send(input, init)
	}
	;(window as unknown as { viewsSent(): number }).viewsSent = () => sent
}
const viewsSent = (page: Page) => page.evaluate(() => (window as unknown as { viewsSent(): number }).viewsSent())

test('a prerendered page or a background tab is counted only once it is shown, and once', async ({ page }) => {
	await page.addInitScript(RECORD_VIEWS, VIEWS)
	await page.addInitScript(HELD_BACK)
	const counts = watchCounts(page)
	// Its enhancements ran (open waits for them), the page-view script among them.
	await open(page, '/about')
	const show = (what: 'activate' | 'look') =>
		page.evaluate((step) => (window as unknown as { showPage(what: string): void }).showPage(step), what)

	expect(await viewsSent(page)).toBe(0)
	// Activated, but its tab is in the background: still not shown.
	await show('activate')
	expect(await viewsSent(page)).toBe(0)
	await show('look')
	expect(await viewsSent(page)).toBe(1)
	await expect.poll(() => counts).toEqual([{ path: '/about', status: 204 }])
	// Looked at again later: the same view.
	await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
	expect(await viewsSent(page)).toBe(1)
})

test.describe('a missing page', () => {
	test.use({ allowedConsoleErrors: [/status of 404/] })

	test('is not counted', async ({ page }) => {
		await page.addInitScript(RECORD_VIEWS, VIEWS)
		const response = await page.goto(`/no-such-page-${unique()}`)
		expect(response?.status()).toBe(404)
		await enhanced(page)
		expect(await viewsSent(page)).toBe(0)
	})
})
