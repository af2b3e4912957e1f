import type { Locator, Page } from '@playwright/test'

import { FORM_CHECKS_PATH } from '#app/lib/form-checks.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	clearRichText,
	deleteThroughDialog,
	expectSuccessToast,
	expectUploaded,
	formWith,
	imageFiles,
	openAdmin,
	pathOf,
	richText,
} from '#tests/e2e/support/admin-content.ts'
import { test, unique } from '#tests/e2e/support/fixtures.ts'
import { open, VIDEO_URL } from '#tests/e2e/support/helpers.ts'

/** The admin screens for partners, testimonials, careers and contact submissions (docs/product.md §2.5, §4, §5, §8). */

const PARTNERS = '/dashboard/edit-partners'
const TESTIMONIALS = '/dashboard/edit-testimonials'
const CAREERS = '/dashboard/career-admin'
const CONTACT = '/dashboard/contact-submission'

/** The item of the list named `list` that shows `text`. */
const itemOf = (page: Page, list: string, text: string) =>
	page.getByRole('list', { name: list, exact: true }).getByRole('listitem').filter({ hasText: text })

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })

/** Holds the page's form posts (React Router's `.data` requests) back for a moment, so the saving state shows. */
async function slowPosts(page: Page, pattern: string) {
	await page.route(pattern, async (route) => {
		if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800))
		await route.fallback()
	})
}

/** An intended refusal (400) makes Chromium log the failed `.data` request. */
const REFUSAL = [/status of 400/]

adminTest.describe('partners', () => {
	adminTest(
		'add with a logo, see it listed and on the home page, then delete it after confirming',
		async ({ adminPage: page, admin }) => {
			const name = `Partner ${unique()}`
			const [logo] = await imageFiles({ name: 'logo.png', color: '#0e7490', width: 400, height: 200 })
			await openAdmin(page, PARTNERS)
			await expect(page.getByRole('heading', { level: 1, name: 'Admin Partner Panel' })).toBeVisible()

			const form = formWith(page, 'Add Partner')
			await field(page, 'Partner name').fill(name)
			await field(page, 'Image').setInputFiles(logo!)
			await expectUploaded(form, 1)
			// The library keeps the logo's own alt text; the home page names a logo by its partner (docs/product.md).
			await form.getByRole('textbox', { name: /^Alt text/ }).fill(`${name} logo`)
			await page.getByRole('button', { name: 'Publish (Add Partner)', exact: true }).click()
			await expectSuccessToast(page, 'Partner added')
			expect(pathOf(page)).toBe(PARTNERS)
			// The list reloads with the new partner; the form is empty again.
			const item = itemOf(page, 'Partner logos', name)
			await expect(item.getByRole('img')).toHaveAttribute('src', /^\/uploads\//)
			await expect(field(page, 'Partner name')).toHaveValue('')
			await expect(form.locator('li[data-state]')).toHaveCount(0)

			await open(page, '/')
			await expect(
				page.getByRole('list', { name: 'Our clients' }).getByRole('img', { name, exact: true }),
			).toHaveAttribute('src', /^\/uploads\//)

			await openAdmin(page, PARTNERS)
			// Cancel keeps it.
			await item.getByRole('button', { name: 'Delete', exact: true }).click()
			const dialog = page.getByRole('dialog')
			await expect(dialog).toContainText(name)
			await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
			await expect(dialog).toBeHidden()
			await expect(item).toHaveCount(1)

			await deleteThroughDialog(page, item)
			await expectSuccessToast(page, 'Partner deleted')
			await expect(item).toHaveCount(0)
			expect(
				(await admin.list<{ partner_name: string }>('partners')).some((partner) => partner.partner_name === name),
			).toBe(false)
		},
	)

	adminTest('nothing is sent without a logo', async ({ adminPage: page, admin }) => {
		const name = `No Logo ${unique()}`
		await openAdmin(page, PARTNERS)
		await field(page, 'Partner name').fill(name)
		await page.getByRole('button', { name: 'Publish (Add Partner)', exact: true }).click()
		await expect
			.poll(() => field(page, 'Image').evaluate((input: HTMLInputElement) => input.validity.valid))
			.toBe(false)
		await expect(field(page, 'Partner name')).toHaveValue(name)
		expect(
			(await admin.list<{ partner_name: string }>('partners')).some((partner) => partner.partner_name === name),
		).toBe(false)
	})
})

adminTest.describe('testimonials', () => {
	adminTest.use({ allowedConsoleErrors: REFUSAL })

	adminTest(
		'add with a picture and a rating, see it on the home page, edit it to a video, then delete it',
		async ({ adminPage: page, admin }) => {
			const tag = unique()
			const name = `Client ${tag}`
			const [face] = await imageFiles({ name: 'face.png', color: '#9333ea' })
			await openAdmin(page, TESTIMONIALS)
			const form = formWith(page, 'Add Testimonial')
			await field(page, 'Name').fill(name)
			await field(page, 'Position').fill('Head of Data')
			await field(page, 'Message').fill(`They delivered ${tag}`)
			await page.getByText('4.5 stars', { exact: true }).locator('..').click()
			await expect(field(page, '4.5 stars')).toBeChecked()
			await field(page, 'LinkedIn').fill('https://www.linkedin.com/in/example')
			await field(page, 'Picture').setInputFiles(face!)
			await expectUploaded(form, 1)
			await form.getByRole('textbox', { name: /^Alt text/ }).fill(`Portrait of ${name}`)
			await page.getByRole('button', { name: 'Publish (Add Testimonial)', exact: true }).click()
			await expectSuccessToast(page, 'Testimonial added')
			const item = itemOf(page, 'Testimonials', name)
			await expect(item).toContainText('Head of Data')
			await expect(field(page, 'Name')).toHaveValue('')

			const stored = (
				await admin.list<{ id: number; name: string; stars: number; picture: string; linkedin: string }>('testimonials')
			).find((testimonial) => testimonial.name === name)!
			expect(stored).toMatchObject({ stars: 4.5, linkedin: 'https://www.linkedin.com/in/example' })
			expect(stored.picture).toMatch(/^\/uploads\//)

			await open(page, '/')
			const slide = page
				.getByRole('region', { name: 'Testimonials' })
				.locator('[aria-roledescription="slide"]')
				.filter({ hasText: name })
			await expect(slide).toHaveCount(1)
			// (Slides other than the current one are hidden from the accessibility tree, so look at the element.)
			await expect(slide.locator(`img[alt="Portrait of ${name}"]`)).toHaveAttribute('src', stored.picture)

			// Edit: the picture is there, so the link is disabled until Remove Picture.
			await openAdmin(page, TESTIMONIALS)
			await item.getByRole('link', { name: 'Edit', exact: true }).click()
			await expect.poll(() => pathOf(page)).toBe(`${TESTIMONIALS}/${stored.id}`)
			await expect(field(page, 'Name')).toHaveValue(name)
			await expect(field(page, '4.5 stars')).toBeChecked()
			await expect(field(page, 'YouTube link')).toBeDisabled()
			await page.getByRole('button', { name: 'Remove Picture', exact: true }).click()
			await expect(field(page, 'YouTube link')).toBeEnabled()
			await field(page, 'YouTube link').fill(VIDEO_URL)
			await field(page, 'Position').fill('Chief Data Officer')
			await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
			await expect.poll(() => pathOf(page)).toBe(TESTIMONIALS)
			await expectSuccessToast(page, 'Testimonial updated successfully')
			await expect(item).toContainText('Chief Data Officer')
			const updated = await admin.list<{ id: number; picture: string; youtube_link: string }>('testimonials')
			expect(updated.find((testimonial) => testimonial.id === stored.id)).toMatchObject({
				picture: '',
				youtube_link: VIDEO_URL,
			})

			await deleteThroughDialog(page, item)
			await expectSuccessToast(page, 'Testimonial deleted')
			await expect(item).toHaveCount(0)
		},
	)

	adminTest(
		'the add form allows a picture or a link, never both, and only a single-video link',
		async ({ adminPage: page, admin }) => {
			const name = `Rules ${unique()}`
			const [face] = await imageFiles({ name: 'face.png', color: '#be123c' })
			const count = async () =>
				(await admin.list<{ name: string }>('testimonials')).filter((testimonial) => testimonial.name === name).length
			await openAdmin(page, TESTIMONIALS)
			const form = formWith(page, 'Add Testimonial')
			const picture = field(page, 'Picture')
			const link = field(page, 'YouTube link')
			const add = page.getByRole('button', { name: 'Publish (Add Testimonial)', exact: true })
			await field(page, 'Name').fill(name)
			await field(page, 'Message').fill('Great work')

			// Choosing a picture disables the link; removing it enables the link again.
			await picture.setInputFiles(face!)
			await expect(link).toBeDisabled()
			await expectUploaded(form, 1)
			await page.getByRole('button', { name: 'Remove Picture', exact: true }).click()
			await expect(link).toBeEnabled()

			// Typing a link disables the picture.
			await link.fill('https://www.youtube.com/shorts/abc123')
			await expect(picture).toBeDisabled()
			await add.click()
			await expect(page.getByRole('alert')).toHaveText(
				'Use single youtube video link so that the thumbnail would be shown.',
			)

			// A picture forced in beside the link (the input is disabled for people) is refused before sending.
			await link.fill(VIDEO_URL)
			await picture.setInputFiles(face!)
			await expectUploaded(form, 1)
			await add.click()
			await expect(page.getByRole('alert')).toHaveText('Only one of picture or YouTube link can be provided at a time.')
			expect(await count()).toBe(0)

			// With the link alone it is saved.
			await page.getByRole('button', { name: 'Remove Picture', exact: true }).click()
			await add.click()
			await expectSuccessToast(page, 'Testimonial added')
			expect(await count()).toBe(1)
		},
	)

	adminTest(
		'refused input says so, shows the field message and keeps what was typed',
		async ({ adminPage: page, admin }) => {
			const name = `Refused ${unique()}`
			await openAdmin(page, TESTIMONIALS)
			await field(page, 'Name').fill(name)
			await field(page, 'Message').fill('Kept message')
			await field(page, 'Twitter').fill('not a link')
			await page.getByRole('button', { name: 'Publish (Add Testimonial)', exact: true }).click()
			await expect(page.getByRole('alert')).toHaveText('Error adding testimonial')
			await expect(page.getByText('Twitter must be a web address starting with https://')).toBeVisible()
			await expect(field(page, 'Name')).toHaveValue(name)
			await expect(field(page, 'Message')).toHaveValue('Kept message')

			const created = await admin.create('testimonials', { name, message: 'Hi', youtube_link: VIDEO_URL })
			await openAdmin(page, `${TESTIMONIALS}/${created.id}`)
			// A video testimonial: the picture input is disabled until the link is cleared.
			await expect(field(page, 'Picture')).toBeDisabled()
			await field(page, 'YouTube link').fill('')
			await expect(field(page, 'Picture')).toBeEnabled()
			await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
			await expect(page.getByRole('alert')).toHaveText(
				'Please provide either a picture or a YouTube link, but not both.',
			)
			await field(page, 'YouTube link').fill('https://youtu.be/abc')
			await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
			await expect(page.getByRole('alert')).toHaveText(
				'Use single youtube video link so that the thumbnail would be shown.',
			)
			await field(page, 'YouTube link').fill(VIDEO_URL)
			await field(page, 'Facebook').fill('javascript:alert(1)')
			await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
			await expect(page.getByRole('alert')).toHaveText('Error updating testimonial')
			await expect(page.getByText('Facebook must be a web address starting with https://')).toBeVisible()
			expect(pathOf(page)).toBe(`${TESTIMONIALS}/${created.id}`)
			await admin.remove('testimonials', created.id)
		},
	)

	adminTest(
		'the rating is a radio group of ten half stars that arrow keys move through',
		async ({ adminPage: page }) => {
			await openAdmin(page, TESTIMONIALS)
			const rating = page.getByRole('group', { name: 'Rating', exact: true })
			const options = rating.getByRole('radio')
			await expect(options).toHaveCount(10)
			for (const [i, stars] of [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].entries()) {
				await expect(options.nth(i)).toHaveAccessibleName(`${stars} stars`)
			}
			await field(rating, '3 stars').check()
			await expect(rating.locator('svg[data-star="full"]')).toHaveCount(3)
			await page.keyboard.press('ArrowRight')
			await expect(field(rating, '3.5 stars')).toBeChecked()
			await expect(rating.locator('svg[data-star="half"]')).toHaveCount(1)
			await page.keyboard.press('ArrowLeft')
			await page.keyboard.press('ArrowLeft')
			await expect(field(rating, '2.5 stars')).toBeChecked()
		},
	)
})

adminTest.describe('careers', () => {
	adminTest(
		'one click adds one position (Adding... meanwhile), which shows on /career; edit it (Updating...); delete it',
		async ({ adminPage: page, admin }) => {
			const tag = unique()
			const position = `Data Engineer ${tag}`
			const before = (await admin.list('careers')).length
			await openAdmin(page, CAREERS)
			await expect(page.getByRole('heading', { level: 1, name: 'Admin Career Panel' })).toBeVisible()
			await slowPosts(page, `**${CAREERS}.data*`)
			await field(page, 'Position name').fill(position)
			await (await richText(page, 'Job description')).fill(`Build pipelines ${tag}`)
			await page.getByRole('button', { name: 'Publish (Add Career)', exact: true }).click()
			const adding = page.getByRole('button', { name: 'Adding...', exact: true })
			await expect(adding).toBeDisabled()
			await expect(page.getByText('Loading careers...')).toBeVisible()
			await expectSuccessToast(page, 'career uploaded successfully')
			await expect(page.getByText('Loading careers...')).toHaveCount(0)
			const item = itemOf(page, 'Open positions', position)
			await expect(item).toContainText(`Build pipelines ${tag}`)
			await expect(field(page, 'Position name')).toHaveValue('')
			const after = await admin.list<{ id: number; slug: string; position_name: string }>('careers')
			expect(after.length).toBe(before + 1)
			const created = after.filter((career) => career.position_name === position)
			expect(created).toHaveLength(1)
			const { id, slug } = created[0]!

			await open(page, '/career')
			await expect(page.getByRole('link', { name: position })).toHaveAttribute('href', `/career/${slug}`)

			await openAdmin(page, CAREERS)
			await item.getByRole('link', { name: 'Edit', exact: true }).click()
			await expect.poll(() => pathOf(page)).toBe(`${CAREERS}/edit/${id}`)
			await expect(field(page, 'Position name')).toHaveValue(position)
			await slowPosts(page, `**${CAREERS}/edit/${id}.data*`)
			await field(page, 'Position name').fill(`Senior ${position}`)
			await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
			await expect(page.getByRole('button', { name: 'Updating...', exact: true })).toBeDisabled()
			await expect.poll(() => pathOf(page)).toBe(CAREERS)
			await expectSuccessToast(page, 'Career updated successfully')
			const renamed = itemOf(page, 'Open positions', `Senior ${position}`)
			await expect(renamed).toHaveCount(1)

			await deleteThroughDialog(page, renamed)
			await expectSuccessToast(page, 'Career deleted')
			await expect(renamed).toHaveCount(0)
			expect((await page.request.get(`/career/${slug}`)).status()).toBe(404)
		},
	)

	adminTest('blank fields are refused before anything is sent', async ({ adminPage: page, admin }) => {
		const before = (await admin.list('careers')).length
		let posts = 0
		page.on('request', (request) => {
			// Saves only: the checks panel's look at the form stores nothing.
			if (request.method() === 'POST' && new URL(request.url()).pathname !== FORM_CHECKS_PATH) posts++
		})
		await openAdmin(page, CAREERS)
		await field(page, 'Position name').fill('   ')
		await (await richText(page, 'Job description')).fill('Something')
		await page.getByRole('button', { name: 'Publish (Add Career)', exact: true }).click()
		await expect(page.getByRole('alert')).toHaveText('Both position name and job description are required.')
		await field(page, 'Position name').fill('Analyst')
		await clearRichText(await richText(page, 'Job description'))
		await page.getByRole('button', { name: 'Publish (Add Career)', exact: true }).click()
		await expect(page.getByRole('alert')).toHaveText('Both position name and job description are required.')
		expect(posts).toBe(0)
		expect((await admin.list('careers')).length).toBe(before)
		await expect(field(page, 'Position name')).toHaveValue('Analyst')
	})
})

adminTest(
	'contact submissions: newest first, with a mailto link and a readable date, never cached',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const send = async (name: string) => {
			const response = await admin.context.post('/contact', {
				data: {
					name,
					email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
					phone: '+44 20 7946 0958',
					subject: `Hello ${tag}`,
					message: `Line one ${tag}\nLine two`,
				},
			})
			expect(response.status()).toBe(201)
			return (await response.json()) as { created_at: string }
		}
		const first = await send(`Older ${tag}`)
		await send(`Newer ${tag}`)
		const response = await openAdmin(page, CONTACT)
		expect(response?.headers()['cache-control']).toBe('no-store')
		await expect(page.getByRole('heading', { level: 1, name: 'Contact Submissions' })).toBeVisible()
		const items = page
			.getByRole('list', { name: 'Contact submissions', exact: true })
			.getByRole('listitem')
			.filter({ hasText: tag })
		await expect(items.getByRole('heading').getByRole('link')).toHaveText([`Newer ${tag}`, `Older ${tag}`])
		const older = items.nth(1)
		await expect(older.getByRole('link', { name: 'older@example.com' })).toHaveAttribute(
			'href',
			'mailto:older@example.com',
		)
		await expect(older).toContainText('+44 20 7946 0958')
		await expect(older).toContainText(`Hello ${tag}`)
		await expect(older).toContainText(`Line one ${tag}`)
		const date = new Date(first.created_at)
		const month = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })
		const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
		await expect(older.locator('time')).toHaveText(`${date.getUTCDate()} ${month} ${date.getUTCFullYear()}, ${time}`)
		await expect(older.locator('time')).toHaveAttribute('datetime', first.created_at)
	},
)

test.describe('without a session', () => {
	test.use({ allowedConsoleErrors: [/status of 401/] })

	test('every one of these screens answers 401 with go away, and refuses a post', async ({ page, admin }) => {
		const career = await admin.create('careers', { position_name: `Gated ${unique()}`, job_description: 'x' })
		const testimonial = await admin.create('testimonials', { name: `Gated ${unique()}`, message: 'x' })
		for (const path of [
			PARTNERS,
			TESTIMONIALS,
			`${TESTIMONIALS}/${testimonial.id}`,
			CAREERS,
			`${CAREERS}/edit/${career.id}`,
			CONTACT,
		]) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(401)
			await expect(page.getByRole('heading', { name: 'go away' })).toBeVisible()
		}
		const before = (await admin.list('careers')).length
		const post = await page.request.post(CAREERS, {
			form: { intent: 'create', position_name: 'Intruder', job_description: 'x' },
		})
		expect(post.status()).toBe(401)
		const remove = await page.request.post(CAREERS, { form: { intent: 'delete', id: String(career.id) } })
		expect(remove.status()).toBe(401)
		expect((await admin.list('careers')).length).toBe(before)
		await admin.remove('careers', career.id)
		await admin.remove('testimonials', testimonial.id)
	})
})
