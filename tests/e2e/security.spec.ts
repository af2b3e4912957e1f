import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { enhanced, open } from '#tests/e2e/support/helpers.ts'

/**
 * The pages' Content-Security-Policy, enforced by the browser. That the site's own pages never break it
 * is checked by every test (support/fixtures.ts fails a test on any violation); here, that it stops
 * markup an attacker got into a page, on a page freshly rendered and on the same page from the cache.
 */
test.describe('Content-Security-Policy', () => {
	test('a cached page keeps the policy it was rendered with, and its own scripts run under it', async ({ page }) => {
		const path = `/about?csp-check=${Date.now()}`
		const fresh = await open(page, path)
		// open() waits for the enhancements: the stored page's script ran under its stored policy.
		const cached = await open(page, path)
		expect(fresh!.headers()['x-cache']).toBe('MISS')
		expect(cached!.headers()['x-cache']).toBe('HIT')
		const policy = fresh!.headers()['content-security-policy']
		expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/)
		expect(cached!.headers()['content-security-policy']).toBe(policy)
		// A revalidation (304) leaves the browser's copy its policy: browsers update a copy with a 304's headers.
		// (Chromium reports the revalidated page as a 200.)
		await page.reload()
		await enhanced(page)
	})

	test.describe('markup injected into a page', () => {
		// One pattern: Playwright would read a second array element as the fixture's options.
		test.use({
			allowedConsoleErrors: [/violates the following Content Security Policy|refused (inline|http)|injected\.js csp/],
		})

		test('cannot run script: inline, in an event handler, or from a file', async ({ page }) => {
			await page.addInitScript(() => {
				const seen: string[] = []
				Object.assign(window, { violations: seen })
				document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective))
			})
			// As if something had slipped past the escaping: the server's answer, policy and all, with markup added.
			await page.route('**/about', async (route) => {
				const response = await route.fetch()
				const injected = [
					'<script>window.injected = "inline"</script>',
					'<img src="/favicon.svg" alt="" onload="window.injected = \'handler\'">',
					'<script src="/assets/injected.js"></script>',
				].join('')
				await route.fulfill({ response, body: (await response.text()).replace('</body>', `${injected}</body>`) })
			})
			await open(page, '/about')
			await expect
				.poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations.toSorted()))
				.toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem'])
			expect(await page.evaluate(() => 'injected' in window)).toBe(false)
		})
	})
})
