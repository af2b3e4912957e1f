import { beforeAll, describe, expect, it } from 'vitest'

import {
	describeCreateValidation,
	describeMalformedBodies,
	expectError,
	expectInvalid,
	type Fields,
	setUpApp,
	storedRecord,
} from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()

/** A stored message: the fields as sent, id and timestamps, and unread. */
const storedMessage = (fields: Fields) => ({ ...storedRecord(fields), read_at: null, read: false })

const message: Fields = {
	name: 'Maria Visitor',
	email: 'maria@example.com',
	phone: '+1 (555) 010-2030',
	subject: 'A dashboard for our sales team',
	message: 'Hello,\nwe would like a quote for a BI dashboard.\n\nThanks!',
}

/** A visitor's call: never a session. */
const send = (body: unknown, headers: Record<string, string> = {}) => ctx.app.api('POST', '/contact', { body, headers })
const submissions = async () => {
	const response = await ctx.admin('GET', '/contact_submissions')
	expect(response.status, response.text).toBe(200)
	return response.body as Array<Fields & { id: number }>
}

describe('POST /contact (visitors, no session)', () => {
	it('answers 201 with the stored message, every field as sent', async () => {
		const response = await send(message)
		expect(response.status, response.text).toBe(201)
		expect(response.headers.get('content-type')).toMatch(/^application\/json/)
		expect(response.body).toEqual(storedMessage(message))
		expect((await submissions()).find((item) => item.id === response.body.id)).toEqual(response.body)
	})

	it.each([
		['left out', undefined],
		['empty', ''],
		['null', null],
	])('the subject is optional (%s)', async (_label, subject) => {
		const response = await send({ ...message, subject })
		expect(response.status, response.text).toBe(201)
		expect(response.body).toEqual(storedMessage({ ...message, subject: '' }))
	})

	it('works even when the visitor’s browser sends a stale or bogus token', async () => {
		const response = await send(message, { authorization: 'Bearer not-a-real-token', cookie: 'sigma_auth_token=stale' })
		expect(response.status, response.text).toBe(201)
	})

	it.each(['maria@example.com', 'first.last+tag@sub.example.co.uk', 'x@y.io'])(
		'accepts the email %s',
		async (email) => {
			const response = await send({ ...message, email })
			expect(response.status, response.text).toBe(201)
			expect(response.body.email).toBe(email)
		},
	)

	it.each([
		'not-an-email',
		'maria@',
		'@example.com',
		'maria example@example.com',
		'maria@@example.com',
		'maria@example',
	])('refuses the email %j with "Enter a valid email address"', async (email) => {
		expectInvalid(await send({ ...message, email }), 'email', 'Enter a valid email address')
	})

	it.each(['555 0100', '+44 20 7946 0958', '(555) 010-2030', '555.010.2030'])('accepts the phone %s', async (phone) => {
		const response = await send({ ...message, phone })
		expect(response.status, response.text).toBe(201)
		expect(response.body.phone).toBe(phone)
	})

	it.each(['call me', '1234', '555-0100 ext. 7', '<script>'])('refuses the phone %j', async (phone) => {
		expectInvalid(await send({ ...message, phone }), 'phone', 'Enter a valid phone number')
	})

	it('a refused message stores nothing', async () => {
		const before = await submissions()
		expectInvalid(await send({ ...message, email: 'nope' }), 'email')
		expect(await submissions()).toEqual(before)
	})
})

describeCreateValidation(ctx, {
	path: '/contact',
	auth: false,
	full: message,
	required: [
		['name', 'Name is required'],
		['email', 'Email is required'],
		['phone', 'Phone is required'],
		['message', 'Message is required'],
	],
	maxLengths: [
		['name', 200],
		['email', 254, (length) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - 4)}.com`],
		['phone', 40, (length) => '5'.repeat(length)],
		['subject', 300],
		['message', 5000],
	],
})

describe('POST /contact with a body that is not a JSON object', () => {
	let snapshot: unknown
	beforeAll(async () => {
		snapshot = await submissions()
	})
	describeMalformedBodies(ctx, [{ method: 'POST', path: () => '/contact', auth: false }], async () => {
		expect(await submissions()).toEqual(snapshot)
	})
})

describe('GET /contact_submissions (personal data: the admin only)', () => {
	it.each([
		['no session', {}],
		['a bogus bearer token', { authorization: `Bearer ${'a'.repeat(64)}` }],
		['a bogus session cookie', { cookie: `sigma_auth_token=${'b'.repeat(64)}` }],
	])('with %s → 401 JSON, and no data', async (_label, headers) => {
		const response = await ctx.app.api('GET', '/contact_submissions', { headers })
		expectError(response, 401)
		expect(response.text).not.toContain('maria@example.com')
	})

	it('lists every message oldest first, each with every field and created_at, and is never cached', async () => {
		const sent = [
			(await send({ ...message, name: 'First' })).body,
			(await send({ ...message, name: 'Second', subject: '' })).body,
			(await send({ ...message, name: 'Third' })).body,
		]
		const response = await ctx.admin('GET', '/contact_submissions')
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('no-store')
		const items = response.body as Array<Fields & { id: number }>
		const ids = items.map((item) => item.id)
		expect(ids).toEqual([...ids].sort((a, b) => a - b))
		expect(items.slice(-3)).toEqual(sent)
		expect(items.slice(-3).map((item) => item.name)).toEqual(['First', 'Second', 'Third'])
		const anyMessage = storedMessage(Object.fromEntries(Object.keys(message).map((key) => [key, expect.any(String)])))
		for (const item of items) expect(item).toEqual(anyMessage)
	})

	it('visitors cannot read, change or delete messages through other paths', async () => {
		const created = (await send(message)).body
		for (const [method, path] of [
			['GET', `/contact/${created.id}`],
			['GET', `/contact_submissions/${created.id}`],
			['PUT', `/contact_submissions/${created.id}`],
			['DELETE', `/contact_submissions/${created.id}`],
		] as const) {
			const response = await ctx.app.api(method, path, { body: method === 'PUT' ? { name: 'x' } : undefined })
			expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
			expect(response.text).not.toContain(created.email)
		}
		expect((await submissions()).find((item) => item.id === created.id)).toEqual(created)
	})
})
