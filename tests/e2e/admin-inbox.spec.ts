import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'

import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { deleteThroughDialog, expectSuccessToast, openAdmin, pathOf } from '#tests/e2e/support/admin-content.ts'
import { type AdminApi, test, unique } from '#tests/e2e/support/fixtures.ts'
import { csvObjects } from '#tests/helpers/csv.ts'

/** The contact inbox: open a message, read/unread (and the dashboard's count), delete, export as CSV. */

const INBOX = '/dashboard/contact-submission'

type Stored = { id: number; name: string; email: string; phone: string; subject: string; message: string }

/** A visitor's message (POST /contact needs no session); the stored record. */
async function sendMessage(admin: AdminApi, fields: Partial<Stored> = {}): Promise<Stored> {
	const tag = unique()
	const response = await admin.context.post('/contact', {
		data: {
			name: `Visitor ${tag}`,
			email: `visitor.${tag}@example.com`,
			phone: '+44 20 7946 0958',
			subject: `Subject ${tag}`,
			message: `Hello ${tag}\nSecond line`,
			...fields,
		},
	})
	expect(response.status()).toBe(201)
	return (await response.json()) as Stored
}

const itemOf = (page: Page, text: string) =>
	page.getByRole('list', { name: 'Contact submissions', exact: true }).getByRole('listitem').filter({ hasText: text })

/** The number the dashboard's Contact Submissions tile gives, read as people read it ("3 unread"). */
async function unreadOnDashboard(page: Page): Promise<number> {
	await openAdmin(page, '/dashboard')
	const tile = page.getByRole('link', { name: /^Contact Submissions/ })
	const text = (await tile.getByText(/^\d+ unread$/).textContent()) ?? ''
	return Number(text.split(' ')[0])
}

const readState = async (admin: AdminApi, id: number) =>
	((await (await admin.context.get(`/contact_submissions/${id}`)).json()) as { read: boolean }).read

adminTest(
	'open a message: every field, the date and a reply link; opening marks it read, and the dashboard count follows',
	async ({ adminPage: page, admin }) => {
		const message = await sendMessage(admin, {
			name: `Zoë Ωmega ${unique()}`,
			subject: 'Q&A? 50% off #1, “quotes” & more',
			message: 'First line\n\nThird line with <b>markup</b> shown as text',
		})
		const before = await unreadOnDashboard(page)
		expect(before).toBeGreaterThanOrEqual(1)

		await page.getByRole('link', { name: /^Contact Submissions/ }).click()
		await expect.poll(() => pathOf(page)).toBe(INBOX)
		const item = itemOf(page, message.name)
		await expect(item.getByText('Unread', { exact: true })).toBeVisible()
		await expect(item.getByRole('heading', { level: 3 })).toHaveText(`${message.name} Unread`)

		await item.getByRole('link', { name: message.name, exact: true }).click()
		await expect.poll(() => pathOf(page)).toBe(`${INBOX}/${message.id}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Message from ${message.name}`)
		await expect(page).toHaveTitle(new RegExp(`^Message from ${message.name}`))
		const main = page.getByRole('main')
		for (const text of [message.name, message.email, message.phone, message.subject])
			await expect(main).toContainText(text)
		await expect(main.getByText('First line')).toBeVisible()
		await expect(main).toContainText('Third line with <b>markup</b> shown as text')
		const received = await (await admin.context.get(`/contact_submissions/${message.id}`)).json()
		await expect(main.locator('time').first()).toHaveAttribute('datetime', received.created_at)
		await expect(main).toContainText(/Read since/)

		const reply = page.getByRole('link', { name: 'Reply by e-mail' })
		const href = (await reply.getAttribute('href'))!
		expect(href).toBe(
			`mailto:${message.email}?subject=Re%3A%20Q%26A%3F%2050%25%20off%20%231%2C%20%E2%80%9Cquotes%E2%80%9D%20%26%20more`,
		)
		const url = new URL(href)
		expect(url.searchParams.getAll('subject')).toEqual([`Re: ${message.subject}`])
		expect([...url.searchParams.keys()]).toEqual(['subject'])

		expect(await readState(admin, message.id)).toBe(true)
		expect(await unreadOnDashboard(page)).toBe(before - 1)

		// Mark unread from the message's screen: back to the list, where it stands out again.
		await openAdmin(page, `${INBOX}/${message.id}`)
		await page.getByRole('button', { name: 'Mark as unread', exact: true }).click()
		await expectSuccessToast(page, 'Marked as unread')
		expect(pathOf(page)).toBe(INBOX)
		await expect(itemOf(page, message.name).getByText('Unread', { exact: true })).toBeVisible()
		expect(await readState(admin, message.id)).toBe(false)
		expect(await unreadOnDashboard(page)).toBe(before)

		// Mark read and unread from the list.
		await openAdmin(page, INBOX)
		await itemOf(page, message.name).getByRole('button', { name: 'Mark as read', exact: true }).click()
		await expectSuccessToast(page, 'Marked as read')
		await expect(itemOf(page, message.name).getByText('Unread', { exact: true })).toHaveCount(0)
		await expect(itemOf(page, message.name).getByRole('heading', { level: 3 })).toHaveText(message.name)
		expect(await readState(admin, message.id)).toBe(true)
		expect(await unreadOnDashboard(page)).toBe(before - 1)

		await openAdmin(page, INBOX)
		await itemOf(page, message.name).getByRole('button', { name: 'Mark as unread', exact: true }).click()
		await expectSuccessToast(page, 'Marked as unread')
		await expect(itemOf(page, message.name).getByText('Unread', { exact: true })).toBeVisible()
		expect(await unreadOnDashboard(page)).toBe(before)
	},
)

adminTest.describe('delete', () => {
	// The deleted message's address is a 404 page, which Chromium logs.
	adminTest.use({ allowedConsoleErrors: [/status of 404/] })

	adminTest(
		'from the list and from the message’s screen, after confirming; the message is gone',
		async ({ adminPage: page, admin }) => {
			const fromList = await sendMessage(admin)
			const fromScreen = await sendMessage(admin)
			const before = await unreadOnDashboard(page)

			await openAdmin(page, INBOX)
			const item = itemOf(page, fromList.name)
			// Cancel keeps it.
			await item.getByRole('button', { name: 'Delete', exact: true }).click()
			const dialog = page.getByRole('dialog')
			await expect(dialog).toHaveAccessibleName(`Delete the message from ${fromList.name}?`)
			await expect(dialog).toContainText(
				'This message and the sender’s personal data will be erased at once. This cannot be undone.',
			)
			await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
			await expect(dialog).toBeHidden()
			await expect(item).toHaveCount(1)

			await deleteThroughDialog(page, item)
			await expectSuccessToast(page, 'Message deleted')
			await expect(item).toHaveCount(0)
			expect((await admin.context.get(`/contact_submissions/${fromList.id}`)).status()).toBe(404)

			await openAdmin(page, `${INBOX}/${fromScreen.id}`)
			await page.getByRole('button', { name: 'Delete', exact: true }).click()
			await expect(page.getByRole('dialog')).toBeVisible()
			await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
			await expectSuccessToast(page, 'Message deleted')
			expect(pathOf(page)).toBe(INBOX)
			await expect(itemOf(page, fromScreen.name)).toHaveCount(0)
			expect((await admin.context.get(`/contact_submissions/${fromScreen.id}`)).status()).toBe(404)
			// The message read by opening it was already off the count; the unread one from the list came off with it.
			expect(await unreadOnDashboard(page)).toBe(before - 2)

			// Its address now leads to the not-found page.
			await page.goto(`${INBOX}/${fromScreen.id}`)
			await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
		},
	)
})

adminTest(
	'download all as CSV: every message, every field, formulas neutralised',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const plain = await sendMessage(admin, {
			name: `Ünïcode “${tag}”, 李雷 🚀`,
			subject: 'Commas, "quotes"; and more',
			message: 'Line one\nLine "two", with a comma',
		})
		const formula = await sendMessage(admin, {
			name: `=HYPERLINK("https://evil.example","${tag}")`,
			subject: '@SUM(A1:A9)',
			message: '-2+3',
		})
		await openAdmin(page, INBOX)
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('link', { name: 'Download all as CSV' }).click(),
		])
		expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/)
		const bytes = await readFile((await download.path())!)
		expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const rows = csvObjects(bytes.subarray(3).toString('utf8'))
		const all = (await (await admin.context.get('/contact_submissions')).json()) as Array<Stored & { read: boolean }>
		expect(rows.map((row) => Number(row.id))).toEqual(all.map((item) => item.id))

		const rowOf = (id: number) => rows.find((row) => Number(row.id) === id)
		expect(rowOf(plain.id)).toEqual({
			id: String(plain.id),
			created_at: expect.any(String),
			name: plain.name,
			email: plain.email,
			phone: `'${plain.phone}`,
			subject: plain.subject,
			message: plain.message,
			read: 'no',
		})
		expect(rowOf(formula.id)).toMatchObject({
			name: `'${formula.name}`,
			subject: "'@SUM(A1:A9)",
			message: "'-2+3",
		})
	},
)

// axe at 375 and 1280 px: the inbox, a message and its delete confirmation are in accessibility.spec.ts's
// sweep of every screen (and the dashboard with its unread count).

test.describe('without a session', () => {
	test.use({ allowedConsoleErrors: [/status of 401/] })

	test('a message’s screen is 401 go away, and the CSV is refused', async ({ page, admin }) => {
		const message = await sendMessage(admin)
		const response = await page.goto(`${INBOX}/${message.id}`)
		expect(response?.status()).toBe(401)
		await expect(page.getByRole('heading', { name: 'go away' })).toBeVisible()
		await expect(page.getByRole('main')).not.toContainText(message.email)
		const csv = await page.request.get('/contact_submissions.csv')
		expect(csv.status()).toBe(401)
		expect(await csv.text()).not.toContain(message.email)
		const post = await page.request.post(`${INBOX}/${message.id}`, {
			form: { intent: 'delete', id: String(message.id) },
		})
		expect(post.status()).toBe(401)
		expect((await admin.context.get(`/contact_submissions/${message.id}`)).status()).toBe(200)
		expect(await readState(admin, message.id)).toBe(false)
	})
})
