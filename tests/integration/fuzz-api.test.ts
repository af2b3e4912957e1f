import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTENT_TABLES } from '#server/ops/backup.ts'
import { untyped } from '#tests/helpers/database.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

/**
 * Property: whatever arrives (any route and method, any body, content type, query string, header or path
 * parameter), the API answers below 500, in JSON, without a stack trace, and without a session nothing
 * changes (but the one public write, POST /contact).
 */

const COLLECTIONS = [
	'/partners',
	'/faqs',
	'/testimonials',
	'/applications',
	'/products',
	'/consulting',
	'/blogs',
	'/careers',
]
const SINGLE_PATHS = [
	'/contact',
	'/contact_submissions',
	'/contact_submissions.csv',
	'/admin/login',
	'/admin/logout',
	'/upload',
	'/healthz',
	'/readyz',
]
/** Paths with an id below them: the collections and the inbox. */
const ITEM_BASES = [...COLLECTIONS, '/contact_submissions']
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const
// The content and the admin account (contact submissions change by design: POST /contact is public; the
// audit log records failed sign-ins).
const TABLES = [
	'admin_users',
	'passkeys',
	'recovery_codes',
	...CONTENT_TABLES.filter((t) => t !== 'contact_submissions'),
]

const pathParam = fc.oneof(
	fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
	fc.string({ maxLength: 12 }).map(encodeURIComponent),
	fc.constantFrom(
		'1',
		'0',
		'01',
		'1e3',
		'..',
		'%2e%2e',
		'%00',
		'null',
		'undefined',
		'-1',
		'9'.repeat(30),
		'1;drop table faqs',
	),
)
const path = fc.oneof(
	fc.constantFrom(...COLLECTIONS, ...SINGLE_PATHS),
	fc.tuple(fc.constantFrom(...ITEM_BASES), pathParam).map(([base, id]) => `${base}/${id}`),
)
const query = fc.option(
	fc
		.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 12 }), { maxKeys: 3 })
		.map((entries) => `?${new URLSearchParams(entries)}`),
	{ nil: '' },
)
const body = fc.oneof(
	fc.constant(undefined),
	fc.json({ maxDepth: 3 }),
	fc
		.jsonValue({ maxDepth: 2 })
		.map((value) => JSON.stringify({ question: value, answer: value, title: value, picture: value, stars: value })),
	fc.string({ maxLength: 200 }),
	fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
	fc
		.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }))
		.map((entries) => new URLSearchParams(entries).toString()),
)
const contentType = fc.constantFrom(
	undefined,
	'application/json',
	'application/json; charset=utf-16',
	'application/x-www-form-urlencoded',
	'multipart/form-data; boundary=xyz',
	'multipart/form-data',
	'text/plain',
	'image/png',
	'application/xml',
)
const extraHeaders = fc.dictionary(
	fc.constantFrom(
		'accept',
		'accept-encoding',
		'cookie',
		'authorization',
		'x-forwarded-for',
		'range',
		'if-none-match',
		'origin',
		'sec-fetch-site',
	),
	fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
	{ maxKeys: 3 },
)

const request = fc.record({
	method: fc.constantFrom(...METHODS),
	target: path,
	search: query,
	payload: body,
	type: contentType,
	headers: extraHeaders,
})
type Request = typeof request extends fc.Arbitrary<infer T> ? T : never

/** Sends one request and checks what every answer must be; returns the status. */
async function send({ method, target, search, payload, type, headers }: Request, token?: string) {
	const init: RequestInit = {
		method,
		headers: {
			...headers,
			...(type ? { 'content-type': type } : {}),
			...(token ? { authorization: `Bearer ${token}` } : {}),
		},
	}
	if (payload !== undefined && method !== 'GET' && method !== 'HEAD') init.body = payload
	const response = await fetch(app.url + target + search, init)
	const text = await response.text()
	expect(response.status, `${method} ${target}${search}`).toBeLessThan(500)
	expect(text).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/)
	// fetch resolves dot segments itself (/faqs/.. is /): judge the path that was really asked for.
	const asked = new URL(response.url).pathname
	const isApiPath = [...COLLECTIONS, ...SINGLE_PATHS].some((base) => asked === base || asked.startsWith(`${base}/`))
	// Every answer is JSON, but the CSV export itself.
	const csvExport = response.status === 200 && asked === '/contact_submissions.csv'
	if (text && method !== 'HEAD' && isApiPath && !csvExport) {
		expect(response.headers.get('content-type'), `${method} ${target}`).toMatch(/application\/json/)
		expect(() => JSON.parse(text)).not.toThrow()
	}
	const publicWrite = method === 'POST' && target === '/contact'
	if (!token && !['GET', 'HEAD', 'OPTIONS'].includes(method) && !publicWrite) {
		expect(response.status, `${method} ${target} without a session`).toBeGreaterThanOrEqual(300)
	}
	return response.status
}

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
	const token = await app.adminToken()
	// Something to change or delete, so that a refused write is visible as "nothing changed".
	await app.api('POST', '/faqs', { token, body: { question: 'Q', answer: 'A' } })
	await app.api('POST', '/careers', { token, body: { position_name: 'P', job_description: 'D' } })
})
afterAll(() => app.close())

async function snapshot() {
	const rows: Record<string, unknown[]> = {}
	for (const table of TABLES)
		// Every table has an id but the singletons', keyed by their name.
		rows[table] = await untyped(app.services.db)
			.selectFrom(table)
			.selectAll()
			.orderBy(table === 'singletons' ? 'name' : 'id')
			.execute()
	return rows
}

describe('the API under arbitrary requests', () => {
	it('never fails, never leaks, and changes nothing without a session', async () => {
		const before = await snapshot()
		await fc.assert(
			fc.asyncProperty(request, async (args) => void (await send(args))),
			{ numRuns: 600 },
		)
		expect(await snapshot()).toEqual(before)
	}, 120_000)

	it('never fails nor leaks with a session either', async () => {
		const token = await app.adminToken()
		await fc.assert(
			fc.asyncProperty(request, async (args) => void (await send(args, token))),
			{ numRuns: 600 },
		)
	}, 120_000)
})
