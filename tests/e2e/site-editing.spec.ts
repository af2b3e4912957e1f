/**
 * docs/design.md §13 as a company adopting the site lives it, on screens alone: the admin changes the phone
 * on the Settings screen and the home page's headline on its page, adds a 'Services' page of three blocks,
 * links it in the header under a drop-down on the Navigation screen, renames its slug, and a visitor sees
 * each step (the old address redirects, the menu follows). Everything is put back at the end: the worker's
 * other specs read the same settings, home page and header.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'

type Json = Record<string, unknown>
type SitePage = { id: number; slug: string; title: string; blocks: Json[] }

async function put(context: APIRequestContext, path: string, data: Json) {
	const response = await context.put(path, { data })
	expect(response.status(), await response.text()).toBe(200)
}

/** The part of the screen's form for one entry of a list or of blocks. */
const entries = (scope: Page, group: string) => scope.getByRole('group', { name: group }).locator(':scope > ol > li')

adminTest('a non-technical admin rebrands the site on screens alone', async ({ adminPage: page, admin }) => {
	adminTest.slow()
	const settings = (await (await admin.context.get('/settings')).json()) as Json
	const navigation = (await (await admin.context.get('/navigation')).json()) as Json
	const home = (await admin.list<SitePage>('pages')).find((candidate) => candidate.slug === 'home')!
	const title = `Services ${unique()}`
	try {
		// The phone, on the Settings screen.
		await openAdmin(page, '/dashboard/settings')
		await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0321')
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'Settings saved')

		// The home page's headline, on its page.
		await openAdmin(page, `/dashboard/pages/${home.id}`)
		await entries(page, 'Blocks').first().getByLabel('Heading', { exact: true }).fill('Data that pays its way')
		await formWith(page, 'Save Changes').getByRole('button', { name: 'Save Changes' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/pages')

		// A page of three blocks.
		const form = formWith(page, 'Add Page')
		await form.getByLabel('Title', { exact: true }).fill(title)
		await form.getByLabel('Slug', { exact: true }).fill('services')
		const blocks = form.getByRole('group', { name: 'Blocks' })
		for (const type of ['Hero', 'Features', 'Call to action']) {
			await blocks.getByLabel('Block type').selectOption({ label: type })
			await blocks.getByRole('button', { name: 'Add block' }).click()
		}
		const block = (index: number) => blocks.locator(':scope > ol > li').nth(index)
		await block(0).getByLabel('Heading', { exact: true }).fill('What we build for you')
		await block(1).getByLabel('Heading', { exact: true }).fill('Our services')
		await block(1).getByRole('button', { name: 'Add to Items' }).click()
		await block(1).getByLabel('Title', { exact: true }).fill('Forecasting')
		await block(2).getByLabel('Heading', { exact: true }).fill('Ready when you are')
		await form.getByRole('button', { name: 'Add Page' }).click()
		await expectSuccessToast(page, 'Page added')

		// Linked in the header, under About Us, chosen from the site's pages.
		await openAdmin(page, '/dashboard/navigation')
		await hydrated(page)
		const about = entries(page, 'Header').nth(1)
		await expect(about.getByLabel('Label').first()).toHaveValue('About Us')
		await about.getByRole('button', { name: 'Add to Drop-down links' }).click()
		await page.locator('input[name="header.1.children.0.label"]').fill('Services')
		const url = page.locator('input[name="header.1.children.0.url"]')
		await expect(page.locator('#link-choices option[value="/services"]')).toHaveCount(1)
		await url.fill('/services')
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'Navigation saved')

		// A visitor sees it all.
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data that pays its way')
		await expect(page.getByRole('contentinfo')).toContainText('+44 20 7946 0321')
		await page.getByRole('banner').locator('summary', { hasText: 'About Us' }).click()
		await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe('/services')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('What we build for you')
		await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
			'Our services',
			'Ready when you are',
		])

		// The slug renamed: the old address redirects, and the menu follows.
		const added = (await admin.list<SitePage>('pages')).find((candidate) => candidate.title === title)!
		await openAdmin(page, `/dashboard/pages/${added.id}`)
		await page.getByLabel('Slug', { exact: true }).fill('what-we-do')
		await formWith(page, 'Save Changes').getByRole('button', { name: 'Save Changes' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/pages')
		await page.goto('/services')
		await expect.poll(() => pathOf(page)).toBe('/what-we-do')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('What we build for you')
		await expect(
			page.getByRole('banner').getByRole('link', { name: 'Services', exact: true, includeHidden: true }),
		).toHaveAttribute('href', '/what-we-do')
	} finally {
		await put(admin.context, '/settings', { phone: settings.phone as string })
		await put(admin.context, '/navigation', { header: navigation.header, footer: navigation.footer })
		await admin.update('pages', home.id, { blocks: home.blocks })
	}
})
