/**
 * Shared tables for the content JSON API tests (docs/design.md §3): every collection answers the same way,
 * so the common behaviour is described once here and each test file adds what is special to its entities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentTypes } from '#server/content/registry.ts'
import { type ApiResponse, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

export type Fields = Record<string, unknown>
export type Item = Fields & { id: number; created_at: string; updated_at: string }

/** One app (a fresh database) and one admin session for a whole test file. */
export type Ctx = {
	app: TestApp
	token: string
	/** A call as the signed-in admin. */
	admin(method: string, path: string, body?: unknown): Promise<ApiResponse>
	/** Creates a record as the admin; the 201's body. */
	create(path: string, body: unknown): Promise<Item>
	/** A GET that must answer 200; its body. */
	read(path: string): Promise<ApiResponse['body']>
}

export function setUpApp(): Ctx {
	const ctx: Ctx = {
		admin: (method, path, body) => ctx.app.api(method, path, { body, token: ctx.token }),
		async create(path, body) {
			const response = await ctx.admin('POST', path, body)
			expect(response.status, response.text).toBe(201)
			return response.body as Item
		},
		async read(path) {
			const response = await ctx.app.api('GET', path)
			expect(response.status, response.text).toBe(200)
			return response.body
		},
	} as Ctx
	beforeAll(async () => {
		ctx.app = await startTestApp()
		ctx.token = await ctx.app.adminToken()
	})
	afterAll(() => ctx.app?.close())
	return ctx
}

/** ISO 8601 in UTC, as `Date.prototype.toISOString` writes it. */
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** What a stored record looks like: the fields as sent, plus id and timestamps. */
export const storedRecord = (fields: Fields) => ({
	...fields,
	id: expect.any(Number),
	created_at: expect.stringMatching(ISO_UTC),
	updated_at: expect.stringMatching(ISO_UTC),
})

/**
 * A stored content item: also the editorial workflow's fields (docs/design.md §8; a create without them
 * publishes) and who made and last saved it (§15: the signed-in user, tests/integration/team-credit.test.ts).
 */
export const stored = (fields: Fields) =>
	storedRecord({
		status: 'published',
		publish_at: null,
		created_by: expect.any(Number),
		updated_by: expect.any(Number),
		...fields,
	})

/** An error answer: the status, JSON (never HTML, never a stack trace) with a human message in `error`. */
export function expectError(response: ApiResponse, status: number, message?: string): void {
	expect(response.status, response.text).toBe(status)
	expect(response.headers.get('content-type')).toMatch(/^application\/json/)
	expect(response.body).toEqual(expect.objectContaining({ error: expect.any(String) }))
	expect(response.body.error).not.toBe('')
	expect(response.text).not.toMatch(/<html|\bat .+\.(ts|js):\d+/i)
	if (message !== undefined) expect(response.body.error).toBe(message)
}

/** A 400 that names the offending field (and, when given, says exactly `message` there and as the summary). */
export function expectInvalid(response: ApiResponse, field: string, message?: string): void {
	expectError(response, 400, message)
	expect(response.body.fields, response.text).toEqual(
		expect.objectContaining({ [field]: message ?? expect.any(String) }),
	)
}

export const without = (fields: Fields, name: string): Fields =>
	Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name))

/** A text of exactly `length` characters. */
export const text = (length: number) => 'x'.repeat(length)
/** A web address of exactly `length` characters. */
export const url = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`

/** Addresses that must never end up in an href or src. */
export const UNSAFE_URLS = [
	'javascript:alert(1)',
	' JavaScript:alert(1)',
	'data:text/html,<script>alert(1)</script>',
	'//evil.example/x.png',
	// Browsers drop tabs and newlines inside an address, which would make this //evil.example/x.png.
	'/\t/evil.example/x.png',
	'/\n/evil.example/x.png',
	'/\\evil.example/x.png',
	'ftp://example.com/x.png',
	'not a web address',
]

/** Bodies that are not a JSON object. Each must get a JSON 400 and change nothing. */
export const MALFORMED_BODIES: Array<[label: string, body: string | undefined, contentType?: string]> = [
	['malformed JSON', '{"title": "unterminated'],
	['a JSON array', '[{"title": "x"}]'],
	['a JSON string', '"just a string"'],
	['a JSON number', '42'],
	['JSON null', 'null'],
	['no body', undefined],
	['a plain-text body', 'title=x', 'text/plain'],
	['a form-encoded body', 'title=x&description=y', 'application/x-www-form-urlencoded'],
]

type Target = { method: 'POST' | 'PUT'; path: () => string; auth: boolean }

/** Every malformed body sent to each target is a JSON 400; `unchanged` checks afterwards that nothing was written. */
export function describeMalformedBodies(ctx: Ctx, targets: Target[], unchanged: () => Promise<void>): void {
	describe.each(targets)('$method with a body that is not a JSON object', (target) => {
		it.each(MALFORMED_BODIES)('%s → 400 JSON', async (_label, body, contentType) => {
			const response = await ctx.app.api(target.method, target.path(), {
				body,
				token: target.auth ? ctx.token : undefined,
				headers: contentType ? { 'content-type': contentType } : {},
			})
			expectError(response, 400)
			await unchanged()
		})

		it('a body over the size limit → 413 JSON', async () => {
			// Content writes take up to 1 MB (server/api/operations/content.ts), room for any text a schema allows.
			const response = await ctx.app.api(target.method, target.path(), {
				body: { title: text(1_100_000) },
				token: target.auth ? ctx.token : undefined,
			})
			expectError(response, 413)
			await unchanged()
		})
	})
}

/** A text field's length limit, and how to make a valid value of a given length (plain text by default). */
export type MaxLength = [field: string, max: number, make?: (length: number) => string]

export type FieldRules = {
	/** Where records are created. */
	path: string
	/** Whether creating needs the admin session. */
	auth: boolean
	/** Every field, valid, in the form the API stores and answers it. */
	full: Fields
	/** Each required field and the message that names it when it is missing or blank. */
	required: Array<[field: string, message: string]>
	/** Each text field's length limit (see MaxLength). */
	maxLengths: MaxLength[]
	/** Single web-address fields. */
	urlFields?: string[]
}

/** The validation rules every create call enforces, as a table over the entity's fields. */
export function describeCreateValidation(ctx: Ctx, rules: FieldRules): void {
	const post = (body: unknown) => ctx.app.api('POST', rules.path, { body, token: rules.auth ? ctx.token : undefined })

	describe(`POST ${rules.path} validation`, () => {
		it.each(rules.required)('without %s → 400 "%s"', async (field, message) => {
			expectInvalid(await post(without(rules.full, field)), field, message)
		})

		it.each(rules.required)('with %s blank or whitespace only → 400 "%s"', async (field, message) => {
			for (const blank of ['', '   ', '\t\n ', null]) {
				expectInvalid(await post({ ...rules.full, [field]: blank }), field, message)
			}
		})

		it('with an empty object → 400 naming every required field', async () => {
			const response = await post({})
			expectError(response, 400)
			for (const [field, message] of rules.required) expect(response.body.fields[field]).toBe(message)
		})

		it.each(rules.maxLengths)('%s: %i characters are accepted, one more → 400', async (field, max, make = text) => {
			const longest = make(max)
			expect(longest).toHaveLength(max)
			const accepted = await post({ ...rules.full, [field]: longest })
			expect(accepted.status, accepted.text).toBe(201)
			expect(accepted.body[field]).toBe(longest)
			expectInvalid(await post({ ...rules.full, [field]: make(max + 1) }), field)
		})

		it.each(Object.keys(rules.full))('%s given as an object or a boolean → 400, never a 500', async (field) => {
			for (const value of [{ nested: 'object' }, true]) {
				expectInvalid(await post({ ...rules.full, [field]: value }), field)
			}
		})

		it.each(rules.urlFields ?? [])(
			'%s refuses addresses that are not http(s) or a path on this site',
			async (field) => {
				for (const unsafe of UNSAFE_URLS) expectInvalid(await post({ ...rules.full, [field]: unsafe }), field)
			},
		)

		it.each(Object.keys(rules.full).filter((field) => typeof rules.full[field] === 'string'))(
			'%s containing a NUL character → 400, never a 500',
			async (field) => {
				expectInvalid(await post({ ...rules.full, [field]: `${String(rules.full[field])}\u0000x` }), field)
			},
		)
	})
}

export type CollectionSpec = FieldRules & {
	/** Every field again, all different from `full`: what a whole-record PUT sends. */
	other: Fields
	/** Some fields only: a partial PUT. */
	partial: Fields
	/** Only the required fields, and the whole record they are stored as (optional fields empty). */
	minimal?: { input: Fields; stored: Fields }
}

/** The optional fields of a type, as the API answers them when a call leaves them out (its schema's defaults). */
function defaultsOf(type: (typeof contentTypes)[number]): Fields {
	const defaults = Object.entries(type.shape).flatMap(([name, schema]) => {
		if (name === 'slug') return []
		const parsed = schema.safeParse(undefined)
		return parsed.success && parsed.data !== undefined ? [[name, parsed.data]] : []
	})
	return type.toApi(Object.fromEntries(defaults)) as Fields
}

/** Unknown ids: never numbers the API could mistake for a row, and a row that does not exist. */
export const UNKNOWN_IDS = ['abc', '0', '-1', '1.5', '1e3', '0x10', '01', '99999999999', '2147483648', '99999']

/**
 * The whole contract of one collection: the five calls, validation, auth, unknown ids and bad bodies.
 * Each file calls this once per collection and adds the rules special to it.
 */
export function describeCollection(ctx: Ctx, spec: CollectionSpec): void {
	const { path } = spec
	const create = (fields: Fields = spec.full) => ctx.create(path, fields)
	const list = async (): Promise<Item[]> => ctx.read(path)
	// A type with pages answers its slug too (docs/design.md §11; tests/integration/slugs.test.ts has its rules).
	const type = contentTypes.find((candidate) => `/${candidate.name}` === path)
	const slugged = type?.slugFrom !== undefined
	// And, like every record, the fields a call leaves out, at their defaults: a type with pages' search and
	// sharing fields, a post's excerpt and tags (docs/decisions/0058-seo-fields-and-tags.md).
	const defaults = slugged ? defaultsOf(type!) : {}
	const expected = (fields: Fields) => ({
		...defaults,
		...stored(fields),
		...(slugged && { slug: expect.stringMatching(/^[a-z0-9-]+$/) }),
	})

	describe(`${path}: create, read, update, delete`, () => {
		it('POST answers 201 with the whole record: every field as sent, plus id and timestamps', async () => {
			const response = await ctx.admin('POST', path, spec.full)
			expect(response.status, response.text).toBe(201)
			expect(response.headers.get('content-type')).toMatch(/^application\/json/)
			expect(response.body).toEqual(expected(spec.full))
			expect(Number.isInteger(response.body.id) && response.body.id > 0).toBe(true)
			expect(response.body.updated_at).toBe(response.body.created_at)
			expect(Date.parse(response.body.created_at)).toBeLessThanOrEqual(Date.now())
			expect(Date.now() - Date.parse(response.body.created_at)).toBeLessThan(60_000)
		})

		it('GET /:id answers the stored record, identical to what POST answered', async () => {
			const created = await create()
			const response = await ctx.app.api('GET', `${path}/${created.id}`)
			expect(response.status, response.text).toBe(200)
			expect(response.body).toEqual(created)
		})

		it('GET lists the record with every field', async () => {
			const created = await create()
			expect((await list()).find((item) => item.id === created.id)).toEqual(created)
		})

		it('GET lists come oldest first (ascending id)', async () => {
			const made = [await create(), await create(spec.other), await create()]
			const items = await list()
			const ids = items.map((item) => item.id)
			expect(ids).toEqual([...ids].sort((a, b) => a - b))
			expect(new Set(ids).size).toBe(ids.length)
			expect(ids.slice(-3)).toEqual(made.map((item) => item.id))
		})

		it('POST ignores id, timestamps and unknown fields in the body', async () => {
			const before = await create()
			const body = { ...spec.full, id: before.id, created_at: '2000-01-01T00:00:00.000Z', updated_at: 'x', extra: 1 }
			const response = await ctx.admin('POST', path, body)
			expect(response.status, response.text).toBe(201)
			expect(response.body).toEqual(expected(spec.full))
			expect(response.body.id).toBeGreaterThan(before.id)
			expect(response.body.created_at).not.toBe('2000-01-01T00:00:00.000Z')
		})

		it('POST keeps text exactly, Unicode included, and trims surrounding whitespace', async () => {
			// The first required field is a plain text field in every collection (a name, title or question).
			const field = spec.required[0]?.[0] ?? ''
			expect(spec.maxLengths.find(([name, , make]) => name === field && (make ?? text) === text)).toBeDefined()
			const unicode = 'Ünïcødé — 日本語 😀 <b>&amp;</b> "quotes" \'single\''
			const response = await ctx.admin('POST', path, { ...spec.full, [field]: `  ${unicode}\n` })
			expect(response.status, response.text).toBe(201)
			expect(response.body).toEqual(expected({ ...spec.full, [field]: unicode }))
		})

		if (spec.minimal) {
			const { input, stored: minimal } = spec.minimal
			it('POST with only the required fields stores the optional ones empty', async () => {
				expect(await create(input)).toEqual(expected(minimal))
			})
		}

		it('PUT with every field answers 200 with the whole updated record', async () => {
			const created = await create()
			const response = await ctx.admin('PUT', `${path}/${created.id}`, spec.other)
			expect(response.status, response.text).toBe(200)
			expect(response.headers.get('content-type')).toMatch(/^application\/json/)
			expect(response.body).toEqual({ ...expected(spec.other), id: created.id, created_at: created.created_at })
			expect(Date.parse(response.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at))
			expect(await ctx.read(`${path}/${created.id}`)).toEqual(response.body)
		})

		it('PUT with only some fields changes those and keeps the others', async () => {
			const created = await create()
			const response = await ctx.admin('PUT', `${path}/${created.id}`, spec.partial)
			expect(response.status, response.text).toBe(200)
			expect(response.body).toEqual({ ...created, ...spec.partial, updated_at: expect.stringMatching(ISO_UTC) })
			expect(await ctx.read(`${path}/${created.id}`)).toEqual(response.body)
		})

		it('PUT with an empty object keeps every field', async () => {
			const created = await create()
			const response = await ctx.admin('PUT', `${path}/${created.id}`, {})
			expect(response.status, response.text).toBe(200)
			expect(response.body).toEqual({ ...created, updated_at: expect.stringMatching(ISO_UTC) })
		})

		it('PUT cannot change the id or created_at', async () => {
			const created = await create()
			const response = await ctx.admin('PUT', `${path}/${created.id}`, {
				id: created.id + 1000,
				created_at: '2000-01-01T00:00:00.000Z',
			})
			expect(response.status, response.text).toBe(200)
			expect(response.body.id).toBe(created.id)
			expect(response.body.created_at).toBe(created.created_at)
			expectError(await ctx.app.api('GET', `${path}/${created.id + 1000}`), 404)
		})

		it('PUT only touches the record it names', async () => {
			const [first, second] = [await create(), await create()]
			expect((await ctx.admin('PUT', `${path}/${first.id}`, spec.other)).status).toBe(200)
			expect(await ctx.read(`${path}/${second.id}`)).toEqual(second)
		})

		it('DELETE answers 204 with no body; afterwards GET, PUT and DELETE answer 404', async () => {
			const [doomed, kept] = [await create(), await create()]
			const response = await ctx.admin('DELETE', `${path}/${doomed.id}`)
			expect(response.status).toBe(204)
			expect(response.text).toBe('')
			expectError(await ctx.app.api('GET', `${path}/${doomed.id}`), 404)
			expectError(await ctx.admin('PUT', `${path}/${doomed.id}`, spec.other), 404)
			expectError(await ctx.admin('DELETE', `${path}/${doomed.id}`), 404)
			const ids = (await list()).map((item) => item.id)
			expect(ids).not.toContain(doomed.id)
			expect(ids).toContain(kept.id)
		})
	})

	describeCreateValidation(ctx, spec)

	describe(`PUT ${path}/:id validation`, () => {
		it.each(spec.required)('blanking %s → 400 "%s", and the record is unchanged', async (field, message) => {
			const created = await create()
			for (const blank of ['', '  ', null]) {
				expectInvalid(await ctx.admin('PUT', `${path}/${created.id}`, { [field]: blank }), field, message)
			}
			expect(await ctx.read(`${path}/${created.id}`)).toEqual(created)
		})

		it.each(spec.maxLengths)(
			'%s over %i characters → 400, and the record is unchanged',
			async (field, max, make = text) => {
				const created = await create()
				expectInvalid(await ctx.admin('PUT', `${path}/${created.id}`, { [field]: make(max + 1) }), field)
				expect(await ctx.read(`${path}/${created.id}`)).toEqual(created)
			},
		)

		it.each(spec.urlFields ?? [])('%s: an unsafe address → 400', async (field) => {
			const created = await create()
			expectInvalid(await ctx.admin('PUT', `${path}/${created.id}`, { [field]: 'javascript:alert(1)' }), field)
		})
	})

	describe(`${path}: only the admin may write`, () => {
		const sessions: Array<[label: string, headers: Record<string, string>]> = [
			['no session', {}],
			['a bogus bearer token', { authorization: `Bearer ${'f'.repeat(64)}` }],
			['a malformed authorization header', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
			['a bogus session cookie', { cookie: `sigma_auth_token=${'0'.repeat(64)}` }],
		]
		const writes: Array<[method: string, withId: boolean]> = [
			['POST', false],
			['PUT', true],
			['DELETE', true],
		]

		describe.each(sessions)('with %s', (_label, headers) => {
			it.each(writes)('%s → 401 JSON, and nothing changes', async (method, withId) => {
				const target = await create()
				const before = await list()
				const response = await ctx.app.api(method, withId ? `${path}/${target.id}` : path, {
					body: method === 'DELETE' ? undefined : spec.other,
					headers,
				})
				expectError(response, 401)
				expect(await list()).toEqual(before)
			})
		})

		it('reading needs no session', async () => {
			const created = await create()
			expect((await ctx.app.api('GET', path)).status).toBe(200)
			expect((await ctx.app.api('GET', `${path}/${created.id}`)).status).toBe(200)
		})
	})

	describe(`${path}: unknown and non-numeric ids`, () => {
		it.each(UNKNOWN_IDS)(`GET, PUT and DELETE ${path}/%s → 404 JSON`, async (id) => {
			const before = await list()
			expectError(await ctx.app.api('GET', `${path}/${id}`), 404)
			expectError(await ctx.admin('PUT', `${path}/${id}`, spec.other), 404)
			expectError(await ctx.admin('DELETE', `${path}/${id}`), 404)
			expect(await list()).toEqual(before)
		})
	})

	describe(`${path}: bodies that are not a JSON object`, () => {
		let target: { id: number } | undefined
		let snapshot: unknown
		beforeAll(async () => {
			target = await create()
			snapshot = await list()
		})
		describeMalformedBodies(
			ctx,
			[
				{ method: 'POST', path: () => path, auth: true },
				{ method: 'PUT', path: () => `${path}/${target?.id}`, auth: true },
			],
			async () => expect(await list()).toEqual(snapshot),
		)
	})
}
