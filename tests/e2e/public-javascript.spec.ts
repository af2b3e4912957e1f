import type { Response } from '@playwright/test'

import { createOneOfEach, MISSING_PAGE_PREFIX } from '#tests/e2e/support/content.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'

/** ADR 0032: 20 kB (1 kB = 1000 bytes) of JavaScript per public page, as downloaded, headers included. */
const BUDGET_BYTES = 20_000

test.use({ allowedConsoleErrors: [new RegExp(`status of 404 .*${MISSING_PAGE_PREFIX}`)] })

test('every public page downloads at most 20 kB of JavaScript, headers included, and no React', async ({
	admin,
	browser,
}) => {
	// A fresh browser for each of some thirty public pages: more than the default 30 s on a busy 2-core machine.
	test.setTimeout(120_000)
	const pages = await createOneOfEach(admin)
	const report: string[] = []
	for (const { path } of pages) {
		// A browser of its own for each page: nothing comes from the cache of the page before.
		const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
		const page = await context.newPage()
		const scripts: Array<{ url: string; bytes: Promise<number> }> = []
		page.on('response', (response: Response) => {
			if (response.request().resourceType() !== 'script') return
			const sizes = response.request().sizes()
			scripts.push({ url: response.url(), bytes: sizes.then((s) => s.responseHeadersSize + s.responseBodySize) })
		})
		await page.goto(path, { waitUntil: 'load' })
		await page.waitForFunction(() => document.documentElement.hasAttribute('data-enhanced'))
		const total = (await Promise.all(scripts.map((script) => script.bytes))).reduce((sum, bytes) => sum + bytes, 0)
		report.push(`${path}: ${total} bytes in ${scripts.length} scripts`)
		expect(scripts.length, `${path} loads its enhancements`).toBeGreaterThan(0)
		expect(total, `${path}: ${scripts.map((script) => script.url).join(', ')}`).toBeGreaterThan(1000)
		expect(total, `${path}: ${scripts.map((script) => script.url).join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES)
		// React Router's runtime, which hydration needs, is nowhere (its context, its route modules).
		expect(await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterRouteModules' in window)).toBe(
			false,
		)
		await context.close()
	}
	console.log(report.join('\n'))
})
