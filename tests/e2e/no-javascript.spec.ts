import { createAll } from '#tests/e2e/support/content.ts'
import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { expectPath, VIDEO_URL } from '#tests/e2e/support/helpers.ts'

/**
 * What a visitor without JavaScript still has (ADR 0032): the public pages are HTML that works on its own;
 * script only enhances it. The contact form's own no-script tests are in contact.spec.ts.
 */
test.use({ javaScriptEnabled: false })

test('the phone menu opens and closes, and its links lead to their pages', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 800 })
	await page.goto('/about')
	const menuButton = page.getByRole('button', { name: 'Menu' })
	const menu = page.getByRole('navigation', { name: 'Main' })
	await expect(menu).toBeHidden()
	await menuButton.click()
	await expect(menu).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(menu).toBeHidden()
	await menuButton.click()
	await menu.getByRole('link', { name: 'Blog', exact: true }).click()
	await expectPath(page, '/blog')
	// A desktop shows the menu in the header's row, no button needed.
	await page.setViewportSize({ width: 1280, height: 800 })
	await expect(menuButton).toBeHidden()
	await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('FAQ answers open and close, and the search finds questions', async ({ admin, page }) => {
	const tag = unique()
	await createAll(admin, 'faqs', [
		{ question: `Can you audit our pipeline ${tag}?`, answer: `Yes, in two weeks ${tag}.` },
		{ question: `Do you sign NDAs ${tag}?`, answer: `Always ${tag}.` },
	])
	await page.goto('/')
	const section = page.getByRole('region', { name: 'Frequently Asked Questions' })
	const question = section.locator('summary', { hasText: `Can you audit our pipeline ${tag}?` })
	const answer = section.getByText(`Yes, in two weeks ${tag}.`)
	await expect(answer).toBeHidden()
	await question.click()
	await expect(answer).toBeVisible()
	await question.click()
	await expect(answer).toBeHidden()

	// The search is a form the server answers: Enter sends it, the page comes back with the matches only.
	await section.getByRole('searchbox', { name: 'Describe your issue' }).fill(`SIGN NDAS ${tag}`)
	await section.getByRole('searchbox', { name: 'Describe your issue' }).press('Enter')
	await expect.poll(() => new URL(page.url()).searchParams.get('faq')).toBe(`SIGN NDAS ${tag}`)
	await expect(section.locator('summary', { hasText: `Do you sign NDAs ${tag}?` })).toBeVisible()
	await expect(section.locator('summary', { hasText: `Can you audit our pipeline ${tag}?` })).toBeHidden()
	await expect(section.getByRole('searchbox')).toHaveValue(`SIGN NDAS ${tag}`)
	await section.getByRole('searchbox').fill(`nothing like this ${tag}`)
	await section.getByRole('searchbox').press('Enter')
	await expect(section.getByRole('status')).toHaveText('No questions match your search.')
})

test('testimonials can be scrolled through; a video poster links to the video', async ({ admin, page }) => {
	const tag = unique()
	await createAll(admin, 'testimonials', [
		{ name: `First ${tag}`, message: `Great work ${tag}.`, stars: 5, youtube_link: VIDEO_URL },
		{ name: `Second ${tag}`, message: `Fast and clear ${tag}.`, stars: 4 },
	])
	await page.setViewportSize({ width: 375, height: 800 })
	await page.goto('/')
	const carousel = page.locator('[data-enhance="testimonials"]')
	const track = carousel.locator('[data-track]')
	// Every slide is there to read (none is hidden from screen readers without the script that moves them).
	await expect(carousel.locator('[aria-hidden="true"][data-slide]')).toHaveCount(0)
	const second = carousel.getByText(`Fast and clear ${tag}.`)
	await second.scrollIntoViewIfNeeded()
	await expect(second).toBeInViewport()
	expect(await track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
	// Controls only script can work take their place but are not shown.
	await expect(carousel.getByRole('button', { name: 'Pause testimonials' })).toBeHidden()
	await expect(page.getByRole('link', { name: `Play video: Testimonial from First ${tag}` })).toHaveAttribute(
		'href',
		VIDEO_URL,
	)
})
