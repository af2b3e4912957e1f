// The sign-in page's second step and the Security screen, as their actions answer the forms they post
// (app/lib/sign-in.server.ts, security.server.ts), and the command line's way back when every factor is
// lost (`npm run admin -- --reset-2fa`: its function here, the process in admin-cli.test.ts).
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'

import { resetSecondFactors } from '#server/auth/second-factors.ts'
import { START_AGAIN } from '#server/auth/second-step.ts'
import { TOAST_COOKIE } from '#server/cache/policy.ts'
import { securityAction, securityScreen } from '#app/lib/security.server.ts'
import type { SecurityAnswer } from '#app/lib/security.ts'
import { signInAction } from '#app/lib/sign-in.server.ts'
import type { SignInAnswer } from '#app/lib/sign-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp } from '#tests/helpers/test-app.ts'
import {
	auditActions,
	enrolTotp,
	freshCode,
	login,
	passwordStep,
	registerPasskey,
	secondStep,
	setUpTwoFactorApp,
	totpCode,
} from '#tests/helpers/two-factor.ts'
import { SoftAuthenticator } from '#tests/helpers/webauthn.ts'

let app: TestApp
let token: string
setUpTwoFactorApp((started, session) => {
	app = started
	token = session
})

const context = () =>
	({ services: app.services, clientAddress: '127.0.0.1', requestId: 'test', cspNonce: '' }) as AppLoadContext

/** A form post as the browser sends it, with the admin's session when `session` is given. */
const post = (path: string, form: Record<string, string>, session?: string) =>
	new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(form),
		headers: { 'user-agent': 'pages-test/1.0', ...(session && { authorization: `Bearer ${session}` }) },
	})

/** What an action answered: a redirect (where, and its cookies), or the data the page shows and its status. */
type Outcome<Body> = { status: number; location?: string | null; cookies: string[]; body?: Body }
async function outcome<Body>(run: Promise<unknown>): Promise<Outcome<Body>> {
	const result = await run
	if (result instanceof Response) {
		return { status: result.status, location: result.headers.get('location'), cookies: result.headers.getSetCookie() }
	}
	const { data, init } = result as { data: Body; init: ResponseInit | null }
	const cookies = new Headers(init?.headers).getSetCookie()
	return { status: init?.status ?? 200, cookies, body: data }
}

const signInPage = (form: Record<string, string>) =>
	outcome<SignInAnswer>(signInAction({ request: post('/admin?redirectTo=/dashboard/media', form), context: context() }))
const securityPage = (form: Record<string, string>, session = token) =>
	outcome<SecurityAnswer>(securityAction({ request: post('/dashboard/security', form, session), context: context() }))
const passwordForm = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }

/** The right password on the page: not signed in (401, no cookie), its second step with `methods`; its token. */
async function secondStepAsked(methods: string[]): Promise<string> {
	const asked = await signInPage(passwordForm)
	expect(asked.status).toBe(401)
	expect(asked.cookies).toEqual([])
	expect(asked.body).toEqual({
		stage: 'second-step',
		step: { token: expect.any(String), methods, expiresAt: expect.any(String) },
		recovery: false,
	})
	return asked.body?.stage === 'second-step' ? asked.body.step.token : ''
}

describe('the sign-in page', () => {
	it('signs in with the password alone while the account has no second factor', async () => {
		const signedIn = await signInPage(passwordForm)
		expect(signedIn).toMatchObject({ status: 302, location: '/dashboard/media' })
		expect(signedIn.cookies.join()).toMatch(/^sigma_auth_token=/)
	})

	it('asks for the code after the right password (no cookie), then signs in with it', async () => {
		const { secret } = await enrolTotp(app, token)
		const step = await secondStepAsked(['totp', 'recovery_code'])

		const wrong = await signInPage({ intent: 'second-step', token: step, code: '000000' })
		expect(wrong.status).toBe(401)
		expect(wrong.body).toMatchObject({ stage: 'second-step', error: 'Invalid code', step: { token: step } })

		const signedIn = await signInPage({ intent: 'second-step', token: step, code: freshCode(secret) })
		expect(signedIn).toMatchObject({ status: 302, location: '/dashboard/media' })
		expect(signedIn.cookies.join()).toMatch(/^sigma_auth_token=/)
		const session = await app.services.db
			.selectFrom('sessions')
			.select(['method', 'user_agent'])
			.orderBy('created_at', 'desc')
			.executeTakeFirstOrThrow()
		expect(session).toEqual({ method: 'password+totp', user_agent: 'pages-test/1.0' })
	})

	it('shows the second step after the right password once a passkey exists, offering it and the recovery codes', async () => {
		const added = await registerPasskey(app, token, new SoftAuthenticator(app.url))
		expect(added.status, added.text).toBe(201)
		await secondStepAsked(['recovery_code', 'passkey'])
	})

	it('signs in with a recovery code instead, and keeps its form open after a wrong one', async () => {
		const { recoveryCodes = [] } = await enrolTotp(app, token)
		const step = await passwordStep(app)
		const wrong = await signInPage({ intent: 'second-step', token: step, recovery_code: 'aaaa-bbbb-cccc-dddd' })
		expect(wrong.body).toMatchObject({ stage: 'second-step', error: 'Invalid code', recovery: true })
		const signedIn = await signInPage({ intent: 'second-step', token: step, recovery_code: recoveryCodes[0]! })
		expect(signedIn.status).toBe(302)
		const reused = await signInPage({
			intent: 'second-step',
			token: await passwordStep(app),
			recovery_code: recoveryCodes[0]!,
		})
		expect(reused.body).toMatchObject({ stage: 'second-step', error: 'Invalid code' })
	})

	it('goes back to the password after the fifth wrong code, or once the step has expired', async () => {
		await enrolTotp(app, token)
		const step = await passwordStep(app)
		for (let attempt = 0; attempt < 4; attempt++) {
			await app.services.db.deleteFrom('rate_limits').execute()
			expect((await signInPage({ intent: 'second-step', token: step, code: '000000' })).body?.stage).toBe('second-step')
		}
		await app.services.db.deleteFrom('rate_limits').execute()
		const last = await signInPage({ intent: 'second-step', token: step, code: '000000' })
		expect(last.body).toEqual({ stage: 'password', error: expect.stringMatching(/last try/), email: '' })

		const expired = await signInPage({ intent: 'second-step', token: 'gone', code: '123456' })
		expect(expired).toMatchObject({ status: 401, body: { stage: 'password', error: START_AGAIN } })
	})

	it('answers 429 with Retry-After once wrong codes reach the throttle', async () => {
		await enrolTotp(app, token)
		const step = await passwordStep(app)
		for (let attempt = 0; attempt < 4; attempt++)
			await signInPage({ intent: 'second-step', token: step, code: '000000' })
		const throttled = await signInAction({
			request: post('/admin', { intent: 'second-step', token: step, code: '000000' }),
			context: context(),
		})
		const { init } = throttled as unknown as { init: ResponseInit }
		expect(init.status).toBe(429)
		expect(Number(new Headers(init.headers).get('retry-after'))).toBeGreaterThan(0)
	})
})

describe('the Security screen', () => {
	it('sets the app up: the QR code and key, a wrong code shows the same set-up again, a right one the codes', async () => {
		const started = await securityPage({ intent: 'totp-setup' })
		expect(started.body?.kind).toBe('totp-setup')
		const setup = started.body?.kind === 'totp-setup' ? started.body.setup : undefined
		expect(setup?.qrSvg).toMatch(/^<svg/)

		const wrong = await securityPage({ intent: 'totp-confirm', token: setup!.token, code: '000000' })
		expect(wrong.status).toBe(400)
		expect(wrong.body).toMatchObject({
			kind: 'totp-setup',
			setup: { secret: setup!.secret },
			error: expect.any(String),
		})

		const right = await securityPage({ intent: 'totp-confirm', token: setup!.token, code: totpCode(setup!.secret) })
		expect(right.body).toEqual({ kind: 'totp-enabled', recoveryCodes: expect.any(Array) })
		const screen = await securityScreen(post('/dashboard/security', {}, token), context())
		expect(screen).toMatchObject({
			totp: true,
			passkeys: [],
			recoveryCodesLeft: 10,
			hasSecondFactor: true,
			totpEnabledAt: expect.any(String),
		})
	})

	it('turns the app off and makes new codes only with the password', async () => {
		await enrolTotp(app, token)
		const wrongCodes = await securityPage({ intent: 'recovery-codes', password: 'not it at all' })
		expect(wrongCodes).toMatchObject({ status: 403, body: { kind: 'failed', section: 'recovery-codes' } })
		const codes = await securityPage({ intent: 'recovery-codes', password: ADMIN_PASSWORD })
		expect(codes.body).toEqual({ kind: 'recovery-codes', recoveryCodes: expect.any(Array) })

		const wrongOff = await securityPage({ intent: 'totp-disable', password: 'not it at all' })
		expect(wrongOff).toMatchObject({ status: 403, body: { kind: 'failed', section: 'totp' } })
		const off = await securityPage({ intent: 'totp-disable', password: ADMIN_PASSWORD })
		expect(off).toMatchObject({ status: 302, location: '/dashboard/security' })
		expect(off.cookies.join()).toContain(`${TOAST_COOKIE}=`)
		expect((await login(app)).status).toBe(200)
	})

	it('removes a passkey only with the password: refused as the other sections are, beside its own field', async () => {
		const { passkey } = (await registerPasskey(app, token, new SoftAuthenticator(app.url), 'Laptop')).body
		const wrong = await securityPage({ intent: 'passkey-remove', id: String(passkey.id), password: 'not it at all' })
		expect(wrong).toMatchObject({
			status: 403,
			body: { kind: 'failed', section: { passkey: passkey.id }, error: 'The password is not right' },
		})
		const removed = await securityPage({ intent: 'passkey-remove', id: String(passkey.id), password: ADMIN_PASSWORD })
		expect(removed).toMatchObject({ status: 302, location: '/dashboard/security' })
		const screen = await securityScreen(post('/dashboard/security', {}, token), context())
		expect(screen).toMatchObject({ passkeys: [], recoveryCodesLeft: 0, hasSecondFactor: false })
		const gone = await securityPage({ intent: 'passkey-remove', id: String(passkey.id), password: ADMIN_PASSWORD })
		expect(gone).toMatchObject({ status: 302, location: '/dashboard/security' })
	})

	it('needs the session', async () => {
		await expect(securityPage({ intent: 'totp-setup' }, 'not-a-session')).rejects.toMatchObject({
			init: { status: 401 },
		})
	})
})

describe('npm run admin -- --reset-2fa (its function)', () => {
	it('removes the app, the passkeys, the recovery codes and steps in progress, ends every session, and records it', async () => {
		const { secret } = await enrolTotp(app, token)
		const admin = await app.services.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow()
		await app.services.db
			.insertInto('passkeys')
			.values({
				admin_id: admin.id,
				credential_id: 'cred-r',
				public_key: 'k',
				name: 'Key',
				created_at: new Date().toISOString(),
			})
			.execute()
		const pending = await passwordStep(app)

		const removed = await resetSecondFactors(app.services.db)
		expect(removed).toEqual({ totp: 1, passkeys: 1, recoveryCodes: 10, sessions: 1 })
		expect((await app.api('GET', '/admin/second-factors', { token })).status).toBe(401)
		expect((await secondStep(app, { token: pending, code: freshCode(secret) })).status).toBe(401)
		expect(await app.services.db.selectFrom('auth_challenges').selectAll().execute()).toEqual([])
		const signedIn = await login(app)
		expect(signedIn.status).toBe(200)
		const factors = await app.api('GET', '/admin/second-factors', { token: signedIn.body.token })
		expect(factors.body).toEqual({ totp: false, passkeys: 0, recovery_codes_left: 0 })
		const entry = (await auditActions(app)).find((row) => row.action === 'second-factors-reset')
		expect(entry).toMatchObject({ detail: { by: 'command line', passkeys: 1, authenticator_app: true } })
	})
})
