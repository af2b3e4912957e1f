import type { Page } from '@playwright/test'

import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	expectSuccessToast,
	fetchRecord,
	formWith,
	openAdmin,
	pathOf,
	richText,
	toastButton,
} from '#tests/e2e/support/admin-content.ts'
import { test, unique } from '#tests/e2e/support/fixtures.ts'

/**
 * ADR 0019 (docs/design.md §8): a delete moves a content item to the trash and its toast
 * offers Undo; the Trash screen restores or deletes forever; an item's History shows its earlier versions
 * with what changed, and restores one.
 */

type Faq = { id: number; question: string; answer: string }
const TRASH_DAYS = 30

const rowOf = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text })

adminTest(
	'a delete’s toast offers Undo, which brings the item back to its list',
	async ({ adminPage: page, admin }) => {
		const faq = await admin.create<Faq>('faqs', { question: `Undo this ${unique()}?`, answer: 'Yes, it comes back.' })

		// The page's timers run on a clock the test can move: the toast's few seconds pass at once.
		await page.clock.install()
		await openAdmin(page, '/dashboard/edit-FAQ')
		const row = rowOf(page, faq.question)
		await row.getByRole('button', { name: 'Delete', exact: true }).click()
		await expect(page.getByRole('dialog', { name: 'Delete this item?' })).toHaveText(
			new RegExp(
				`“${faq.question.replace('?', '\\?')}” will be moved to the trash\\. You can restore it from the trash for ${TRASH_DAYS} days\\.`,
			),
		)
		await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
		await expectSuccessToast(page, 'FAQ deleted')
		await expect(row).toHaveCount(0)
		expect((await page.request.get(`/faqs/${faq.id}`)).status()).toBe(404)

		// The toast with a button stays past the usual few seconds, until it is used or dismissed.
		const undo = toastButton(page, 'Undo')
		await page.clock.fastForward(6_500)
		await expect(undo).toBeVisible()
		await expect(undo).toHaveAccessibleDescription('FAQ deleted')
		// From the keyboard.
		await undo.focus()
		await page.keyboard.press('Enter')
		await expectSuccessToast(page, `“${faq.question}” restored`)
		expect(pathOf(page)).toBe('/dashboard/edit-FAQ')
		await expect(row).toHaveCount(1)
		expect((await fetchRecord<Faq>(admin.context, 'faqs', faq.id)).question).toBe(faq.question)
	},
)

adminTest(
	'the blog delete screen moves the post to the trash; Undo on /blog brings it back',
	async ({ adminPage: page, admin }) => {
		const heading = `Trashed Blog ${unique()}`
		const blog = await admin.create('blogs', { heading, body: 'Back soon', picture: await admin.upload() })

		await openAdmin(page, `/admin/blog/delete/${blog.id}`)
		await expect(
			page.getByText(`It will be moved to the trash. You can restore it from the trash for ${TRASH_DAYS} days.`),
		).toBeVisible()
		await page.getByRole('button', { name: 'Delete', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe('/blog')
		await expectSuccessToast(page, 'Blog deleted')
		await expect(page.getByRole('link', { name: heading })).toHaveCount(0)

		await toastButton(page, 'Undo').click()
		// (The public layout has a status of its own, 'Loading...', while the page reloads.)
		await expect(page.locator('[data-toast="success"]')).toHaveText(`“${heading}” restored`)
		expect(pathOf(page)).toBe('/blog')
		await expect(page.getByRole('link', { name: heading }).first()).toBeVisible()
		expect((await page.request.get(`/blog/${blog.slug}`)).status()).toBe(200)
	},
)

adminTest(
	'the Trash screen lists deleted items; Restore puts one back, Delete forever purges one',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const faq = await admin.create<Faq>('faqs', { question: `Restore me ${tag}?`, answer: 'From the trash.' })
		const career = await admin.create('careers', {
			position_name: `Purge me ${tag}`,
			job_description: 'Gone for good.',
		})
		await admin.remove('faqs', faq.id)
		await admin.remove('careers', career.id)

		// The dashboard's tile counts what is in the trash.
		await openAdmin(page, '/dashboard')
		const tile = page.getByRole('link', { name: /^Trash/ })
		const inTrash = ((await (await admin.context.get('/trash')).json()) as unknown[]).length
		await expect(tile).toContainText(`${inTrash} items`)
		await tile.click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/trash')
		await expect(page).toHaveTitle(/^Trash \|/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trash')

		const faqRow = rowOf(page, faq.question)
		await expect(faqRow).toContainText('FAQ')
		const deleted = faqRow.locator('time').first()
		await expect(deleted).toHaveAttribute('dateTime', /^\d{4}-\d\d-\d\dT/)
		await expect(deleted).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC$/)
		const [deletedAt, purgeAt] = await faqRow
			.locator('time')
			.evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))
		expect(Date.parse(purgeAt!) - Date.parse(deletedAt!)).toBe(TRASH_DAYS * 24 * 60 * 60 * 1000)

		await faqRow.getByRole('button', { name: 'Restore', exact: true }).click()
		await expectSuccessToast(page, `“${faq.question}” restored`)
		await expect(faqRow).toHaveCount(0)
		await page.getByRole('link', { name: 'Open', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe(`/dashboard/edit-FAQ/${faq.id}`)
		await openAdmin(page, '/dashboard/edit-FAQ')
		await expect(rowOf(page, faq.question)).toHaveCount(1)

		await openAdmin(page, '/dashboard/trash')
		const careerRow = rowOf(page, career.position_name as string)
		await expect(careerRow).toContainText('Career')
		await careerRow.getByRole('button', { name: 'Delete forever', exact: true }).click()
		const dialog = page.getByRole('dialog', { name: 'Delete forever?' })
		await expect(dialog).toContainText(
			`“${career.position_name}” and its history will be deleted for good. This cannot be undone.`,
		)
		await dialog.getByRole('button', { name: 'Delete forever', exact: true }).click()
		await expectSuccessToast(page, `“${career.position_name}” deleted forever`)
		await expect(careerRow).toHaveCount(0)
		const trash = (await (await admin.context.get('/trash')).json()) as Array<{ collection: string; id: number }>
		expect(trash.some((entry) => entry.collection === 'careers' && entry.id === career.id)).toBe(false)
	},
)

adminTest(
	'History: two saves of an FAQ show as versions with their changes; one is restored',
	async ({ adminPage: page, admin }) => {
		const question = `Versioned question ${unique()}?`
		const faq = await admin.create<Faq>('faqs', { question, answer: 'The first answer takes four weeks.' })
		const save = async (answer: string) => {
			await openAdmin(page, `/dashboard/edit-FAQ/${faq.id}`)
			const form = formWith(page, 'Save Changes')
			await (await richText(form, 'Answer')).fill(answer)
			await form.getByRole('button', { name: 'Save Changes' }).click()
			await expectSuccessToast(page, 'FAQ updated successfully')
		}
		await save('The second answer takes six weeks.')
		await save('The third answer takes six weeks.')

		await openAdmin(page, `/dashboard/edit-FAQ/${faq.id}`)
		await page.getByRole('link', { name: 'History', exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe(`/dashboard/history/faqs/${faq.id}`)
		await expect(page).toHaveTitle(/^History \|/)
		await expect(page.getByRole('heading', { level: 2, name: 'Current version' })).toBeVisible()
		await expect(page.locator('section').filter({ hasText: 'Current version' })).toContainText(
			'The third answer takes six weeks.',
		)
		await expect(page.getByRole('heading', { level: 2, name: 'Earlier versions (2)' })).toBeVisible()

		const versions = page.getByRole('list', { name: 'Earlier versions' }).getByRole('article')
		await expect(versions).toHaveCount(2)
		// Newest first: the second answer, then the first; each marks the words that differ from the current.
		const [newer, oldest] = [versions.nth(0), versions.nth(1)]
		await expect(newer.locator('dt')).toHaveText(['Answer'])
		await expect(newer.locator('del')).toHaveText(['second'])
		await expect(newer.locator('ins')).toHaveText(['third'])
		await expect(oldest.locator('del')).toHaveText(['first', 'four'])
		await expect(oldest.locator('ins')).toHaveText(['third', 'six'])
		await expect(oldest.getByRole('heading', { level: 3 })).toHaveText(
			/^Saved \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC by Admin$/,
		)

		await oldest.getByRole('button', { name: 'Restore this version' }).click()
		await expectSuccessToast(page, 'Version restored')
		expect(pathOf(page)).toBe(`/dashboard/history/faqs/${faq.id}`)
		await expect(page.getByRole('heading', { level: 2, name: 'Earlier versions (3)' })).toBeVisible()
		expect((await fetchRecord<Faq>(admin.context, 'faqs', faq.id)).answer).toBe('The first answer takes four weeks.')
		await openAdmin(page, `/dashboard/edit-FAQ/${faq.id}`)
		await expect(await richText(formWith(page, 'Save Changes'), 'Answer')).toHaveText(
			'The first answer takes four weeks.',
		)
	},
)

adminTest.describe('History of an item', () => {
	adminTest.use({ allowedConsoleErrors: [/status of 404/] })

	adminTest(
		'is reached from every kind’s edit screen, says when there is none yet, and is a 404 for an unknown item',
		async ({ adminPage: page, admin }) => {
			const tag = unique()
			const picture = await admin.upload()
			const made = {
				careers: await admin.create('careers', { position_name: `History ${tag}`, job_description: 'x' }),
				testimonials: await admin.create('testimonials', {
					name: `History ${tag}`,
					position: 'CTO',
					message: 'x',
					stars: 4,
				}),
				blogs: await admin.create('blogs', { heading: `History ${tag}`, body: 'x', picture }),
				products: await admin.create('products', { title: `History ${tag}`, description: 'x', picture }),
			}
			for (const [collection, path] of [
				['careers', `/dashboard/career-admin/edit/${made.careers.id}`],
				['testimonials', `/dashboard/edit-testimonials/${made.testimonials.id}`],
				['blogs', `/admin/blog/edit/${made.blogs.id}`],
				['products', `/admin/products/edit/${made.products.id}`],
			] as const) {
				await openAdmin(page, path)
				await expect(page.getByRole('link', { name: 'History', exact: true })).toHaveAttribute(
					'href',
					`/dashboard/history/${collection}/${made[collection].id}`,
				)
			}
			await page.getByRole('link', { name: 'History', exact: true }).click()
			await expect(page.getByText('No earlier versions yet.')).toBeVisible()
			await expect(page.getByText(`History ${tag}`).first()).toBeVisible()

			for (const path of [
				'/dashboard/history/faqs/999999',
				'/dashboard/history/nothing/1',
				'/dashboard/history/contact_submissions/1',
			]) {
				const response = await openAdmin(page, path)
				expect(response?.status(), path).toBe(404)
				await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found')
			}
		},
	)
})

test('the trash and history need the session, for reading and for writing', async ({ request, admin }) => {
	const faq = await admin.create<Faq>('faqs', { question: `Guarded ${unique()}?`, answer: 'Yes.' })
	await admin.remove('faqs', faq.id)
	for (const path of ['/dashboard/trash', `/dashboard/history/faqs/${faq.id}`]) {
		const page = await request.get(path)
		expect(page.status(), `GET ${path}`).toBe(401)
		expect(await page.text()).toContain('go away')
		const post = await request.post(path, {
			form: { intent: 'restore', collection: 'faqs', id: String(faq.id), revision: '1' },
		})
		expect(post.status(), `POST ${path}`).toBe(401)
	}
	expect((await request.get(`/faqs/${faq.id}`)).status()).toBe(404)
})

adminTest('a contact message is erased at once, and its dialog says so', async ({ adminPage: page, admin }) => {
	const name = `Erase Me ${unique()}`
	const sent = await admin.context.post('/contact', {
		data: { name, email: 'erase@example.com', phone: '555 0100', subject: '', message: 'Please forget me.' },
	})
	const { id } = (await sent.json()) as { id: number }
	await openAdmin(page, `/dashboard/contact-submission/${id}`)
	await page.getByRole('button', { name: 'Delete', exact: true }).click()
	const dialog = page.getByRole('dialog', { name: `Delete the message from ${name}?` })
	await expect(dialog).toContainText(
		'This message and the sender’s personal data will be erased at once. This cannot be undone.',
	)
	await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
	await expectSuccessToast(page, 'Message deleted')
	await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0)
	const trash = (await (await admin.context.get('/trash')).json()) as Array<{ collection: string }>
	expect(trash.some((entry) => entry.collection === 'contact_submissions')).toBe(false)
})
