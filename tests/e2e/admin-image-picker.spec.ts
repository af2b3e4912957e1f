import type { APIRequestContext } from '@playwright/test'

import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	cardOf,
	dropFiles,
	dropZone,
	expectSuccessToast,
	expectUploaded,
	fetchRecord,
	formWith,
	idFromEditLink,
	imageFiles,
	openAdmin,
	pathOf,
	pictureItems,
	richText,
	uploadsIn,
} from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

/**
 * The image picker (ADR 0022) in every image field: upload or choose from the media library (which
 * uploads too, the new images chosen and their alt text asked there), reorder (the first picture is the cover), alt text and Decorative under each picture, which publishing
 * needs (docs/design.md §9).
 */

type Media = {
	id: number
	url: string
	alt: string
	decorative: boolean
	used_by: Array<{ collection: string; id: number }>
}

async function mediaMatching(request: APIRequestContext, q: string): Promise<Media[]> {
	const response = await request.get(`/media?q=${encodeURIComponent(q)}`)
	expect(response.status()).toBe(200)
	return (await response.json()) as Media[]
}

const altInput = (scope: ReturnType<typeof formWith>, number: number) =>
	scope.getByRole('textbox', { name: `Alt text for picture ${number}`, exact: true })

adminTest.describe('alt text and the library', () => {
	adminTest(
		'publishing without alt text asks first; a library image is reused by another item',
		async ({ adminPage: page, admin }) => {
			const tag = unique()
			const title = `Pictured Product ${tag}`
			const [one, two] = await imageFiles({ name: 'one.png', color: '#0f766e' }, { name: 'two.jpg', color: '#b45309' })

			await openAdmin(page, '/dashboard/products-admin')
			const form = formWith(page, 'Add Product')
			await form.getByLabel('Title', { exact: true }).fill(title)
			await (await richText(form, 'Description')).fill('Two pictures, described.')
			await form.getByLabel('Pictures', { exact: true }).setInputFiles([one!, two!])
			await expectUploaded(form, 2)
			// A new upload starts without alt text; the first picture is the cover.
			await expect(altInput(form, 1)).toHaveValue('')
			await expect(altInput(form, 1)).toHaveAttribute('maxlength', '250')
			await expect(pictureItems(form).nth(0).getByText('Cover', { exact: true })).toBeVisible()
			await expect(pictureItems(form).nth(1).getByText('Cover', { exact: true })).toHaveCount(0)

			// Without alt text, 'Add Product' (which publishes) asks first, naming the picture; going back sends nothing.
			await altInput(form, 2).fill(`Second picture ${tag}`)
			await form.getByRole('button', { name: 'Publish (Add Product)', exact: true }).click()
			const ask = page.getByRole('dialog', { name: 'Publish anyway?' })
			await expect(ask.getByRole('listitem')).toHaveCount(1)
			await expect(ask).toContainText('has no alt text: add it in the media library, or mark the image decorative.')
			await ask.getByRole('button', { name: 'Go back and fix' }).click()
			await expect(ask).toBeHidden()
			await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title)
			const products = (await (await admin.context.get('/products?status=all')).json()) as Array<{ title: string }>
			expect(products.filter((product) => product.title === title)).toEqual([])

			await altInput(form, 1).fill(`First picture ${tag}`)
			await form.getByRole('button', { name: 'Publish (Add Product)', exact: true }).click()
			await expectSuccessToast(page, 'Product uploaded')
			const id = await idFromEditLink(cardOf(page, title))
			const stored = await fetchRecord<{ picture: string; status: string }>(admin.context, 'products', id)
			expect(stored.status).toBe('published')
			const [first, second] = stored.picture.split(',')
			const media = await mediaMatching(admin.context, tag)
			expect(media.find((item) => item.url === first)?.alt).toBe(`First picture ${tag}`)
			expect(media.find((item) => item.url === second)?.alt).toBe(`Second picture ${tag}`)

			// Another item chooses the first picture from the library: it comes with its alt text.
			const advice = `Library Consulting ${tag}`
			await openAdmin(page, '/dashboard/consulting-admin')
			const consulting = formWith(page, 'Add Consulting')
			await consulting.getByLabel('Title', { exact: true }).fill(advice)
			await consulting.getByRole('button', { name: 'Choose from library (Pictures)' }).click()
			const dialog = page.getByRole('dialog', { name: 'Choose from the library' })
			await expect(dialog).toBeVisible()
			await expect(dialog.getByLabel('Search images')).toBeFocused()
			await dialog.getByLabel('Search images').fill(`First picture ${tag}`)
			// Enter in the search does not send the item's form.
			await dialog.getByLabel('Search images').press('Enter')
			const choice = dialog.getByRole('button', { name: new RegExp(`First picture ${tag}`) })
			await expect(choice).toHaveCount(1)
			await expect(dialog.getByRole('button', { name: new RegExp(`Second picture ${tag}`) })).toHaveCount(0)
			// A thumbnail loads a variant, not the original (which one: the browser's choice, and its cache's).
			await expect
				.poll(() => choice.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc))
				.toMatch(/-w\d+\.(avif|webp)$/)
			await choice.click()
			await expect(choice).toHaveAttribute('aria-pressed', 'true')
			await dialog.getByRole('button', { name: 'Add 1 picture' }).click()
			await expect(dialog).toBeHidden()
			await expectUploaded(consulting, 1)
			await expect(pictureItems(consulting).locator('img')).toHaveAttribute('src', first!)
			await expect(altInput(consulting, 1)).toHaveValue(`First picture ${tag}`)
			await consulting.getByRole('button', { name: 'Publish (Add Consulting)', exact: true }).click()
			await expectSuccessToast(page, 'Consulting uploaded')
			const consultingId = await idFromEditLink(cardOf(page, advice))
			expect((await fetchRecord<{ picture: string }>(admin.context, 'consulting', consultingId)).picture).toBe(first)

			const users = (await mediaMatching(admin.context, `First picture ${tag}`))[0]?.used_by ?? []
			expect(users.map(({ collection, id: userId }) => ({ collection, id: userId }))).toEqual(
				expect.arrayContaining([
					{ collection: 'products', id },
					{ collection: 'consulting', id: consultingId },
				]),
			)
		},
	)
})

adminTest(
	'the library uploads by the button and by a drop: the new images come chosen, their alt text asked there',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const title = `Uploaded From The Library ${tag}`
		const [first, second, third] = await imageFiles(
			{ name: `first-${tag}.png`, color: '#155e75' },
			{ name: `second-${tag}.jpg`, color: '#9a3412' },
			{ name: `third-${tag}.jpg`, color: '#3f6212' },
		)
		await openAdmin(page, '/dashboard/products-admin')
		const form = formWith(page, 'Add Product')
		await form.getByLabel('Title', { exact: true }).fill(title)
		await (await richText(form, 'Description')).fill('Pictures uploaded without leaving the form.')
		await form.getByRole('button', { name: 'Choose from library (Pictures)' }).click()
		const dialog = page.getByRole('dialog', { name: 'Choose from the library' })
		await expect(dialog.getByLabel('Search images')).toBeFocused()

		await dialog.getByLabel('Upload images').setInputFiles([first!, second!])
		await expect(uploadsIn(dialog, 'done')).toHaveCount(2, { timeout: 15_000 })
		await expect(dialog.getByText('2 images uploaded.')).toBeVisible()
		const describe = dialog.getByRole('region', { name: 'Describe the new images' })
		const newImage = (name: string) => describe.getByRole('listitem').filter({ hasText: name })
		// Enter saves the alt text; the item's form around the dialog is not sent.
		await describe.getByLabel(`Alt text for first-${tag}.png`).fill(`First upload ${tag}`)
		await describe.getByLabel(`Alt text for first-${tag}.png`).press('Enter')
		await expect(newImage(`first-${tag}.png`)).toContainText('Saved')
		await expect(dialog).toBeVisible()
		expect((await mediaMatching(admin.context, `First upload ${tag}`)).map((media) => media.alt)).toEqual([
			`First upload ${tag}`,
		])
		// The library lists the new images, chosen (the saved alt text names the first).
		const library = dialog.getByRole('list', { name: 'Library images' })
		await expect(library.getByRole('button', { name: new RegExp(`First upload ${tag}`) })).toHaveAttribute(
			'aria-pressed',
			'true',
		)
		await expect(library.getByRole('button', { pressed: true })).toHaveCount(2)
		// Typed and not saved: it goes into the form with the picture, which saves it with the item.
		await describe.getByLabel(`Alt text for second-${tag}.jpg`).fill(`Second upload ${tag}`)

		// A third, dropped on the dialog's upload area, joins them.
		await dropFiles(dropZone(dialog), [third!])
		await expect(uploadsIn(dialog, 'done')).toContainText(`third-${tag}.jpg`, { timeout: 15_000 })
		await expect(library.getByRole('button', { pressed: true })).toHaveCount(3)
		await expect(describe.getByLabel(`Alt text for second-${tag}.jpg`)).toHaveValue(`Second upload ${tag}`)
		await describe.getByLabel(`Alt text for third-${tag}.jpg`).fill(`Third upload ${tag}`)
		expect(await violations(page, 'library dialog with uploads')).toEqual([])
		await dialog.getByRole('button', { name: 'Add 3 pictures' }).click()
		await expect(dialog).toBeHidden()

		await expectUploaded(form, 3)
		await expect(altInput(form, 1)).toHaveValue(`First upload ${tag}`)
		await expect(altInput(form, 2)).toHaveValue(`Second upload ${tag}`)
		await expect(altInput(form, 3)).toHaveValue(`Third upload ${tag}`)
		await form.getByRole('button', { name: 'Publish (Add Product)', exact: true }).click()
		await expectSuccessToast(page, 'Product uploaded')
		const id = await idFromEditLink(cardOf(page, title))
		const stored = await fetchRecord<{ picture: string; status: string }>(admin.context, 'products', id)
		expect(stored.status).toBe('published')
		const media = await mediaMatching(admin.context, tag)
		expect(stored.picture.split(',').map((url) => media.find((item) => item.url === url)?.alt)).toEqual([
			`First upload ${tag}`,
			`Second upload ${tag}`,
			`Third upload ${tag}`,
		])
	},
)

adminTest('a draft is saved without alt text', async ({ adminPage: page, admin }) => {
	const title = `Draft Product ${unique()}`
	const [picture] = await imageFiles({ name: 'draft.png', color: '#7e22ce' })
	await openAdmin(page, '/dashboard/products-admin')
	const form = formWith(page, 'Add Product')
	await form.getByLabel('Title', { exact: true }).fill(title)
	await (await richText(form, 'Description')).fill('Not described yet.')
	await form.getByLabel('Pictures', { exact: true }).setInputFiles(picture!)
	await expectUploaded(form, 1)
	await form.getByRole('button', { name: 'Save draft', exact: true }).click()
	await expectSuccessToast(page, 'Product saved as a draft')
	const id = await idFromEditLink(cardOf(page, title))
	const stored = await fetchRecord<{ picture: string; status: string }>(admin.context, 'products', id)
	expect(stored.status).toBe('draft')
	expect(stored.picture).toMatch(/^\/uploads\//)
})

adminTest(
	'publishing anyway without alt text publishes, and Site health counts the image',
	async ({ adminPage: page, admin }) => {
		const title = `Undescribed Product ${unique()}`
		const [picture] = await imageFiles({ name: 'anyway.png', color: '#be123c' })
		await openAdmin(page, '/dashboard/products-admin')
		const form = formWith(page, 'Add Product')
		await form.getByLabel('Title', { exact: true }).fill(title)
		await (await richText(form, 'Description')).fill('Published before it was described.')
		await form.getByLabel('Pictures', { exact: true }).setInputFiles(picture!)
		await expectUploaded(form, 1)
		await form.getByRole('button', { name: 'Publish (Add Product)', exact: true }).click()
		await page.getByRole('dialog', { name: 'Publish anyway?' }).getByRole('button', { name: 'Publish anyway' }).click()
		await expectSuccessToast(page, 'Product uploaded')
		const id = await idFromEditLink(cardOf(page, title))
		const stored = await fetchRecord<{ picture: string; status: string }>(admin.context, 'products', id)
		expect(stored.status).toBe('published')
		const health = (await (await admin.context.get('/site-checks')).json()) as {
			findings: Array<{ check: string; collection: string; item_id: number }>
		}
		expect(health.findings).toContainEqual(
			expect.objectContaining({ check: 'image-alt', collection: 'products', item_id: id }),
		)
	},
)

adminTest(
	'pictures are reordered with the buttons and by dragging; the listing card shows the new cover',
	async ({ adminPage: page, admin }) => {
		const title = `Reordered Product ${unique()}`
		const red = await admin.upload({ color: '#dc2626' })
		const green = await admin.upload({ color: '#16a34a' })
		const blue = await admin.upload({ color: '#2563eb' })
		const product = await admin.create('products', {
			title,
			description: 'Three pictures.',
			picture: [red, green, blue].join(','),
		})

		await openAdmin(page, `/admin/products/edit/${product.id}`)
		const form = formWith(page, 'Save Changes')
		const sources = () =>
			pictureItems(form)
				.locator('img')
				.evaluateAll((images) => images.map((image) => image.getAttribute('src')))
		await expectUploaded(form, 3)
		// The library's alt text is there to edit.
		await expect(altInput(form, 1)).toHaveValue('A generated test image')
		await expect(form.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled()

		// The keyboard way: the focus stays on the moved picture's button, which now names its new place.
		const moveLater = form.getByRole('button', { name: 'Move picture 1 later' })
		await moveLater.focus()
		await page.keyboard.press('Enter')
		expect(await sources()).toEqual([green, red, blue])
		await expect(form.getByRole('button', { name: 'Move picture 2 later' })).toBeFocused()
		await expect(form.getByText('Picture moved to position 2 of 3.')).toBeVisible()
		await form.getByRole('button', { name: 'Move picture 3 earlier' }).click()
		await form.getByRole('button', { name: 'Move picture 2 earlier' }).click()
		expect(await sources()).toEqual([blue, green, red])
		await expect(pictureItems(form).nth(0).getByText('Cover', { exact: true })).toBeVisible()
		await expect(form.getByText('Picture moved to position 1 of 3: it is now the cover.')).toBeVisible()

		// By dragging: the last picture dropped on the first takes its place.
		await pictureItems(form).nth(2).locator('img').dragTo(pictureItems(form).nth(0))
		await expect.poll(sources).toEqual([red, blue, green])
		await form.getByRole('button', { name: 'Save Changes' }).click()
		await expect.poll(() => pathOf(page)).toBe(`/portfolio/products/${product.slug}`)
		expect((await fetchRecord<{ picture: string }>(admin.context, 'products', product.id)).picture).toBe(
			[red, blue, green].join(','),
		)

		// The public listing's card shows the first picture.
		await page.goto('/portfolio/products')
		const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
		await expect(card.locator('img')).toHaveAttribute('src', red)
	},
)
