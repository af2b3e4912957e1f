import type { Locator, Page } from '@playwright/test'

import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { cardOf, openAdmin } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { computedStyle, open } from '#tests/e2e/support/helpers.ts'

/**
 * An item without a picture shows the designed placeholder: the brand's gradient and its
 * initial, drawn in CSS, decorative (aria-hidden), never a grey 'No Image' box, and nothing fetched for it
 * from another origin.
 */

const tag = unique()
const consulting = `Quiet Advice ${tag}`
const person = `zara Initial ${tag}`

adminTest.beforeAll(async ({ admin }) => {
	await admin.create('consulting', { title: consulting, description: `Advice without a picture ${tag}` })
	await admin.create('testimonials', { name: person, message: `No media here ${tag}`, stars: 4 })
})

/** Every request the page makes to an origin other than the site's. */
function foreignRequests(page: Page): string[] {
	const seen: string[] = []
	page.on('request', (request) => {
		const url = new URL(request.url())
		// The e2e server is at 127.0.0.1 (playwright.config.ts).
		if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') seen.push(url.href)
	})
	return seen
}

async function expectPlaceholder(scope: Locator, initial: string) {
	const placeholder = scope.locator('.placeholder-art')
	await expect(placeholder).toBeVisible()
	await expect(placeholder).toHaveAttribute('aria-hidden', 'true')
	await expect(placeholder).toHaveText(initial)
	expect(await computedStyle(placeholder, 'background-image')).toContain('linear-gradient')
	// White on the brand's blue: not the grey box it replaced.
	expect(await computedStyle(placeholder, 'color')).toBe('rgb(255, 255, 255)')
	await expect(scope.locator('img')).toHaveCount(0)
}

adminTest('a consulting card without a picture shows the placeholder, not a grey No Image box', async ({ page }) => {
	const foreign = foreignRequests(page)
	await open(page, '/portfolio/consulting')
	const card = page
		.getByRole('list', { name: 'Consulting', exact: true })
		.getByRole('link')
		.filter({ hasText: consulting })
	await expectPlaceholder(card, 'Q')
	await expect(card).not.toContainText('No Image')
	// The card's link is named by its title alone.
	await expect(card.getByRole('heading', { name: consulting })).toBeVisible()
	await expect(page.getByRole('main').getByText('No Image', { exact: true })).toHaveCount(0)
	expect(foreign).toEqual([])
})

adminTest('a testimonial without picture or video shows the person’s initial', async ({ page }) => {
	const foreign = foreignRequests(page)
	await open(page, '/')
	const slide = page.locator('[aria-roledescription="slide"]').filter({ hasText: person })
	const media = slide.locator('figure > div').first()
	await expectPlaceholder(media, 'Z')
	// docs/product.md's words stay, for screen readers only: the placeholder says nothing to them.
	await expect(slide.getByText('No Image or Video')).toHaveClass(/sr-only/)
	expect(foreign).toEqual([])
})

adminTest('the admin’s cards and list show the placeholder too, the cards noting No Image', async ({ adminPage }) => {
	await openAdmin(adminPage, '/dashboard/consulting-admin')
	const card = cardOf(adminPage, consulting)
	await expectPlaceholder(card, 'Q')
	await expect(card.getByText('No Image', { exact: true })).toBeVisible()

	await openAdmin(adminPage, '/dashboard/edit-testimonials')
	const row = adminPage
		.getByRole('list', { name: 'Testimonials', exact: true })
		.getByRole('listitem')
		.filter({ hasText: person })
	await expectPlaceholder(row, 'Z')
})
