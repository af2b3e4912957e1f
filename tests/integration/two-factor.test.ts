// The authenticator app and the sign-in's second step through the JSON API (ADR 0029): set-up,
// a password alone no longer signing in, codes and recovery codes once each, the step's expiry and its 5
// tries, the sign-in throttle, and what needs the password again.
import { describe, expect, it } from 'vitest'

import type { ResponseObject } from '#server/api/openapi-schemas.ts'
import { openApiDocument } from '#server/api/operations.ts'
import { START_AGAIN } from '#server/auth/second-step.ts'
import { sessionIdOfToken } from '#server/auth/sessions.ts'
import { spendTotpCode, timeStepAt } from '#server/auth/totp.ts'
import { validate } from '#tests/helpers/json-schema.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp } from '#tests/helpers/test-app.ts'
import {
	auditActions,
	enrolTotp,
	expectSecondStepAsked,
	forgetUsedSteps,
	freshCode,
	login,
	passwordStep,
	secondStep,
	setUpTwoFactorApp,
	STEP_MS,
	totpCode,
} from '#tests/helpers/two-factor.ts'

let app: TestApp
let token: string
setUpTwoFactorApp((started, session) => {
	app = started
	token = session
})

const db = () => app.services.db
const factors = async () => (await app.api('GET', '/admin/second-factors', { token })).body
const clearThrottle = () => db().deleteFrom('rate_limits').execute()
const sessionWorks = async (session: string) =>
	(await app.api('GET', '/admin/second-factors', { token: session })).status === 200

describe('setting up the authenticator app', () => {
	it('starts with a secret, its otpauth URI and a QR code drawn here, and changes nothing until confirmed', async () => {
		const setup = await app.api('POST', '/admin/totp/setup', { token })
		expect(setup.status).toBe(200)
		expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
		const uri = new URL(setup.body.otpauth_uri)
		expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp')
		expect(decodeURIComponent(uri.pathname)).toBe(`/Your company:${ADMIN_EMAIL}`)
		expect(Object.fromEntries(uri.searchParams)).toMatchObject({
			secret: setup.body.secret,
			issuer: 'Your company',
			algorithm: 'SHA1',
			digits: '6',
			period: '30',
		})
		expect(setup.body.qr_svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s)
		expect(setup.body.qr_svg).not.toMatch(/<script|<image|href|style=|on\w+=/i)
		expect(await factors()).toEqual({ totp: false, passkeys: 0, recovery_codes_left: 0 })
		expect((await login(app)).status).toBe(200)
	})

	it('turns on with a right code, makes ten recovery codes shown once (stored hashed), and records it', async () => {
		const setup = await app.api('POST', '/admin/totp/setup', { token })
		const wrong = await app.api('POST', '/admin/totp/confirm', {
			token,
			body: { token: setup.body.token, code: '000000' },
		})
		expect(wrong.status).toBe(400)
		expect(wrong.body).toMatchObject({ error: 'Invalid code', fields: { code: expect.any(String) } })

		const right = await app.api('POST', '/admin/totp/confirm', {
			token,
			body: { token: setup.body.token, code: totpCode(setup.body.secret) },
		})
		expect(right.status).toBe(200)
		const codes = right.body.recovery_codes as string[]
		expect(codes).toHaveLength(10)
		expect(new Set(codes).size).toBe(10)
		for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/)
		const stored = await db().selectFrom('recovery_codes').select('code_hash').execute()
		expect(stored.map((row) => row.code_hash).filter((hash) => codes.includes(hash))).toEqual([])
		expect(await factors()).toEqual({ totp: true, passkeys: 0, recovery_codes_left: 10 })

		const entries = (await auditActions(app)).filter((entry) =>
			['totp-enabled', 'recovery-codes-created'].includes(entry.action),
		)
		expect(entries.map((entry) => entry.action)).toEqual(['totp-enabled', 'recovery-codes-created'])
		for (const entry of entries) expect(entry).toMatchObject({ session: sessionIdOfToken(token), ip: '127.0.0.1' })
		expect(JSON.stringify(await auditActions(app))).not.toContain(setup.body.secret)
	})

	it('refuses a second set-up while on (409), and a set-up token used already', async () => {
		const setup = await app.api('POST', '/admin/totp/setup', { token })
		const code = totpCode(setup.body.secret)
		expect(
			(await app.api('POST', '/admin/totp/confirm', { token, body: { token: setup.body.token, code } })).status,
		).toBe(200)
		expect((await app.api('POST', '/admin/totp/setup', { token })).status).toBe(409)
		const again = await app.api('POST', '/admin/totp/confirm', { token, body: { token: setup.body.token, code } })
		expect(again.status).toBe(400)
		expect(again.body.fields).toHaveProperty('token')
	})

	it('takes 5 wrong codes per set-up, then the set-up is void', async () => {
		const setup = await app.api('POST', '/admin/totp/setup', { token })
		const confirm = (code: string) =>
			app.api('POST', '/admin/totp/confirm', { token, body: { token: setup.body.token, code } })
		for (let attempt = 0; attempt < 5; attempt++) expect((await confirm('000000')).body.fields).toHaveProperty('code')
		expect((await confirm(totpCode(setup.body.secret))).body.fields).toHaveProperty('token')
		expect(await factors()).toMatchObject({ totp: false })
	})

	it('makes no recovery codes when a passkey came first (they were made with it)', async () => {
		const admin = await db().selectFrom('admin_users').select('id').executeTakeFirstOrThrow()
		await db()
			.insertInto('passkeys')
			.values({
				admin_id: admin.id,
				credential_id: 'cred-1',
				public_key: 'key',
				name: 'Laptop',
				created_at: new Date().toISOString(),
			})
			.execute()
		const { recoveryCodes } = await enrolTotp(app, token)
		expect(recoveryCodes).toBeUndefined()
		expect(await factors()).toEqual({ totp: true, passkeys: 1, recovery_codes_left: 0 })
		const refused = await login(app)
		expect(refused.body.second_step.methods).toEqual(['totp', 'passkey'])
	})
})

describe('signing in once the app is on', () => {
	it('a password alone no longer signs in: 401 with the documented second step, and no cookie', async () => {
		await enrolTotp(app, token)
		const response = await login(app)
		expectSecondStepAsked(response, ['totp', 'recovery_code'])
		const lasts = Date.parse(response.body.second_step.expires_at) - Date.now()
		expect(lasts).toBeGreaterThan(4 * 60_000)
		expect(lasts).toBeLessThanOrEqual(5 * 60_000)
		const doc = openApiDocument()
		const documented = doc.paths['/admin/login']!.post!.responses['401'] as ResponseObject
		expect(validate(documented.content!['application/json']!.schema, response.body, doc)).toEqual([])
		// A wrong password still says only that.
		expect((await login(app, 'not the password at all')).body).toEqual({ error: 'Invalid email or password' })
	})

	it('the step with a code of the app opens the session: the cookie, the method, the device', async () => {
		const { secret } = await enrolTotp(app, token)
		const step = await passwordStep(app)
		const response = await secondStep(
			app,
			{ token: step, code: freshCode(secret) },
			{ 'user-agent': 'two-factor-test/1.0' },
		)
		expect(response.status, response.text).toBe(200)
		expect(response.body).toEqual({ message: 'Login successful', token: expect.any(String) })
		expect(response.headers.getSetCookie().join()).toMatch(/^sigma_auth_token=[^;]+;.*HttpOnly/)
		expect(await sessionWorks(response.body.token)).toBe(true)
		const session = await db()
			.selectFrom('sessions')
			.select(['method', 'user_agent', 'ip'])
			.orderBy('created_at', 'desc')
			.executeTakeFirstOrThrow()
		expect(session).toEqual({ method: 'password+totp', user_agent: 'two-factor-test/1.0', ip: '127.0.0.1' })
		const signIn = (await auditActions(app)).filter((entry) => entry.action === 'sign-in').at(-1)
		expect(signIn).toMatchObject({
			session: sessionIdOfToken(response.body.token),
			detail: { method: 'password+totp' },
		})
		// The step is used up.
		expect((await secondStep(app, { token: step, code: freshCode(secret) })).body).toEqual({ error: START_AGAIN })
	})

	it('refuses a code used once already (replay), and an older step after a newer one', async () => {
		const { secret } = await enrolTotp(app, token)
		const code = freshCode(secret)
		expect((await secondStep(app, { token: await passwordStep(app), code })).status).toBe(200)
		const replay = await secondStep(app, { token: await passwordStep(app), code })
		expect(replay.status).toBe(401)
		expect(replay.body).toEqual({ error: 'Invalid code' })
		// The current step's code is still within the window, but older than the one just used.
		await clearThrottle()
		const older = await secondStep(app, { token: await passwordStep(app), code: totpCode(secret) })
		expect(older.body).toEqual({ error: 'Invalid code' })
	})

	it('lets one of two requests racing with one code in, never both', async () => {
		// From a clean series: failures counted by the tests before would make the loser's answer a 429.
		await clearThrottle()
		const { secret } = await enrolTotp(app, token)
		const code = freshCode(secret)
		const steps = [await passwordStep(app), await passwordStep(app)]
		const answers = await Promise.all(steps.map((step) => secondStep(app, { token: step, code })))
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])

		await forgetUsedSteps(app)
		const admin = await db().selectFrom('admin_users').select('id').executeTakeFirstOrThrow()
		const at = Date.now()
		const uses = await Promise.all(
			Array.from({ length: 6 }, () => spendTotpCode(db(), admin.id, totpCode(secret, at), at)),
		)
		expect(uses.filter(Boolean)).toHaveLength(1)
	})

	it('keeps the last step accepted: the previous and next steps pass at a fixed time, two away do not', async () => {
		const { secret } = await enrolTotp(app, token)
		const admin = await db().selectFrom('admin_users').select('id').executeTakeFirstOrThrow()
		const at = Date.now() + 10 * STEP_MS
		await forgetUsedSteps(app)
		expect(await spendTotpCode(db(), admin.id, totpCode(secret, at - 2 * STEP_MS), at)).toBe(false)
		expect(await spendTotpCode(db(), admin.id, totpCode(secret, at - STEP_MS), at)).toBe(true)
		expect(await spendTotpCode(db(), admin.id, totpCode(secret, at + 2 * STEP_MS), at)).toBe(false)
		expect(await spendTotpCode(db(), admin.id, totpCode(secret, at + STEP_MS), at)).toBe(true)
		expect(await spendTotpCode(db(), admin.id, totpCode(secret, at), at)).toBe(false)
		const row = await db().selectFrom('admin_users').select('totp_last_step').executeTakeFirstOrThrow()
		expect(row.totp_last_step).toBe(timeStepAt(at) + 1)
	})

	it('a recovery code signs in once, and is refused the second time', async () => {
		const { recoveryCodes = [] } = await enrolTotp(app, token)
		const [code = ''] = recoveryCodes
		const used = await secondStep(app, { token: await passwordStep(app), recovery_code: code.toUpperCase() })
		expect(used.status, used.text).toBe(200)
		const session = await db()
			.selectFrom('sessions')
			.select('method')
			.orderBy('created_at', 'desc')
			.executeTakeFirstOrThrow()
		expect(session.method).toBe('password+recovery-code')
		const entry = (await auditActions(app)).find((row) => row.action === 'recovery-code-used')
		expect(entry).toMatchObject({ session: sessionIdOfToken(used.body.token), detail: { left: 9 } })
		expect(JSON.stringify(await auditActions(app))).not.toContain(code)
		expect((await factors()).recovery_codes_left).toBe(9)

		const reused = await secondStep(app, { token: await passwordStep(app), recovery_code: code })
		expect(reused.status).toBe(401)
		expect(reused.body).toEqual({ error: 'Invalid code' })
	})

	it('ends the step after 5 minutes', async () => {
		const { secret } = await enrolTotp(app, token)
		const step = await passwordStep(app)
		await db()
			.updateTable('auth_challenges')
			.set({ expires_at: new Date(Date.now() - 1000).toISOString() })
			.execute()
		const late = await secondStep(app, { token: step, code: freshCode(secret) })
		expect(late.status).toBe(401)
		expect(late.body).toEqual({ error: START_AGAIN })
	})

	it('takes 5 wrong codes, then the step is void even for the right code', async () => {
		const { secret } = await enrolTotp(app, token)
		const step = await passwordStep(app)
		for (let attempt = 0; attempt < 5; attempt++) {
			await clearThrottle() // this test is about the step's own limit
			expect((await secondStep(app, { token: step, code: '000000' })).body).toEqual({ error: 'Invalid code' })
		}
		await clearThrottle()
		const right = await secondStep(app, { token: step, code: freshCode(secret) })
		expect(right.status).toBe(401)
		expect(right.body).toEqual({ error: START_AGAIN })
		const failures = (await auditActions(app)).filter((row) => row.action === 'sign-in-failed')
		expect(failures).toHaveLength(5)
		for (const failure of failures) expect(failure).toMatchObject({ ip: '127.0.0.1', detail: { step: 'totp' } })
		expect(JSON.stringify(failures)).not.toMatch(/000000|admin@/)
	})

	it('counts wrong codes with failed sign-ins: 429 with Retry-After, even for the right code', async () => {
		const { secret } = await enrolTotp(app, token)
		const step = await passwordStep(app) // the first attempt of the series
		for (let attempt = 0; attempt < 4; attempt++) {
			expect((await secondStep(app, { token: step, code: '000000' })).status).toBe(401)
		}
		const throttled = await secondStep(app, { token: step, code: freshCode(secret) })
		expect(throttled.status).toBe(429)
		expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
		expect((await login(app)).status).toBe(429)
	})

	it('refuses a body with neither or both codes, and a token of another kind', async () => {
		const { secret } = await enrolTotp(app, token)
		const step = await passwordStep(app)
		expect((await secondStep(app, { token: step })).status).toBe(400)
		expect((await secondStep(app, { token: step, code: '123456', recovery_code: 'abcd-efgh-jkmn-pqrs' })).status).toBe(
			400,
		)
		const setup = await app.api('POST', '/admin/totp/setup', { token })
		expect(setup.status).toBe(409)
		expect((await secondStep(app, { token: 'not-a-step', code: freshCode(secret) })).body).toEqual({
			error: START_AGAIN,
		})
	})
})

describe('changes that weaken the account need the password', () => {
	it('turning the app off: refused without the password or with a wrong one, done with it', async () => {
		await enrolTotp(app, token)
		expect((await app.api('DELETE', '/admin/totp', { token, body: {} })).status).toBe(400)
		const wrong = await app.api('DELETE', '/admin/totp', { token, body: { password: 'not the password at all' } })
		expect(wrong.status).toBe(403)
		expect(wrong.body).toEqual({
			error: 'The password is not right',
			fields: { password: 'The password is not right' },
		})
		expect(await factors()).toMatchObject({ totp: true, recovery_codes_left: 10 })

		const off = await app.api('DELETE', '/admin/totp', { token, body: { password: ADMIN_PASSWORD } })
		expect(off.status).toBe(200)
		expect(await factors()).toEqual({ totp: false, passkeys: 0, recovery_codes_left: 0 })
		expect((await login(app)).status).toBe(200)
		expect((await auditActions(app)).some((row) => row.action === 'totp-disabled')).toBe(true)
		expect((await app.api('DELETE', '/admin/totp', { token, body: { password: ADMIN_PASSWORD } })).status).toBe(409)
	})

	it('new recovery codes: refused without or with a wrong password; with it, ten new ones and the old ones void', async () => {
		const { recoveryCodes = [] } = await enrolTotp(app, token)
		expect((await app.api('POST', '/admin/recovery-codes', { token, body: {} })).status).toBe(400)
		const wrong = await app.api('POST', '/admin/recovery-codes', { token, body: { password: 'nope nope nope' } })
		expect(wrong.status).toBe(403)
		const made = await app.api('POST', '/admin/recovery-codes', { token, body: { password: ADMIN_PASSWORD } })
		expect(made.status).toBe(200)
		expect(made.body.recovery_codes).toHaveLength(10)
		expect(made.body.recovery_codes).not.toContain(recoveryCodes[0])
		const old = await secondStep(app, { token: await passwordStep(app), recovery_code: recoveryCodes[0]! })
		expect(old.body).toEqual({ error: 'Invalid code' })
		const fresh = await secondStep(app, { token: await passwordStep(app), recovery_code: made.body.recovery_codes[0] })
		expect(fresh.status).toBe(200)
	})

	it('new recovery codes need a second factor to stand in for (409)', async () => {
		const refused = await app.api('POST', '/admin/recovery-codes', { token, body: { password: ADMIN_PASSWORD } })
		expect(refused.status).toBe(409)
	})

	it('wrong passwords count with failed sign-ins (429), so a stolen session cannot guess it', async () => {
		await enrolTotp(app, token)
		const attempt = () => app.api('DELETE', '/admin/totp', { token, body: { password: 'guess guess guess' } })
		for (let n = 0; n < 5; n++) expect((await attempt()).status).toBe(403)
		const throttled = await attempt()
		expect(throttled.status).toBe(429)
		expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
	})

	it('every call needs the session, and writes from another site are refused', async () => {
		expect((await app.api('GET', '/admin/second-factors')).status).toBe(401)
		expect((await app.api('POST', '/admin/totp/setup')).status).toBe(401)
		const evil = { origin: 'https://evil.example' }
		expect((await app.api('POST', '/admin/totp/setup', { token, headers: evil })).status).toBe(403)
		const body = { password: ADMIN_PASSWORD }
		expect((await app.api('POST', '/admin/recovery-codes', { token, body, headers: evil })).status).toBe(403)
		expect(
			(await app.api('POST', '/admin/login/second-step', { body: { token: 'x', code: '1' }, headers: evil })).status,
		).toBe(403)
	})
})
