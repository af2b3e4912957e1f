import type { Page } from '@playwright/test'

import { type AdminApi, expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { enhanced, open } from '#tests/e2e/support/helpers.ts'

const SUCCESS = 'Your message has been sent!'
const FAILURE = 'Failed to send message'

type Message = { Name: string; Email: string; Phone: string; Subject: string; Message: string }

const message = (overrides: Partial<Message> = {}): Message => {
	const tag = unique()
	return {
		Name: `Visitor ${tag}`,
		Email: `visitor.${tag}@example.com`,
		Phone: '+91 98765 43210',
		Subject: `Project ${tag}`,
		Message: `We would like a dashboard ${tag}.`,
		...overrides,
	}
}

const form = (page: Page) => page.locator('#contact form')

async function send(page: Page, values: Message) {
	for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label).fill(value)
	await form(page).getByRole('button', { name: 'Send Message' }).click()
}

async function expectFields(page: Page, values: Message | 'empty') {
	for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message'] as const) {
		await expect(form(page).getByLabel(label)).toHaveValue(values === 'empty' ? '' : values[label])
	}
}

async function stored(admin: AdminApi, values: Message) {
	const submissions = await admin.list<Record<string, string>>('contact_submissions')
	return submissions.filter((submission) => submission.name === values.Name)
}

async function expectStored(admin: AdminApi, values: Message) {
	expect(await stored(admin, values)).toEqual([
		expect.objectContaining({
			name: values.Name,
			email: values.Email,
			phone: values.Phone,
			subject: values.Subject,
			message: values.Message,
		}),
	])
}

/** A too-long phone number gets past the browser (its limit is generous) but not the server. */
/** Within the field's length limit (the browser stops longer input), but no phone number: the server refuses it. */
const BAD_PHONE = 'call me on Monday'

for (const path of ['/', '/contact-us']) {
	test(`the form on ${path} sends a message, says so and clears itself`, async ({ admin, page }) => {
		await open(page, path)
		const values = message()
		await send(page, values)
		await expect(form(page).getByRole('status')).toHaveText(SUCCESS)
		await expectFields(page, 'empty')
		await expectStored(admin, values)
	})
}

test.describe('invalid input', () => {
	// Chromium logs the action's 400 answer as a console error.
	test.use({ allowedConsoleErrors: [/status of 400/] })

	test('an address the server refuses shows the failure and keeps the text', async ({ admin, page }) => {
		await open(page, '/contact-us')
		// Past the browser's own check (React puts an input's type back on every edit, so the form's switch
		// is the one to turn off), so the server's is the one that answers.
		await form(page).evaluate((element) => element.setAttribute('novalidate', ''))
		const values = message({ Email: 'not-an-email' })
		await send(page, values)
		await expect(form(page).getByRole('alert')).toHaveText(FAILURE)
		await expect(form(page).getByRole('status')).toHaveCount(0)
		await expectFields(page, values)
		expect(await stored(admin, values)).toEqual([])
	})

	test('a phone number that is not one shows the failure and keeps the text', async ({ admin, page }) => {
		await open(page, '/')
		const values = message({ Phone: BAD_PHONE })
		await send(page, values)
		await expect(form(page).getByRole('alert')).toHaveText(FAILURE)
		await expectFields(page, values)
		expect(await stored(admin, values)).toEqual([])
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] })

	test('the form still sends a message and shows the success', async ({ admin, page }) => {
		await page.goto('/')
		const values = message()
		await send(page, values)
		await expect(form(page).getByRole('status')).toHaveText(SUCCESS)
		await expectFields(page, 'empty')
		await expectStored(admin, values)
	})

	test('a failing message shows the failure and keeps the values', async ({ admin, page }) => {
		await page.goto('/contact-us')
		const values = message({ Phone: BAD_PHONE })
		await send(page, values)
		await expect(form(page).getByRole('alert')).toHaveText(FAILURE)
		await expectFields(page, values)
		expect(await stored(admin, values)).toEqual([])
	})
})

test.describe('when the server cannot be reached', () => {
	test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] })

	test('the failure is said, the text stays, and sending again works', async ({ admin, page }) => {
		await open(page, '/contact-us')
		const values = message()
		await page.route('**/contact-us*', (route) =>
			route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
		)
		await send(page, values)
		await expect(form(page).getByRole('alert')).toHaveText(FAILURE)
		await expectFields(page, values)
		await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled()
		await page.unroute('**/contact-us*')
		await form(page).getByRole('button', { name: 'Send Message' }).click()
		await expect(form(page).getByRole('status')).toHaveText(SUCCESS)
		await expect(form(page).getByRole('alert')).toHaveCount(0)
		await expectStored(admin, values)
	})
})

test('text typed before the enhancements run is kept', async ({ page }) => {
	let release = () => {}
	const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/assets/**', async (route) => {
		await scriptsHeld
		await route.continue()
	})
	await page.goto('/contact-us', { waitUntil: 'commit' })
	const name = form(page).getByLabel('Name')
	await name.fill('Typed early')
	expect(await page.evaluate(() => document.documentElement.hasAttribute('data-enhanced'))).toBe(false)
	release()
	await enhanced(page)
	await expect(name).toHaveValue('Typed early')
})
