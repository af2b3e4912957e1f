/**
 * The Site health screen (docs/design.md §16, docs/decisions/0057-checks-and-site-health.md) in the browser:
 * a live post's broken link shows as an error, the level and type filters are links (`?level=`, `?type=`),
 * a row leads to the item's edit screen, and the screen is axe-clean.
 */
import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { openAdmin, pathOf } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

adminTest(
	'a broken link is an error row, filtered by level and type, leading to the edit screen',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const heading = `Health check ${tag}`
		const post = await admin.create('blogs', {
			heading,
			body: `Read [the missing page](/missing-${tag}) first.`,
			picture: await admin.upload({ alt: 'A blue square' }),
		})

		await openAdmin(page, '/dashboard')
		await page.getByRole('link', { name: /^Site health/ }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/site-health')
		expect(await violations(page, 'site health')).toEqual([])

		await page
			.getByRole('navigation', { name: 'Filter by level' })
			.getByRole('link', { name: /^Errors/ })
			.click()
		await expect(page).toHaveURL(/\?level=error$/)
		await page
			.getByRole('navigation', { name: 'Filter by type' })
			.getByRole('link', { name: /^Blogs/ })
			.click()
		await expect(page).toHaveURL(/\?level=error&type=blogs$/)
		const row = page.getByRole('listitem').filter({ hasText: `/missing-${tag}` })
		await expect(row).toContainText('broken-link')
		await expect(row).toContainText('error')
		expect(await violations(page, 'site health, filtered')).toEqual([])

		await row.getByRole('link', { name: heading }).click()
		await expect.poll(() => pathOf(page)).toBe(`/admin/blog/edit/${post.id}`)
	},
)

adminTest.describe('without JavaScript', () => {
	adminTest.use({ javaScriptEnabled: false })

	adminTest('the filters are plain links the server answers', async ({ adminPage: page, admin }) => {
		const heading = `A title far longer than any search result would ever show ${unique()}`
		await admin.create('blogs', { heading, body: 'Words.', picture: await admin.upload({ alt: 'A square' }) })
		await page.goto('/dashboard/site-health')
		await page
			.getByRole('navigation', { name: 'Filter by level' })
			.getByRole('link', { name: /^Warnings/ })
			.click()
		await expect(page).toHaveURL(/\?level=warning$/)
		const levels = page.getByRole('list', { name: 'Findings', exact: true }).getByRole('listitem')
		const count = await levels.count()
		for (let index = 0; index < count; index++) await expect(levels.nth(index)).toContainText('warning')
		await expect(
			page.getByRole('navigation', { name: 'Filter by level' }).getByRole('link', { name: /^Warnings/ }),
		).toHaveAttribute('aria-current', 'page')
		await expect(page.getByRole('listitem').filter({ hasText: heading })).toContainText('title-length')
	})
})
