// A video's poster: the item's first picture, or the brand's placeholder art when it has none;
// never a dark box, and nothing from YouTube (player, thumbnail) until the visitor asks for the video.
import type { Locator, Page } from '@playwright/test'

import { createAll } from '#tests/e2e/support/content.ts'
import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { computedStyle, enhanced, expectVideoPlays, stubYouTube, VIDEO_URL } from '#tests/e2e/support/helpers.ts'

/** Every request the page makes to another host than the test server's, from now on. */
function otherOrigins(page: Page): string[] {
	const seen: string[] = []
	page.on('request', (request) => {
		if (new URL(request.url()).hostname !== '127.0.0.1') seen.push(request.url())
	})
	return seen
}

/** Opens the page, brings the poster into view (its picture loads lazily) and waits for the network to settle. */
async function openPoster(page: Page, path: string, title: string): Promise<Locator> {
	await page.goto(path)
	const poster = page.getByRole('link', { name: `Play video: ${title}`, exact: true })
	await poster.scrollIntoViewIfNeeded()
	await page.waitForLoadState('networkidle')
	return poster
}

test('a portfolio item with pictures shows its first picture as the poster, fetching nothing from YouTube', async ({
	admin,
	page,
}) => {
	const tag = unique()
	const title = `Poster Product ${tag}`
	const pictures = await Promise.all(['#0e7490', '#a16207'].map((color) => admin.upload({ color })))
	const product = await admin.create('products', {
		title,
		description: 'Has a video',
		picture: pictures,
		youtube_link: VIDEO_URL,
	})
	await stubYouTube(page)
	const external = otherOrigins(page)
	const poster = await openPoster(page, `/portfolio/products/${product.id}`, title)

	await expect(poster).toHaveAttribute('href', VIDEO_URL)
	await expect(poster).toHaveAttribute('data-poster', 'picture')
	const picture = poster.locator('img')
	await expect(picture).toHaveAttribute('src', pictures[0]!)
	// Like every content picture, it has its words (the library's here; never alt=""), while the link's
	// name stays its label alone (found above by that exact name).
	await expect(picture).toHaveAttribute('alt', 'A generated test image')
	await expect
		.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
		.toBeGreaterThan(0)
	// The picture fills the poster, under the play button and the label.
	const [frame, image] = await Promise.all([poster.boundingBox(), picture.boundingBox()])
	expect(image).toEqual(frame)
	await expect(poster.getByText(`Play video: ${title}`)).toBeVisible()
	expect(external).toEqual([])

	await enhanced(page)
	await expectVideoPlays(page, title)
})

test('without a picture the poster is the brand art (gradient, play button, title), not a dark box', async ({
	admin,
	page,
}) => {
	const tag = unique()
	const title = `Poster Consulting ${tag}`
	const [item] = await createAll(admin, 'consulting', [{ title, description: 'No picture', youtube_link: VIDEO_URL }])
	await stubYouTube(page)
	const external = otherOrigins(page)
	const poster = await openPoster(page, `/portfolio/consulting/${item!.id}`, title)

	await expect(poster).toHaveAttribute('data-poster', 'art')
	await expect(poster.locator('img')).toHaveCount(0)
	expect(await computedStyle(poster, 'background-image')).toContain('linear-gradient')
	// --color-brand-700, the art's base: the old poster was slate-800 to brand-900.
	expect(await computedStyle(poster, 'background-color')).toBe('rgb(23, 76, 176)')
	await expect(poster.getByText(`Play video: ${title}`)).toBeVisible()
	expect(external).toEqual([])

	await enhanced(page)
	await expectVideoPlays(page, title)
})
