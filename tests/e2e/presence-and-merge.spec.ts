import type { Browser } from '@playwright/test'

import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf, richText } from '#tests/e2e/support/admin-content.ts'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

/**
 * Two people on one item (docs/decisions/0052-presence-and-per-field-merge.md): each edit screen names who
 * else has it open, kept up to date by its heartbeat, and a save over the other's is merged field by field.
 */

/** A second person's browser, signed in with a session of its own. */
async function secondBrowser(browser: Browser, baseURL: string) {
	const context = await browser.newContext({ baseURL })
	expect((await context.request.post('/admin/login', { data: E2E_ADMIN })).status()).toBe(200)
	return context
}

// A save over a newer version is answered 409 (the conflict view), which Chromium logs.
adminTest.use({ allowedConsoleErrors: [/status of 409/] })

adminTest(
	'two people see each other on one item, and a conflict merged field by field keeps one field from each',
	async ({ adminPage: first, admin, browser, baseURL }) => {
		const faq = await admin.create('faqs', { question: `Opening hours ${unique()}?`, answer: 'Nine to five.' })
		const screen = `/dashboard/edit-FAQ/${faq.id}`
		// The first screen's heartbeat is made to come at once rather than in 20 s (time itself still flows).
		await first.context().clock.install()
		await openAdmin(first, screen)
		const otherContext = await secondBrowser(browser, baseURL!)
		const second = await otherContext.newPage()
		await openAdmin(second, screen)

		// The second screen hears of the first as it opens; the first, at its next heartbeat, without a reload.
		// Both are the first account (the team's 'Admin', docs/design.md §15) in two sessions: to each, the
		// other session is someone else at work on the item.
		const editing = 'Admin is editing this'
		await expect(second.getByText(editing)).toBeVisible()
		await expect(first.getByText(editing)).toHaveCount(0)
		await first.clock.fastForward('00:20')
		await expect(first.getByText(editing)).toBeVisible()
		expect(await violations(first, 'edit screen with someone else on it')).toEqual([])

		// The second person changes the question and saves: their screen is left, and they no longer count.
		const secondForm = formWith(second, 'Save Changes')
		await secondForm.getByLabel('Question', { exact: true }).fill(`When are you open ${unique()}?`)
		await secondForm.getByRole('button', { name: 'Update (Save Changes)' }).click()
		await expect.poll(() => pathOf(second)).toBe('/dashboard/edit-FAQ')
		const theirs = (await (await admin.context.get(`/faqs/${faq.id}`)).json()) as { question: string }
		// Its leaving and the first screen's next heartbeat may cross on the way: the one after it, then.
		await expect(async () => {
			await first.clock.fastForward('00:20')
			await expect(first.getByText(editing)).toHaveCount(0, { timeout: 1_000 })
		}).toPass()

		// The first changes the answer, from the version they opened: the save shows both, field by field.
		const firstForm = formWith(first, 'Save Changes')
		await (await richText(firstForm, 'Answer')).fill('Nine to six, and Saturdays.')
		await firstForm.getByRole('button', { name: 'Update (Save Changes)' }).click()
		const conflict = first.getByRole('alert').filter({ hasText: 'changed somewhere else' })
		const question = conflict.getByRole('group', { name: 'Question' })
		const answer = conflict.getByRole('group', { name: 'Answer' })
		await expect(question.locator('[data-version="saved"]')).toHaveText(`Saved version${theirs.question}`)
		await expect(question.locator('[data-version="yours"]')).toHaveText(`Your version${faq.question}`)
		await expect(answer).toContainText('Nine to six, and Saturdays.')
		// Only the other save changed the question, only this one the answer: each starts on its side.
		await expect(question.getByRole('radio', { name: 'Use theirs' })).toBeChecked()
		await expect(answer.getByRole('radio', { name: 'Keep mine' })).toBeChecked()
		expect(await violations(first, 'save conflict, merged field by field')).toEqual([])
		// Nothing typed is lost: the form and the local draft still hold the admin's own question.
		await expect(firstForm.getByLabel('Question', { exact: true })).toHaveValue(String(faq.question))
		await expect
			.poll(() => first.evaluate((key) => localStorage.getItem(key), `sigma:draft:${screen}`))
			.toContain('Nine to six, and Saturdays.')

		await conflict.getByRole('button', { name: 'Save merged' }).click()
		await expect.poll(() => pathOf(first)).toBe('/dashboard/edit-FAQ')
		await expectSuccessToast(first, 'FAQ updated successfully')
		const merged = await (await admin.context.get(`/faqs/${faq.id}`)).json()
		expect(merged).toMatchObject({ question: theirs.question, answer: 'Nine to six, and Saturdays.' })
		expect(await first.evaluate((key) => localStorage.getItem(key), `sigma:draft:${screen}`)).toBeNull()
		await otherContext.close()
	},
)
