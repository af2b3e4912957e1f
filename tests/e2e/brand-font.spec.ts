// The brand typeface: Inter, self-hosted from the build's assets, its Latin subset only,
// preloaded from the HTML, `font-display: swap`, and a metric-matched fallback so its arrival moves nothing.
// The pages are opened without waiting for hydration: none of this needs React.
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/support/fixtures.ts'

const FONT_PATH = /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/

test('every page preloads the self-hosted Latin Inter, fetches it once, and sets its text in it', async ({
	page,
	request,
}) => {
	const fonts: string[] = []
	page.on('request', (sent) => {
		if (sent.resourceType() === 'font') fonts.push(new URL(sent.url()).pathname)
	})
	await page.goto('/')
	const preload = page.locator('head link[rel="preload"][as="font"]')
	await expect(preload).toHaveCount(1)
	await expect(preload).toHaveAttribute('type', 'font/woff2')
	await expect(preload).toHaveAttribute('crossorigin', 'anonymous')
	const href = (await preload.getAttribute('href')) ?? ''
	expect(href).toMatch(FONT_PATH)

	// The face the stylesheet declares is the preloaded file (one request, not two), with `swap`.
	const face = await page.evaluate(async () => {
		await document.fonts.ready
		const inter = [...document.fonts].filter((font) => font.family.replace(/"/g, '') === 'Inter Variable')
		return inter.map((font) => ({ display: font.display, status: font.status, weight: font.weight }))
	})
	expect(face).toEqual([{ display: 'swap', status: 'loaded', weight: '100 900' }])
	expect(fonts).toEqual([href])
	expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable", /)

	const font = await request.get(href)
	expect(font.status()).toBe(200)
	expect(font.headers()['content-type']).toBe('font/woff2')
	expect(font.headers()['cache-control']).toContain('immutable')
	// The Latin subset of the variable font (every weight): about 48 kB, where all subsets would be ~350 kB.
	expect((await font.body()).length).toBeLessThan(60_000)

	await page.goto('/about')
	await expect(page.locator(`head link[rel="preload"][as="font"][href="${href}"]`)).toHaveCount(1)
})

/** Where each heading and paragraph of the page starts, from the top of the document. */
const textTops = (page: Page) =>
	page.evaluate(async () => {
		await document.fonts.ready
		return [...document.querySelectorAll('main h1, main h2, main h3, main p, footer p')].map((element) =>
			Math.round(element.getBoundingClientRect().top + window.scrollY),
		)
	})

test('until the font arrives, the fallback takes the same room: nothing moves when it swaps in', async ({
	page,
	browser,
}) => {
	await page.setViewportSize({ width: 375, height: 800 })
	await page.goto('/about')
	const withInter = await textTops(page)

	// Arial's metric twin, Liberation Sans, comes with Debian's Chromium; without it there is nothing to compare.
	const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
	const fallback = await context.newPage()
	await fallback.route('**/*.woff2', (route) => route.abort())
	await fallback.goto('/about')
	const hasArialMetrics = await fallback.evaluate(() => {
		const context = document.createElement('canvas').getContext('2d')!
		const width = (font: string) => ((context.font = font), context.measureText('Analytics').width)
		return width('16px "Liberation Sans", monospace') !== width('16px monospace')
	})
	test.skip(!hasArialMetrics, 'no Arial-compatible font on this machine')
	const withFallback = await textTops(fallback)
	await context.close()

	expect(withFallback).toHaveLength(withInter.length)
	const shifts = withInter.map((top, i) => Math.abs(top - withFallback[i]!))
	expect(Math.max(...shifts)).toBeLessThanOrEqual(4)
})
