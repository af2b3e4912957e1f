import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { utcToZoned } from '#shared/time-zone.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, openSchedule } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

/**
 * The save buttons of the add and edit forms (ADR 0050): one primary action by where the item stands, the
 * form's own text in its accessible name, the schedule inside the primary control (a <details>, so it works
 * without script), and every move the server allows still at hand.
 */

const ZONE = 'Europe/Lisbon'
adminTest.use({ timezoneId: ZONE })

const FAQS = '/dashboard/edit-FAQ'
type Faq = { id: number; status: string; publish_at: string | null }

/** The buttons of a form's workflow controls (the schedule's own only when open), in order. */
const buttonsOf = (form: Locator) => form.getByRole('group', { name: 'Save and publish' }).getByRole('button')

const primaryOf = (form: Locator) => form.getByRole('button', { name: /\(.+\)$/ })
const opener = (form: Locator) => form.locator('summary', { hasText: /^(Schedule|Reschedule)…$/ })
const stored = async (request: APIRequestContext, id: number) =>
	(await (await request.get(`/faqs/${id}`)).json()) as Faq

/** An edit form of a FAQ, opened and hydrated. */
async function editForm(page: Page, id: number) {
	await openAdmin(page, `${FAQS}/${id}`)
	return formWith(page, 'Save Changes')
}

adminTest('each state has one primary action, and the moves beside it', async ({ adminPage: page, admin }) => {
	const tag = unique()
	await openAdmin(page, FAQS)
	const add = formWith(page, 'Add FAQ')
	// Seen: 'Publish'; heard: 'Publish (Add FAQ)'.
	expect(await primaryOf(add).evaluate((button) => button.firstChild?.textContent)).toBe('Publish')
	await expect(buttonsOf(add)).toHaveText(['Publish (Add FAQ)', 'Save draft'])
	await expect(opener(add)).toHaveText('Schedule…')
	// One filled (brand) button: the primary; its schedule part is the same control.
	await expect(primaryOf(add)).toHaveClass(/bg-brand-600/)
	await expect(add.getByRole('button', { name: 'Save draft' })).not.toHaveClass(/bg-brand-600/)

	const draft = await admin.create<Faq>('faqs', { question: `Draft ${tag}?`, answer: 'A.', status: 'draft' })
	let form = await editForm(page, draft.id)
	await expect(buttonsOf(form)).toHaveText(['Publish (Save Changes)', 'Save draft'])
	await expect(opener(form)).toHaveText('Schedule…')

	const live = await admin.create<Faq>('faqs', { question: `Live ${tag}?`, answer: 'A.' })
	form = await editForm(page, live.id)
	expect(await primaryOf(form).evaluate((button) => button.firstChild?.textContent)).toBe('Update')
	await expect(buttonsOf(form)).toHaveText(['Update (Save Changes)', 'Switch to draft'])
	await expect(opener(form)).toHaveText('Schedule…')

	const at = new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000).toISOString()
	const scheduled = await admin.create<Faq>('faqs', { question: `Later ${tag}?`, answer: 'A.', publish_at: at })
	form = await editForm(page, scheduled.id)
	await expect(buttonsOf(form)).toHaveText(['Update (Save Changes)', 'Publish now', 'Switch to draft'])
	await expect(opener(form)).toHaveText('Reschedule…')
	await expect(form.getByLabel('Publish at')).toBeHidden()
	await openSchedule(form)
	await expect(form.getByLabel('Publish at')).toHaveValue(utcToZoned(at, ZONE))
	await expect(form.getByText(`Your time (${ZONE}).`)).toBeVisible()
	await expect(form.getByRole('button', { name: 'Reschedule', exact: true })).toBeVisible()
})

adminTest('each move does what it says', async ({ adminPage: page, admin }) => {
	const tag = unique()
	const faq = await admin.create<Faq>('faqs', { question: `Moves ${tag}?`, answer: 'A.', status: 'draft' })

	// Enter in a draft's field saves it as it stands: a key press never publishes.
	let form = await editForm(page, faq.id)
	await form.getByLabel('Question', { exact: true }).fill(`Moves again ${tag}?`)
	await form.getByLabel('Question', { exact: true }).press('Enter')
	await expectSuccessToast(page, 'FAQ updated successfully')
	expect(await stored(admin.context, faq.id)).toMatchObject({ status: 'draft' })

	form = await editForm(page, faq.id)
	await form.getByRole('button', { name: 'Publish (Save Changes)', exact: true }).click()
	await expectSuccessToast(page, 'FAQ updated successfully')
	expect(await stored(admin.context, faq.id)).toMatchObject({ status: 'published' })

	form = await editForm(page, faq.id)
	await form.getByRole('button', { name: 'Switch to draft', exact: true }).click()
	await expectSuccessToast(page, 'FAQ saved as a draft')
	expect(await stored(admin.context, faq.id)).toMatchObject({ status: 'draft' })

	// Scheduled from the draft, then moved, then put live now.
	const later = Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000
	form = await editForm(page, faq.id)
	await openSchedule(form)
	await form.getByLabel('Publish at').fill(utcToZoned(new Date(later).toISOString(), ZONE))
	await form.getByRole('button', { name: 'Schedule', exact: true }).click()
	await expect(page.getByRole('status')).toContainText('FAQ scheduled for')
	expect(await stored(admin.context, faq.id)).toMatchObject({
		status: 'published',
		publish_at: new Date(later).toISOString(),
	})

	const moved = later + 3_600_000
	form = await editForm(page, faq.id)
	await openSchedule(form)
	await form.getByLabel('Publish at').fill(utcToZoned(new Date(moved).toISOString(), ZONE))
	await form.getByRole('button', { name: 'Reschedule', exact: true }).click()
	await expect(page.getByRole('status')).toContainText('FAQ scheduled for')
	expect((await stored(admin.context, faq.id)).publish_at).toBe(new Date(moved).toISOString())

	form = await editForm(page, faq.id)
	await form.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
	await expectSuccessToast(page, 'FAQ updated successfully')
	expect((await stored(admin.context, faq.id)).publish_at).toBe(new Date(moved).toISOString())

	form = await editForm(page, faq.id)
	await form.getByRole('button', { name: 'Publish now', exact: true }).click()
	await expectSuccessToast(page, 'FAQ updated successfully')
	const now = await stored(admin.context, faq.id)
	expect(now.status).toBe('published')
	expect(Date.parse(now.publish_at!)).toBeLessThanOrEqual(Date.now())
})

adminTest(
	'the schedule opens from the keyboard and closes on Escape or a click elsewhere',
	async ({ adminPage: page }) => {
		await openAdmin(page, FAQS)
		const add = formWith(page, 'Add FAQ')
		const time = add.getByLabel('Publish at')
		await primaryOf(add).focus()
		await page.keyboard.press('Tab')
		await expect(opener(add)).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(time).toBeVisible()
		await page.keyboard.press('Tab')
		await expect(time).toBeFocused()
		await page.keyboard.press('Escape')
		await expect(time).toBeHidden()
		await expect(opener(add)).toBeFocused()

		await page.keyboard.press('Space')
		await expect(time).toBeVisible()
		await page.getByRole('heading', { level: 1 }).click()
		await expect(time).toBeHidden()
	},
)

adminTest.describe('without JavaScript', () => {
	adminTest.use({ javaScriptEnabled: false })

	adminTest('an add is scheduled from inside the publish control', async ({ adminPage: page, admin }) => {
		const question = `Scheduled without script ${unique()}?`
		await page.goto(FAQS)
		const add = formWith(page, 'Add FAQ')
		await add.getByLabel('Question', { exact: true }).fill(question)
		await add.getByLabel('Answer', { exact: true }).fill('On time.')
		await openSchedule(add)
		// No script, no zone from the browser: the time is read as UTC, and the note says only 'Your time'.
		const at = new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000).toISOString()
		await add.getByLabel('Publish at').fill(at.slice(0, 16))
		await add.getByRole('button', { name: 'Schedule', exact: true }).click()
		await expect(page.getByRole('status')).toContainText('FAQ scheduled for')
		const scheduled = (await (await admin.context.get('/faqs?status=scheduled')).json()) as Array<
			Faq & { question: string }
		>
		expect(scheduled.find((faq) => faq.question === question)?.publish_at).toBe(at)
	})
})
