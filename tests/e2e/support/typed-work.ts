import { type Page, request as playwrightRequest } from '@playwright/test'

import { type AdminApi, expect, unique } from '#tests/e2e/support/fixtures.ts'

/** Helpers of the tests that typed work is never lost (admin-unsaved-changes, admin-session-expiry). */

export type Faq = { id: number; question: string; answer: string }

export const FAQS = '/dashboard/edit-FAQ'
export const LEAVE_TEXT = 'You have unsaved changes. Leave this page and lose them?'

export const createFaq = (admin: AdminApi, question = `Typed work ${unique()}?`) =>
	admin.create<Faq>('faqs', { question, answer: 'The first answer.' })

export const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Unsaved changes' })
export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in to save your changes' })
export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })

/** The browser's own prompts (beforeunload) are answered by the test, not counted as problems by the fixture. */
export function answerBrowserPrompts(page: Page, answer: 'accept' | 'dismiss') {
	const seen: string[] = []
	page.removeAllListeners('dialog')
	page.on('dialog', (dialog) => {
		seen.push(dialog.type())
		void (answer === 'accept' ? dialog.accept() : dialog.dismiss())
	})
	return seen
}

/** Ends the browser's session on the server, as an expiry would: the browser still sends its (now dead) cookie. */
export async function endSessionBehindTheBrowsersBack(page: Page) {
	const cookies = await page.context().cookies()
	const other = await playwrightRequest.newContext({
		baseURL: new URL(page.url()).origin,
		storageState: { cookies, origins: [] },
	})
	expect((await other.post('/admin/logout')).status()).toBe(200)
	await other.dispose()
	expect(await page.context().cookies()).toHaveLength(cookies.length)
}
