import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'

import { resetSecondFactors } from '#server/auth/second-factors.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type ApiResponse, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import type { SoftAuthenticator, Tamper } from '#tests/helpers/webauthn.ts'

/** The admin's authenticator app in the tests: codes of `secret` at a given time (the next step's by default). */
export const STEP_MS = 30_000
export function totpCode(secret: string, at = Date.now()): string {
	return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
		timestamp: at,
	})
}

/** A code the server has not seen: the next step's (accepted: ±1 step), so a set-up's own code is not replayed. */
export const freshCode = (secret: string) => totpCode(secret, Date.now() + STEP_MS)

export const login = (app: TestApp, password = ADMIN_PASSWORD, headers?: Record<string, string>) =>
	app.api('POST', '/admin/login', { body: { email: ADMIN_EMAIL, password }, headers })

export const secondStep = (
	app: TestApp,
	body: { token: string; code?: string; recovery_code?: string },
	headers?: Record<string, string>,
) => app.api('POST', '/admin/login/second-step', { body, headers })

/**
 * The admin with no second factor, no failed sign-in counted, an empty audit log, and a fresh session (a
 * password alone signs in).
 */
export async function startOver(app: TestApp): Promise<string> {
	await resetSecondFactors(app.services.db)
	await app.services.db.deleteFrom('rate_limits').execute()
	await app.services.db.deleteFrom('audit_log').execute()
	const response = await login(app)
	expect(response.status, response.text).toBe(200)
	return response.body.token as string
}

/**
 * A test app for the file (with `env`), and before each test the admin as `startOver` leaves it, with that
 * session: the set-up of every test file of the second factors (authenticator app, passkeys, pages).
 */
export function setUpTwoFactorApp(ready: (app: TestApp, token: string) => void, env?: Record<string, string>): void {
	let app: TestApp | undefined
	beforeAll(async () => {
		app = await startTestApp(env)
	})
	afterAll(() => app?.close())
	beforeEach(async () => ready(app!, await startOver(app!)))
}

/** Sets the authenticator app up through the API, as the Security screen does. */
export async function enrolTotp(app: TestApp, token: string): Promise<{ secret: string; recoveryCodes?: string[] }> {
	const setup = await app.api('POST', '/admin/totp/setup', { token })
	expect(setup.status, setup.text).toBe(200)
	const secret = setup.body.secret as string
	const confirmed = await app.api('POST', '/admin/totp/confirm', {
		token,
		body: { token: setup.body.token, code: totpCode(secret) },
	})
	expect(confirmed.status, confirmed.text).toBe(200)
	return { secret, recoveryCodes: confirmed.body.recovery_codes }
}

/**
 * Adds a passkey through the API, as the Security screen does: the options, the authenticator's answer
 * (tampered with or not), and the server's verdict.
 */
export async function registerPasskey(
	app: TestApp,
	token: string,
	authenticator: SoftAuthenticator,
	name?: string,
	tamper?: Tamper,
): Promise<ApiResponse> {
	const started = await app.api('POST', '/admin/passkeys/registration-options', { token })
	expect(started.status, started.text).toBe(200)
	const response = authenticator.register(started.body.options, tamper)
	return app.api('POST', '/admin/passkeys', { body: { token: started.body.token, name, response }, token })
}

/** Lets a code of the current or next step pass again (each test signs in more often than once per 30 s). */
export const forgetUsedSteps = (app: TestApp) =>
	app.services.db.updateTable('admin_users').set({ totp_last_step: null }).execute()

/** A right password the account's second factor stopped: 401, no cookie, and `second_step` with `methods`. */
export function expectSecondStepAsked(response: ApiResponse, methods: string[]): void {
	expect(response.status, response.text).toBe(401)
	expect(response.headers.getSetCookie()).toEqual([])
	expect(response.body).toEqual({
		error: 'A second step is needed to sign in',
		second_step: { token: expect.any(String), methods, expires_at: expect.any(String) },
	})
}

/** The password step, expecting the second step: its token. */
export async function passwordStep(app: TestApp): Promise<string> {
	const response: ApiResponse = await login(app)
	expect(response.status, response.text).toBe(401)
	return response.body.second_step.token as string
}

export const auditActions = async (app: TestApp) =>
	(await app.services.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).map((row) => ({
		...row,
		detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {},
	}))
