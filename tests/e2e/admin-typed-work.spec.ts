import { request as playwrightRequest, type Page } from '@playwright/test'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf } from '#tests/e2e/support/admin-content.ts'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { test, unique, type AdminApi } from '#tests/e2e/support/fixtures.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'
import { violations } from '#tests/e2e/support/accessibility.ts'

/**
 * Typed work is never lost (DESIGN §8): leaving a form with unsaved changes asks first, a save that meets
 * an ended session signs in again in place and then saves, the sign-in screen returns to the screen that
 * sent the admin there (same-site paths only), and forms keep a local draft that can be restored.
 */

type Faq = { id: number; question: string; answer: string }

const FAQS = '/dashboard/edit-FAQ'
const LEAVE_TEXT = 'You have unsaved changes. Leave this page and lose them?'

const createFaq = (admin: AdminApi, question = `Typed work ${unique()}?`) =>
	admin.create<Faq>('faqs', { question, answer: 'The first answer.' })

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Unsaved changes' })
const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in to save your changes' })
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })

/** The browser's own prompts (beforeunload) are answered by the test, not counted as problems by the fixture. */
function answerBrowserPrompts(page: Page, answer: 'accept' | 'dismiss') {
	const seen: string[] = []
	page.removeAllListeners('dialog')
	page.on('dialog', (dialog) => {
		seen.push(dialog.type())
		void (answer === 'accept' ? dialog.accept() : dialog.dismiss())
	})
	return seen
}

/** Ends the browser's session on the server, as an expiry would: the browser still sends its (now dead) cookie. */
async function endSessionBehindTheBrowsersBack(page: Page) {
	const cookies = await page.context().cookies()
	const other = await playwrightRequest.newContext({
		baseURL: new URL(page.url()).origin,
		storageState: { cookies, origins: [] },
	})
	expect((await other.post('/admin/logout')).status()).toBe(200)
	await other.dispose()
	expect(await page.context().cookies()).toHaveLength(cookies.length)
}

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
		await formWith(page, 'Save Changes').getByLabel('Answer', { exact: true }).fill('A better answer.')
		await page.goBack()
		await expect(leaveDialog(page)).toBeVisible()
		await leaveDialog(page).getByRole('button', { name: 'Stay' }).click()
		await expect.poll(() => pathOf(page)).toBe(`${FAQS}/${faq.id}`)
		await expect(formWith(page, 'Save Changes').getByLabel('Answer', { exact: true })).toHaveValue('A better answer.')
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
		await add.getByLabel('Answer', { exact: true }).fill('Added.')
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
		await form.locator('input[type=file]').setInputFiles({
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

test.describe('a session that ends while editing', () => {
	// The save answered 401 (and a wrong password does): Chromium logs each.
	test.use({ allowedConsoleErrors: [/status of 401/] })

	adminTest(
		'signs in again in place, then the save completes with nothing lost',
		async ({ adminPage: page, admin }) => {
			const faq = await createFaq(admin)
			await openAdmin(page, `${FAQS}/${faq.id}`)
			const edit = formWith(page, 'Save Changes')
			const question = edit.getByLabel('Question', { exact: true })
			const answer = edit.getByLabel('Answer', { exact: true })
			await question.fill(`${faq.question} (after the session ended)`)
			await answer.fill('Typed while the session was ending.')
			await endSessionBehindTheBrowsersBack(page)

			await edit.getByRole('button', { name: 'Save Changes' }).click()
			const dialog = signInDialog(page)
			await expect(dialog).toBeVisible()
			await expect(page.getByRole('heading', { name: 'go away' })).toHaveCount(0)
			expect(pathOf(page)).toBe(`${FAQS}/${faq.id}`)
			await expect(question).toHaveValue(`${faq.question} (after the session ended)`)
			await expect(answer).toHaveValue('Typed while the session was ending.')
			expect((await admin.list<Faq>('faqs')).find((item) => item.id === faq.id)?.question).toBe(faq.question)

			// The admin's e-mail is known; a wrong password is refused in the dialog.
			await expect(dialog.getByLabel('Email')).toHaveValue(E2E_ADMIN.email)
			await dialog.getByLabel('Password').fill('not the password')
			await dialog.getByRole('button', { name: 'Sign in' }).click()
			await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password')
			expect(await violations(page, 'sign-in dialog refusing a password')).toEqual([])
			await expect(question).toHaveValue(`${faq.question} (after the session ended)`)

			await dialog.getByLabel('Password').fill(E2E_ADMIN.password)
			await dialog.getByRole('button', { name: 'Sign in' }).click()
			await expectSuccessToast(page, 'FAQ updated successfully')
			await expect.poll(() => pathOf(page)).toBe(FAQS)
			const saved = (await admin.list<Faq>('faqs')).find((item) => item.id === faq.id)
			expect(saved).toMatchObject({
				question: `${faq.question} (after the session ended)`,
				answer: 'Typed while the session was ending.',
			})
		},
	)

	adminTest(
		'a hand-made add form: Cancel keeps the form, signing in adds the item',
		async ({ adminPage: page, admin }) => {
			const position = `Typed work engineer ${unique()}`
			await openAdmin(page, '/dashboard/career-admin')
			const add = formWith(page, 'Add Career')
			await add.getByLabel('Position name', { exact: true }).fill(position)
			await add.getByLabel('Job description', { exact: true }).fill('Keeps what was typed.')
			await endSessionBehindTheBrowsersBack(page)
			await add.getByRole('button', { name: 'Add Career' }).click()
			await expect(signInDialog(page)).toBeVisible()
			await signInDialog(page).getByRole('button', { name: 'Cancel' }).click()
			await expect(signInDialog(page)).toBeHidden()
			await expect(add.getByRole('alert')).toContainText('Your session has ended')
			await expect(add.getByLabel('Position name', { exact: true })).toHaveValue(position)

			// Saving again asks again; this time the admin signs in.
			await add.getByRole('button', { name: 'Add Career' }).click()
			await signInDialog(page).getByLabel('Password').fill(E2E_ADMIN.password)
			await signInDialog(page).getByRole('button', { name: 'Sign in' }).click()
			await expectSuccessToast(page, 'career uploaded successfully')
			expect(pathOf(page)).toBe('/dashboard/career-admin')
			await expect(add.getByLabel('Position name', { exact: true })).toHaveValue('')
			expect((await admin.list<{ position_name: string }>('careers')).some((c) => c.position_name === position)).toBe(
				true,
			)
		},
	)
})

test.describe('signing in returns to the screen that asked', () => {
	test.use({ allowedConsoleErrors: [/status of 401/] })

	test('go away → Sign in → back at the original screen', async ({ page, admin }) => {
		const faq = await createFaq(admin)
		const screen = `${FAQS}/${faq.id}?from=test`
		expect((await page.goto(screen))?.status()).toBe(401)
		await hydrated(page, 'main')
		await expect(page.getByRole('heading', { name: 'go away' })).toBeVisible()
		const signIn = page.getByRole('link', { name: 'Sign in' })
		await expect(signIn).toHaveAttribute('href', `/admin?redirectTo=${encodeURIComponent(screen)}`)
		await signIn.click()
		await page.getByLabel('Email').fill(E2E_ADMIN.email)
		await page.getByLabel('Password').fill(E2E_ADMIN.password)
		await page.getByRole('button', { name: 'Login' }).click()
		await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(screen)
		await expect(formWith(page, 'Save Changes').getByLabel('Question', { exact: true })).toHaveValue(faq.question)
	})

	test('without JavaScript too, and an admin already signed in goes straight there', async ({ browser, admin }) => {
		const faq = await createFaq(admin)
		const context = await browser.newContext({ javaScriptEnabled: false })
		const page = await context.newPage()
		await page.goto(`/admin?redirectTo=${encodeURIComponent(`${FAQS}/${faq.id}`)}`)
		await page.getByLabel('Email').fill(E2E_ADMIN.email)
		await page.getByLabel('Password').fill(E2E_ADMIN.password)
		await page.getByRole('button', { name: 'Login' }).click()
		await expect.poll(() => pathOf(page)).toBe(`${FAQS}/${faq.id}`)
		await page.goto(`/admin?redirectTo=${encodeURIComponent(FAQS)}`)
		expect(pathOf(page)).toBe(FAQS)
		await context.close()
	})

	adminTest('an unsafe return path ends at the dashboard', async ({ adminPage: page }) => {
		for (const unsafe of [
			'//evil.com',
			'/\\evil.com',
			'https://evil.com',
			'javascript:alert(1)',
			'%2F%2Fevil.com',
			'/%5Cevil.com',
			'/%0A/evil.com',
		]) {
			await page.goto(`/admin?redirectTo=${encodeURIComponent(unsafe)}`)
			expect(page.url(), unsafe).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/)
		}
	})

	test('signing in with an unsafe return path ends at the dashboard', async ({ page }) => {
		await page.goto(`/admin?redirectTo=${encodeURIComponent('//evil.com/dashboard')}`)
		await hydrated(page, 'main')
		await page.getByLabel('Email').fill(E2E_ADMIN.email)
		await page.getByLabel('Password').fill(E2E_ADMIN.password)
		await page.getByRole('button', { name: 'Login' }).click()
		await expect.poll(() => page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/)
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
