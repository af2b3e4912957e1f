// Credit (docs/design.md §15, docs/decisions/0053-author-pages.md): a user sets their profile (name, bio, a
// photo from the media library) on the Profile screen; their post shows the byline, which leads to their
// author page. Both screens are axe-clean at both widths (tests/e2e/accessibility.spec.ts lists them here).
import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest as test, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, openAdmin } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { enhanced } from '#tests/e2e/support/helpers.ts'

test.afterAll(async ({ admin }) => {
	// The worker's other specs meet the admin as 'Admin' (the dashboard's 'Hi Admin'), at /blog/author/admin.
	const restored = await admin.context.put('/admin/me', { data: { name: 'Admin', bio: '', photo: '' } })
	expect(restored.status()).toBe(200)
	expect((await restored.json()).slug).toBe('admin')
})

test('a profile set on its screen shows on the post’s byline and the author page', async ({
	adminPage: page,
	admin,
}) => {
	const tag = unique()
	const name = `Priya Raman ${tag}`
	const photo = await admin.upload({ color: '#c8643a', width: 400, height: 400, alt: `Portrait ${tag}` })

	await openAdmin(page, '/dashboard')
	await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Profile' }).click()
	await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
	await page.getByLabel('Name').fill(name)
	await page.getByLabel('Short bio').fill(`Writes about forecasting ${tag}.`)
	await page.getByRole('button', { name: 'Choose from library (Photo)' }).click()
	const dialog = page.getByRole('dialog', { name: 'Choose from the library' })
	await dialog.getByLabel('Search images').fill(`Portrait ${tag}`)
	await dialog.getByRole('button', { name: new RegExp(`Portrait ${tag}`) }).click()
	await dialog.getByRole('button', { name: 'Use this picture' }).click()
	await expect(dialog).toBeHidden()
	await page.getByRole('button', { name: 'Save Profile' }).click()
	await expectSuccessToast(page, 'Profile saved')
	await expect(page.getByLabel('Name')).toHaveValue(name)
	const slug = `priya-raman-${tag}`
	await expect(page.getByText(`/blog/author/${slug}`)).toBeVisible()
	expect(await scanAtBothWidths(page, 'the Profile screen')).toEqual([])

	const post = await admin.create('blogs', {
		heading: `Forecasting with little data ${tag}`,
		body: 'Small shops have **short histories**.',
		picture: await admin.upload({ alt: `Chart ${tag}` }),
	})
	await page.goto(`/blog/${post.slug}`)
	await enhanced(page)
	const authorLink = page.getByRole('article').getByRole('link', { name })
	await expect(authorLink).toHaveAttribute('href', `/blog/author/${slug}`)
	await expect(page.getByRole('article').getByText(`By ${name}`)).toBeVisible()
	const photoImg = page.getByRole('article').locator(`img[src="${photo}"]`)
	await expect(photoImg).toHaveAttribute('alt', `Portrait ${tag}`)
	await expect.poll(() => photoImg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

	await authorLink.click()
	await expect(page).toHaveURL(new RegExp(`/blog/author/${slug}$`))
	await enhanced(page)
	await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
	await expect(page.getByText(`Writes about forecasting ${tag}.`)).toBeVisible()
	const posts = page.getByRole('list', { name: `Posts by ${name}` })
	await expect(posts.getByRole('link', { name: `Forecasting with little data ${tag}` })).toBeVisible()
	expect(await scanAtBothWidths(page, 'the author page')).toEqual([])
})
