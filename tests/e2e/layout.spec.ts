import type { Locator } from '@playwright/test'

import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { computedStyle, expectPath, open, scrollInstantly, scrollY } from '#tests/e2e/support/helpers.ts'
import { SAMPLE_COMPANY as site } from '#sample-content/company.ts'

const NAV_LINKS = [
	{ name: 'Home', path: '/' },
	{ name: 'About Us', path: '/about' },
	{ name: 'Portfolio', path: '/portfolio' },
	{ name: 'Blog', path: '/blog' },
	{ name: 'Career', path: '/career' },
]

test.describe('header', () => {
	test('each link goes to its page', async ({ page }) => {
		await open(page, '/career')
		const header = page.getByRole('banner')
		await expect(header.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us')
		for (const { name, path } of NAV_LINKS) {
			const link = header.getByRole('link', { name, exact: true })
			await expect(link).toHaveAttribute('href', path)
			await link.click()
			await expectPath(page, path)
		}
	})

	for (const path of ['/', '/contact-us']) {
		test(`Contact Us on ${path} scrolls to the contact section without navigating`, async ({ page }) => {
			await open(page, path)
			await scrollInstantly(page, 'bottom')
			const section = page.locator('#contact')
			const top = () => section.evaluate((element) => element.getBoundingClientRect().top)
			expect(await top()).toBeLessThan(0)
			await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
			// Smoothly scrolled until the section starts just below the sticky header.
			await expect.poll(top).toBeGreaterThanOrEqual(0)
			await expect.poll(top).toBeLessThan(100)
			// Only the in-page path moves focus to the section; a navigation would not.
			await expect(section).toBeFocused()
			await expectPath(page, path)
		})
	}

	test('Contact Us on a page without a contact section goes to /contact-us', async ({ page }) => {
		await open(page, '/about')
		await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
		await expectPath(page, '/contact-us')
		await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
	})

	test('gains a shadow once the page is scrolled', async ({ page }) => {
		await open(page, '/')
		const header = page.getByRole('banner')
		await expect(header).toHaveAttribute('data-scrolled', 'false')
		expect(await computedStyle(header, 'box-shadow')).toBe('none')
		await scrollInstantly(page, 400)
		await expect(header).toHaveAttribute('data-scrolled', 'true')
		await expect.poll(() => computedStyle(header, 'box-shadow')).not.toBe('none')
		await scrollInstantly(page, 0)
		await expect(header).toHaveAttribute('data-scrolled', 'false')
		await expect.poll(() => computedStyle(header, 'box-shadow')).toBe('none')
	})

	test('on a desktop the menu is transparent on the header’s translucent, blurred backdrop', async ({ page }) => {
		await open(page, '/')
		const header = page.getByRole('banner')
		const menu = header.getByRole('navigation', { name: 'Main' })
		await expect(menu).toBeVisible()
		// No box of its own: what is behind it is the header's backdrop.
		expect(await computedStyle(menu, 'background-color')).toBe('rgba(0, 0, 0, 0)')
		expect(await computedStyle(menu, 'backdrop-filter')).toBe('none')
		// The header's white lets the page show through (oklab(… / 0.95)), blurred.
		expect(await computedStyle(header, 'background-color')).toMatch(/\/ 0\.95\)$/)
		expect(await computedStyle(header, 'backdrop-filter')).toMatch(/blur\(/)
	})

	test.describe('on a narrow screen', () => {
		test.use({ viewport: { width: 375, height: 740 } })

		test('the Menu button opens and closes the menu; Escape and navigation close it', async ({ page }) => {
			await open(page, '/')
			const menu = page.getByRole('button', { name: 'Menu' })
			const about = page.getByRole('banner').getByRole('link', { name: 'About Us' })
			await expect(menu).toHaveAttribute('aria-expanded', 'false')
			await expect(about).toBeHidden()

			await menu.click()
			await expect(menu).toHaveAttribute('aria-expanded', 'true')
			await expect(about).toBeVisible()
			await menu.click()
			await expect(menu).toHaveAttribute('aria-expanded', 'false')
			await expect(about).toBeHidden()

			await menu.click()
			await expect(about).toBeVisible()
			await page.keyboard.press('Escape')
			await expect(menu).toHaveAttribute('aria-expanded', 'false')
			await expect(about).toBeHidden()
			await expect(menu).toBeFocused()

			await menu.click()
			await about.click()
			await expectPath(page, '/about')
			await expect(menu).toHaveAttribute('aria-expanded', 'false')
			await expect(about).toBeHidden()
		})
	})
})

test('every route change starts at the top of the new page', async ({ page }) => {
	await open(page, '/')
	const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true })
	await about.scrollIntoViewIfNeeded()
	expect(await scrollY(page)).toBeGreaterThan(0)
	await about.click()
	await expectPath(page, '/about')
	await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
	expect(await scrollY(page)).toBe(0)
})

test('the footer has the logo, description, social links, columns, contact details and copyright', async ({ page }) => {
	await open(page, '/about')
	const footer = page.getByRole('contentinfo')
	await expect(footer.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/')
	await expect(footer.getByText(site.description)).toBeVisible()

	const social = footer.getByRole('list', { name: 'Social profiles' }).getByRole('link')
	await expect(social).toHaveCount(3)
	for (const link of await social.all()) {
		await expect(link).toHaveAttribute('href', /^https:\/\//)
		await expect(link).toHaveAttribute('target', '_blank')
		await expect(link).toHaveAttribute('rel', /noopener/)
	}

	await expect(footer.getByRole('heading', { name: 'Services' })).toBeVisible()
	await expect(footer.getByRole('heading', { name: 'Company' })).toBeVisible()
	const columns = {
		'Software Development': '/portfolio/software-development',
		Consulting: '/portfolio/consulting',
		Products: '/portfolio/products',
		About: '/about',
		Portfolio: '/portfolio',
		Blogs: '/blog',
		Careers: '/career',
	}
	for (const [name, href] of Object.entries(columns)) {
		await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
	}

	await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', /^tel:\+?[0-9]+$/)
	await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
	const address = footer.locator('address')
	await expect(address).toContainText('Bhubaneswar')
	await expect(address).toContainText('Odisha')
	await expect(footer.getByText(/© 2024/)).toBeVisible()
})

test("the footer's copyright runs to this year, and its social links stay on one row", async ({ page }) => {
	for (const width of [375, 768, 1280]) {
		await page.setViewportSize({ width, height: 800 })
		await open(page, '/blog')
		const footer = page.getByRole('contentinfo')
		const year = new Date().getUTCFullYear()
		await expect(footer.getByText(`© ${year > 2024 ? `2024–${year}` : '2024'} ${site.name}`)).toBeVisible()
		const social = footer.getByRole('list', { name: 'Social profiles' }).getByRole('link')
		await expect(social).toHaveCount(3)
		const tops = await social.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
		expect(new Set(tops).size, `social links' rows at ${width}px`).toBe(1)
	}
})

test("the header's logo is centred on the nav's line", async ({ page }) => {
	const middle = async (locator: Locator) => {
		const box = await locator.boundingBox()
		if (!box) throw new Error('not rendered')
		return box.y + box.height / 2
	}
	for (const width of [375, 1280]) {
		await page.setViewportSize({ width, height: 800 })
		await open(page, '/about')
		const header = page.getByRole('banner')
		const logo = header.getByRole('link', { name: `${site.name} home` })
		const line = await middle(
			width < 1024 ? header.getByRole('button', { name: 'Menu' }) : header.getByRole('link', { name: 'About Us' }),
		)
		// The mark and the name, not the link's box: the box once sat centred with its contents above the middle.
		for (const part of [logo.locator('svg'), logo.getByText(site.name, { exact: true })]) {
			expect(Math.abs((await middle(part)) - line), `at ${width}px`).toBeLessThan(1)
		}
	}
})

test.describe('404 page', () => {
	// Chromium logs every 404 document as a console error.
	test.use({ allowedConsoleErrors: [/status of 404/] })

	for (const path of ['/no/such/page', '/blog/999999', '/portfolio/products/abc', '/career/0']) {
		test(`${path} answers 404 with the Not Found page`, async ({ page }) => {
			const response = await page.goto(path)
			expect(response?.status()).toBe(404)
			await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible()
			await expect(
				page.getByText('Sorry, the page you are looking for might have been removed or does not exist.'),
			).toBeVisible()
			await expect(page.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/')
		})
	}

	test('Go back to Home leads home', async ({ page }) => {
		await open(page, '/no/such/page')
		await page.getByRole('link', { name: 'Go back to Home' }).click()
		await expectPath(page, '/')
		await expect(page.getByRole('heading', { level: 1 })).toContainText(site.tagline)
	})
})
