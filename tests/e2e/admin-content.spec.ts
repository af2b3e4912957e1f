import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	cardOf,
	deleteThroughDialog,
	expectSuccessToast,
	expectUploaded,
	fetchRecord,
	fillAltTexts,
	formWith,
	idFromEditLink,
	imageFiles,
	openAdmin,
	otherFile,
	pathOf,
	pictureItems,
	richText,
} from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

/** Manage Applications, Products and Consulting: one set of screens, three collections. */

const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

type Screen = {
	collection: string
	title: string
	list: string
	addButton: string
	added: string
	updated: string
	deleted: string
	editPath: (id: number) => string
	publicPath: (slug: string) => string
	/** Where a saved edit lands (docs/product.md §4). */
	afterUpdate: (item: { id: number; slug: string }) => string
	category?: boolean
}

const SCREENS: Screen[] = [
	{
		collection: 'applications',
		title: 'Manage Applications',
		list: '/dashboard/applications-admin',
		addButton: 'Add Application',
		added: 'Application added successfully',
		updated: 'Application updated successfully',
		deleted: 'Application deleted',
		editPath: (id) => `/admin/applications/edit/${id}`,
		publicPath: (slug) => `/portfolio/software-development/${slug}`,
		afterUpdate: () => '/dashboard/applications-admin',
		category: true,
	},
	{
		collection: 'products',
		title: 'Manage Products',
		list: '/dashboard/products-admin',
		addButton: 'Add Product',
		added: 'Product uploaded',
		updated: 'Product updated successfully',
		deleted: 'Product deleted',
		editPath: (id) => `/admin/products/edit/${id}`,
		publicPath: (slug) => `/portfolio/products/${slug}`,
		afterUpdate: ({ slug }) => `/portfolio/products/${slug}`,
	},
	{
		collection: 'consulting',
		title: 'Manage Consulting',
		list: '/dashboard/consulting-admin',
		addButton: 'Add Consulting',
		added: 'Consulting uploaded',
		updated: 'Consulting updated successfully',
		deleted: 'Consulting deleted',
		editPath: (id) => `/admin/consulting/edit/${id}`,
		publicPath: (slug) => `/portfolio/consulting/${slug}`,
		afterUpdate: () => '/admin/consulting',
	},
]

type Stored = {
	id: number
	slug: string
	title: string
	description: string
	picture: string
	youtube_link: string
	category?: string
}

for (const screen of SCREENS) {
	adminTest(
		`${screen.title}: add with several pictures, see it listed and public, edit the pictures, delete`,
		async ({ adminPage: page, admin }) => {
			const tag = unique()
			const title = `E2E ${screen.collection} ${tag}`
			const [red, blue, green, yellow] = await imageFiles(
				{ name: 'red.png', color: '#b91c1c' },
				{ name: 'blue.jpg', color: '#1d4ed8' },
				{ name: 'green.png', color: '#15803d' },
				{ name: 'yellow.jpg', color: '#eab308' },
			)

			// Add: three pictures chosen at once, each previewed and uploaded; one removed before saving.
			await openAdmin(page, screen.list)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title)
			const form = formWith(page, screen.addButton)
			await form.getByLabel('Title', { exact: true }).fill(title)
			await (await richText(form, 'Description')).fill(`What ${title} does, in a few words.`)
			if (screen.category) {
				const category = form.getByLabel('Category', { exact: true })
				await expect(category.locator('option')).toHaveText(['No category', 'AI', 'Non-AI', 'BI Solution'])
				await category.selectOption('BI Solution')
			}
			await form.getByLabel('YouTube link', { exact: true }).fill(VIDEO_URL)
			await form.getByLabel('Pictures', { exact: true }).setInputFiles([red!, blue!, green!])
			await expect(pictureItems(form)).toHaveCount(3)
			for (const preview of await pictureItems(form).locator('img').all()) {
				await expect(preview).toHaveAttribute('src', /^blob:/)
			}
			await expectUploaded(form, 3)
			await pictureItems(form).nth(1).getByRole('button', { name: 'Remove picture' }).click()
			await expectUploaded(form, 2)
			// Publishing needs alt text under each picture (docs/design.md §9).
			await fillAltTexts(form)
			await form.getByRole('button', { name: screen.addButton }).click()

			await expectSuccessToast(page, screen.added)
			// The form is empty again; the new item leads the list.
			await expect(form.getByLabel('Title', { exact: true })).toHaveValue('')
			await expect(pictureItems(form)).toHaveCount(0)
			const card = cardOf(page, title)
			await expect(card).toBeVisible()
			if (screen.category) await expect(card.getByText('BI Solution', { exact: true })).toBeVisible()
			const id = await idFromEditLink(card)
			const stored = await fetchRecord<Stored>(admin.context, screen.collection, id)
			const pictures = stored.picture.split(',')
			expect(pictures).toHaveLength(2)
			expect(stored.youtube_link).toBe(VIDEO_URL)
			if (screen.category) expect(stored.category).toBe('BI Solution')
			await expect(card.locator('img')).toHaveAttribute('src', pictures[0]!)
			await expect(card.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', screen.editPath(id))

			// A click on the card (not on its buttons) opens the public page.
			await card.click({ position: { x: 40, y: 40 } })
			await expect.poll(() => pathOf(page)).toBe(screen.publicPath(stored.slug))
			await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

			// Edit: remove the first picture, append a new one, change the title.
			await openAdmin(page, screen.list)
			await cardOf(page, title).getByRole('link', { name: 'Edit', exact: true }).click()
			await expect.poll(() => pathOf(page)).toBe(screen.editPath(id))
			const editForm = formWith(page, 'Save Changes')
			await expect(editForm.getByLabel('Title', { exact: true })).toHaveValue(title)
			await expectUploaded(editForm, 2)
			await expect(pictureItems(editForm).locator('img').nth(0)).toHaveAttribute('src', pictures[0]!)
			await expect(pictureItems(editForm).locator('img').nth(1)).toHaveAttribute('src', pictures[1]!)
			await pictureItems(editForm).first().getByRole('button', { name: 'Remove picture' }).click()
			await expectUploaded(editForm, 1)
			await editForm.getByLabel('Pictures', { exact: true }).setInputFiles([yellow!])
			await expectUploaded(editForm, 2)
			await fillAltTexts(editForm)
			await editForm.getByLabel('Title', { exact: true }).fill(`${title} edited`)
			await editForm.getByRole('button', { name: 'Save Changes' }).click()

			await expect.poll(() => pathOf(page)).toBe(screen.afterUpdate(stored))
			await expectSuccessToast(page, screen.updated)
			if (screen.afterUpdate(stored).startsWith('/portfolio')) {
				await expect(page.getByRole('heading', { level: 1, name: `${title} edited` })).toBeVisible()
			} else {
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title)
				await expect(cardOf(page, `${title} edited`)).toBeVisible()
			}
			const updated = await fetchRecord<Stored>(admin.context, screen.collection, id)
			const updatedPictures = updated.picture.split(',')
			expect(updated.title).toBe(`${title} edited`)
			expect(updatedPictures).toHaveLength(2)
			expect(updatedPictures[0]).toBe(pictures[1])
			expect(pictures).not.toContain(updatedPictures[1])

			// Delete, after confirming.
			await openAdmin(page, screen.list)
			const editedCard = cardOf(page, `${title} edited`)
			await deleteThroughDialog(page, editedCard)
			await expectSuccessToast(page, screen.deleted)
			await expect(editedCard).toHaveCount(0)
			expect((await page.request.get(screen.publicPath(stored.slug))).status()).toBe(404)
		},
	)
}

adminTest('the delete dialog is a modal whose Cancel keeps the item', async ({ adminPage: page, admin }) => {
	const title = `Kept Product ${unique()}`
	const picture = await admin.upload()
	const product = await admin.create('products', { title, description: 'Stays', picture })
	await openAdmin(page, '/dashboard/products-admin')
	const card = cardOf(page, title)
	await card.getByRole('button', { name: 'Delete', exact: true }).click()
	const dialog = page.getByRole('dialog')
	await expect(dialog).toBeVisible()
	await expect(dialog).toContainText(title)
	await dialog.getByRole('button', { name: 'Cancel' }).click()
	await expect(dialog).toBeHidden()
	await expect(card).toBeVisible()
	// Escape cancels too.
	await card.getByRole('button', { name: 'Delete', exact: true }).click()
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	expect((await page.request.get(`/portfolio/products/${product.slug}`)).status()).toBe(200)
})

adminTest(
	'application cards show the category, or Unknown, and No Image without a picture',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const picture = await admin.upload({ color: '#7c3aed' })
		await admin.create('applications', { title: `Uncategorised ${tag}`, description: 'No category', picture })
		await admin.create('applications', {
			title: `Categorised ${tag}`,
			description: 'With a category',
			picture,
			category: 'Non-AI',
		})
		await admin.create('consulting', { title: `Pictureless ${tag}` })
		await openAdmin(page, '/dashboard/applications-admin')
		await expect(cardOf(page, `Uncategorised ${tag}`).getByText('Unknown', { exact: true })).toBeVisible()
		await expect(cardOf(page, `Categorised ${tag}`).getByText('Non-AI', { exact: true })).toBeVisible()
		// Newest first.
		const titles = await page.getByRole('heading', { level: 3 }).allTextContents()
		expect(titles.indexOf(`Categorised ${tag}`)).toBeLessThan(titles.indexOf(`Uncategorised ${tag}`))

		await openAdmin(page, '/dashboard/consulting-admin')
		const consultingCard = cardOf(page, `Pictureless ${tag}`)
		await expect(consultingCard.getByText('No Image', { exact: true })).toBeVisible()
		await expect(consultingCard.locator('img')).toHaveCount(0)
	},
)

adminTest('consulting without a picture, from /admin/consulting, stays there', async ({ adminPage: page }) => {
	const title = `Advice ${unique()}`
	await openAdmin(page, '/admin/consulting')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Consulting')
	const form = formWith(page, 'Add Consulting')
	await form.getByLabel('Title', { exact: true }).fill(title)
	await form.getByRole('button', { name: 'Add Consulting' }).click()
	await expectSuccessToast(page, 'Consulting uploaded')
	await expect.poll(() => pathOf(page)).toBe('/admin/consulting')
	await expect(cardOf(page, title).getByText('No Image', { exact: true })).toBeVisible()
})

adminTest.describe('refused pictures', () => {
	// Chromium logs the server's 415 answer to the console.
	adminTest.use({ allowedConsoleErrors: [/status of 415/] })

	adminTest('a refused file says why, and nothing typed is lost', async ({ adminPage: page }) => {
		const title = `Careful Product ${unique()}`
		const description = 'Typed before a bad file was chosen.'
		const svg = await otherFile(
			'drawing.png',
			'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
		)
		const text = await otherFile('notes.txt', 'not an image')
		const [good] = await imageFiles({ name: 'good.jpg', color: '#0f766e' })

		await openAdmin(page, '/dashboard/products-admin')
		const form = formWith(page, 'Add Product')
		await form.getByLabel('Title', { exact: true }).fill(title)
		await (await richText(form, 'Description')).fill(description)

		// Nothing is sent without a picture: the browser says what is missing.
		await form.getByRole('button', { name: 'Add Product' }).click()
		const pictures = form.getByLabel('Pictures', { exact: true })
		expect(await pictures.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
			'Choose at least one picture',
		)
		await expect(page.getByRole('status')).toHaveCount(0)

		// The SVG (named .png) goes to the server, which reads its bytes and refuses it; the text file is refused at once.
		const refusal = page.waitForResponse((response) => response.url().endsWith('/upload') && response.status() === 415)
		await pictures.setInputFiles([svg, text])
		await refusal
		await expect(pictureItems(form)).toHaveCount(2)
		await expect(form.locator('li[data-state="error"]')).toHaveCount(2)
		await expect(pictureItems(form).nth(0).getByRole('alert')).toHaveText(
			'drawing.png: Only JPEG, PNG, WebP, AVIF or GIF images are accepted',
		)
		await expect(pictureItems(form).nth(1).getByRole('alert')).toHaveText(
			'notes.txt: Only JPEG, PNG, WebP, AVIF or GIF images are accepted',
		)
		await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title)
		await expect(await richText(form, 'Description')).toHaveText(description)

		// Remove the refused ones, add a good one: the product saves with what was typed.
		await pictureItems(form).nth(0).getByRole('button', { name: 'Remove picture' }).click()
		await pictureItems(form).nth(0).getByRole('button', { name: 'Remove picture' }).click()
		await expect(pictureItems(form)).toHaveCount(0)
		await pictures.setInputFiles([good!])
		await expectUploaded(form, 1)
		await fillAltTexts(form)
		await form.getByRole('button', { name: 'Add Product' }).click()
		await expectSuccessToast(page, 'Product uploaded')
		const card = cardOf(page, title)
		await expect(card).toContainText(description)
	})
})

adminTest(
	'saving waits for uploads: the button is disabled until they are done',
	async ({ adminPage: page, admin }) => {
		const title = `Slow Upload ${unique()}`
		const picture = await admin.upload({ color: '#be185d' })
		const application = await admin.create('applications', { title, description: 'Slow', picture, category: 'AI' })
		const [file] = await imageFiles({ name: 'slow.png', color: '#1e3a8a' })

		let release = () => {}
		const released = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/upload', async (route) => {
			await released
			await route.continue()
		})

		await openAdmin(page, `/admin/applications/edit/${application.id}`)
		const form = formWith(page, 'Save Changes')
		const save = form.getByRole('button', { name: 'Save Changes' })
		await expect(save).toBeEnabled()
		await form.getByLabel('Pictures', { exact: true }).setInputFiles([file!])
		await expect(form.locator('li[data-state="uploading"]')).toHaveCount(1)
		await expect(form.locator('li[data-state="uploading"] progress')).toBeVisible()
		await expect(save).toBeDisabled()
		await expect(form.getByText(/Uploading a picture… Saving is possible once it is done\./)).toBeVisible()
		// Enter in a text field does not submit either.
		await form.getByLabel('Title', { exact: true }).press('Enter')
		await expect.poll(() => pathOf(page)).toBe(`/admin/applications/edit/${application.id}`)

		release()
		await expectUploaded(form, 2)
		await fillAltTexts(form)
		await expect(save).toBeEnabled()
		await save.click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/applications-admin')
		await expectSuccessToast(page, 'Application updated successfully')
		const stored = await fetchRecord<Stored>(admin.context, 'applications', application.id)
		expect(stored.picture.split(',')).toHaveLength(2)
		expect(stored.picture.split(',')[0]).toBe(picture)
	},
)

adminTest(
	'removing a picture while it uploads cancels it; the edit keeps the rest',
	async ({ adminPage: page, admin }) => {
		const title = `Cancelled Upload ${unique()}`
		const picture = await admin.upload({ color: '#ca8a04' })
		const product = await admin.create('products', { title, description: 'Cancel', picture })
		const [file] = await imageFiles({ name: 'never.png', color: '#065f46' })
		await page.route('**/upload', () => {
			// Never answered: the only way out is to remove the picture.
		})
		await openAdmin(page, `/admin/products/edit/${product.id}`)
		const form = formWith(page, 'Save Changes')
		await form.getByLabel('Pictures', { exact: true }).setInputFiles([file!])
		await expect(form.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
		await pictureItems(form).nth(1).getByRole('button', { name: 'Remove picture' }).click()
		await expect(pictureItems(form)).toHaveCount(1)
		await form.getByRole('button', { name: 'Save Changes' }).click()
		await expect.poll(() => pathOf(page)).toBe(`/portfolio/products/${product.slug}`)
		await expectSuccessToast(page, 'Product updated successfully')
		expect((await fetchRecord<Stored>(admin.context, 'products', product.id)).picture).toBe(picture)
	},
)

adminTest.describe('refused by the server', () => {
	// Chromium logs the action's 400 answer to the console.
	adminTest.use({ allowedConsoleErrors: [/status of 400/] })

	adminTest('a refused save says why at the field and keeps the text and the pictures', async ({ adminPage: page }) => {
		const title = `Refused Application ${unique()}`
		const [one, two] = await imageFiles({ name: 'one.png', color: '#0369a1' }, { name: 'two.jpg', color: '#a16207' })
		await openAdmin(page, '/dashboard/applications-admin')
		const form = formWith(page, 'Add Application')
		await form.getByLabel('Pictures', { exact: true }).setInputFiles([one!, two!])
		await form.getByLabel('Title', { exact: true }).fill(title)
		await (await richText(form, 'Description')).fill('Kept after a refusal')
		await form.getByLabel('Category', { exact: true }).selectOption('AI')
		const link = form.getByLabel('YouTube link', { exact: true })
		// A valid URL for the browser, but not a web address the site accepts.
		await link.fill('ftp://example.com/video')
		await expectUploaded(form, 2)
		await fillAltTexts(form)
		await form.getByRole('button', { name: 'Add Application' }).click()

		const message = 'YouTube link must be a web address starting with https://'
		await expect(form.getByRole('alert').first()).toHaveText(message)
		await expect(link).toHaveAttribute('aria-invalid', 'true')
		await expect(link).toHaveAccessibleDescription(message)
		await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title)
		await expect(await richText(form, 'Description')).toHaveText('Kept after a refusal')
		await expect(form.getByLabel('Category', { exact: true })).toHaveValue('AI')
		await expectUploaded(form, 2)

		await link.fill('')
		await form.getByRole('button', { name: 'Add Application' }).click()
		await expectSuccessToast(page, 'Application added successfully')
		await expect(cardOf(page, title)).toBeVisible()
		await expect(form.getByLabel('Title', { exact: true })).toHaveValue('')
	})
})

adminTest('deleting an item keeps what is being typed in the add form', async ({ adminPage: page, admin }) => {
	const doomed = `Doomed Consulting ${unique()}`
	await admin.create('consulting', { title: doomed })
	const [picture] = await imageFiles({ name: 'draft.png', color: '#4d7c0f' })
	await openAdmin(page, '/dashboard/consulting-admin')
	const form = formWith(page, 'Add Consulting')
	await form.getByLabel('Title', { exact: true }).fill('A draft in progress')
	await form.getByLabel('Pictures', { exact: true }).setInputFiles(picture!)
	await expectUploaded(form, 1)
	await deleteThroughDialog(page, cardOf(page, doomed))
	await expectSuccessToast(page, 'Consulting deleted')
	await expect(cardOf(page, doomed)).toHaveCount(0)
	await expect(form.getByLabel('Title', { exact: true })).toHaveValue('A draft in progress')
	await expectUploaded(form, 1)
})
