/**
 * The site's navigation (docs/decisions/0042-navigation.md): a header item with links under it is a
 * `<details>` drop-down that a visitor opens and follows by keyboard, by click and by tap, with and without
 * JavaScript; the Navigation screen adds a link under an item, reorders by keyboard and by dragging, refuses
 * an address at its field, and a save shows on the site. Axe-clean at 375 and 1280 px.
 * Every test puts the links back as they were: the worker's other specs read the same header.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { scanAtBothWidths, violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest } from '#tests/e2e/support/admin.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { expectPath, hydrated, open } from '#tests/e2e/support/helpers.ts'

type Links = { header: unknown[]; footer: unknown[] }

const DROP_DOWN = {
	label: 'Portfolio',
	url: '/portfolio',
	children: [
		{ label: 'Products', url: '/portfolio/products' },
		{ label: 'Consulting', url: '/portfolio/consulting' },
	],
}

async function saveNavigation(context: APIRequestContext, links: Partial<Links>) {
	const response = await context.put('/navigation', { data: links })
	expect(response.status(), await response.text()).toBe(200)
}

let original: Links
test.beforeEach(async ({ admin }) => {
	const { header, footer } = await (await admin.context.get('/navigation')).json()
	original = { header, footer }
})
test.afterEach(async ({ admin }) => saveNavigation(admin.context, original))

/** The header as it was, with Portfolio a drop-down. */
const withDropDown = () => ({
	header: original.header.map((item) => ((item as { url: string }).url === '/portfolio' ? DROP_DOWN : item)),
})

const banner = (page: Page) => page.getByRole('banner')
const summary = (page: Page) => banner(page).locator('summary', { hasText: 'Portfolio' })
const child = (page: Page, name: string) => banner(page).getByRole('link', { name, exact: true })

test.describe('a drop-down on a desktop', () => {
	test('opens and is followed by keyboard: Enter, Tab, Escape', async ({ page, admin }) => {
		await saveNavigation(admin.context, withDropDown())
		await open(page, '/about')
		await expect(child(page, 'Products')).toBeHidden()
		await summary(page).focus()
		await page.keyboard.press('Enter')
		await expect(child(page, 'Products')).toBeVisible()
		// Its own link comes first, then its links.
		await page.keyboard.press('Tab')
		await expect(banner(page).locator('details a').first()).toBeFocused()
		await expect(banner(page).locator('details a').first()).toHaveAttribute('href', '/portfolio')
		await page.keyboard.press('Tab')
		await expect(child(page, 'Products')).toBeFocused()
		await page.keyboard.press('Escape')
		await expect(child(page, 'Products')).toBeHidden()
		await expect(summary(page)).toBeFocused()

		await page.keyboard.press('Space')
		await page.keyboard.press('Tab')
		await page.keyboard.press('Tab')
		await page.keyboard.press('Tab')
		await expect(child(page, 'Consulting')).toBeFocused()
		await page.keyboard.press('Enter')
		await expectPath(page, '/portfolio/consulting')
		// The page's link is the current one, and its drop-down says so.
		await expect(banner(page).locator('details a[href="/portfolio/consulting"]')).toHaveAttribute(
			'aria-current',
			'page',
		)
		await expect(summary(page)).toHaveClass(/text-brand-700/)
	})

	test('opens by click, closes on a click elsewhere, and is axe-clean open', async ({ page, admin }) => {
		await saveNavigation(admin.context, withDropDown())
		await open(page, '/')
		await summary(page).click()
		await expect(child(page, 'Consulting')).toBeVisible()
		expect(await scanAtBothWidths(page, 'a drop-down open')).toEqual([])
		await page.getByRole('main').click({ position: { x: 5, y: 5 } })
		await expect(child(page, 'Consulting')).toBeHidden()
		await summary(page).click()
		await child(page, 'Products').click()
		await expectPath(page, '/portfolio/products')
	})
})

test.describe('a drop-down on a phone', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('opens nested in the menu, and its links are followed by tap', async ({ page, admin }) => {
		await saveNavigation(admin.context, withDropDown())
		await open(page, '/')
		await page.getByRole('button', { name: 'Menu' }).click()
		await summary(page).click()
		await expect(child(page, 'Consulting')).toBeVisible()
		expect(await violations(page, 'the menu with a drop-down open at 375px')).toEqual([])
		await child(page, 'Consulting').click()
		await expectPath(page, '/portfolio/consulting')
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a drop-down still opens, by click and by keyboard, and its links are reached', async ({ page, admin }) => {
		await saveNavigation(admin.context, withDropDown())
		await page.goto('/about')
		await summary(page).click()
		await child(page, 'Products').click()
		await expectPath(page, '/portfolio/products')

		await page.goto('/about')
		await summary(page).focus()
		await page.keyboard.press('Enter')
		await page.keyboard.press('Tab')
		await page.keyboard.press('Tab')
		await expect(child(page, 'Products')).toBeFocused()
		await page.keyboard.press('Enter')
		await expectPath(page, '/portfolio/products')
	})
})

adminTest.describe('the Navigation screen', () => {
	adminTest(
		'adds a link under an item, reorders it by keyboard, and the site shows it',
		async ({ adminPage: page }) => {
			await page.goto('/dashboard/navigation')
			await hydrated(page)
			expect(await scanAtBothWidths(page, 'the Navigation screen')).toEqual([])
			const portfolio = page.getByRole('group', { name: 'Header' }).locator(':scope > ol > li').nth(2)
			await expect(portfolio.getByLabel('Label').first()).toHaveValue('Portfolio')
			const add = portfolio.getByRole('button', { name: 'Add to Drop-down links' })
			await add.click()
			await page.locator('input[name="header.2.children.0.label"]').fill('Products')
			await page.locator('input[name="header.2.children.0.url"]').fill('/portfolio/products')
			await add.click()
			await page.locator('input[name="header.2.children.1.label"]').fill('Consulting')
			// The site's pages are offered; any address can be typed, and a bad one is refused at its field.
			const url = page.locator('input[name="header.2.children.1.url"]')
			await expect(url).toHaveAttribute('list', 'link-choices')
			await expect(page.locator('#link-choices option[value="/portfolio/consulting"]')).toHaveCount(1)
			await url.fill('javascript:alert(1)')
			await url.blur()
			await expect(
				portfolio.getByText(
					'Link must be a path on this site (/about), an http:// or https:// address, mailto: or tel:',
				),
			).toBeVisible()
			await url.fill('/portfolio/consulting')
			await url.blur()
			await expect(portfolio.getByText('Link must be a path on this site')).toHaveCount(0)

			const moveUp = portfolio.getByRole('button', { name: 'Move up: Drop-down links 2' })
			await moveUp.focus()
			await page.keyboard.press('Enter')
			await expect(page.getByText('Drop-down links 2 moved up')).toBeAttached()
			await expect(page.locator('input[name="header.2.children.0.label"]')).toHaveValue('Consulting')
			expect(await scanAtBothWidths(page, 'the Navigation screen with a drop-down')).toEqual([])

			await page.getByRole('button', { name: 'Save Changes' }).click()
			await expect(page.getByRole('status')).toHaveText('Navigation saved')

			await open(page, '/')
			await summary(page).click()
			await expect(banner(page).locator('details a')).toHaveText(['Portfolio', 'Consulting', 'Products'])
		},
	)

	adminTest(
		'reorders the header by dragging an item by its handle (the drag events, dispatched)',
		async ({ adminPage: page }) => {
			await page.goto('/dashboard/navigation')
			await hydrated(page)
			const items = page.getByRole('group', { name: 'Header' }).locator(':scope > ol > li')
			// The drag's events as the browser sends them, with one DataTransfer: Playwright's mouse-driven drag
			// delivered no drop to the headless shell here, so the gesture itself is not what this drives.
			const dataTransfer = await page.evaluateHandle(() => new DataTransfer())
			const handle = items.nth(0).getByText('Drag')
			await handle.dispatchEvent('dragstart', { dataTransfer })
			for (const type of ['dragenter', 'dragover', 'drop']) await items.nth(2).dispatchEvent(type, { dataTransfer })
			await handle.dispatchEvent('dragend', { dataTransfer })
			await expect(page.getByText('Header 1 moved to position 3')).toBeAttached()
			await expect(page.locator('input[name="header.2.label"]')).toHaveValue('Home')
			await expect(page.locator('input[name="header.0.label"]')).toHaveValue('About Us')
			await page.getByRole('button', { name: 'Save Changes' }).click()
			await expect(page.getByRole('status')).toHaveText('Navigation saved')
			await open(page, '/about')
			await expect(banner(page).getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
				'About Us',
				'Portfolio',
				'Home',
				'Blog',
				'Career',
				'Contact Us',
			])
		},
	)
})
