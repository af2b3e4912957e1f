import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'

import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { openAdmin, pathOf } from '#tests/e2e/support/admin-content.ts'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'
import {
	type AuthenticatorApp,
	authenticatorApp,
	passwordStep,
	removeSecondFactors,
} from '#tests/e2e/support/second-factors.ts'

/**
 * The authenticator app end to end (ADR 0029): set up from the Security screen with the key read
 * off the page, then signing in with the password and a code (with and without JavaScript), with a
 * recovery code once and not twice, and turning the app off with the password. The e2e server's one admin
 * account is shared with every other spec: afterAll turns the app off again whatever happened here.
 */

/** The app, once its key is read off the Security screen. */
let app: AuthenticatorApp
let recoveryCodes: string[] = []
/** A session opened before the app was on, kept to turn it off in afterAll. */
let keeper: APIRequestContext

async function signInWithRecoveryCode(page: Page, code: string) {
	await passwordStep(page)
	await page.getByText('Use a recovery code instead').click()
	await page.getByLabel('Recovery code').fill(code)
	await page.getByRole('button', { name: 'Use the recovery code' }).click()
}

async function signOut(page: Page) {
	await page.getByRole('button', { name: 'Sign Out' }).click()
	await expect.poll(() => pathOf(page)).toBe('/')
}

test.describe.serial('two-factor sign-in', () => {
	// A wrong code, the sign-in's second step (401), a wrong set-up code (400) and a wrong password (403): Chromium logs each.
	test.use({ allowedConsoleErrors: [/status of 40[013]/] })

	test.beforeAll(async ({ e2eServer }) => {
		keeper = await playwrightRequest.newContext({ baseURL: e2eServer.url })
		expect((await keeper.post('/admin/login', { data: E2E_ADMIN })).status()).toBe(200)
	})

	test.afterAll(async () => {
		// Whatever happened above, the other specs find the account as it was: a password alone signs in.
		await removeSecondFactors(keeper)
		await keeper.dispose()
	})

	test('sets the app up from the Security screen, with the key read off the page', async ({ page }) => {
		expect((await page.context().request.post('/admin/login', { data: E2E_ADMIN })).status()).toBe(200)
		await openAdmin(page, '/dashboard')
		await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/security')
		await hydrated(page, 'main')
		expect(await scanAtBothWidths(page, 'Security, app off')).toEqual([])

		await page.getByRole('button', { name: 'Set up' }).click()
		await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible()
		const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
		expect(secret).toMatch(/^[A-Z2-7]{32}$/)
		app = authenticatorApp(secret)
		expect(await scanAtBothWidths(page, 'Security, setting up')).toEqual([])

		const code = page.getByLabel('Authentication code')
		await code.fill('000000')
		await page.getByRole('button', { name: 'Turn on' }).click()
		await expect(page.getByRole('alert')).toContainText('The code is not right')
		await code.fill(await app.nextCode())
		await page.getByRole('button', { name: 'Turn on' }).click()
		await expect(page.getByRole('status')).toContainText('The authenticator app is on')
		const list = page.getByTestId('recovery-codes').getByRole('listitem')
		await expect(list).toHaveCount(10)
		recoveryCodes = await list.allTextContents()
		expect(await scanAtBothWidths(page, 'Security, app on with its recovery codes')).toEqual([])
		await signOut(page)
	})

	test('a password alone then asks for a code, and the code signs in', async ({ page }) => {
		await page.goto('/admin?redirectTo=/dashboard/media')
		await hydrated(page, 'main')
		await page.getByLabel('Email').fill(E2E_ADMIN.email)
		await page.getByLabel('Password').fill(E2E_ADMIN.password)
		await page.getByRole('button', { name: 'Login' }).click()
		const code = page.getByLabel('Authentication code')
		await expect(code).toHaveAttribute('inputmode', 'numeric')
		await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
		expect(await page.context().cookies()).toEqual([])
		expect(await scanAtBothWidths(page, 'sign-in second step')).toEqual([])

		await code.fill(await app.nextCode())
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/media')
		await signOut(page)
	})

	test('a recovery code signs in once; the same code again is refused', async ({ page }) => {
		await signInWithRecoveryCode(page, recoveryCodes[0]!)
		await expect.poll(() => pathOf(page)).toBe('/dashboard')
		await signOut(page)

		await signInWithRecoveryCode(page, recoveryCodes[0]!)
		await expect(page.getByRole('alert')).toHaveText('Invalid code')
		await expect(page.getByLabel('Recovery code')).toBeVisible()
		expect(await scanAtBothWidths(page, 'sign-in second step refusing a code')).toEqual([])
	})

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false })

		test('the password and the code are plain form posts', async ({ page }) => {
			await page.goto('/admin')
			await page.getByLabel('Email').fill(E2E_ADMIN.email)
			await page.getByLabel('Password').fill(E2E_ADMIN.password)
			await page.getByRole('button', { name: 'Login' }).click()
			await page.getByLabel('Authentication code').fill(await app.nextCode())
			await page.getByRole('button', { name: 'Verify' }).click()
			await expect.poll(() => pathOf(page)).toBe('/dashboard')
		})
	})

	test('turning the app off asks for the password', async ({ page }) => {
		await signInWithRecoveryCode(page, recoveryCodes[1]!)
		await expect.poll(() => pathOf(page)).toBe('/dashboard')
		await openAdmin(page, '/dashboard/security')
		await expect(page.getByText('8 codes left')).toBeVisible()

		const password = page.locator('#totp-off-password')
		await password.fill('not the password')
		await page.getByRole('button', { name: 'Turn off' }).click()
		await expect(page.getByRole('alert')).toHaveText('The password is not right')
		await password.fill(E2E_ADMIN.password)
		await page.getByRole('button', { name: 'Turn off' }).click()
		await expect(page.getByRole('button', { name: 'Set up' })).toBeVisible()
		await signOut(page)
		expect((await page.context().request.post('/admin/login', { data: E2E_ADMIN })).status()).toBe(200)
	})
})
