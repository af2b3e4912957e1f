import type { Page } from '@playwright/test'

import { scanAtBothWidths, tabThrough } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { openAdmin } from '#tests/e2e/support/admin-content.ts'
import { test, unique } from '#tests/e2e/support/fixtures.ts'
import { enhanced, expectPath, hydrated, open } from '#tests/e2e/support/helpers.ts'

/**
 * The admin bar on the public pages (ADR 0018): a signed-in admin's way from a public page (where
 * some saves land) to its admin screen; never there for a visitor. That it never enters a cached page:
 * tests/system/page-caching.test.ts.
 */

// The 404 page of an unknown item is logged by Chromium as an error.
test.use({ allowedConsoleErrors: [/status of 404/] })

const bar = (page: Page) => page.getByRole('navigation', { name: 'Admin bar' })

adminTest(
	"signed in, a product's page has the bar; 'Edit this page' opens its edit screen, whose save comes back to it",
	async ({ adminPage: page, admin }) => {
		const title = `Bar Product ${unique()}`
		const product = await admin.create('products', {
			title,
			description: 'Seen by the admin.',
			picture: await admin.upload(),
		})
		await open(page, `/portfolio/products/${product.slug}`)
		await expect(bar(page)).toBeVisible()
		await expect(bar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')

		await bar(page).getByRole('link', { name: 'Edit this page' }).click()
		await expectPath(page, `/admin/products/edit/${product.id}`)
		await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible()
		await hydrated(page, 'main')

		// docs/product.md sends a saved product to its public page: the bar leads back from there.
		await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
		await expect(page.getByRole('status')).toHaveText('Product updated successfully')
		await expectPath(page, `/portfolio/products/${product.slug}`)
		await expect(bar(page).getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
			'href',
			`/admin/products/edit/${product.id}`,
		)

		// The edit link follows client-side navigation: the products list → Manage Products; Home → the dashboard.
		await page.getByRole('contentinfo').getByRole('link', { name: 'Products', exact: true }).click()
		await expectPath(page, '/portfolio/products')
		await expect(bar(page).getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
			'href',
			'/dashboard/products-admin',
		)
		await page.getByRole('banner').getByRole('link', { name: 'About Us' }).first().click()
		await expectPath(page, '/about')
		await expect(bar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
		// About is a page built from blocks (docs/design.md §13): the bar edits it.
		await expect(bar(page).getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
			'href',
			/^\/dashboard\/pages\/\d+$/,
		)

		await bar(page).getByRole('link', { name: 'Dashboard' }).click()
		await expectPath(page, '/dashboard')

		// Signed out (the dashboard's Sign Out goes home): no bar, at once and after a reload.
		await hydrated(page, 'main')
		await page.getByRole('button', { name: 'Sign Out' }).click()
		await expectPath(page, '/')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(bar(page)).toHaveCount(0)
		await open(page, `/portfolio/products/${product.slug}`)
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await expect(bar(page)).toHaveCount(0)
	},
)

adminTest(
	'the bar comes back when the admin returns from the admin area, and is axe-clean',
	async ({ adminPage: page }) => {
		await openAdmin(page, '/dashboard')
		await page.getByRole('link', { name: 'View site' }).click()
		await expectPath(page, '/')
		// The home page is the page whose slug is `home` (docs/design.md §13): the bar edits it.
		await expect(bar(page).getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
			'href',
			/^\/dashboard\/pages\/\d+$/,
		)
		await enhanced(page)
		expect(await scanAtBothWidths(page, 'home with the admin bar')).toEqual([])
		// From the keyboard: after the skip link, the bar's links come first, each showing its focus.
		await page.setViewportSize({ width: 1280, height: 800 })
		const stops = await tabThrough(page, { maxStops: 4 })
		expect(stops.slice(1, 3).map((stop) => stop.element)).toEqual([
			expect.stringContaining('Dashboard'),
			expect.stringContaining('Edit this page'),
		])
		expect(stops.filter((stop) => stop.problem)).toEqual([])
		// An unknown item's 404 page has nothing to edit.
		await page.goto('/blog/999999')
		await enhanced(page)
		await expect(bar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
		await expect(bar(page).getByRole('link', { name: 'Edit this page' })).toHaveCount(0)
	},
)

test.describe('a visitor', () => {
	test('never sees the bar, nor room made for it', async ({ page, admin }) => {
		const post = await admin.create('blogs', {
			heading: `Visitor Post ${unique()}`,
			body: 'For visitors.',
			picture: await admin.upload(),
		})
		for (const path of ['/', `/blog/${post.slug}`, '/blog', '/about']) {
			await open(page, path)
			await expect(bar(page), path).toHaveCount(0)
			await expect(page.getByRole('link', { name: 'Edit this page' }), path).toHaveCount(0)
			// The header is the page's first box: nothing above it.
			expect(await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().top), path).toBe(0)
		}
		// An invalid session cookie is no session.
		await page.context().addCookies([{ name: 'sigma_auth_token', value: 'forged', url: page.url() }])
		await open(page, '/')
		await expect(bar(page)).toHaveCount(0)
	})
})
