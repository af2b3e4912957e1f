import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const message = (n: number, extra: Record<string, string> = {}) => ({
	name: `Sender ${n}`,
	email: `sender${n}@example.com`,
	phone: '+91 674 255 0199',
	message: `Message number ${n}`,
	...extra,
})

let app: TestApp
beforeAll(async () => {
	// Three messages per sender per 10 minutes; senders told apart by X-Forwarded-For behind a proxy.
	app = await startTestApp({ CONTACT_RATE_LIMIT: '3', TRUST_PROXY: '1' })
})
afterAll(() => app.close())

const send = (body: unknown, from: string) =>
	app.api('POST', '/contact', { body, headers: { 'x-forwarded-for': from } })
const stored = async () =>
	(
		(await app.api('GET', '/contact_submissions', { token: await app.adminToken() })).body as Array<{ name: string }>
	).map((row) => row.name)

describe('contact form protection', () => {
	it('limits each sender to the configured number of messages, with a clear 429, and loses nothing else', async () => {
		for (const n of [1, 2, 3]) expect((await send(message(n), '203.0.113.7')).status).toBe(201)
		const refused = await send(message(4), '203.0.113.7')
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
		expect(refused.body.error).toMatch(
			/You have sent several messages in a short time\. Please try again in \d+ minutes?\./,
		)
		// Another sender is not affected.
		expect((await send(message(5), '198.51.100.20')).status).toBe(201)
		expect(await stored()).toEqual(expect.arrayContaining(['Sender 1', 'Sender 2', 'Sender 3', 'Sender 5']))
		expect(await stored()).not.toContain('Sender 4')
	})

	it('does not count invalid messages against the sender', async () => {
		for (let i = 0; i < 5; i++) expect((await send({ name: 'x' }, '192.0.2.44')).status).toBe(400)
		expect((await send(message(6), '192.0.2.44')).status).toBe(201)
	})

	it('answers a message caught by the honeypot like any other, and drops it', async () => {
		const response = await send(message(7, { website: 'https://spam.example' }), '192.0.2.99')
		expect(response.status).toBe(201)
		expect(await stored()).not.toContain('Sender 7')
	})
})

describe('general rate limits', () => {
	let limited: TestApp
	beforeAll(async () => {
		limited = await startTestApp({ API_RATE_LIMIT: '20', UPLOAD_RATE_LIMIT: '2', TRUST_PROXY: '1' })
	})
	afterAll(() => limited.close())

	// Reads answered from the response cache cost nothing and are not counted: the limit guards the work.
	it('answers 429 in JSON past the per-minute API limit of one address, and leaves other addresses alone', async () => {
		const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })
		const statuses = []
		for (let i = 0; i < 20; i++) statuses.push((await limited.api('GET', '/faqs/999', from('203.0.113.50'))).status)
		expect(statuses.every((status) => status === 404)).toBe(true)
		const refused = await limited.api('GET', '/faqs/999', from('203.0.113.50'))
		expect(refused.status).toBe(429)
		expect(refused.body.error).toBe('Too many requests. Please wait a minute and try again.')
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
		expect((await limited.api('GET', '/faqs/999', from('203.0.113.51'))).status).toBe(404)
	})

	it('limits uploads more tightly', async () => {
		const statuses = []
		for (let i = 0; i < 3; i++) {
			statuses.push((await limited.api('POST', '/upload', { headers: { 'x-forwarded-for': '198.51.100.77' } })).status)
		}
		// Unsigned uploads are refused (401) until the limit answers first.
		expect(statuses).toEqual([401, 401, 429])
	})
})
