import type { Locator } from '@playwright/test'

import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { openAdmin } from '#tests/e2e/support/admin-content.ts'
import { createAll } from '#tests/e2e/support/content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { open, VIDEO_URL } from '#tests/e2e/support/helpers.ts'

/**
 * A photo testimonial's content starts where a video one's does: a picture's <source>s,
 * laid out in its parent's flex box, used to push it 32 px down the slide (and right in the admin's list).
 */

const tag = unique()
const photo = `Photo Person ${tag}`
const video = `Video Person ${tag}`

adminTest.beforeAll(async ({ admin }) => {
	const picture = await admin.upload({ color: '#7c3aed', width: 200, height: 200, alt: `Portrait of ${photo}` })
	await createAll(admin, 'testimonials', [
		{ name: photo, message: `Photo words ${tag}`, stars: 4, picture },
		{ name: video, message: `Video words ${tag}`, stars: 4, youtube_link: VIDEO_URL },
	])
})

/** Where `inner` starts inside `outer`, in px. */
async function offset(outer: Locator, inner: Locator) {
	const [a, b] = await Promise.all([outer.boundingBox(), inner.boundingBox()])
	return { top: b!.y - a!.y, left: b!.x - a!.x }
}

adminTest('on the home page a photo starts at the top of its slide, as a video does', async ({ page }) => {
	await open(page, '/')
	const slide = (name: string) =>
		page.locator('[aria-roledescription="slide"]').filter({ has: page.locator('figcaption', { hasText: name }) })
	// By its alt text rather than its role: a slide out of view is hidden from the accessibility tree.
	const photoTop = await offset(slide(photo), slide(photo).locator(`img[alt="Portrait of ${photo}"]`))
	const videoTop = await offset(slide(video), slide(video).locator('a[data-enhance="video"]'))
	expect(photoTop.top).toBe(0)
	expect(Math.abs(photoTop.top - videoTop.top)).toBeLessThan(1)
})

adminTest('in the admin list a photo row and a video row start their text at the same place', async ({ adminPage }) => {
	await openAdmin(adminPage, '/dashboard/edit-testimonials')
	const row = (name: string) =>
		adminPage.getByRole('list', { name: 'Testimonials', exact: true }).getByRole('listitem').filter({ hasText: name })
	const photoText = await offset(row(photo), row(photo).getByText(photo, { exact: true }))
	const videoText = await offset(row(video), row(video).getByText(video, { exact: true }))
	expect(Math.abs(photoText.left - videoText.left)).toBeLessThan(1)
	expect(Math.abs(photoText.top - videoText.top)).toBeLessThan(1)
})
