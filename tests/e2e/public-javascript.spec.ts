import type { Response } from '@playwright/test'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { createOneOfEach } from '#tests/e2e/support/content.ts'
import { enhanced } from '#tests/e2e/support/helpers.ts'

/** Issue 16: 20 kB (1 kB = 1000 bytes) of JavaScript per public page, as downloaded, headers included. */
const BUDGET_BYTES = 20_000

test.use({ viewport: { width: 375, height: 800 } })

test('every public page downloads at most 20 kB of JavaScript, headers included, and no React', async ({
	admin,
	page,
}) => {
	const pages = await createOneOfEach(admin)
	const report: string[] = []
	for (const { path } of pages) {
		const scripts: Array<{ url: string; bytes: Promise<number> }> = []
		const listener = (response: Response) => {
			if (response.request().resourceType() !== 'script') return
			scripts.push({
				url: response.url(),
				bytes: response
					.request()
					.sizes()
					.then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize),
			})
		}
		page.on('response', listener)
		await page.goto(path)
		await enhanced(page)
		// The page's own requests are done once it has loaded (nothing is fetched on demand before a click).
		await page.waitForLoadState('load')
		page.off('response', listener)
		const sizes = await Promise.all(scripts.map((script) => script.bytes))
		const total = sizes.reduce((sum, bytes) => sum + bytes, 0)
		report.push(`${path}: ${total} bytes in ${scripts.length} scripts`)
		expect(scripts.length, `${path} loads its enhancements`).toBeGreaterThan(0)
		expect(total, `${path}: ${scripts.map((script) => script.url).join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES)
		// React Router's runtime, which hydration needs, is nowhere (its context, its route modules).
		expect(await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterRouteModules' in window)).toBe(
			false,
		)
	}
	console.log(report.join('\n'))
})
