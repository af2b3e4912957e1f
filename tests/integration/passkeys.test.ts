// Passkeys (ADR 0029): adding, listing and removing them, and signing in with one, through the
// real API on both databases, with a software authenticator (tests/helpers/webauthn.ts) whose payloads
// can be broken one check at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RECOVERY_CODE_COUNT } from '#server/auth/recovery-codes.ts'
import { FREE_SIGN_IN_ATTEMPTS } from '#server/auth/sign-in-delays.ts'
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import {
	enrolTotp,
	expectSecondStepAsked,
	login,
	passwordStep,
	registerPasskey,
	setUpTwoFactorApp,
} from '#tests/helpers/two-factor.ts'
import { FLAGS, SoftAuthenticator, type Tamper } from '#tests/helpers/webauthn.ts'

const PUBLIC_URL = 'https://admin.example.test'
const COOKIE = 'sigma_auth_token'

// Every test starts from an account without factors, a clean sign-in throttle and audit log, and a session.
let app: TestApp
let token: string
setUpTwoFactorApp(
	(started, session) => {
		app = started
		token = session
	},
	{ PUBLIC_URL },
)

type Options = { token: string; options: { challenge: string; rp: { id: string }; user: { id: string } } }

const registrationOptions = async () => {
	const response = await app.api<Options>('POST', '/admin/passkeys/registration-options', { token })
	expect(response.status).toBe(200)
	return response.body
}

const register = (authenticator: SoftAuthenticator, name?: string, tamper?: Tamper) =>
	registerPasskey(app, token, authenticator, name, tamper)

async function signInOptions() {
	const response = await app.api('POST', '/admin/passkeys/sign-in/options')
	expect(response.status).toBe(200)
	return response.body as { token: string; options: { challenge: string; rpId: string } }
}

async function signIn(authenticator: SoftAuthenticator, tamper?: Tamper) {
	const { token: ceremony, options } = await signInOptions()
	const response = authenticator.authenticate(options, tamper)
	return app.api('POST', '/admin/passkeys/sign-in', { body: { token: ceremony, response } })
}

const remove = (id: number, body: unknown) => app.api('DELETE', `/admin/passkeys/${id}`, { body, token })

/** The audit log's entries of `action`, the latest first. */
const auditOf = (action: string) =>
	app.services.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute()

const newAuthenticator = (options?: { counting?: boolean; synced?: boolean }) =>
	new SoftAuthenticator(PUBLIC_URL, options)

describe('adding a passkey', () => {
	it('asks for a discoverable credential with user verification, for the relying party of PUBLIC_URL', async () => {
		const { options } = await registrationOptions()
		expect(options).toMatchObject({
			rp: { id: 'admin.example.test' },
			user: { name: 'admin@example.com' },
			attestation: 'none',
			excludeCredentials: [],
			authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
		})
	})

	it('keeps the passkey with its name, answers the ten recovery codes of the first factor, and audits it', async () => {
		const added = await register(newAuthenticator(), '  Laptop  ')
		expect(added.status, added.text).toBe(201)
		expect(added.body.passkey).toEqual({
			id: expect.any(Number),
			name: 'Laptop',
			created_at: expect.any(String),
			last_used_at: null,
			device_type: 'singleDevice',
			backed_up: false,
		})
		expect(added.body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT)
		expect(added.body.recovery_codes[0]).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/)

		const listed = await app.api('GET', '/admin/passkeys', { token })
		expect(listed.status).toBe(200)
		expect(listed.body).toEqual([added.body.passkey])

		const [entry] = await auditOf('passkey-added')
		expect(entry).toMatchObject({ detail: JSON.stringify({ name: 'Laptop' }), ip: expect.any(String) })
		expect(entry?.session).toMatch(/^[0-9a-f]{16}$/)
		expect(await auditOf('recovery-codes-created')).toHaveLength(1)
	})

	it('makes recovery codes with the first factor only: not for a second passkey, nor after the authenticator app', async () => {
		expect((await register(newAuthenticator())).body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT)
		const codes = await app.services.db.selectFrom('recovery_codes').select('code_hash').execute()
		const second = await register(newAuthenticator({ synced: true }))
		expect(second.status).toBe(201)
		expect(second.body).not.toHaveProperty('recovery_codes')
		// The codes shown with the first passkey still stand.
		expect(await app.services.db.selectFrom('recovery_codes').select('code_hash').execute()).toEqual(codes)

		await app.services.db.deleteFrom('passkeys').execute()
		await app.services.db.updateTable('admin_users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).execute()
		const afterApp = await register(newAuthenticator())
		expect(afterApp.status).toBe(201)
		expect(afterApp.body).not.toHaveProperty('recovery_codes')
	})

	it('names an unnamed passkey after its kind, and records whether it is synced', async () => {
		const synced = await register(newAuthenticator({ synced: true }), '')
		expect(synced.body.passkey).toMatchObject({ name: 'Synced passkey', device_type: 'multiDevice', backed_up: true })
		const bound = await register(newAuthenticator())
		expect(bound.body.passkey).toMatchObject({ name: 'Device-bound passkey', device_type: 'singleDevice' })
	})

	it('offers the registered passkeys as ones to exclude, and refuses one already registered', async () => {
		const authenticator = newAuthenticator()
		expect((await register(authenticator)).status).toBe(201)
		const { options } = await app.api('POST', '/admin/passkeys/registration-options', { token }).then((r) => r.body)
		expect(options.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }])
		const again = await register(authenticator)
		expect(again.status).toBe(400)
		expect(again.body.error).toBe('This passkey is already registered')
	})

	it('refuses a name over 60 characters, and an answer that is not WebAuthn-shaped', async () => {
		const long = await register(newAuthenticator(), 'x'.repeat(61))
		expect(long.status).toBe(400)
		expect(long.body.fields).toHaveProperty(['name'])
		const { token: ceremony } = await registrationOptions()
		for (const response of [{}, { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: '<>' } }]) {
			const answer = await app.api('POST', '/admin/passkeys', { body: { token: ceremony, response }, token })
			expect(answer.status).toBe(400)
		}
		expect(await app.api('GET', '/admin/passkeys', { token }).then((r) => r.body)).toEqual([])
	})

	it.each<[string, Tamper]>([
		['another origin', { origin: 'https://evil.example' }],
		['another relying party', { rpId: 'evil.example' }],
		['another challenge', { challenge: 'bm90IHRoZSBjaGFsbGVuZ2U' }],
		['no user verification', { flags: FLAGS.UP | FLAGS.AT }],
		['a sign-in answer', { type: 'webauthn.get' }],
	])('refuses an answer with %s', async (_case, tamper) => {
		const refused = await register(newAuthenticator(), 'Bad', tamper)
		expect(refused.status, refused.text).toBe(400)
		expect(refused.body.error).toBe('The passkey could not be verified. Please try again.')
		expect(await app.api('GET', '/admin/passkeys', { token }).then((r) => r.body)).toEqual([])
	})

	it('takes each registration token once, and only from the session of its admin', async () => {
		const authenticator = newAuthenticator()
		const { token: ceremony, options } = await registrationOptions()
		const response = authenticator.register(options)
		const body = { token: ceremony, response }
		expect((await app.api('POST', '/admin/passkeys', { body, token })).status).toBe(201)
		const replayed = await app.api('POST', '/admin/passkeys', { body, token })
		expect(replayed.status).toBe(400)
		expect(replayed.body.fields).toHaveProperty(['token'])
		expect((await app.api('POST', '/admin/passkeys', { body })).status).toBe(401)
	})
})

describe('signing in with a passkey', () => {
	it('needs no e-mail: the options name no credential and ask for user verification', async () => {
		const { options } = await signInOptions()
		expect(options).toMatchObject({ rpId: 'admin.example.test', allowCredentials: [], userVerification: 'required' })
	})

	it('opens a session as POST /admin/login does: the token, the same cookie; admin reads work with it', async () => {
		const authenticator = newAuthenticator()
		const added = await register(authenticator, 'Phone')
		const answer = await signIn(authenticator)
		expect(answer.status, answer.text).toBe(200)
		expect(answer.body).toEqual({ message: 'Login successful', token: expect.any(String) })
		const cookie = answer.headers.getSetCookie().find((header) => header.startsWith(`${COOKIE}=`))
		expect(cookie).toBe(`${COOKIE}=${answer.body.token}; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax`)

		const read = await app.api('GET', '/contact_submissions', { headers: { cookie: `${COOKIE}=${answer.body.token}` } })
		expect(read.status).toBe(200)
		const [listed] = (await app.api('GET', '/admin/passkeys', { token: answer.body.token })).body
		expect(listed).toMatchObject({ id: added.body.passkey.id, last_used_at: expect.any(String) })

		const session = await app.services.db
			.selectFrom('sessions')
			.select('method')
			.orderBy('created_at', 'desc')
			.execute()
		expect(session.map((row) => row.method)).toContain('passkey')
		const [entry] = await auditOf('sign-in')
		expect(entry?.detail).toBe(JSON.stringify({ method: 'passkey' }))
	})

	it('accepts an authenticator that keeps its counter at 0 (synced passkeys), again and again', async () => {
		const authenticator = newAuthenticator({ counting: false, synced: true })
		await register(authenticator)
		expect((await signIn(authenticator)).status).toBe(200)
		expect((await signIn(authenticator)).status).toBe(200)
	})

	it.each<[string, Tamper]>([
		['another origin', { origin: 'https://evil.example' }],
		['another relying party', { rpId: 'evil.example' }],
		['a challenge it was not given', { challenge: 'bm90IHRoZSBjaGFsbGVuZ2U' }],
		['no user verification', { flags: FLAGS.UP }],
		['a registration answer', { type: 'webauthn.create' }],
	])('refuses an answer with %s, and audits the failure', async (_case, tamper) => {
		const authenticator = newAuthenticator()
		await register(authenticator)
		const refused = await signIn(authenticator, tamper)
		expect(refused.status, refused.text).toBe(401)
		expect(refused.body).toEqual({ error: 'The passkey was not accepted' })
		expect(refused.headers.getSetCookie()).toEqual([])
		const [entry] = await auditOf('sign-in-failed')
		expect(entry).toMatchObject({ detail: JSON.stringify({ method: 'passkey' }), ip: expect.any(String) })
	})

	it('refuses a replayed answer: each challenge is used once', async () => {
		const authenticator = newAuthenticator()
		await register(authenticator)
		const { token: ceremony, options } = await signInOptions()
		const body = { token: ceremony, response: authenticator.authenticate(options) }
		expect((await app.api('POST', '/admin/passkeys/sign-in', { body })).status).toBe(200)
		expect((await app.api('POST', '/admin/passkeys/sign-in', { body })).status).toBe(401)
	})

	it('refuses a signature counter that went back (a cloned authenticator), and one that did not move', async () => {
		const authenticator = newAuthenticator()
		await register(authenticator)
		expect((await signIn(authenticator, { counter: 10 })).status).toBe(200)
		expect((await signIn(authenticator, { counter: 9 })).status).toBe(401)
		expect((await signIn(authenticator, { counter: 10 })).status).toBe(401)
		expect((await signIn(authenticator, { counter: 11 })).status).toBe(200)
	})

	it('refuses an unknown passkey, and one removed since', async () => {
		expect((await signIn(newAuthenticator())).status).toBe(401)
		const authenticator = newAuthenticator()
		const added = await register(authenticator)
		expect((await remove(added.body.passkey.id, { password: ADMIN_PASSWORD })).status).toBe(204)
		expect((await signIn(authenticator)).status).toBe(401)
	})

	it('counts attempts in the sign-in throttle of the address: after the free ones, 429 with Retry-After', async () => {
		const stranger = newAuthenticator()
		for (let attempt = 0; attempt < FREE_SIGN_IN_ATTEMPTS; attempt++) expect((await signIn(stranger)).status).toBe(401)
		const throttled = await signIn(stranger)
		expect(throttled.status).toBe(429)
		expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
	})

	it('refuses a body that is not a WebAuthn answer with 400', async () => {
		const { token: ceremony } = await signInOptions()
		const answer = await app.api('POST', '/admin/passkeys/sign-in', { body: { token: ceremony, response: { id: 1 } } })
		expect(answer.status).toBe(400)
	})
})

describe('removing a passkey', () => {
	it('needs the password; audits the removal; the last factor takes the recovery codes with it', async () => {
		const first = (await register(newAuthenticator(), 'Old key')).body.passkey
		const second = (await register(newAuthenticator(), 'New key')).body.passkey

		expect((await remove(first.id, {})).status).toBe(400)
		// Refused as every change that needs the password again is (server/auth/second-factors.ts).
		const wrong = await remove(first.id, { password: 'not the password at all' })
		expect(wrong.status).toBe(403)
		expect(wrong.body).toEqual({
			error: 'The password is not right',
			fields: { password: 'The password is not right' },
		})
		expect((await app.api('GET', '/admin/passkeys', { token })).body).toHaveLength(2)

		expect((await remove(first.id, { password: ADMIN_PASSWORD })).status).toBe(204)
		expect((await app.api('GET', '/admin/passkeys', { token })).body).toEqual([second])
		const [entry] = await auditOf('passkey-removed')
		expect(entry).toMatchObject({ detail: JSON.stringify({ name: 'Old key' }), session: expect.any(String) })
		expect(await app.services.db.selectFrom('recovery_codes').select('id').execute()).toHaveLength(RECOVERY_CODE_COUNT)

		expect((await remove(second.id, { password: ADMIN_PASSWORD })).status).toBe(204)
		expect(await app.services.db.selectFrom('recovery_codes').select('id').execute()).toEqual([])
		expect((await remove(second.id, { password: ADMIN_PASSWORD })).status).toBe(404)
	})

	it('counts wrong passwords in the sign-in throttle', async () => {
		const { id } = (await register(newAuthenticator())).body.passkey
		for (let attempt = 0; attempt < FREE_SIGN_IN_ATTEMPTS; attempt++) {
			expect((await remove(id, { password: 'wrong guess' })).status).toBe(403)
		}
		const throttled = await remove(id, { password: ADMIN_PASSWORD })
		expect(throttled.status).toBe(429)
		expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
	})

	it('keeps the recovery codes while the authenticator app stays, and the app keeps needing its step', async () => {
		const { id } = (await register(newAuthenticator())).body.passkey
		await enrolTotp(app, token)
		expect((await remove(id, { password: ADMIN_PASSWORD })).status).toBe(204)
		expect((await app.api('GET', '/admin/second-factors', { token })).body).toEqual({
			totp: true,
			passkeys: 0,
			recovery_codes_left: RECOVERY_CODE_COUNT,
		})
		expect((await login(app)).body.second_step.methods).toEqual(['totp', 'recovery_code'])
	})
})

describe('a password sign-in once a passkey exists', () => {
	it('answers 401 with the second step, whose methods hold passkey and recovery_code, and sets no cookie', async () => {
		await register(newAuthenticator())
		expectSecondStepAsked(await login(app), ['recovery_code', 'passkey'])
	})

	it('is finished by a passkey sign-in instead, which starts the throttle of the account again', async () => {
		const authenticator = newAuthenticator()
		await register(authenticator)
		// Four password steps left for a passkey would leave one free attempt; each passkey sign-in clears them.
		for (let attempt = 0; attempt < FREE_SIGN_IN_ATTEMPTS; attempt++) {
			await passwordStep(app)
			expect((await signIn(authenticator)).status).toBe(200)
		}
		expect((await login(app)).status).toBe(401)
	})
})

describe('the relying party without PUBLIC_URL', () => {
	let plain: TestApp
	let proxied: TestApp
	beforeAll(async () => {
		;[plain, proxied] = await Promise.all([startTestApp(), startTestApp({ TRUST_PROXY: '1' })])
	})
	afterAll(() => Promise.all([plain?.close(), proxied?.close()]))

	const forwarded = { 'x-forwarded-host': 'cms.example.org', 'x-forwarded-proto': 'https' }

	it("is the request's host; X-Forwarded-Host counts only behind a trusted proxy", async () => {
		const direct = await plain.api('POST', '/admin/passkeys/sign-in/options', { headers: forwarded })
		expect(direct.body.options.rpId).toBe('127.0.0.1')
		const behindProxy = await proxied.api('POST', '/admin/passkeys/sign-in/options', { headers: forwarded })
		expect(behindProxy.body.options.rpId).toBe('cms.example.org')
	})

	it('verifies against the origin the request reached', async () => {
		const authenticator = new SoftAuthenticator(plain.url)
		const added = await registerPasskey(plain, await plain.adminToken(), authenticator)
		expect(added.status, added.text).toBe(201)
		const signInWith = async (headers?: Record<string, string>) => {
			const started = (await plain.api('POST', '/admin/passkeys/sign-in/options')).body
			const body = { token: started.token, response: authenticator.authenticate(started.options) }
			return plain.api('POST', '/admin/passkeys/sign-in', { body, headers })
		}
		expect((await signInWith()).status).toBe(200)
		// A forged forwarded host does not move the expected origin of an app that trusts no proxy.
		expect((await signInWith(forwarded)).status).toBe(200)
	})
})
