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
			if (request.method() === 'POST' && !request.url().endsWith('/upload')) posts.push(request.url())
		})

		await openAdmin(page, '/dashboard/blogs-admin')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Blogs')
		await expect(page.getByRole('heading', { level: 2, name: 'Write a Blog' })).toBeVisible()
		const form = formWith(page, 'Add Blog')
		const body = form.getByLabel('Body', { exact: true })
		await expect(body).toHaveAttribute('rows', '5')
		await form.getByLabel('Heading', { exact: true }).fill(heading)
		await body.fill('First paragraph with **bold** text.\n\nSecond paragraph.')

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
			`/admin/blog/delete/${id}`,
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
		await expect(form.getByLabel('Body', { exact: true })).toHaveValue('Original body')
		await expectUploaded(form, 1)
		await expect(pictureItems(form).locator('img')).toHaveAttribute('src', original)

		// No new picture: only the text changes.
		await form.getByLabel('Heading', { exact: true }).fill(`${heading} v2`)
		await form.getByLabel('Body', { exact: true }).fill('Updated body')
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

		await openAdmin(page, '/dashboard/blogs-admin')
		await cardOf(page, heading).getByRole('link', { name: 'Delete', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe(`/admin/blog/delete/${blog.id}`)
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
	'the body editor previews the Markdown as it types, exactly as the public post shows it',
	async ({ adminPage: page, admin, browser }) => {
		const heading = `Preview Blog ${unique()}`
		const blog = await admin.create<Blog>('blogs', {
			heading,
			body: 'Opening line with *emphasis*.',
			picture: await admin.upload(),
		})
		const markdown = [
			'## What we learned',
			'',
			'Models need **clean data** and [good questions](https://example.com/questions).',
			'',
			'- first point',
			'- second point',
			'',
			'> A quote worth keeping.',
			'',
			'`inline code` and <img src="x" onerror="window.previewInjected = true"> shown as text.',
		].join('\n')

		await openAdmin(page, `/admin/blog/edit/${blog.id}`)
		const form = formWith(page, 'Save Changes')
		const preview = page.getByRole('region', { name: 'Preview' })
		const rendered = preview.locator('.prose')
		// What is stored shows at once; what is typed shows as it is typed.
		await expect(rendered.locator('em')).toHaveText('emphasis')
		await form.getByLabel('Body', { exact: true }).fill(markdown)
		await expect(rendered.getByRole('heading', { level: 2 })).toHaveText('What we learned')
		await expect(rendered.getByRole('link', { name: 'good questions' })).toHaveAttribute(
			'href',
			'https://example.com/questions',
		)
		await expect(rendered.getByRole('listitem')).toHaveText(['first point', 'second point'])
		// Raw HTML is text (its quotes made typographic, as on the public page), never an element.
		await expect(rendered).toContainText(/<img src=.x. onerror=.window\.previewInjected = true.> shown as text\./)
		await expect(rendered.locator('img')).toHaveCount(0)
		expect(await page.evaluate(() => 'previewInjected' in window)).toBe(false)

		await form.getByLabel('Body', { exact: true }).fill('')
		await expect(preview).toContainText('appears here as you type')
		await form.getByLabel('Body', { exact: true }).fill(markdown)
		await expect(rendered.locator('blockquote')).toHaveText('A quote worth keeping.')
		const previewed = await rendered.evaluate((element) => ({
			html: element.innerHTML,
			className: element.className,
			h2: getComputedStyle(element.querySelector('h2')!).fontSize,
			paragraph: getComputedStyle(element.querySelector('p')!).lineHeight,
		}))

		await form.getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'Blog updated successfully')
		// The public post, as a visitor (no session) sees it: the same HTML, the same styles.
		const visitor = await browser.newPage()
		await visitor.goto(`/blog/${blog.slug}`)
		const published = await visitor.locator('article .prose').evaluate((element) => ({
			html: element.innerHTML,
			className: element.className,
			h2: getComputedStyle(element.querySelector('h2')!).fontSize,
			paragraph: getComputedStyle(element.querySelector('p')!).lineHeight,
		}))
		await visitor.close()
		expect(published.html).toBe(previewed.html)
		expect(published.h2).toBe(previewed.h2)
		expect(published.paragraph).toBe(previewed.paragraph)
		expect(previewed.className.split(' ')).toContain('prose')
		expect(published.className.split(' ')).toContain('prose')
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
