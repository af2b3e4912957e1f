import type { Page } from '@playwright/test'

import { parseImageUrl } from '#shared/image-urls.ts'
import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	dropFiles,
	dropZone,
	expectSuccessToast,
	imageFiles,
	openAdmin,
	otherFile,
	pathOf,
	uploadsIn,
} from '#tests/e2e/support/admin-content.ts'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { type AdminApi, test, unique } from '#tests/e2e/support/fixtures.ts'
import { endSessionBehindTheBrowsersBack } from '#tests/e2e/support/typed-work.ts'

/**
 * ADR 0022 (docs/design.md §9): the Media screen lists every image with search and an Unused filter and
 * uploads new ones (several at once, by the button or a drop), asking their alt text right after; an
 * image's screen sets its alt text and focal point (with crop previews) and deletes it, refused while
 * an item uses it.
 */

type Media = {
	id: number
	url: string
	alt: string
	decorative: boolean
	focal_point: { x: number; y: number } | null
	used_by: Array<{ collection: string; id: number; title: string }>
}

/** Uploads an image with no alt text and answers its media record. */
async function uploadBare(admin: AdminApi, color: string): Promise<Media> {
	const url = await admin.upload({ color, width: 1200, height: 800, alt: '' })
	const all = (await (await admin.context.get('/media')).json()) as Media[]
	const media = all.find((candidate) => candidate.url === url)
	expect(media, `a media record for ${url}`).toBeDefined()
	return media!
}

const fetchMedia = async (admin: AdminApi, id: number) => {
	const response = await admin.context.get(`/media/${id}`)
	expect(response.status()).toBe(200)
	return (await response.json()) as Media
}

const tileOf = (page: Page, id: number) => page.locator(`li[data-media-id="${id}"]`)
const tiles = (page: Page) => page.locator('li[data-media-id]')

// A refused save answers 400, a refused delete 409, a refused upload 415, one without a session 401: Chromium logs each.
adminTest.use({ allowedConsoleErrors: [/status of (400|401|409|415)/] })

/** The alt text asked of one new image, by its file's name. */
const newImage = (page: Page, name: string) =>
	page.getByRole('list', { name: 'New images' }).getByRole('listitem').filter({ hasText: name })

adminTest(
	'the Media screen uploads several images by the button and by a drop, each with its progress or refusal, then asks their alt text',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const [one, two, three] = await imageFiles(
			{ name: `one-${tag}.png`, color: '#0e7490' },
			{ name: `two-${tag}.jpg`, color: '#a16207' },
			{ name: `three-${tag}.jpg`, color: '#4d7c0f' },
		)
		// An SVG named .png: only the server, which reads the bytes, can refuse it. A text file is refused at once.
		const drawing = await otherFile(`drawing-${tag}.png`, '<svg xmlns="http://www.w3.org/2000/svg"/>')
		const notes = await otherFile(`notes-${tag}.txt`, 'Not an image.')
		await openAdmin(page, '/dashboard/media')

		// The first upload is held at the server's door: its progress shows, the others wait their turn.
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		// Each says it goes to the library itself, kept while no item uses it (ADR 0049).
		const keeps: boolean[] = []
		await page.route('**/upload', async (route) => {
			keeps.push(/name="keep"\r\n\r\n1\r\n/.test(route.request().postDataBuffer()?.toString('latin1') ?? ''))
			await held
			await route.continue()
		})
		await page.getByLabel('Upload images').setInputFiles([one!, two!, drawing])
		await expect(page.getByText('Uploading 3 images…')).toBeVisible()
		await expect(uploadsIn(page, 'sending')).toContainText(`one-${tag}.png`)
		await expect(page.getByRole('progressbar', { name: `Uploading one-${tag}.png` })).toBeVisible()
		await expect(uploadsIn(page, 'waiting')).toHaveCount(2)
		await expect(uploadsIn(page, 'waiting').first()).toContainText('Waiting')
		release()
		await expect(uploadsIn(page, 'done')).toHaveCount(2, { timeout: 15_000 })
		await page.unroute('**/upload')
		expect(keeps).toEqual([true, true, true])
		await expect(uploadsIn(page, 'failed')).toContainText(`drawing-${tag}.png`)
		await expect(uploadsIn(page, 'failed')).toContainText('Only JPEG, PNG, WebP, AVIF or GIF images are accepted')
		await expect(page.getByRole('progressbar')).toHaveCount(0)
		await expect(page.getByText('2 images uploaded, 1 image not uploaded.')).toBeVisible()

		// Right after, their alt text is asked for; the grid shows them already.
		const describe = page.getByRole('region', { name: 'Describe the new images' })
		await expect(newImage(page, `one-${tag}.png`)).toBeVisible()
		await expect(newImage(page, `two-${tag}.jpg`)).toBeVisible()
		expect(await violations(page, 'uploads done, alt text asked')).toEqual([])
		await describe.getByLabel(`Alt text for one-${tag}.png`).fill(`A teal card ${tag}`)
		await describe.getByLabel(`Alt text for one-${tag}.png`).press('Enter')
		await expect(newImage(page, `one-${tag}.png`)).toContainText('Saved')
		await describe.getByLabel(`Alt text for two-${tag}.jpg`).fill(`An ochre card ${tag}`)
		await describe.getByRole('button', { name: `Save the alt text of two-${tag}.jpg` }).click()
		await expect(newImage(page, `two-${tag}.jpg`)).toContainText('Saved')
		const stored = (await (await admin.context.get(`/media?q=${tag}`)).json()) as Media[]
		expect(stored.map((media) => media.alt)).toEqual([`An ochre card ${tag}`, `A teal card ${tag}`])
		for (const media of stored) await expect(tileOf(page, media.id).locator('img')).toHaveAttribute('alt', media.alt)
		await describe.getByRole('button', { name: 'Done' }).click()
		await expect(describe).toHaveCount(0)
		await expect(uploadsIn(page)).toHaveCount(0)

		// Dropped on the area: the image uploads, the text file is refused in words.
		await dropFiles(dropZone(page), [three!, notes])
		await expect(uploadsIn(page, 'refused')).toContainText(`notes-${tag}.txt`)
		await expect(uploadsIn(page, 'refused')).toContainText('Only JPEG, PNG, WebP, AVIF or GIF images are accepted')
		await expect(uploadsIn(page, 'done')).toContainText(`three-${tag}.jpg`, { timeout: 15_000 })
		await expect(page.getByText('1 image uploaded, 1 image not uploaded.')).toBeVisible()
		// Files dragged beside the area are refused there, not opened in place of the screen.
		const beside = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
			const transfer = new DataTransfer()
			transfer.items.add(new File(['x'], 'stray.png', { type: 'image/png' }))
			const event = new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer })
			heading.dispatchEvent(event)
			return { refused: event.defaultPrevented, effect: transfer.dropEffect }
		})
		expect(beside).toEqual({ refused: true, effect: 'none' })
		// Skipped: it is in the library all the same, marked as having no alt text.
		await page
			.getByRole('region', { name: 'Describe the new image' })
			.getByRole('button', { name: 'Skip for now' })
			.click()
		const newest = ((await (await admin.context.get('/media')).json()) as Media[])[0]!
		expect(stored.map((media) => media.id)).not.toContain(newest.id)
		expect(newest.alt).toBe('')
		await expect(tileOf(page, newest.id).getByText('No alt text')).toBeVisible()
	},
)

adminTest(
	'an upload met by an ended session signs in again in place, then sends the file it kept',
	async ({ adminPage: page }) => {
		const tag = unique()
		const [four] = await imageFiles({ name: `four-${tag}.jpg`, color: '#be123c' })
		await openAdmin(page, '/dashboard/media')
		await endSessionBehindTheBrowsersBack(page)
		await page.getByLabel('Upload images').setInputFiles(four!)
		const dialog = page.getByRole('dialog', { name: 'Sign in to upload your images' })
		await expect(dialog).toBeVisible()
		await expect(uploadsIn(page, 'signed-out')).toContainText('Waiting for you to sign in again')

		// Cancelled, the file stays, with a way to sign in.
		await dialog.getByRole('button', { name: 'Cancel' }).click()
		await expect(dialog).toBeHidden()
		await page.getByRole('button', { name: 'Sign in to upload them' }).click()
		await expect(dialog.getByLabel('Email')).toHaveValue(E2E_ADMIN.email)
		await dialog.getByLabel('Password').fill(E2E_ADMIN.password)
		await dialog.getByRole('button', { name: 'Sign in' }).click()
		await expect(dialog).toBeHidden()
		await expect(uploadsIn(page, 'done')).toContainText(`four-${tag}.jpg`, { timeout: 15_000 })
		await expect(page.getByRole('region', { name: 'Describe the new image' })).toBeVisible()
	},
)

adminTest(
	'the Media screen finds images, filters the unused, sets alt text and the focal point, and deletes',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const used = await uploadBare(admin, '#b45309')
		const unused = await uploadBare(admin, '#0f766e')
		// Publishing an item that shows an image needs its alt text first.
		await admin.context.put(`/media/${used.id}`, { data: { alt: `Harbour cranes at dusk ${tag}` } })
		const product = await admin.create('products', { title: `Cranes ${tag}`, description: 'Lifts.', picture: used.url })

		// The dashboard's tile counts the images and leads to the screen.
		await openAdmin(page, '/dashboard')
		const tile = page.getByRole('link', { name: /^Media/ })
		const count = ((await (await admin.context.get('/media')).json()) as Media[]).length
		await expect(tile).toContainText(`${count} images`)
		await tile.click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/media')
		await expect(page).toHaveTitle(/^Media \|/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media')
		// Newest first.
		await expect(tiles(page).first()).toHaveAttribute('data-media-id', String(unused.id))

		// Search by words of the alt text.
		await page.getByRole('searchbox', { name: 'Search' }).fill(`cranes ${tag}`)
		await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
		await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`cranes ${tag}`)
		await expect(tiles(page)).toHaveCount(1)
		const usedTile = tileOf(page, used.id)
		await expect(usedTile.getByRole('img')).toHaveAttribute('alt', `Harbour cranes at dusk ${tag}`)
		await expect(usedTile.getByRole('link', { name: `Cranes ${tag}` })).toHaveAttribute(
			'href',
			`/admin/products/edit/${product.id}`,
		)
		await expect(usedTile.getByText('No alt text')).toHaveCount(0)

		// The Unused filter shows only images nothing uses.
		await page.getByRole('link', { name: 'Clear search' }).click()
		await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false)
		await expect(tiles(page).nth(1)).toBeVisible()
		await page.getByRole('link', { name: /^Unused \(\d+\)$/ }).click()
		await expect.poll(() => new URL(page.url()).searchParams.get('unused')).toBe('1')
		await expect(page.getByRole('link', { name: /^Unused/ })).toHaveAttribute('aria-current', 'page')
		await expect(tileOf(page, unused.id)).toBeVisible()
		await expect(tileOf(page, used.id)).toHaveCount(0)
		for (const shown of await tiles(page).all()) await expect(shown).toContainText('Not used anywhere.')
		const unusedTile = tileOf(page, unused.id)
		await expect(unusedTile.getByText('No alt text')).toBeVisible()
		await expect(unusedTile.locator('img')).toHaveAttribute('alt', '')

		// Its own screen: alt text, and the focal point set by a click on the image.
		await unusedTile.getByRole('link', { name: 'Edit', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe(`/dashboard/media/${unused.id}`)
		await expect(page.getByLabel('Alt text', { exact: true })).toHaveAttribute('maxlength', '250')
		await page.getByLabel('Alt text', { exact: true }).fill(`A teal test card ${tag}`)
		const picker = page.getByRole('button', { name: 'Set the focal point' })
		const box = (await picker.boundingBox())!
		await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } })
		await expect(page.getByLabel('X (%, from the left)')).toHaveValue('25')
		await expect(page.getByLabel('Y (%, from the top)')).toHaveValue('75')
		const card = page.getByRole('figure', { name: 'Card (4:3)' }).locator('img')
		await expect(card).toHaveCSS('object-position', '25% 75%')
		await expect(card).toHaveCSS('object-fit', 'cover')
		// From the keyboard: the arrow keys move the point.
		await picker.focus()
		await page.keyboard.press('ArrowRight')
		await page.keyboard.press('Shift+ArrowUp')
		await expect(page.getByRole('figure', { name: 'Hero (21:9)' }).locator('img')).toHaveCSS(
			'object-position',
			'26% 65%',
		)
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'Image updated successfully')
		const saved = await fetchMedia(admin, unused.id)
		expect(saved.alt).toBe(`A teal test card ${tag}`)
		expect(saved.focal_point).toEqual({ x: 0.26, y: 0.65 })
		await openAdmin(page, `/dashboard/media/${unused.id}`)
		await expect(page.getByRole('figure', { name: 'Thumbnail (1:1)' }).locator('img')).toHaveCSS(
			'object-position',
			'26% 65%',
		)

		// A refused value is shown by its field; nothing is saved.
		await page
			.locator('form')
			.filter({ has: page.getByLabel('Alt text', { exact: true }) })
			.evaluate((form) => {
				form.setAttribute('novalidate', '')
			})
		await page.getByLabel('X (%, from the left)').fill('150')
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expect(page.getByText('Give X and Y between 0 and 100 %')).toBeVisible()
		await expect(page.getByLabel('X (%, from the left)')).toHaveAttribute('aria-invalid', 'true')
		expect((await fetchMedia(admin, unused.id)).focal_point).toEqual({ x: 0.26, y: 0.65 })

		// The used image cannot be deleted: the screen says why and who uses it; nothing changes.
		await openAdmin(page, `/dashboard/media/${used.id}`)
		await page.getByRole('button', { name: 'Delete', exact: true }).click()
		const dialog = page.getByRole('dialog', { name: 'Delete this image?' })
		await expect(dialog).toContainText('deleted for good')
		await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
		const refusal = page.getByRole('alert').filter({ hasText: 'The image was not deleted' })
		await expect(refusal).toContainText(`Cranes ${tag}`)
		await expect(refusal.getByRole('link', { name: `Cranes ${tag}` })).toHaveAttribute(
			'href',
			`/admin/products/edit/${product.id}`,
		)
		expect(pathOf(page)).toBe(`/dashboard/media/${used.id}`)
		expect((await admin.context.get(used.url)).status()).toBe(200)
		expect((await fetchMedia(admin, used.id)).used_by.map((user) => user.id)).toEqual([product.id])

		// The unused one is deleted, with its every size.
		await openAdmin(page, `/dashboard/media/${unused.id}`)
		await page.getByRole('button', { name: 'Delete', exact: true }).click()
		await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/media')
		await expectSuccessToast(page, 'Image deleted')
		await expect(tileOf(page, unused.id)).toHaveCount(0)
		const variant = parseImageUrl(unused.url)?.variants[0]?.url
		expect(variant).toBeDefined()
		for (const url of [unused.url, variant!, `/media/${unused.id}`]) {
			expect((await admin.context.get(url)).status(), url).toBe(404)
		}
	},
)

adminTest('an item in the trash still uses its image, marked so', async ({ adminPage: page, admin }) => {
	const tag = unique()
	const media = await uploadBare(admin, '#7c3aed')
	const blog = await admin.create('blogs', {
		heading: `Trashed ${tag}`,
		body: 'x',
		picture: media.url,
		status: 'draft',
	})
	await admin.remove('blogs', blog.id)
	await openAdmin(page, `/dashboard/media?q=${media.url.split('/').pop()}`)
	const tile = tileOf(page, media.id)
	await expect(tile).toContainText(`Trashed ${tag}`)
	await expect(tile).toContainText('in the trash')
	await expect(tile.getByRole('link', { name: `Trashed ${tag}` })).toHaveAttribute('href', '/dashboard/trash')
})

adminTest.describe('without JavaScript', () => {
	adminTest.use({ javaScriptEnabled: false })

	adminTest('the focal point and alt text are typed and saved', async ({ adminPage: page, admin }) => {
		const media = await uploadBare(admin, '#1e3a8a')
		await page.goto(`/dashboard/media/${media.id}`)
		await page.getByLabel('Alt text', { exact: true }).fill('A navy square')
		await page.getByLabel('Decorative (no alt text needed)').check()
		await page.getByLabel('X (%, from the left)').fill('10')
		await page.getByLabel('Y (%, from the top)').fill('90.5')
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expect(page.getByRole('status')).toHaveText('Image updated successfully')
		await expect(page.getByRole('figure', { name: 'Card (4:3)' }).locator('img')).toHaveCSS(
			'object-position',
			'10% 90.5%',
		)
		const saved = await fetchMedia(admin, media.id)
		expect(saved).toMatchObject({ alt: 'A navy square', decorative: true, focal_point: { x: 0.1, y: 0.905 } })
	})
})

test('the media screens need the session, for reading and for writing', async ({ request, admin }) => {
	const media = await uploadBare(admin, '#334155')
	for (const path of ['/dashboard/media', `/dashboard/media/${media.id}`]) {
		const page = await request.get(path)
		expect(page.status(), `GET ${path}`).toBe(401)
	}
	const post = await request.post(`/dashboard/media/${media.id}`, { form: { intent: 'delete', id: String(media.id) } })
	expect(post.status()).toBe(401)
	expect((await admin.context.get(`/media/${media.id}`)).status()).toBe(200)
})
