import type { Page } from '@playwright/test'

import { createAll, createOneOfEach, MISSING_PAGE_PREFIX, type PublicPage } from '#tests/e2e/support/content.ts'
import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { columnCount, computedStyle, enhanced, expectServerRendered } from '#tests/e2e/support/helpers.ts'

/** Whole-site checks over every public route, each showing real content (one item of every kind). */
let pages: PublicPage[]
test.beforeAll(async ({ admin }) => {
	pages = await createOneOfEach(admin)
})

// The list's 404 page logs its 404 document as a console error, as Chromium does for every 404.
test.use({ allowedConsoleErrors: [new RegExp(`status of 404 .*${MISSING_PAGE_PREFIX}`)] })

/** Opens the page and waits for its enhancements; with `everything`, also for every image, lazy ones included. */
async function visit(page: Page, { path, status = 200 }: PublicPage, everything = false) {
	const response = await page.goto(path)
	expect(response?.status(), path).toBe(status)
	await enhanced(page)
	if (!everything) return
	await page.evaluate(() => document.querySelectorAll('img').forEach((image) => (image.loading = 'eager')))
	await page.waitForFunction(() => [...document.images].every((image) => image.complete))
}

test('every public page arrives server-rendered with its content', async ({ request }) => {
	for (const { path, texts, status } of pages) await expectServerRendered(request, path, texts, status)
})

test('no public page logs a console error or fails a request', async ({ page, browserProblems }) => {
	for (const publicPage of pages) {
		await visit(page, publicPage, true)
		expect(browserProblems, publicPage.path).toEqual([])
	}
})

test.describe('at 375 px', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('no public page scrolls sideways', async ({ page }) => {
		for (const publicPage of pages) {
			await visit(page, publicPage)
			const { width, widest } = await page.evaluate(() => {
				const sticking = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > 375)
				const deepest = sticking.filter((e) => !sticking.some((other) => other !== e && e.contains(other)))
				return {
					width: document.documentElement.scrollWidth,
					widest: deepest.map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute('class')}">`).slice(0, 3),
				}
			})
			expect(width, `${publicPage.path} is ${width}px wide: ${widest.join(', ')}`).toBeLessThanOrEqual(375)
		}
	})
})

test('the grids show 1 column at 375 px, 2 at 768 px and 3 at 1280 px', async ({ admin, page }) => {
	const tag = unique()
	const picture = await admin.upload()
	const portfolioItem = (i: number) => ({ title: `Grid ${i} ${tag}`, description: `Grid item ${i}`, picture })
	const three = [1, 2, 3]
	await Promise.all([
		createAll(admin, 'products', three.map(portfolioItem)),
		createAll(admin, 'applications', three.map(portfolioItem)),
		createAll(admin, 'consulting', three.map(portfolioItem)),
		createAll(
			admin,
			'blogs',
			three.map((i) => ({ heading: `Grid ${i} ${tag}`, body: `Post ${i}`, picture })),
		),
	])
	const grids = {
		'/portfolio': page.getByRole('main').getByRole('listitem'),
		'/portfolio/products': page.getByRole('list', { name: 'Products' }).getByRole('listitem'),
		'/portfolio/software-development': page.getByRole('list', { name: 'Applications' }).getByRole('listitem'),
		'/portfolio/consulting': page.getByRole('list', { name: 'Consulting' }).getByRole('listitem'),
		'/blog': page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem'),
	}
	for (const [path, items] of Object.entries(grids)) {
		await page.setViewportSize({ width: 1280, height: 800 })
		await page.goto(path)
		for (const [width, columns] of [
			[375, 1],
			[768, 2],
			[1280, 3],
		] as const) {
			await page.setViewportSize({ width, height: 800 })
			expect(await columnCount(items), `${path} at ${width}px`).toBe(columns)
		}
	}
})

test('headings balance their lines and running text avoids a lone last word', async ({ page }) => {
	await page.goto('/')
	for (const heading of [page.getByRole('heading', { level: 1 }), page.locator('main h2').first()]) {
		expect(await computedStyle(heading, 'text-wrap-style')).toBe('balance')
	}
	expect(await computedStyle(page.locator('main p').first(), 'text-wrap-style')).toBe('pretty')
})

test('cards share one anatomy: a two-line title, a three-line summary, titles level with or without a badge', async ({
	admin,
	page,
}) => {
	const tag = unique()
	const picture = await admin.upload()
	const long = `${'A long description that goes on and on about what was built, '.repeat(4)}${tag}`
	// Newest first: the one without a category comes first, the badged two beside it.
	await createAll(admin, 'applications', [
		{ title: `Badged one ${tag}`, description: long, picture, category: 'AI' },
		{ title: `Badged two ${tag}`, description: long, picture, category: 'BI Solution' },
		{ title: `Unbadged ${tag}`, description: long, picture },
	])
	await createAll(admin, 'consulting', [{ title: `Consulting card ${tag}`, description: long, picture }])
	await page.setViewportSize({ width: 1280, height: 800 })
	for (const [path, list] of [
		['/portfolio/software-development', 'Applications'],
		['/portfolio/consulting', 'Consulting'],
		['/blog', 'Blog posts'],
	] as const) {
		await page.goto(path)
		const card = page.getByRole('list', { name: list }).getByRole('listitem').first()
		expect(await computedStyle(card.locator('h2'), '-webkit-line-clamp'), path).toBe('2')
		expect(await computedStyle(card.locator('p'), '-webkit-line-clamp'), path).toBe('3')
	}
	await page.goto('/portfolio/software-development')
	const titles = page.getByRole('list', { name: 'Applications' }).getByRole('heading', { name: new RegExp(tag) })
	await expect(titles).toHaveCount(3)
	const tops = await titles.evaluateAll((all) => all.map((title) => Math.round(title.getBoundingClientRect().top)))
	expect(new Set(tops).size).toBe(1)
	// Cut at a word: the summary ends in a whole word and an ellipsis.
	await expect(page.getByRole('list', { name: 'Applications' }).getByRole('listitem').first().locator('p')).toHaveText(
		/ [a-z]+…$/,
	)
})
