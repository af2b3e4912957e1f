import type { Page } from '@playwright/test'

import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf, richText } from '#tests/e2e/support/admin-content.ts'
import { test, unique } from '#tests/e2e/support/fixtures.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'
import {
	adminNav,
	answerBrowserPrompts,
	createFaq,
	type Faq,
	FAQS,
	LEAVE_TEXT,
	leaveDialog,
} from '#tests/e2e/support/typed-work.ts'

/**
 * Typed work is never lost (DESIGN §8), part one: leaving a form with unsaved changes asks first (in the
 * page, and through the browser's beforeunload), and forms keep a local draft that can be restored.
 */

test.describe('unsaved changes', () => {
	adminTest('leaving an edited form asks; Stay keeps the text, Leave goes', async ({ adminPage: page, admin }) => {
		const faq = await createFaq(admin)
		await openAdmin(page, `${FAQS}/${faq.id}`)
		const question = formWith(page, 'Save Changes').getByLabel('Question', { exact: true })
		await question.fill(`${faq.question} (edited)`)

		await adminNav(page).getByRole('link', { name: 'Dashboard' }).click()
		await expect(leaveDialog(page)).toBeVisible()
		await expect(leaveDialog(page)).toContainText(LEAVE_TEXT)
		await expect(leaveDialog(page).getByRole('button', { name: 'Stay' })).toBeFocused()
		expect(await violations(page, 'leave dialog')).toEqual([])
		// Tab stays in the dialog.
		await page.keyboard.press('Tab')
		await expect(leaveDialog(page).getByRole('button', { name: 'Leave' })).toBeFocused()
		await page.keyboard.press('Tab')
		await expect(leaveDialog(page).getByRole('button', { name: 'Stay' })).toBeFocused()
		await leaveDialog(page).getByRole('button', { name: 'Stay' }).click()
		await expect(leaveDialog(page)).toBeHidden()
		expect(pathOf(page)).toBe(`${FAQS}/${faq.id}`)
		await expect(question).toHaveValue(`${faq.question} (edited)`)

		// Escape is Stay too.
		await page.getByRole('link', { name: 'Cancel' }).click()
		await expect(leaveDialog(page)).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(leaveDialog(page)).toBeHidden()
		expect(pathOf(page)).toBe(`${FAQS}/${faq.id}`)
		await expect(question).toHaveValue(`${faq.question} (edited)`)

		await page.getByRole('link', { name: 'Cancel' }).click()
		await leaveDialog(page).getByRole('button', { name: 'Leave' }).click()
		await expect.poll(() => pathOf(page)).toBe(FAQS)
		expect((await admin.list<Faq>('faqs')).find((item) => item.id === faq.id)?.question).toBe(faq.question)
	})

	adminTest('the back button asks too', async ({ adminPage: page, admin }) => {
		const faq = await createFaq(admin)
		await openAdmin(page, FAQS)
		await page.getByRole('listitem').filter({ hasText: faq.question }).getByRole('link', { name: 'Edit' }).click()
		await expect.poll(() => pathOf(page)).toBe(`${FAQS}/${faq.id}`)
		await (await richText(formWith(page, 'Save Changes'), 'Answer')).fill('A better answer.')
		await page.goBack()
		await expect(leaveDialog(page)).toBeVisible()
		await leaveDialog(page).getByRole('button', { name: 'Stay' }).click()
		await expect.poll(() => pathOf(page)).toBe(`${FAQS}/${faq.id}`)
		await expect(await richText(formWith(page, 'Save Changes'), 'Answer')).toHaveText('A better answer.')
	})

	adminTest('an unchanged form, or one changed back, never asks', async ({ adminPage: page, admin }) => {
		const faq = await createFaq(admin)
		await openAdmin(page, `${FAQS}/${faq.id}`)
		await page.getByRole('link', { name: 'Cancel' }).click()
		await expect.poll(() => pathOf(page)).toBe(FAQS)

		await openAdmin(page, `${FAQS}/${faq.id}`)
		const question = formWith(page, 'Save Changes').getByLabel('Question', { exact: true })
		await question.fill('Something else entirely')
		await question.fill(faq.question)
		await adminNav(page).getByRole('link', { name: 'Dashboard' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard')
		await expect(leaveDialog(page)).toBeHidden()
	})

	adminTest('saving does not ask, and nothing asks after the save', async ({ adminPage: page, admin }) => {
		const faq = await createFaq(admin)
		await openAdmin(page, `${FAQS}/${faq.id}`)
		const edit = formWith(page, 'Save Changes')
		await edit.getByLabel('Question', { exact: true }).fill(`${faq.question} (saved)`)
		await edit.getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'FAQ updated successfully')
		await expect.poll(() => pathOf(page)).toBe(FAQS)
		await adminNav(page).getByRole('link', { name: 'Dashboard' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard')
		await expect(leaveDialog(page)).toBeHidden()

		// An add form stays on its screen and starts empty: leaving it afterwards does not ask either.
		await openAdmin(page, FAQS)
		const add = formWith(page, 'Add FAQ')
		await add.getByLabel('Question', { exact: true }).fill(`Added ${unique()}?`)
		await (await richText(add, 'Answer')).fill('Added.')
		await add.getByRole('button', { name: 'Add FAQ' }).click()
		await expectSuccessToast(page, 'FAQ added')
		await expect(add.getByLabel('Question', { exact: true })).toHaveValue('')
		await adminNav(page).getByRole('link', { name: 'Dashboard' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard')
	})

	adminTest(
		'closing or reloading the tab asks the browser to confirm while changes are unsaved',
		async ({ adminPage: page, admin }) => {
			const faq = await createFaq(admin)
			await openAdmin(page, `${FAQS}/${faq.id}`)
			const prompts = answerBrowserPrompts(page, 'dismiss')
			// Unchanged: a reload just happens.
			await page.reload()
			await hydrated(page, 'main')
			expect(prompts).toEqual([])

			const question = formWith(page, 'Save Changes').getByLabel('Question', { exact: true })
			await question.fill(`${faq.question} (not saved)`)
			// Dismissed: the reload is cancelled and the text is still there.
			await page.reload({ timeout: 3000 }).catch(() => undefined)
			expect(prompts).toEqual(['beforeunload'])
			await expect(question).toHaveValue(`${faq.question} (not saved)`)
		},
	)

	adminTest('a chosen picture counts as a change', async ({ adminPage: page }) => {
		await openAdmin(page, '/dashboard/edit-partners')
		const form = formWith(page, 'Add Partner')
		await form.getByLabel('Image', { exact: true }).setInputFiles({
			name: 'logo.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from('not an image'),
		})
		await adminNav(page).getByRole('link', { name: 'Dashboard' }).click()
		await expect(leaveDialog(page)).toBeVisible()
		await leaveDialog(page).getByRole('button', { name: 'Leave' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard')
	})
})

test.describe('local drafts', () => {
	const noticeOf = (page: Page) => page.getByRole('region', { name: /You have an unsaved draft from .+\./ })
	const storedDraft = (page: Page, path: string) =>
		page.evaluate((key) => localStorage.getItem(key), `sigma:draft:${path}`)

	adminTest('a draft survives a reload and is restored, then saved and gone', async ({ adminPage: page, admin }) => {
		const faq = await createFaq(admin)
		const screen = `${FAQS}/${faq.id}`
		await openAdmin(page, screen)
		const question = () => formWith(page, 'Save Changes').getByLabel('Question', { exact: true })
		await question().fill(`${faq.question} (draft)`)
		await expect.poll(() => storedDraft(page, screen)).toContain('(draft)')

		answerBrowserPrompts(page, 'accept')
		await page.reload()
		await hydrated(page, 'main')
		await expect(question()).toHaveValue(faq.question)
		await expect(noticeOf(page)).toBeVisible()
		expect(await violations(page, 'draft notice')).toEqual([])
		await noticeOf(page).getByRole('button', { name: 'Restore' }).click()
		await expect(noticeOf(page)).toHaveCount(0)
		await expect(question()).toHaveValue(`${faq.question} (draft)`)
		await expect(question()).toBeFocused()

		// Restored text is a change like any other.
		await adminNav(page).getByRole('link', { name: 'Dashboard' }).click()
		await leaveDialog(page).getByRole('button', { name: 'Stay' }).click()

		await formWith(page, 'Save Changes').getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'FAQ updated successfully')
		expect((await admin.list<Faq>('faqs')).find((item) => item.id === faq.id)?.question).toBe(`${faq.question} (draft)`)
		expect(await storedDraft(page, screen)).toBeNull()
		await openAdmin(page, screen)
		await expect(noticeOf(page)).toHaveCount(0)
	})

	adminTest('an add form’s draft can be discarded', async ({ adminPage: page }) => {
		await openAdmin(page, FAQS)
		const add = formWith(page, 'Add FAQ')
		await add.getByLabel('Question', { exact: true }).fill('A question never sent?')
		await expect.poll(() => storedDraft(page, FAQS)).toContain('A question never sent?')

		answerBrowserPrompts(page, 'accept')
		await page.reload()
		await hydrated(page, 'main')
		await expect(noticeOf(page)).toBeVisible()
		await noticeOf(page).getByRole('button', { name: 'Discard' }).click()
		await expect(noticeOf(page)).toHaveCount(0)
		await expect(add.getByLabel('Question', { exact: true })).toHaveValue('')
		expect(await storedDraft(page, FAQS)).toBeNull()
		await page.reload()
		await hydrated(page, 'main')
		await expect(noticeOf(page)).toHaveCount(0)
	})

	adminTest('a hand-made form with fields of their own state is restored whole', async ({ adminPage: page, admin }) => {
		const testimonial = await admin.create<{ name: string }>('testimonials', {
			name: `Drafted ${unique()}`,
			message: 'Original message.',
			stars: 3,
		})
		const screen = `/dashboard/edit-testimonials/${testimonial.id}`
		await openAdmin(page, screen)
		const form = formWith(page, 'Save Changes')
		await form.getByLabel('Message', { exact: true }).fill('A message kept as a draft.')
		await form.getByLabel('YouTube link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
		await form.getByText('4.5 stars', { exact: true }).locator('..').click()
		await expect.poll(() => storedDraft(page, screen)).toContain('dQw4w9WgXcQ')

		answerBrowserPrompts(page, 'accept')
		await page.reload()
		await hydrated(page, 'main')
		await noticeOf(page).getByRole('button', { name: 'Restore' }).click()
		await expect(form.getByLabel('Message', { exact: true })).toHaveValue('A message kept as a draft.')
		await expect(form.getByLabel('YouTube link')).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
		await expect(form.getByRole('radio', { name: '4.5 stars' })).toBeChecked()
		// The picture field follows the link's state (a video rules a picture out).
		await expect(form.getByLabel('Picture')).toBeDisabled()
	})
})
