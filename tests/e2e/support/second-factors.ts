import type { APIRequestContext, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { expect } from '#tests/e2e/support/fixtures.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'

/**
 * The admin's second factors in the e2e tests (ADR 0029). The authenticator app: codes computed
 * from the secret with otpauth. Each code works once (the server keeps the last step it accepted), so
 * each one handed out is of a step newer than the last, waiting for the clock when the accepted window
 * (±1 step) holds none.
 */
const STEP_MS = 30_000
const stepAt = (at: number) => Math.floor(at / STEP_MS)

export function authenticatorApp(secret: string, lastStep = 0) {
	const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
	return {
		secret,
		async nextCode(): Promise<string> {
			while (stepAt(Date.now()) + 1 <= lastStep) await new Promise((resolve) => setTimeout(resolve, 1000))
			lastStep = Math.max(lastStep + 1, stepAt(Date.now()))
			return totp.generate({ timestamp: lastStep * STEP_MS })
		},
	}
}

export type AuthenticatorApp = ReturnType<typeof authenticatorApp>

/** Sets the app up through the JSON API of a signed-in `session`: the app, and the recovery codes made with it. */
export async function enrolAuthenticatorApp(session: APIRequestContext) {
	const setup = await session.post('/admin/totp/setup')
	expect(setup.status(), await setup.text()).toBe(200)
	const { token, secret } = (await setup.json()) as { token: string; secret: string }
	const app = authenticatorApp(secret)
	const confirmed = await session.post('/admin/totp/confirm', { data: { token, code: await app.nextCode() } })
	expect(confirmed.status(), await confirmed.text()).toBe(200)
	const { recovery_codes: recoveryCodes = [] } = (await confirmed.json()) as { recovery_codes?: string[] }
	return { app, recoveryCodes }
}

/** Signs `session` in with the password and the API's second step: a code of the app, or a recovery code. */
export async function signInWithSecondStep(
	session: APIRequestContext,
	proof: { code: string } | { recovery_code: string },
) {
	const password = await session.post('/admin/login', { data: E2E_ADMIN })
	expect(password.status()).toBe(401)
	const { second_step: step } = (await password.json()) as { second_step: { token: string } }
	const signedIn = await session.post('/admin/login/second-step', { data: { token: step.token, ...proof } })
	expect(signedIn.status(), await signedIn.text()).toBe(200)
}

/**
 * The shared account as every other spec expects it, whatever a spec did: no authenticator app, no
 * passkey, no recovery code, so a password alone signs in. Through a `session` opened before.
 */
export async function removeSecondFactors(session: APIRequestContext) {
	const off = await session.delete('/admin/totp', { data: { password: E2E_ADMIN.password } })
	expect([200, 409]).toContain(off.status())
	const passkeys = (await (await session.get('/admin/passkeys')).json()) as Array<{ id: number }>
	for (const { id } of passkeys) {
		const removed = await session.delete(`/admin/passkeys/${id}`, { data: { password: E2E_ADMIN.password } })
		expect(removed.status()).toBe(204)
	}
	const factors = await (await session.get('/admin/second-factors')).json()
	expect(factors).toEqual({ totp: false, passkeys: 0, recovery_codes_left: 0 })
}

/** The sign-in page's password, right, so that the second step follows (its form is then shown). */
export async function passwordStep(page: Page, path = '/admin') {
	await page.goto(path)
	await hydrated(page, 'main')
	await page.getByLabel('Email').fill(E2E_ADMIN.email)
	await page.getByLabel('Password').fill(E2E_ADMIN.password)
	await page.getByRole('button', { name: 'Login' }).click()
	await expect(page.getByText('Your password was right.')).toBeVisible()
}
