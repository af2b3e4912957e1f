// Keyboard use (ADR 0015): the skip links, a visible focus indicator on everything the Tab key
// reaches, the mobile menu and the confirmation dialogs. Pausing the carousel and the marquee from the
// keyboard is tested in home.spec.ts, beside their other tests.
import type { Locator, Page } from '@playwright/test'

import { type FocusStop, tabThrough } from '#tests/e2e/support/accessibility.ts'
import { adminTest } from '#tests/e2e/support/admin.ts'
import { openAdmin, toastButton } from '#tests/e2e/support/admin-content.ts'
import { createItemsOfEachKind, type ItemsOfEachKind } from '#tests/e2e/support/content.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { open } from '#tests/e2e/support/helpers.ts'

let items: ItemsOfEachKind
test.beforeAll(async ({ admin }) => {
	items = await createItemsOfEachKind(admin)
})

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 30) {
	for (let i = 0; i < limit; i++) {
		await page.keyboard.press('Tab')
		if (await target.evaluate((element) => element === document.activeElement)) return
	}
	throw new Error(`Tab never reached ${target}`)
}

const withoutIndicator = (stops: FocusStop[]) => stops.filter((stop) => stop.problem)

async function expectSkipLinkWorks(page: Page) {
	await page.keyboard.press('Tab')
	const skip = page.getByRole('link', { name: 'Skip to content' })
	await expect(skip).toBeFocused()
	// Shown once focused: a real box inside the viewport, not the 1 px of a visually hidden element.
	const box = await skip.boundingBox()
	expect(box?.width).toBeGreaterThan(40)
	expect(box?.height).toBeGreaterThan(20)
	expect(box!.x).toBeGreaterThanOrEqual(0)
	expect(box!.y).toBeGreaterThanOrEqual(0)
	await page.keyboard.press('Enter')
	const main = page.getByRole('main')
	await expect(main).toBeFocused()
	// The next Tab lands in the page's content, past the header's links.
	await page.keyboard.press('Tab')
	expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true)
}

test.describe('skip link', () => {
	test('on public pages, the first Tab shows it and Enter moves the focus to the content', async ({ page }) => {
		await open(page, '/about')
		await expectSkipLinkWorks(page)
	})

	adminTest('on admin screens too', async ({ adminPage: page }) => {
		await openAdmin(page, '/dashboard/edit-FAQ')
		await expectSkipLinkWorks(page)
	})
})

test.describe('every element the Tab key reaches shows where the focus is', () => {
	test('public pages: header, content and footer', async ({ page }) => {
		const found: string[] = []
		for (const path of [
			'/',
			`/portfolio/software-development/${items.application.slug}`,
			`/career/${items.career.slug}`,
		]) {
			await open(page, path)
			const stops = await tabThrough(page)
			expect(stops.length, `${path} has things to focus`).toBeGreaterThan(10)
			found.push(...withoutIndicator(stops).map((stop) => `${path}: ${stop.element}: ${stop.problem}`))
		}
		expect(found).toEqual([])
	})

	test('the API reference: its side navigation, a scrolling box', async ({ page }) => {
		await open(page, '/api-reference')
		// The skip link, the header and the first thirty links of the side navigation.
		const stops = await tabThrough(page, { maxStops: 40 })
		expect(stops.filter((stop) => stop.element.startsWith('<a> "GET')).length).toBeGreaterThan(5)
		expect(withoutIndicator(stops)).toEqual([])
	})

	test('backwards, nothing hides under the sticky header', async ({ page }) => {
		await open(page, '/')
		await page.keyboard.press('End')
		const stops = await tabThrough(page, { backwards: true })
		expect(stops.length).toBeGreaterThan(10)
		expect(withoutIndicator(stops)).toEqual([])
	})

	test('the mobile menu and the sign-in form', async ({ page }) => {
		await page.setViewportSize({ width: 375, height: 740 })
		await open(page, '/about')
		await page.getByRole('button', { name: 'Menu' }).click()
		const menu = await tabThrough(page, { maxStops: 10 })
		expect(menu.map((stop) => stop.element)).toContain('<a> "About Us"')
		await page.goto('/admin')
		await page.getByRole('heading', { name: 'Sign In' }).waitFor()
		const signIn = await tabThrough(page)
		expect(signIn.length).toBeGreaterThanOrEqual(3)
		expect(withoutIndicator([...menu, ...signIn])).toEqual([])
	})

	adminTest('admin screens: navigation, tiles, cards, forms and a dialog', async ({ adminPage: page }) => {
		const found: string[] = []
		for (const path of [
			'/dashboard',
			`/dashboard/edit-testimonials/${items.testimonial.id}`,
			`/admin/applications/edit/${items.application.id}`,
			// The Markdown preview scrolls, so it takes the focus.
			`/admin/blog/edit/${items.blog.id}`,
			// Last: its Delete opens the dialog walked below.
			'/dashboard/applications-admin',
		]) {
			await openAdmin(page, path)
			const stops = await tabThrough(page)
			expect(stops.length, `${path} has things to focus`).toBeGreaterThan(5)
			found.push(...withoutIndicator(stops).map((stop) => `${path}: ${stop.element}: ${stop.problem}`))
		}
		await page.getByRole('button', { name: 'Delete', exact: true }).first().click()
		await expect(page.getByRole('dialog')).toBeVisible()
		const dialog = await tabThrough(page, { maxStops: 6 })
		found.push(...withoutIndicator(dialog).map((stop) => `dialog: ${stop.element}: ${stop.problem}`))
		expect(found).toEqual([])
	})
})

adminTest(
	'the trash, an item’s history and a toast’s Undo show where the focus is',
	async ({ adminPage: page, admin }) => {
		const faq = await admin.create('faqs', { question: `Keyboard history ${items.tag}?`, answer: 'One answer.' })
		await admin.update('faqs', faq.id, { answer: 'Another answer.' })
		const found: string[] = []
		for (const path of [`/dashboard/history/faqs/${faq.id}`, '/dashboard/trash']) {
			if (path === '/dashboard/trash') {
				// Deleted from its list: the toast's Undo is there to reach too.
				await openAdmin(page, '/dashboard/edit-FAQ')
				await page
					.getByRole('listitem')
					.filter({ hasText: String(faq.question) })
					.getByRole('button', { name: 'Delete', exact: true })
					.click()
				await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
				await expect(toastButton(page, 'Undo')).toBeVisible()
				const stops = await tabThrough(page)
				expect(stops.map((stop) => stop.element).join('\n')).toContain('Undo')
				found.push(...withoutIndicator(stops).map((stop) => `toast: ${stop.element}: ${stop.problem}`))
			}
			await openAdmin(page, path)
			const stops = await tabThrough(page)
			expect(stops.length, `${path} has things to focus`).toBeGreaterThan(5)
			found.push(...withoutIndicator(stops).map((stop) => `${path}: ${stop.element}: ${stop.problem}`))
		}
		expect(found).toEqual([])
	},
)

adminTest('the media library and an image’s screen show where the focus is', async ({ adminPage: page, admin }) => {
	const library = (await (await admin.context.get('/media')).json()) as Array<{ id: number; url: string }>
	const media = library.find((record) => record.url === items.product.picture)
	expect(media).toBeDefined()
	const found: string[] = []
	for (const path of ['/dashboard/media', `/dashboard/media/${media!.id}`]) {
		await openAdmin(page, path)
		const stops = await tabThrough(page)
		expect(stops.length, `${path} has things to focus`).toBeGreaterThan(5)
		found.push(...withoutIndicator(stops).map((stop) => `${path}: ${stop.element}: ${stop.problem}`))
	}
	expect(found).toEqual([])
	// The image is a button the arrow keys move the focal point with.
	await page.getByRole('button', { name: 'Set the focal point' }).focus()
	await page.keyboard.press('ArrowDown')
	await expect(page.getByLabel('Y (%, from the top)')).toHaveValue('51')
})

test.describe('the mobile menu from the keyboard', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('Enter and Space open it, Tab walks its links in order, Escape closes it and focus returns', async ({
		page,
	}) => {
		await open(page, '/about')
		const toggle = page.getByRole('button', { name: 'Menu' })
		const nav = page.getByRole('navigation', { name: 'Main' })
		await tabTo(page, toggle)

		await page.keyboard.press('Enter')
		await expect(toggle).toHaveAttribute('aria-expanded', 'true')
		await expect(nav).toBeVisible()
		for (const name of ['Home', 'About Us', 'Portfolio', 'Blog', 'Career', 'Contact Us']) {
			await page.keyboard.press('Tab')
			await expect(nav.getByRole('link', { name, exact: true })).toBeFocused()
		}
		// Escape from inside the menu closes it and gives the focus back to its button.
		await page.keyboard.press('Escape')
		await expect(toggle).toHaveAttribute('aria-expanded', 'false')
		await expect(nav).toBeHidden()
		await expect(toggle).toBeFocused()

		await page.keyboard.press('Space')
		await expect(toggle).toHaveAttribute('aria-expanded', 'true')
		await page.keyboard.press('Space')
		await expect(toggle).toHaveAttribute('aria-expanded', 'false')
		await page.keyboard.press('Space')
		await page.keyboard.press('Escape')
		await expect(nav).toBeHidden()
		await expect(toggle).toBeFocused()

		// Closed, the menu's links are out of the Tab order: the next stop is the page's content.
		await page.keyboard.press('Tab')
		expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true)
	})
})

adminTest.describe('confirmation dialogs from the keyboard', () => {
	adminTest(
		'the delete dialog keeps the focus inside, Escape and Cancel close it, the focus returns to Delete',
		async ({ adminPage: page }) => {
			// Searched for, so that the FAQs other tests add do not stand between the form and this one.
			await openAdmin(page, `/dashboard/edit-FAQ?q=${encodeURIComponent(String(items.faq.question))}`)
			const opener = page
				.getByRole('listitem')
				.filter({ hasText: String(items.faq.question) })
				.getByRole('button', { name: 'Delete', exact: true })
			await tabTo(page, opener, 60)
			await page.keyboard.press('Enter')
			const dialog = page.getByRole('dialog', { name: 'Delete this item?' })
			await expect(dialog).toBeVisible()
			const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement))
			expect(await focusInDialog()).toBe(true)
			for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
				await page.keyboard.press(key)
				expect(await focusInDialog(), `after ${key}`).toBe(true)
			}

			await page.keyboard.press('Escape')
			await expect(dialog).toBeHidden()
			await expect(opener).toBeFocused()

			await page.keyboard.press('Space')
			await expect(dialog).toBeVisible()
			await dialog.getByRole('button', { name: 'Cancel' }).focus()
			await page.keyboard.press('Enter')
			await expect(dialog).toBeHidden()
			await expect(opener).toBeFocused()
			await expect(opener).toBeVisible()
		},
	)
})
