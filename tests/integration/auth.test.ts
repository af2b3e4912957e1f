import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { authenticate } from '#server/auth/admin-account.ts'
import { FREE_SIGN_IN_ATTEMPTS } from '#server/auth/sign-in-delays.ts'
import { loadConfig } from '#server/config.ts'
import { createApp } from '#server/create-app.ts'
import { cheapPasswordHash } from '#tests/helpers/admin-password.ts'
import { createPostgresDatabase, usingPostgres } from '#tests/helpers/database.ts'
import { captureLogs } from '#tests/helpers/logs.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type ApiResponse, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const COOKIE = 'sigma_auth_token'
const WRONG_PASSWORD = 'not the password at all'
const EVIL_ORIGIN = 'https://evil.example'

type CallOptions = { token?: string; headers?: Record<string, string> }

/** The two ways a session travels: the cookie browsers send, and the bearer header API clients send. */
const carriers: Record<'cookie' | 'bearer', (token: string) => CallOptions> = {
	cookie: (token) => ({ headers: { cookie: `${COOKIE}=${token}` } }),
	bearer: (token) => ({ token }),
}

const login = (target: TestApp, email = ADMIN_EMAIL, password = ADMIN_PASSWORD, headers?: Record<string, string>) =>
	target.api('POST', '/admin/login', { body: { email, password }, headers })

/** A write that needs a session. */
const writeFaq = (target: TestApp, options: CallOptions = {}) =>
	target.api('POST', '/faqs', { body: { question: 'Is this signed in?', answer: 'Let us see.' }, ...options })

/** A read that needs a session and changes nothing. */
const readPrivate = (target: TestApp, options: CallOptions = {}) => target.api('GET', '/contact_submissions', options)

type SetCookie = { name: string; value: string; attributes: Map<string, string> }

function sessionCookie(response: ApiResponse): SetCookie {
	const headers = response.headers.getSetCookie().filter((header) => header.startsWith(`${COOKIE}=`))
	expect(headers).toHaveLength(1)
	const [pair = '', ...rest] = (headers[0] ?? '').split(';').map((part) => part.trim())
	const separator = pair.indexOf('=')
	const attributes = new Map(
		rest.map((attribute) => {
			const [key = '', ...value] = attribute.split('=')
			return [key.toLowerCase(), value.join('=')] as const
		}),
	)
	return { name: pair.slice(0, separator), value: pair.slice(separator + 1), attributes }
}

function expectJsonError(response: ApiResponse, status: number) {
	expect(response.status).toBe(status)
	expect(response.headers.get('content-type')).toMatch(/^application\/json/)
	expect(typeof response.body?.error).toBe('string')
	expect(response.text).not.toMatch(/<html|at .+\.ts:\d+/i)
}

async function freshToken(target: TestApp): Promise<string> {
	const response = await login(target)
	expect(response.status).toBe(200)
	return response.body.token as string
}

const sessionHashes = async (target: TestApp) =>
	(await target.services.db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash)

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())
// Each test starts with a clean failure count, so the failed sign-ins of one never throttle another.
beforeEach(async () => {
	await app.services.db.deleteFrom('rate_limits').execute()
})

describe('POST /admin/login', () => {
	it('answers the token and sets it as an HttpOnly, SameSite=Lax, one-day cookie (not Secure over plain HTTP)', async () => {
		const response = await login(app)
		expect(response.status).toBe(200)
		expect(response.body).toEqual({ message: 'Login successful', token: expect.any(String) })
		expect(response.body.token).toMatch(/^[\w-]{43,}$/)
		expect(response.headers.get('cache-control')).toBe('no-store')

		const cookie = sessionCookie(response)
		expect(cookie.value).toBe(response.body.token)
		expect(cookie.attributes.get('max-age')).toBe('86400')
		expect(cookie.attributes.get('path')).toBe('/')
		expect(cookie.attributes.has('httponly')).toBe(true)
		expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax')
		expect(cookie.attributes.has('secure')).toBe(false)
	})

	it('does not believe X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
		const response = await login(app, ADMIN_EMAIL, ADMIN_PASSWORD, { 'x-forwarded-proto': 'https' })
		expect(response.status).toBe(200)
		expect(sessionCookie(response).attributes.has('secure')).toBe(false)
	})

	it.each([
		['a wrong password', ADMIN_EMAIL, WRONG_PASSWORD],
		['an unknown e-mail', 'nobody@example.com', ADMIN_PASSWORD],
	])('refuses %s with the same 401 and no cookie', async (_label, email, password) => {
		const response = await login(app, email, password)
		expectJsonError(response, 401)
		expect(response.body).toEqual({ error: 'Invalid email or password' })
		expect(response.headers.getSetCookie()).toEqual([])
	})

	it('accepts the e-mail in any case (and with stray spaces)', async () => {
		const response = await login(app, `  ${ADMIN_EMAIL.toUpperCase()} `)
		expect(response.status).toBe(200)
		expect(response.body.message).toBe('Login successful')
	})

	it.each([
		['no fields', {}],
		['no password', { email: ADMIN_EMAIL }],
		['no e-mail', { password: ADMIN_PASSWORD }],
		['a numeric e-mail', { email: 42, password: ADMIN_PASSWORD }],
		['an array password', { email: ADMIN_EMAIL, password: [ADMIN_PASSWORD] }],
		['a null password', { email: ADMIN_EMAIL, password: null }],
		['a JSON array', [ADMIN_EMAIL, ADMIN_PASSWORD]],
	])('answers 400 JSON to a body with %s', async (_label, body) => {
		expectJsonError(await app.api('POST', '/admin/login', { body }), 400)
	})

	it.each([
		['malformed JSON', '{"email": "admin@example.com", "password": ', 'application/json'],
		['a bare JSON string', '"admin@example.com"', 'application/json'],
		['a body that is not JSON at all', `email=${ADMIN_EMAIL}&password=x`, 'application/x-www-form-urlencoded'],
	])('answers 400 JSON to %s', async (_label, body, contentType) => {
		const response = await app.api('POST', '/admin/login', { body, headers: { 'content-type': contentType } })
		expectJsonError(response, 400)
	})
})

describe('sessions', () => {
	it.each(Object.entries(carriers))('the %s alone authorises a write', async (_label, carry) => {
		const token = await app.adminToken()
		const response = await writeFaq(app, carry(token))
		expect(response.status).toBe(201)
		expect(response.body.question).toBe('Is this signed in?')
	})

	it.each([
		['no session', {}],
		['an unknown bearer token', carriers.bearer('x'.repeat(43))],
		['an unknown cookie', carriers.cookie('x'.repeat(43))],
		['a malformed Authorization header', { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } }],
	])('refuses a write with %s: 401 JSON', async (_label, options) => {
		expectJsonError(await writeFaq(app, options), 401)
		expectJsonError(await readPrivate(app, options), 401)
	})

	it('stores only a hash of the token', async () => {
		const token = await app.adminToken()
		const hashes = await sessionHashes(app)
		expect(hashes.length).toBeGreaterThan(0)
		for (const hash of hashes) expect(hash).not.toContain(token)
	})

	/** A new session, usable now, and the hash under which it is stored. */
	async function newSession() {
		const before = new Set(await sessionHashes(app))
		const token = await freshToken(app)
		const created = (await sessionHashes(app)).filter((hash) => !before.has(hash))
		expect(created).toHaveLength(1)
		expect((await readPrivate(app, { token })).status).toBe(200)
		const setColumn = (column: 'expires_at' | 'last_seen_at', msAgo: number) =>
			app.services.db
				.updateTable('sessions')
				.set({ [column]: new Date(Date.now() - msAgo).toISOString() })
				.where('token_hash', '=', created[0] ?? '')
				.execute()
		return { token, setColumn }
	}

	it('refuses a session once it has expired (24 hours after sign-in)', async () => {
		const { token, setColumn } = await newSession()
		await setColumn('expires_at', 1000)
		expectJsonError(await readPrivate(app, { token }), 401)
	})

	it('refuses a session unused for over 2 hours, and keeps one in use alive', async () => {
		const idle = await newSession()
		await idle.setColumn('last_seen_at', 2 * 60 * 60 * 1000 + 1000)
		expectJsonError(await readPrivate(app, { token: idle.token }), 401)

		const active = await newSession()
		await active.setColumn('last_seen_at', 2 * 60 * 60 * 1000 - 60_000)
		expect((await readPrivate(app, { token: active.token })).status).toBe(200)
		// That use counted: the session is seen as fresh again.
		await new Promise((resolve) => setTimeout(resolve, 10))
		expect((await readPrivate(app, { token: active.token })).status).toBe(200)
		const row = await app.services.db
			.selectFrom('sessions')
			.select('last_seen_at')
			.orderBy('created_at', 'desc')
			.executeTakeFirst()
		expect(Date.now() - Date.parse(row?.last_seen_at ?? '')).toBeLessThan(60_000)
	})
})

describe('POST /admin/logout', () => {
	it.each(Object.entries(carriers))(
		'with the %s, ends that session on the server and clears the cookie',
		async (_label, carry) => {
			const token = await freshToken(app)
			const response = await app.api('POST', '/admin/logout', carry(token))
			expect(response.status).toBe(200)
			const cookie = sessionCookie(response)
			expect(cookie.value).toBe('')
			const expires = cookie.attributes.get('expires')
			expect(cookie.attributes.get('max-age') === '0' || Date.parse(expires ?? '') <= Date.now()).toBe(true)
			expect(cookie.attributes.get('path')).toBe('/')

			for (const again of Object.values(carriers)) expectJsonError(await readPrivate(app, again(token)), 401)
			expectJsonError(await app.api('POST', '/admin/logout', carry(token)), 401)
			// Other sessions live on.
			expect((await readPrivate(app, { token: await app.adminToken() })).status).toBe(200)
		},
	)

	it('answers 401 without a session', async () => {
		expectJsonError(await app.api('POST', '/admin/logout'), 401)
	})
})

describe('cross-origin writes', () => {
	it.each([
		['Origin names another site', { origin: EVIL_ORIGIN }],
		['Origin is "null" (a sandboxed page)', { origin: 'null' }],
		['there is no Origin but Sec-Fetch-Site says cross-site', { 'sec-fetch-site': 'cross-site' }],
	])('are refused with 403 when %s, even with a valid session', async (_label, headers) => {
		const token = await app.adminToken()
		expectJsonError(await writeFaq(app, { token, headers }), 403)
		expectJsonError(await login(app, ADMIN_EMAIL, ADMIN_PASSWORD, headers), 403)
	})

	it.each([
		['Origin is the site itself', () => ({ origin: app.url })],
		['Sec-Fetch-Site says same-origin', () => ({ 'sec-fetch-site': 'same-origin' })],
		[
			'Origin is "null" but Sec-Fetch-Site says same-origin (a form post under a strict referrer policy)',
			() => ({
				origin: 'null',
				'sec-fetch-site': 'same-origin',
			}),
		],
	])('pass when %s', async (_label, headers) => {
		const response = await writeFaq(app, { token: await app.adminToken(), headers: headers() })
		expect(response.status).toBe(201)
	})

	it('leave reads alone', async () => {
		const response = await app.api('GET', '/faqs', { headers: { origin: EVIL_ORIGIN } })
		expect(response.status).toBe(200)
	})
})

describe('throttling failed sign-ins', () => {
	const fail = () => login(app, ADMIN_EMAIL, WRONG_PASSWORD)
	async function failTimes(count: number) {
		for (let attempt = 0; attempt < count; attempt++) expect((await fail()).status).toBe(401)
	}

	it(`answers 429 with Retry-After after ${FREE_SIGN_IN_ATTEMPTS} failures, even to the right password`, async () => {
		await failTimes(FREE_SIGN_IN_ATTEMPTS)
		const response = await login(app)
		expectJsonError(response, 429)
		expect(response.body.error).toMatch(/too many/i)
		const retryAfter = Number(response.headers.get('retry-after'))
		expect(Number.isInteger(retryAfter)).toBe(true)
		expect(retryAfter).toBeGreaterThan(0)
		expect(retryAfter).toBeLessThanOrEqual(15 * 60)
		expect(response.headers.getSetCookie()).toEqual([])
	})

	it('starts counting again after a successful sign-in', async () => {
		await failTimes(FREE_SIGN_IN_ATTEMPTS - 1)
		expect((await login(app)).status).toBe(200)
		await failTimes(1)
		// Without the reset this would be failure number FREE_SIGN_IN_ATTEMPTS + 1.
		expect((await login(app)).status).toBe(200)
	})

	it('lets no more than the limit through when the guesses arrive all at once', async () => {
		const responses = await Promise.all(Array.from({ length: FREE_SIGN_IN_ATTEMPTS * 2 }, fail))
		const statuses = responses.map((response) => response.status)
		const count = (status: number) => statuses.filter((each) => each === status).length
		expect(count(401)).toBeLessThanOrEqual(FREE_SIGN_IN_ATTEMPTS)
		expect(count(429)).toBeGreaterThanOrEqual(FREE_SIGN_IN_ATTEMPTS)
		expect(count(401) + count(429)).toBe(statuses.length)
	})
})

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
	let proxied: TestApp
	beforeAll(async () => {
		proxied = await startTestApp({ TRUST_PROXY: '1' })
	})
	afterAll(() => proxied.close())

	it('marks the cookie Secure when the proxy says the request came over HTTPS', async () => {
		const response = await login(proxied, ADMIN_EMAIL, ADMIN_PASSWORD, { 'x-forwarded-proto': 'https' })
		expect(response.status).toBe(200)
		expect(sessionCookie(response).attributes.has('secure')).toBe(true)
	})
})

describe('the admin account at start', () => {
	const cleanups: Array<() => Promise<void>> = []
	afterAll(async () => {
		for (const cleanup of cleanups.reverse()) await cleanup()
	})

	/** A database of its own, opened by createApp as many times as a test likes, as successive starts. */
	async function freshDatabase() {
		const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-bootstrap-'))
		const postgres = usingPostgres ? await createPostgresDatabase() : undefined
		cleanups.push(async () => {
			await postgres?.drop()
			await fs.rm(dataDir, { recursive: true, force: true })
		})
		return async (env: Record<string, string>) => {
			const config = loadConfig({
				NODE_ENV: 'test',
				DATA_DIR: dataDir,
				DATABASE_URL: postgres?.url ?? '',
				SAMPLE_CONTENT: '0',
				LOG_REQUESTS: '0',
				...env,
			})
			const notices: string[] = []
			const instance = await createApp({ config, announce: (text) => notices.push(text) })
			cleanups.push(() => instance.close())
			return { db: instance.services.db, notices }
		}
	}

	it('generates and announces a password when ADMIN_PASSWORD is unset, and keeps the account on restart', async () => {
		const start = await freshDatabase()
		const first = await start({})
		expect(first.notices).toHaveLength(1)
		const password = first.notices[0]?.match(/password (\S+)/)?.[1] ?? ''
		expect(password.length).toBeGreaterThanOrEqual(16)
		expect(first.notices[0]).toContain('admin@example.com')
		expect(await authenticate(first.db, 'admin@example.com', password)).toBeDefined()

		// A restart with other credentials in the environment neither overwrites nor announces anything.
		const second = await start({ ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'another long password' })
		expect(second.notices).toEqual([])
		expect(await authenticate(second.db, 'admin@example.com', password)).toBeDefined()
		expect(await authenticate(second.db, 'other@example.com', 'another long password')).toBeUndefined()
		expect(await second.db.selectFrom('admin_users').select('email').execute()).toEqual([
			{ email: 'admin@example.com' },
		])
	})

	it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, without announcing them', async () => {
		const start = await freshDatabase()
		const { db, notices } = await start({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'a long enough password' })
		expect(notices).toEqual([])
		expect(await authenticate(db, 'boss@example.com', 'a long enough password')).toBeDefined()
		const stored = await db.selectFrom('admin_users').select('password_hash').executeTakeFirstOrThrow()
		expect(stored.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/)
	})

	it('stores ADMIN_PASSWORD_HASH as it is given, and the password it hashes signs in', async () => {
		const start = await freshDatabase()
		const hash = await cheapPasswordHash('a hashed long password')
		const logs = captureLogs('warn')
		const { db, notices } = await start({
			ADMIN_EMAIL: 'Hashed@Example.com',
			ADMIN_PASSWORD_HASH: hash,
			LOG_LEVEL: 'warn',
		})
		logs.restore()
		expect(notices).toEqual([])
		// Cheaper than a new password's: said at start, without the hash.
		expect(logs.entries()).toEqual([
			expect.objectContaining({
				level: 'warn',
				msg: expect.stringMatching(/^ADMIN_PASSWORD_HASH is cheaper/),
				N: 1024,
			}),
		])
		expect(logs.lines.join('\n')).not.toContain(hash)
		expect(await db.selectFrom('admin_users').select(['email', 'password_hash']).execute()).toEqual([
			{ email: 'hashed@example.com', password_hash: hash },
		])
		expect(await authenticate(db, 'hashed@example.com', 'a hashed long password')).toBeDefined()
		expect(await authenticate(db, 'hashed@example.com', 'a hashed long passworD')).toBeUndefined()
	})
})
