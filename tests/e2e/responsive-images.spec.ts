import type { Page } from '@playwright/test'

import { createOneOfEach } from '#tests/e2e/support/content.ts'
import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { open } from '#tests/e2e/support/helpers.ts'

/** Everything a page's `<img>` elements say about how they load, and where they are on the first screen. */
const imagesOf = (page: Page) =>
	page.evaluate(() =>
		[...document.images].map((image) => {
			const picture = image.parentElement instanceof HTMLPictureElement ? image.parentElement : null
			return {
				src: image.getAttribute('src') ?? '',
				width: image.getAttribute('width'),
				height: image.getAttribute('height'),
				loading: image.getAttribute('loading'),
				fetchPriority: image.getAttribute('fetchpriority'),
				sources: [...(picture?.querySelectorAll('source') ?? [])].map((source) => ({
					type: source.type,
					srcset: source.srcset,
					sizes: source.sizes,
				})),
				/** On the first screen (visible or not), where the browser would load it at once anyway. */
				aboveFold: image.getBoundingClientRect().top < window.innerHeight,
			}
		}),
	)

test.describe('at 375 px (a phone at twice the pixel density)', () => {
	test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })

	test('a 4000×3000 photo shows on a products card as an image under 60 KB', async ({ admin, page }) => {
		test.setTimeout(180_000) // one upload makes ten variants of a 12-megapixel photo on a shared machine
		const tag = unique()
		const photo = await admin.uploadPhoto({ width: 4000, height: 3000 })
		expect(photo).toMatch(/_4000x3000\.jpg$/)
		await admin.create('products', { title: `Photo Product ${tag}`, description: `A photo ${tag}`, picture: photo })

		await open(page, '/portfolio/products')
		const card = page.getByRole('list', { name: 'Products', exact: true }).getByRole('link').filter({ hasText: tag })
		const image = card.locator('img')
		await expect(image).toHaveAttribute('src', photo)
		// The newest product is the first card: the page's likely largest paint.
		await expect(image).toHaveAttribute('fetchpriority', 'high')
		await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true)

		const loaded = await image.evaluate((element: HTMLImageElement) => {
			const entry = performance.getEntriesByName(element.currentSrc)[0] as PerformanceResourceTiming | undefined
			return {
				currentSrc: element.currentSrc,
				shownWidth: element.getBoundingClientRect().width,
				encodedBodySize: entry?.encodedBodySize,
			}
		})
		// A variant, not the 4000 px original: the narrowest at least 2 × the card's width.
		expect(loaded.currentSrc).toMatch(/-w\d+\.(avif|webp)$/)
		expect(loaded.shownWidth).toBe(343)
		const variantWidth = Number(/-w(\d+)\./.exec(loaded.currentSrc)?.[1])
		expect(variantWidth).toBeGreaterThanOrEqual(2 * 343)
		expect(variantWidth).toBeLessThan(1280)
		const response = await page.request.get(loaded.currentSrc)
		const bytes = (await response.body()).length
		expect(bytes, `${loaded.currentSrc} weighs ${bytes} bytes`).toBeLessThan(60_000)
		if (loaded.encodedBodySize) expect(loaded.encodedBodySize).toBe(bytes)
		console.info(`375 px card at 2x: ${new URL(loaded.currentSrc).pathname.split('_')[1]}, ${bytes} bytes`)
	})
})

test('every image of every public page has its size, loads lazily unless it is the likely largest paint, and offers variants', async ({
	admin,
	page,
}) => {
	const pages = (await createOneOfEach(admin)).filter((publicPage) => !publicPage.status)
	let checked = 0
	for (const { path } of pages) {
		await open(page, path)
		const images = await imagesOf(page)
		for (const image of images) {
			const where = `${path}: ${image.src}`
			expect(Number(image.width), where).toBeGreaterThan(0)
			expect(Number(image.height), where).toBeGreaterThan(0)
			if (image.fetchPriority === 'high') {
				expect(image.loading, where).not.toBe('lazy')
				expect(image.aboveFold, `${where} is fetched first but is not on the first screen`).toBe(true)
			} else {
				expect(image.loading, where).toBe('lazy')
			}
			if (/_\d+x\d+\.(jpg|png)$/.test(image.src)) {
				expect(
					image.sources.map((source) => source.type),
					where,
				).toEqual(['image/avif', 'image/webp'])
				for (const source of image.sources) {
					expect(source.srcset, where).toMatch(/^(\/uploads\/\S+-w\d+\.(avif|webp) \d+w(, |$))+$/)
					expect(source.sizes, where).not.toBe('')
				}
			}
			checked++
		}
		expect(images.filter((image) => image.fetchPriority === 'high').length, path).toBeLessThanOrEqual(1)
	}
	expect(checked).toBeGreaterThan(10)
})

test('images do not move the page when they arrive', async ({ admin, page }) => {
	const tag = unique()
	const photo = await admin.upload({ width: 1600, height: 1000 })
	const product = await admin.create('products', {
		title: `Steady Product ${tag}`,
		description: `Nothing moves ${tag}`,
		picture: `${photo},${photo}`,
	})
	for (const path of ['/portfolio/products', `/portfolio/products/${product.slug}`]) {
		await open(page, path)
		await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'))
		const shift = await page.evaluate(
			() =>
				new Promise<number>((resolve) => {
					let total = 0
					new PerformanceObserver((list) => {
						for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value
					}).observe({ type: 'layout-shift', buffered: true })
					setTimeout(() => resolve(total), 200)
				}),
		)
		expect(shift, path).toBe(0)
	}
})
