// Search and sharing (docs/decisions/0058-seo-fields-and-tags.md): an editor opens a post's 'Search and
// sharing' group, sees how a shared link shows the post (its fallback first), types a meta title and
// description and sees the card follow; the saved post's page carries them in its tags, and its tags lead to
// the tag's page. The edit screen and the tag page are axe-clean.
import { tagPath } from '#shared/blog-tags.ts'
import { scanAtBothWidths, violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest as test, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, fetchRecord, formWith, openAdmin } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { enhanced } from '#tests/e2e/support/helpers.ts'

type Blog = { id: number; slug: string; meta_title: string; meta_description: string; tags: string[] }

test('the social preview follows the SEO fields; the post’s tags lead to their page', async ({
	adminPage: page,
	admin,
}) => {
	const tag = unique()
	const heading = `Sharing well ${tag}`
	const blog = await admin.create<Blog>('blogs', {
		heading,
		body: `What a **shared link** shows ${tag}.`,
		picture: await admin.upload({ color: '#1d4ed8', width: 1200, height: 800, alt: `Cover ${tag}` }),
		tags: [`Sharing ${tag}`],
	})

	await openAdmin(page, `/admin/blog/edit/${blog.id}`)
	const form = formWith(page, 'Save Changes')
	await form.getByText('Search and sharing').click()
	const preview = form.getByTestId('social-preview')
	await expect(preview).toBeVisible()
	// Nothing typed: the page's own title and first words, as its tags say.
	await expect(preview.getByTestId('social-preview-title')).toHaveText(heading)
	await expect(preview.getByTestId('social-preview-description')).toHaveText(`What a shared link shows ${tag}.`)
	// The Open Graph crop.
	const box = await preview.locator('img').boundingBox()
	expect(box!.width / box!.height).toBeCloseTo(1200 / 630, 1)

	await form.getByLabel('Meta title').fill(`Share me ${tag}`)
	await expect(preview.getByTestId('social-preview-title')).toHaveText(`Share me ${tag}`)
	await form.getByLabel('Meta description').fill(`Said for search ${tag}.`)
	await expect(preview.getByTestId('social-preview-description')).toHaveText(`Said for search ${tag}.`)
	// Emptied again: the fallback is back.
	await form.getByLabel('Meta title').fill('')
	await expect(preview.getByTestId('social-preview-title')).toHaveText(heading)
	await form.getByLabel('Meta title').fill(`Share me ${tag}`)
	expect(await violations(page, 'the blog edit screen, its search and sharing group open')).toEqual([])

	await form.getByRole('button', { name: 'Save Changes' }).click()
	await expectSuccessToast(page, 'Blog updated successfully')
	expect(await fetchRecord<Blog>(admin.context, 'blogs', blog.id)).toMatchObject({
		meta_title: `Share me ${tag}`,
		meta_description: `Said for search ${tag}.`,
		tags: [`Sharing ${tag}`],
	})

	await page.goto(`/blog/${blog.slug}`)
	await enhanced(page)
	await expect(page).toHaveTitle(new RegExp(`^Share me ${tag}`))
	await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', `Said for search ${tag}.`)
	const tagLink = page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: `Sharing ${tag}` })
	await expect(tagLink).toHaveAttribute('href', tagPath(`Sharing ${tag}`))
	await tagLink.click()
	await expect(page).toHaveURL(new RegExp(`${tagPath(`Sharing ${tag}`)}$`))
	await enhanced(page)
	await expect(page.getByRole('heading', { name: `Sharing ${tag}`, level: 1 })).toBeVisible()
	await expect(page.getByRole('link', { name: new RegExp(heading) })).toBeVisible()
	expect(await scanAtBothWidths(page, 'a tag’s page')).toEqual([])
})
