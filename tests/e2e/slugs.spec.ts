/**
 * Readable addresses in the browser (docs/design.md §11, ADR 0030): the admin edits a slug with a live
 * preview of the address; the old address and the id form then lead a visitor to the new one.
 */
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

adminTest(
	'editing a blog’s slug previews the address, and its old address follows it',
	async ({ adminPage: page, admin, browser, baseURL }) => {
		const tag = unique()
		const heading = `Slug Blog ${tag}`
		const blog = await admin.create<{ heading: string }>('blogs', {
			heading,
			body: 'A post that moves.',
			picture: await admin.upload(),
		})
		expect(blog.slug).toBe(`slug-blog-${tag}`)

		await openAdmin(page, `/admin/blog/edit/${blog.id}`)
		const form = formWith(page, 'Save Changes')
		const slug = form.getByLabel('Slug', { exact: true })
		await expect(slug).toHaveValue(blog.slug)
		const preview = page.getByTestId('slug-preview')
		await expect(preview).toHaveText(`Address: ${baseURL}/blog/${blog.slug}`)

		// The form's rules are the server's: only digits is refused as it is typed.
		await slug.fill('2026')
		await expect(form.getByText('Slug must not be only digits')).toBeVisible()
		await slug.fill(`moved-${tag}`)
		await expect(preview).toHaveText(`Address: ${baseURL}/blog/moved-${tag}`)
		await form.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
		await expectSuccessToast(page, 'Blog updated successfully')

		// A visitor following the old address, or the seed's id form, lands on the new one.
		const visitor = await (await browser.newContext()).newPage()
		for (const old of [`/blog/${blog.slug}`, `/blog/${blog.id}`]) {
			const response = await visitor.goto(old)
			expect(response?.status(), old).toBe(200)
			expect(pathOf(visitor)).toBe(`/blog/moved-${tag}`)
			await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible()
		}
		const redirect = await visitor.request.get(`/blog/${blog.slug}`, { maxRedirects: 0 })
		expect(redirect.status()).toBe(301)
		expect(new URL(redirect.headers().location!, baseURL).pathname).toBe(`/blog/moved-${tag}`)
		await visitor.context().close()
	},
)

adminTest.describe('a taken slug', () => {
	// The refused save answers 400, as a refused form does.
	adminTest.use({ allowedConsoleErrors: [/status of 400/] })

	adminTest('a slug another product has is refused on the field', async ({ adminPage: page, admin }) => {
		const tag = unique()
		const picture = await admin.upload()
		const taken = await admin.create('products', { title: `Taken ${tag}`, description: 'First.', picture })
		const other = await admin.create('products', { title: `Other ${tag}`, description: 'Second.', picture })

		await openAdmin(page, `/admin/products/edit/${other.id}`)
		const form = formWith(page, 'Save Changes')
		await form.getByLabel('Slug', { exact: true }).fill(taken.slug)
		await form.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
		await expect(form.getByText('That address is taken by another item: choose another slug').first()).toBeVisible()
		expect(pathOf(page)).toBe(`/admin/products/edit/${other.id}`)

		// Left empty, it is made from the title again; a product's save lands on its page, at the new address.
		await form.getByLabel('Title', { exact: true }).fill(`Renamed ${tag}`)
		await form.getByLabel('Slug', { exact: true }).fill('')
		await expect(page.getByTestId('slug-preview')).toHaveText('Address: made from the title when saved')
		await form.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe(`/portfolio/products/renamed-${tag}`)
	})
})
