import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf, richText } from '#tests/e2e/support/admin-content.ts'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { test, unique } from '#tests/e2e/support/fixtures.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'
import {
	type AuthenticatorApp,
	enrolAuthenticatorApp,
	removeSecondFactors,
	signInWithSecondStep,
} from '#tests/e2e/support/second-factors.ts'
import {
	createFaq,
	endSessionBehindTheBrowsersBack,
	type Faq,
	FAQS,
	signInDialog,
} from '#tests/e2e/support/typed-work.ts'

/**
 * Typed work is never lost (DESIGN §8), part two: a save that meets an ended session signs in again in
 * place and then saves (with the second step in the dialog when the account has a second factor: ADR
 * 0029), and the sign-in screen returns to the screen that sent the admin there (same-site paths only).
 */

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
			const answer = await richText(edit, 'Answer')
			await question.fill(`${faq.question} (after the session ended)`)
			await answer.fill('Typed while the session was ending.')
			await endSessionBehindTheBrowsersBack(page)

			await edit.getByRole('button', { name: 'Save Changes' }).click()
			const dialog = signInDialog(page)
			await expect(dialog).toBeVisible()
			await expect(page.getByRole('heading', { name: 'go away' })).toHaveCount(0)
			expect(pathOf(page)).toBe(`${FAQS}/${faq.id}`)
			await expect(question).toHaveValue(`${faq.question} (after the session ended)`)
			await expect(answer).toHaveText('Typed while the session was ending.')
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
			await (await richText(add, 'Job description')).fill('Keeps what was typed.')
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

test.describe('a session that ends while editing, with the authenticator app on', () => {
	// The save and the password step answered 401 (and a wrong code does): Chromium logs each.
	test.use({ allowedConsoleErrors: [/status of 401/] })
	// A code of the app works once: one may wait for the next 30-second step.
	test.describe.configure({ timeout: 90_000 })

	let app: AuthenticatorApp
	let recoveryCodes: string[] = []
	// Through the worker's own session (signed in before the app is on, never ended here).
	test.beforeAll(async ({ admin }) => {
		;({ app, recoveryCodes } = await enrolAuthenticatorApp(admin.context))
	})
	// Other specs sign in with the password alone.
	test.afterAll(({ admin }) => removeSecondFactors(admin.context))

	test('the dialog asks for the code after the password, and the save completes with nothing lost', async ({
		page,
		admin,
	}) => {
		await signInWithSecondStep(page.context().request, { recovery_code: recoveryCodes[1]! })
		const faq = await createFaq(admin)
		await openAdmin(page, `${FAQS}/${faq.id}`)
		const edit = formWith(page, 'Save Changes')
		const question = edit.getByLabel('Question', { exact: true })
		await question.fill(`${faq.question} (two factors)`)
		await (await richText(edit, 'Answer')).fill('Typed before the second step.')
		await endSessionBehindTheBrowsersBack(page)

		await edit.getByRole('button', { name: 'Save Changes' }).click()
		const dialog = signInDialog(page)
		await dialog.getByLabel('Password').fill(E2E_ADMIN.password)
		await dialog.getByRole('button', { name: 'Sign in' }).click()
		const code = dialog.getByLabel('Authentication code')
		await expect(code).toBeFocused()
		await expect(dialog.getByText('Use a recovery code instead')).toBeVisible()
		// No passkey on this account: the step offers none (and none without WebAuthn either).
		await expect(dialog.getByRole('button', { name: 'Use a passkey instead' })).toHaveCount(0)
		await code.fill('000000')
		await dialog.getByRole('button', { name: 'Verify' }).click()
		await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
		expect(await violations(page, 'sign-in dialog asking for a code')).toEqual([])
		await expect(question).toHaveValue(`${faq.question} (two factors)`)

		await code.fill(await app.nextCode())
		await dialog.getByRole('button', { name: 'Verify' }).click()
		await expectSuccessToast(page, 'FAQ updated successfully')
		const saved = (await admin.list<Faq>('faqs')).find((item) => item.id === faq.id)
		expect(saved).toMatchObject({ question: `${faq.question} (two factors)`, answer: 'Typed before the second step.' })
	})

	test('a recovery code in the dialog adds the item; Start again goes back to the password', async ({
		page,
		admin,
	}) => {
		await signInWithSecondStep(page.context().request, { recovery_code: recoveryCodes[2]! })
		const position = `Second step engineer ${unique()}`
		await openAdmin(page, '/dashboard/career-admin')
		const add = formWith(page, 'Add Career')
		await add.getByLabel('Position name', { exact: true }).fill(position)
		await (await richText(add, 'Job description')).fill('Kept through a recovery code.')
		await endSessionBehindTheBrowsersBack(page)
		await add.getByRole('button', { name: 'Add Career' }).click()

		const dialog = signInDialog(page)
		const signInWithPassword = async () => {
			await dialog.getByLabel('Password').fill(E2E_ADMIN.password)
			await dialog.getByRole('button', { name: 'Sign in' }).click()
		}
		await signInWithPassword()
		await dialog.getByRole('button', { name: 'Start again' }).click()
		await expect(dialog.getByLabel('Password')).toBeFocused()
		await signInWithPassword()
		await dialog.getByText('Use a recovery code instead').click()
		await dialog.getByLabel('Recovery code').fill(recoveryCodes[0]!)
		await dialog.getByRole('button', { name: 'Use the recovery code' }).click()
		await expectSuccessToast(page, 'career uploaded successfully')
		await expect(signInDialog(page)).toBeHidden()
		expect((await admin.list<{ position_name: string }>('careers')).some((c) => c.position_name === position)).toBe(
			true,
		)
	})
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
