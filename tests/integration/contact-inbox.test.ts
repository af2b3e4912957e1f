import { describe, expect, it } from 'vitest'

import { contactSubmissions, CSV_COLUMNS } from '#server/content/contact-submissions.ts'
import { csvObjects, parseCsv } from '#tests/helpers/csv.ts'
import { expectError, expectInvalid, type Fields, ISO_UTC, setUpApp } from '#tests/integration/content-api-suite.ts'

/** The admin's inbox in the JSON API: one message, read/unread, delete, the CSV export (docs/api.md). */

const ctx = setUpApp()

type Message = Fields & { id: number; read: boolean; read_at: string | null; created_at: string; updated_at: string }

let sent = 0
/** A visitor's message (no session), stored; its 201 body. */
async function send(fields: Fields = {}): Promise<Message> {
	sent++
	const response = await ctx.app.api('POST', '/contact', {
		body: {
			name: `Visitor ${sent}`,
			email: `visitor${sent}@example.com`,
			phone: '555 0100',
			subject: `Subject ${sent}`,
			message: `Message ${sent}`,
			...fields,
		},
	})
	expect(response.status, response.text).toBe(201)
	return response.body as Message
}

const one = (id: number) => ctx.admin('GET', `/contact_submissions/${id}`)
const mark = (id: number, body: unknown) => ctx.admin('PATCH', `/contact_submissions/${id}`, body)
const rowOf = (id: number) =>
	ctx.app.services.db.selectFrom('contact_submissions').selectAll().where('id', '=', id).executeTakeFirst()

/** The export as the admin's browser gets it: the raw bytes, decoded without dropping the BOM. */
async function downloadCsv(headers: Record<string, string> = { authorization: `Bearer ${ctx.token}` }) {
	const response = await fetch(`${ctx.app.url}/contact_submissions.csv`, { headers })
	const bytes = new Uint8Array(await response.arrayBuffer())
	return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

describe('GET /contact_submissions/{id}', () => {
	it('answers one message with every field, unread, never cached', async () => {
		const message = await send({ subject: 'One message' })
		const response = await one(message.id)
		expect(response.status, response.text).toBe(200)
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(response.body).toEqual(message)
		expect(response.body).toMatchObject({ subject: 'One message', read: false, read_at: null })
	})

	it.each(['99999', '0', 'abc', '1.5'])('an unknown id (%s) is a 404 JSON, never cached', async (id) => {
		const response = await ctx.admin('GET', `/contact_submissions/${id}`)
		expectError(response, 404)
		expect(response.headers.get('cache-control')).toBe('no-store')
	})

	it('a path below a message is a 404, another method a 405 naming the allowed ones', async () => {
		const message = await send()
		expectError(await ctx.admin('GET', `/contact_submissions/${message.id}/reply`), 404)
		const put = await ctx.admin('PUT', `/contact_submissions/${message.id}`, { read: true })
		expectError(put, 405)
		expect(put.headers.get('allow')).toBe('GET, PATCH, DELETE')
		const post = await ctx.admin('POST', '/contact_submissions.csv', {})
		expectError(post, 405)
		expect(post.headers.get('allow')).toBe('GET')
	})
})

describe('PATCH /contact_submissions/{id} { read }', () => {
	it('marks read (keeping the first read time) and unread again; the list and the unread count follow', async () => {
		const message = await send()
		const unreadBefore = await contactSubmissions.unreadCount(ctx.app.services.db)

		const read = await mark(message.id, { read: true })
		expect(read.status, read.text).toBe(200)
		expect(read.headers.get('cache-control')).toBe('no-store')
		expect(read.body).toEqual({ ...message, read: true, read_at: expect.stringMatching(ISO_UTC) })
		expect(read.body.read_at >= message.created_at).toBe(true)
		expect((await one(message.id)).body).toEqual(read.body)
		expect(await contactSubmissions.unreadCount(ctx.app.services.db)).toBe(unreadBefore - 1)
		const listed = (await ctx.admin('GET', '/contact_submissions')).body as Message[]
		expect(listed.find((item) => item.id === message.id)).toEqual(read.body)

		await new Promise((resolve) => setTimeout(resolve, 5))
		const again = await mark(message.id, { read: true })
		expect(again.body.read_at).toBe(read.body.read_at)

		const unread = await mark(message.id, { read: false })
		expect(unread.status, unread.text).toBe(200)
		expect(unread.body).toEqual(message)
		expect((await rowOf(message.id))?.read_at).toBeNull()
		expect(await contactSubmissions.unreadCount(ctx.app.services.db)).toBe(unreadBefore)
	})

	it('changes nothing else: updated_at stays the time the content was written', async () => {
		const message = await send()
		const read = await mark(message.id, { read: true, name: 'Someone else', message: 'Changed' })
		expect(read.body).toMatchObject({ name: message.name, message: message.message, updated_at: message.updated_at })
	})

	it.each([
		['no read field', {}, 'read must be true or false'],
		['a string', { read: 'yes' }, 'read must be true or false'],
		['a number', { read: 1 }, 'read must be true or false'],
		['null', { read: null }, 'read must be true or false'],
	])('refuses %s with a 400 naming read, and changes nothing', async (_label, body, error) => {
		const message = await send()
		const response = await mark(message.id, body)
		expectInvalid(response, 'read', error)
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect((await one(message.id)).body).toEqual(message)
	})

	it.each([
		['malformed JSON', '{"read": tru'],
		['a JSON array', '[true]'],
		['JSON true', 'true'],
	])('refuses %s with a JSON 400', async (_label, body) => {
		const message = await send()
		expectError(await ctx.app.api('PATCH', `/contact_submissions/${message.id}`, { body, token: ctx.token }), 400)
		expect((await one(message.id)).body).toEqual(message)
	})

	it('an unknown message is a 404', async () => {
		expectError(await mark(99999, { read: true }), 404)
	})
})

describe('DELETE /contact_submissions/{id}', () => {
	it('answers 204 and the row is gone from the database; the others stay', async () => {
		const keep = await send()
		const gone = await send({ name: 'Erase Me', email: 'erase.me@example.com' })
		const response = await ctx.admin('DELETE', `/contact_submissions/${gone.id}`)
		expect(response.status, response.text).toBe(204)
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(await rowOf(gone.id)).toBeUndefined()
		const left = await ctx.app.services.db
			.selectFrom('contact_submissions')
			.select('id')
			.where('email', '=', 'erase.me@example.com')
			.execute()
		expect(left).toEqual([])
		expectError(await one(gone.id), 404)
		expect((await one(keep.id)).body).toEqual(keep)
		const listed = (await ctx.admin('GET', '/contact_submissions')).body as Message[]
		expect(listed.map((item) => item.id)).not.toContain(gone.id)
		expect((await downloadCsv()).text).not.toContain('erase.me@example.com')
		// Deleting again: it is not there.
		expectError(await ctx.admin('DELETE', `/contact_submissions/${gone.id}`), 404)
	})
})

describe('GET /contact_submissions.csv', () => {
	it('is an attachment, UTF-8 text/csv with a BOM, never cached', async () => {
		await send()
		const { response, bytes } = await downloadCsv()
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
		)
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
	})

	it('holds every message, every field intact: quotes, commas, line breaks and any script; formulas neutralised', async () => {
		const tricky = [
			await send({
				name: 'Zoë “Ωmega” 李雷 🚀',
				subject: 'Quotes "here", commas, and; semicolons',
				message: 'Line one, with a comma\nLine "two"\r\nLine three\n\nÜmlaut and emoji 👋🏽',
			}),
			await send({
				name: '=HYPERLINK("https://evil.example","click me")',
				phone: '+44 20 7946 0958',
				subject: '@SUM(A1:A9)',
				message: '-2+3\n=cmd|" /C calc"!A0',
			}),
			await send({ subject: '', phone: '-1 555 0100', message: '+formula? no: plain' }),
			// Full-width forms, which some spreadsheets read as their ASCII twins.
			await send({ name: '＝1+1', subject: '＋SUM(1)', message: '＠here' }),
		]
		// Rows written before these rules, or by other tools: a tab or a carriage return in front.
		const timestamp = new Date().toISOString()
		const raw = await ctx.app.services.db
			.insertInto('contact_submissions')
			.values({
				name: '\tTabbed',
				email: 'raw@example.com',
				phone: '555 0100',
				subject: '\r=1+1',
				message: 'plain',
				created_at: timestamp,
				updated_at: timestamp,
				read_at: timestamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await mark(tricky[0]!.id, { read: true })

		const { text } = await downloadCsv()
		expect(text.startsWith('\uFEFF')).toBe(true)
		const body = text.slice(1)
		expect(parseCsv(body)[0]).toEqual([...CSV_COLUMNS])
		expect(body).toContain('\r\n')

		const rows = csvObjects(body)
		const all = (await ctx.admin('GET', '/contact_submissions')).body as Message[]
		// One row per message, oldest first, in the API's order.
		expect(rows.map((row) => Number(row.id))).toEqual(all.map((item) => item.id))
		const formula = /^[=+\-@\t\r＝＋－＠]/
		const cell = (value: unknown) => (formula.test(String(value)) ? `'${value}` : String(value))
		for (const [index, item] of all.entries()) {
			expect(rows[index]).toEqual({
				id: String(item.id),
				created_at: item.created_at,
				name: cell(item.name),
				email: cell(item.email),
				phone: cell(item.phone),
				subject: cell(item.subject),
				message: cell(item.message),
				read: item.read ? 'yes' : 'no',
			})
		}

		const byId = (id: number) => rows.find((row) => Number(row.id) === id)!
		expect(byId(tricky[0]!.id)).toMatchObject({
			name: 'Zoë “Ωmega” 李雷 🚀',
			subject: 'Quotes "here", commas, and; semicolons',
			message: 'Line one, with a comma\nLine "two"\r\nLine three\n\nÜmlaut and emoji 👋🏽',
			read: 'yes',
		})
		expect(byId(tricky[1]!.id)).toMatchObject({
			name: `'=HYPERLINK("https://evil.example","click me")`,
			phone: "'+44 20 7946 0958",
			subject: "'@SUM(A1:A9)",
			message: `'-2+3\n=cmd|" /C calc"!A0`,
			read: 'no',
		})
		expect(byId(tricky[2]!.id)).toMatchObject({ subject: '', phone: "'-1 555 0100", message: "'+formula? no: plain" })
		expect(byId(tricky[3]!.id)).toMatchObject({ name: "'＝1+1", subject: "'＋SUM(1)", message: "'＠here" })
		expect(byId(raw.id)).toMatchObject({ name: "'\tTabbed", subject: "'\r=1+1", read: 'yes' })
		// No cell of the file starts a formula.
		for (const row of rows) for (const value of Object.values(row)) expect(value).not.toMatch(formula)
	})
})

describe('the inbox without a session (personal data)', () => {
	const refusals = [
		['no session', {}],
		['a bogus bearer token', { authorization: `Bearer ${'a'.repeat(64)}` }],
		['a bogus session cookie', { cookie: `sigma_auth_token=${'b'.repeat(64)}` }],
	] as const

	it.each(refusals)(
		'with %s: every call is a 401, no-store, shows nothing and changes nothing',
		async (_label, headers) => {
			const message = await send({ email: 'private.person@example.com' })
			const calls = [
				['GET', `/contact_submissions/${message.id}`, undefined],
				['PATCH', `/contact_submissions/${message.id}`, { read: true }],
				['DELETE', `/contact_submissions/${message.id}`, undefined],
				['GET', '/contact_submissions.csv', undefined],
				['GET', '/contact_submissions', undefined],
			] as const
			for (const [method, path, body] of calls) {
				const response = await ctx.app.api(method, path, { body, headers })
				expectError(response, 401)
				expect(response.headers.get('cache-control'), `${method} ${path}`).toBe('no-store')
				expect(response.text).not.toContain('private.person@example.com')
			}
			expect((await one(message.id)).body).toEqual(message)
		},
	)
})
