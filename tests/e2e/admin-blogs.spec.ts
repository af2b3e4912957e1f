import { FORM_CHECKS_PATH } from '#app/lib/form-checks.ts'
import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	cardOf,
	expectSuccessToast,
	expectUploaded,
	fetchRecord,
	fillAltTexts,
	formWith,
	idFromEditLink,
	imageFiles,
	openAdmin,
	pathOf,
	pictureItems,
} from '#tests/e2e/support/admin-content.ts'
import { test, unique } from '#tests/e2e/support/fixtures.ts'

type Blog = { heading: string; body: string; picture: string; slug: string }

adminTest(
	'Write a Blog: nothing is sent without a picture; with one it is added and published',
	async ({ adminPage: page, admin }) => {
		const heading = `E2E Blog ${unique()}`
		const [picture] = await imageFiles({ name: 'cover.jpg', color: '#0e7490', width: 1200, height: 800 })
		const posts: string[] = []
		page.on('request', (request) => {
			// Saves only: not the upload, nor the checks panel's look at the form (it stores nothing).
			const { pathname } = new URL(request.url())
			if (request.method() === 'POST' && pathname !== '/upload' && pathname !== FORM_CHECKS_PATH)
				posts.push(request.url())
		})

		await openAdmin(page, '/dashboard/blogs-admin')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Blogs')
		await expect(page.getByRole('heading', { level: 2, name: 'Write a Blog' })).toBeVisible()
		const form = formWith(page, 'Add Blog')
		const body = form.getByRole('textbox', { name: 'Body', exact: true })
		await expect(body).toHaveAttribute('contenteditable', 'true')
		await form.getByLabel('Heading', { exact: true }).fill(heading)
		// Written as a writer does: Ctrl+B around a word, Enter for a new paragraph.
		await body.click()
		await page.keyboard.type('First paragraph with ')
		await page.keyboard.press('Control+B')
		await page.keyboard.type('bold')
		await page.keyboard.press('Control+B')
		await page.keyboard.type(' text.')
		await page.keyboard.press('Enter')
		await page.keyboard.type('Second paragraph.')
		await expect(form.locator('textarea[name="body"]')).toHaveValue(
			'First paragraph with **bold** text.\n\nSecond paragraph.',
		)

		await form.getByRole('button', { name: 'Add Blog' }).click()
		const pictureInput = form.getByLabel('Picture', { exact: true })
		expect(await pictureInput.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('Choose a picture')
		expect(posts).toEqual([])
		await expect(form.getByLabel('Heading', { exact: true })).toHaveValue(heading)

		await pictureInput.setInputFiles(picture!)
		await expectUploaded(form, 1)
		// Publishing needs alt text (docs/design.md §9).
		await fillAltTexts(form)
		await form.getByRole('button', { name: 'Add Blog' }).click()
		await expectSuccessToast(page, 'Blog uploaded successfully')
		expect(posts).toHaveLength(1)
		await expect(form.getByLabel('Heading', { exact: true })).toHaveValue('')
		const card = cardOf(page, heading)
		const id = await idFromEditLink(card)
		await expect(card.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
			'href',
			`/admin/blog/edit/${id}`,
		)
		await expect(card.getByRole('link', { name: 'Delete', exact: true })).toHaveAttribute(
			'href',
			`/admin/blog/delete/${id}?back=%2Fdashboard%2Fblogs-admin`,
		)
		const stored = await fetchRecord<Blog>(admin.context, 'blogs', id)
		expect(stored.picture).toMatch(/^\/uploads\/.+\.jpg$/)
		await expect(card.locator('img')).toHaveAttribute('src', stored.picture)

		// The card opens the post on the blog.
		await card.click({ position: { x: 40, y: 40 } })
		await expect.poll(() => pathOf(page)).toBe(`/blog/${stored.slug}`)
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
		await expect(page.locator('strong', { hasText: 'bold' })).toBeVisible()
	},
)

adminTest(
	'blog edit: without a new picture the old one is kept; a new one replaces it',
	async ({ adminPage: page, admin }) => {
		const heading = `Editable Blog ${unique()}`
		const original = await admin.upload({ color: '#9333ea' })
		const blog = await admin.create<Blog>('blogs', { heading, body: 'Original body', picture: original })
		const [replacement] = await imageFiles({ name: 'replacement.png', color: '#f97316' })

		await openAdmin(page, '/dashboard/blogs-admin')
		await cardOf(page, heading).getByRole('link', { name: 'Edit', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe(`/admin/blog/edit/${blog.id}`)
		const form = formWith(page, 'Save Changes')
		await expect(form.getByLabel('Heading', { exact: true })).toHaveValue(heading)
		await expect(form.getByRole('textbox', { name: 'Body', exact: true })).toHaveText('Original body')
		await expectUploaded(form, 1)
		await expect(pictureItems(form).locator('img')).toHaveAttribute('src', original)

		// No new picture: only the text changes.
		await form.getByLabel('Heading', { exact: true }).fill(`${heading} v2`)
		await form.getByRole('textbox', { name: 'Body', exact: true }).fill('Updated body')
		await form.getByRole('button', { name: 'Save Changes' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/blogs-admin')
		await expectSuccessToast(page, 'Blog updated successfully')
		await expect(cardOf(page, `${heading} v2`)).toBeVisible()
		expect(await fetchRecord<Blog>(admin.context, 'blogs', blog.id)).toMatchObject({
			heading: `${heading} v2`,
			body: 'Updated body',
			picture: original,
		})

		// A new picture replaces the old one once it has uploaded.
		await openAdmin(page, `/admin/blog/edit/${blog.id}`)
		const again = formWith(page, 'Save Changes')
		await again.getByLabel('Picture', { exact: true }).setInputFiles(replacement!)
		await expectUploaded(again, 1)
		await fillAltTexts(again)
		await expect(pictureItems(again).locator('img')).toHaveAttribute('src', /^blob:/)
		await again.getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'Blog updated successfully')
		const replaced = await fetchRecord<Blog>(admin.context, 'blogs', blog.id)
		expect(replaced.picture).toMatch(/^\/uploads\/.+\.png$/)
		expect(replaced.picture).not.toBe(original)

		// Removing the picture without choosing another is stopped by the browser (a blog needs one).
		await openAdmin(page, `/admin/blog/edit/${blog.id}`)
		const third = formWith(page, 'Save Changes')
		await pictureItems(third).first().getByRole('button', { name: 'Remove picture' }).click()
		await third.getByRole('button', { name: 'Save Changes' }).click()
		expect(
			await third.getByLabel('Picture', { exact: true }).evaluate((input: HTMLInputElement) => input.validationMessage),
		).toBe('Choose a picture')
		await expect.poll(() => pathOf(page)).toBe(`/admin/blog/edit/${blog.id}`)
	},
)

adminTest(
	'blog delete: a confirmation page whose Cancel goes to /blog; Delete removes it',
	async ({ adminPage: page, admin }) => {
		const heading = `Doomed Blog ${unique()}`
		const blog = await admin.create<Blog>('blogs', { heading, body: 'Soon gone', picture: await admin.upload() })

		// Opened at its own address (docs/product.md §2.5): Cancel and Delete both land on the blog.
		await openAdmin(page, `/admin/blog/delete/${blog.id}`)
		await expect(page.getByText('Are you sure you want to delete this blog?')).toBeVisible()
		await expect(page.getByText(heading)).toBeVisible()
		await page.getByRole('link', { name: 'Cancel', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe('/blog')
		expect((await page.request.get(`/blog/${blog.slug}`)).status()).toBe(200)

		await openAdmin(page, `/admin/blog/delete/${blog.id}`)
		await page.getByRole('button', { name: 'Delete', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe('/blog')
		await expectSuccessToast(page, 'Blog deleted')
		await expect(page.getByRole('link', { name: heading })).toHaveCount(0)
		expect((await page.request.get(`/blog/${blog.slug}`)).status()).toBe(404)
	},
)

adminTest(
	'blog delete from Manage Blogs: Cancel and Delete go back to the list as it was (its search kept)',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const heading = `Listed Doomed Blog ${tag}`
		const blog = await admin.create<Blog>('blogs', { heading, body: 'Soon gone', picture: await admin.upload() })
		const list = `/dashboard/blogs-admin?q=${encodeURIComponent(tag)}`

		await openAdmin(page, list)
		await cardOf(page, heading).getByRole('link', { name: 'Delete', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe(`/admin/blog/delete/${blog.id}`)
		await page.getByRole('link', { name: 'Cancel', exact: true }).click()
		await expect.poll(() => new URL(page.url()).search).toBe(`?q=${tag}`)
		expect(pathOf(page)).toBe('/dashboard/blogs-admin')

		await cardOf(page, heading).getByRole('link', { name: 'Delete', exact: true }).click()
		await page.getByRole('button', { name: 'Delete', exact: true }).click()
		await expectSuccessToast(page, 'Blog deleted')
		expect(pathOf(page)).toBe('/dashboard/blogs-admin')
		expect(new URL(page.url()).search).toBe(`?q=${tag}`)
		await expect(page.getByText(`No matches for “${tag}”`)).toBeVisible()
		expect((await page.request.get(`/blog/${blog.slug}`)).status()).toBe(404)
	},
)

adminTest(
	'the rich-text editor keeps an unchanged body byte for byte, and writes Markdown by keyboard and toolbar',
	async ({ adminPage: page, admin, browser }) => {
		const heading = `Editor Blog ${unique()}`
		// Written by hand, in styles the editor's serializer would write otherwise (* bullets, _emphasis_).
		const original = 'Opening line with _emphasis_.\n\n* one\n* two'
		const blog = await admin.create<Blog>('blogs', { heading, body: original, picture: await admin.upload() })

		await openAdmin(page, `/admin/blog/edit/${blog.id}`)
		const form = formWith(page, 'Save Changes')
		const body = form.getByRole('textbox', { name: 'Body', exact: true })
		await expect(body).toHaveAttribute('aria-multiline', 'true')
		await expect(body.locator('em')).toHaveText('emphasis')
		// Opened, clicked into and saved without a change: the Markdown is what it was, byte for byte.
		await body.click()
		await form.getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'Blog updated successfully')
		expect((await fetchRecord<Blog>(admin.context, 'blogs', blog.id)).body).toBe(original)

		await openAdmin(page, `/admin/blog/edit/${blog.id}`)
		const edit = formWith(page, 'Save Changes')
		const editor = edit.getByRole('textbox', { name: 'Body', exact: true })
		// A new body, written from scratch: Markdown shortcuts as one types (a heading, a quote).
		await expect(editor).toHaveAttribute('contenteditable', 'true')
		await editor.click()
		await page.keyboard.press('Control+A')
		await page.keyboard.press('Delete')
		await page.keyboard.type('## What we learned')
		await page.keyboard.press('Enter')
		await page.keyboard.type('Ask good questions')
		// Ctrl+K on the selected words: an unsafe address is refused, a safe one is set.
		await page.keyboard.press('Control+Shift+ArrowLeft')
		await page.keyboard.press('Control+Shift+ArrowLeft')
		await page.keyboard.press('Control+K')
		const dialog = page.getByRole('dialog', { name: 'Add link' })
		await dialog.getByLabel('Address').fill('javascript:alert(1)')
		await dialog.getByRole('button', { name: 'Apply' }).click()
		await expect(dialog.getByText('Link: a path on this site')).toBeVisible()
		await dialog.getByLabel('Address').fill('https://example.com/questions')
		await dialog.getByLabel('Address').press('Enter')
		await expect(dialog).toBeHidden()
		await expect(editor).toBeFocused()
		await page.keyboard.press('End')
		await page.keyboard.press('Enter')
		await page.keyboard.type('> A quote worth keeping.')
		await page.keyboard.press('Enter')
		await page.keyboard.press('Enter')
		// The toolbar: every button named, the table's own buttons once the cursor is in one.
		await page.getByRole('button', { name: 'Insert table' }).click()
		await expect(editor).toBeFocused()
		await page.keyboard.type('Model')
		await page.keyboard.press('Tab')
		await page.keyboard.type('Accuracy')
		await page.keyboard.press('Tab')
		await page.keyboard.type('Baseline')
		await page.keyboard.press('Tab')
		await page.keyboard.type('81%')
		// The last row, not needed: removed where the cursor is.
		await page.keyboard.press('Tab')
		await page.getByRole('button', { name: 'Remove row' }).click()
		await expect(edit.getByText(/^\d+ words · 1 min read$/)).toBeVisible()
		expect(await scanAtBothWidths(page, 'the blog editor')).toEqual([])
		await edit.getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'Blog updated successfully')

		const saved = (await fetchRecord<Blog>(admin.context, 'blogs', blog.id)).body
		expect(saved).toContain(
			'## What we learned\n\nAsk [good questions](https://example.com/questions)\n\n> A quote worth keeping.',
		)
		expect(saved).toMatch(/\| Model +\| Accuracy \|\n\| -+ \| -+ \|\n\| Baseline \| 81% +\|\n?$/)
		expect(saved).not.toContain('javascript:')
		// The public post shows what the editor showed.
		const visitor = await browser.newPage()
		await visitor.goto(`/blog/${blog.slug}`)
		const article = visitor.getByRole('article')
		await expect(article.getByRole('heading', { level: 2, name: 'What we learned' })).toBeVisible()
		await expect(article.getByRole('link', { name: 'good questions' })).toHaveAttribute(
			'href',
			'https://example.com/questions',
		)
		await expect(article.locator('blockquote')).toHaveText('A quote worth keeping.')
		const table = article.getByRole('region', { name: 'Table' })
		await expect(table.getByRole('columnheader')).toHaveText(['Model', 'Accuracy'])
		await expect(table.getByRole('cell')).toHaveText(['Baseline', '81%'])
		await visitor.close()
	},
)

adminTest('an edit screen for an item that does not exist answers 404', async ({ adminPage: page }) => {
	for (const path of [
		'/admin/applications/edit/999999',
		'/admin/products/edit/999999',
		'/admin/consulting/edit/999999',
		'/admin/blog/edit/999999',
		'/admin/blog/delete/999999',
	]) {
		const response = await page.request.get(path)
		expect(response.status(), path).toBe(404)
		expect(await response.text(), path).toContain('Oops! Page Not Found')
	}
})

test('without a session every content admin screen answers 401 go away, and changes nothing', async ({
	request,
	admin,
}) => {
	const picture = await admin.upload()
	const [application, product, consulting, blog] = await Promise.all([
		admin.create('applications', { title: `Gate A ${unique()}`, description: 'x', picture }),
		admin.create('products', { title: `Gate P ${unique()}`, description: 'x', picture }),
		admin.create('consulting', { title: `Gate C ${unique()}` }),
		admin.create('blogs', { heading: `Gate B ${unique()}`, body: 'x', picture }),
	])
	const paths = [
		'/dashboard/applications-admin',
		`/admin/applications/edit/${application.id}`,
		'/dashboard/products-admin',
		`/admin/products/edit/${product.id}`,
		'/dashboard/consulting-admin',
		'/admin/consulting',
		`/admin/consulting/edit/${consulting.id}`,
		'/dashboard/blogs-admin',
		`/admin/blog/edit/${blog.id}`,
		`/admin/blog/delete/${blog.id}`,
	]
	for (const path of paths) {
		const page = await request.get(path)
		expect(page.status(), `GET ${path}`).toBe(401)
		expect(await page.text(), `GET ${path}`).toContain('go away')
		// The actions check too: a form posted without a session is refused.
		const post = await request.post(path, { form: { intent: 'delete', id: String(product.id), title: 'Hijacked' } })
		expect(post.status(), `POST ${path}`).toBe(401)
		expect(await post.text(), `POST ${path}`).toContain('go away')
	}
	for (const [collection, item] of [
		['applications', application],
		['products', product],
		['consulting', consulting],
	] as const) {
		expect((await fetchRecord<{ title: string }>(admin.context, collection, item.id)).title).toBe(item.title)
	}
	expect((await request.get(`/blogs/${blog.id}`)).status()).toBe(200)
	expect((await admin.list<{ title: string }>('products')).some((item) => item.title === 'Hijacked')).toBe(false)
})
