// The rule that every account needs a second factor (docs/design.md §15, server/auth/security-policy.ts): an
// administrator's switch, refused without a factor of their own; while it is on, a session of an account
// with neither a passkey nor the authenticator app may only set one up and sign out (the API answers 403,
// the screens send it to the Security screen), sessions opened before included, until it has one.
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { resetSecondFactors } from '#server/auth/second-factors.ts'
import { OWN_FACTOR_FIRST } from '#server/auth/security-policy.ts'
import { TOAST_COOKIE } from '#server/cache/policy.ts'
import { requirePermission } from '#app/lib/auth.server.ts'
import { securityAction, securityScreen } from '#app/lib/security.server.ts'
import { addTeamMember, TEAM_PASSWORD } from '#tests/helpers/team.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { auditActions, enrolTotp } from '#tests/helpers/two-factor.ts'

const SET_UP_FIRST = { error: 'Set up a second factor first' }

let app: TestApp
let admin: string
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app?.close())
beforeEach(async () => {
	const { db } = app.services
	await resetSecondFactors(db)
	await db.deleteFrom('security_policy').execute()
	await db.deleteFrom('audit_log').execute()
	await db.deleteFrom('rate_limits').execute()
	admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)
})

async function signIn(email: string, password: string): Promise<string> {
	const response = await app.api('POST', '/admin/login', { body: { email, password } })
	expect(response.status, response.text).toBe(200)
	return response.body.token as string
}

const setRule = (token: string, required: boolean) =>
	app.api('PUT', '/admin/security-policy', { token, body: { require_second_factor: required } })

/** Turns the rule on as an administrator with the authenticator app. */
async function turnOn() {
	await enrolTotp(app, admin)
	const answer = await setRule(admin, true)
	expect(answer.status, answer.text).toBe(200)
}

const context = () =>
	({ services: app.services, clientAddress: '127.0.0.1', requestId: 'test', cspNonce: '' }) as AppLoadContext
const screenRequest = (path: string, token: string, form?: Record<string, string>) =>
	new Request(`http://localhost${path}`, {
		method: form ? 'POST' : 'GET',
		headers: { authorization: `Bearer ${token}` },
		...(form && { body: new URLSearchParams(form) }),
	})
/** What an admin loader's first line answers: the user, or the Response it throws (a redirect, a 403). */
async function screenAnswer(token: string, path = '/dashboard') {
	try {
		await requirePermission(screenRequest(path, token), context(), { permission: 'admin.enter' })
		return { status: 200 }
	} catch (thrown) {
		if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
		return { status: (thrown as { init?: ResponseInit }).init?.status }
	}
}

describe('the switch', () => {
	it('is off at first, and the sign-in answers as it always did', async () => {
		const response = await app.api('POST', '/admin/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
		expect(Object.keys(response.body).sort()).toEqual(['message', 'token'])
		expect(response.body.message).toBe('Login successful')
		expect(response.headers.getSetCookie()).toEqual([
			`sigma_auth_token=${response.body.token}; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax`,
		])
		expect(await app.api('GET', '/admin/security-policy', { token: admin })).toMatchObject({
			status: 200,
			body: { require_second_factor: false },
		})
	})

	it('is an administrator’s', async () => {
		const editor = await addTeamMember(app.services.db, { role: 'editor' })
		expect(await app.api('GET', '/admin/security-policy', { token: editor.token })).toMatchObject({
			status: 403,
			body: { error: 'Your account may not do this' },
		})
		expect((await setRule(editor.token, true)).status).toBe(403)
		const screen = await securityScreen(screenRequest('/dashboard/security', editor.token), context())
		expect(screen.rule).toBeUndefined()
		expect((await securityScreen(screenRequest('/dashboard/security', admin), context())).rule).toEqual({
			required: false,
		})
	})

	it('needs a second factor of the administrator’s own to turn on, and is recorded', async () => {
		expect(await setRule(admin, true)).toMatchObject({ status: 409, body: { error: OWN_FACTOR_FIRST } })
		expect(await setRule(admin, 'yes' as unknown as boolean)).toMatchObject({ status: 400 })
		await turnOn()
		expect(await app.api('GET', '/admin/security-policy', { token: admin })).toMatchObject({
			body: { require_second_factor: true },
		})
		const entries = (await auditActions(app)).filter((entry) => entry.action === 'security-policy-changed')
		expect(entries).toMatchObject([{ user_id: 1, detail: { require_second_factor: true } }])
		// The same again changes nothing, and records nothing.
		expect((await setRule(admin, true)).status).toBe(200)
		expect((await auditActions(app)).filter((entry) => entry.action === 'security-policy-changed')).toHaveLength(1)
	})

	it('is the Security screen’s form too, whose toast says what changed', async () => {
		await enrolTotp(app, admin)
		/** Posts the form (the box ticked or not): where it goes, and its toast. */
		const post = async (ticked: boolean) => {
			const form = { intent: 'second-factor-rule', ...(ticked && { require_second_factor: 'on' }) }
			const answer = (await securityAction({
				request: screenRequest('/dashboard/security', admin, form),
				context: context(),
			})) as Response
			const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${TOAST_COOKIE}=`))!
			const toast = JSON.parse(Buffer.from(cookie.split(';')[0]!.split('=')[1]!, 'base64url').toString()) as {
				message: string
			}
			return { location: answer.headers.get('location'), message: toast.message }
		}
		const rule = async () => (await app.api('GET', '/admin/security-policy', { token: admin })).body
		const to = '/dashboard/security'
		expect(await post(true)).toEqual({ location: to, message: 'Every account now needs a second factor' })
		expect(await rule()).toEqual({ require_second_factor: true })
		expect(await post(true)).toEqual({ location: to, message: 'The rule is as it was' })
		expect(await post(false)).toEqual({ location: to, message: 'A second factor is no longer required of everyone' })
		expect(await rule()).toEqual({ require_second_factor: false })
	})
})

describe('while it is on, an account without a second factor', () => {
	it('may only set one up and sign out, in a session opened before the rule too', async () => {
		const editor = await addTeamMember(app.services.db, { role: 'editor' })
		expect((await app.api('GET', '/contact_submissions', { token: editor.token })).status).toBe(200)
		await turnOn()

		for (const [method, path, body] of [
			['GET', '/contact_submissions'],
			['GET', '/admin/sessions'],
			['GET', '/media'],
			['POST', '/faqs', { question: 'Q?', answer: 'A.' }],
			['PUT', '/admin/security-policy', { require_second_factor: false }],
		] as const) {
			const answer = await app.api(method, path, { token: editor.token, body })
			expect([`${method} ${path}`, answer.status, answer.body]).toEqual([`${method} ${path}`, 403, SET_UP_FIRST])
		}
		// Public reads answer them as a visitor.
		expect((await app.api('GET', '/faqs', { token: editor.token })).status).toBe(200)
		// What setting one up takes.
		expect((await app.api('GET', '/admin/second-factors', { token: editor.token })).status).toBe(200)
		expect((await app.api('GET', '/admin/passkeys', { token: editor.token })).status).toBe(200)
		const options = await app.api('POST', '/admin/passkeys/registration-options', { token: editor.token })
		expect(options.status).toBe(200)
		// The administrator, with a factor, goes on as before.
		expect((await app.api('GET', '/contact_submissions', { token: admin })).status).toBe(200)

		await enrolTotp(app, editor.token)
		expect((await app.api('GET', '/contact_submissions', { token: editor.token })).status).toBe(200)
	})

	it('is sent to the Security screen by every other screen, which says why', async () => {
		const author = await addTeamMember(app.services.db, { role: 'author' })
		await turnOn()
		// The sign-in answer is the login's as ever: the rule is in what the session may do.
		const token = await signIn(author.email, TEAM_PASSWORD)
		for (const path of ['/dashboard', '/dashboard/media', '/dashboard/sessions']) {
			expect(await screenAnswer(token, path)).toEqual({ status: 302, location: '/dashboard/security' })
		}
		const screen = await securityScreen(screenRequest('/dashboard/security', token), context())
		expect(screen.setUpOnly).toBe(true)
		// Its forms: setting the app up, yes; anything else is sent back to set one up.
		const setup = await securityAction({
			request: screenRequest('/dashboard/security', token, { intent: 'totp-setup' }),
			context: context(),
		})
		expect((setup as { data: { kind: string } }).data.kind).toBe('totp-setup')
		const other = await securityAction({
			request: screenRequest('/dashboard/security', token, { intent: 'recovery-codes', password: TEAM_PASSWORD }),
			context: context(),
		}).catch((thrown: unknown) => thrown)
		expect((other as Response).headers.get('location')).toBe('/dashboard/security')

		expect((await app.api('POST', '/admin/logout', { token })).status).toBe(200)
		expect(await screenAnswer(token)).toEqual({ status: 401 })
	})

	it('goes on freely the moment the rule is off', async () => {
		const author = await addTeamMember(app.services.db, { role: 'author' })
		await turnOn()
		expect(await screenAnswer(author.token)).toEqual({ status: 302, location: '/dashboard/security' })
		expect((await setRule(admin, false)).status).toBe(200)
		expect(await screenAnswer(author.token)).toEqual({ status: 200 })
		expect((await app.api('GET', '/media', { token: author.token })).status).toBe(200)
	})
})
