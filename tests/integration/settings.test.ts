/**
 * The site's settings (docs/design.md §13, a singleton: ADR 0041) over the JSON API on a real database
 * (SQLite, or PostgreSQL under pg_virtualenv): the sample company's record, partial saves with `If-Match`,
 * each field's rule by its path, and the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { SAMPLE_COMPANY } from '#sample-content/company.ts'

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
})
afterAll(() => app.close())

const put = (body: unknown, headers: Record<string, string> = {}) =>
	app.api('PUT', '/settings', { token, body, headers })

describe('GET /settings', () => {
	it("answers a new site's neutral record to anyone, with an ETag", async () => {
		const answer = await app.api('GET', '/settings')
		expect(answer.status).toBe(200)
		expect(answer.body).toMatchObject({
			name: 'Your company',
			phone: '',
			email: '',
			address: { city: '', country_code: '' },
			services: [],
			social: [],
			logo: null,
			announcement: null,
			title_template: '%s | {name}',
		})
		expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/)
	})
})

describe('PUT /settings', () => {
	it('needs a session', async () => {
		expect((await app.api('PUT', '/settings', { body: { phone: '1' } })).status).toBe(401)
	})

	it('saves the fields sent over the record, and keeps what it replaced in the history', async () => {
		const before = await app.api('GET', '/settings')
		const saved = await put(
			{
				phone: '+44 20 7946 0000',
				services: ['Data Science'],
				announcement: { text: 'We are hiring', url: '/career' },
			},
			{ 'if-match': before.headers.get('etag')! },
		)
		expect(saved.status).toBe(200)
		expect(saved.body).toMatchObject({
			name: 'Your company',
			phone: '+44 20 7946 0000',
			services: ['Data Science'],
			announcement: { text: 'We are hiring', url: '/career', starts_at: '', ends_at: '' },
		})
		expect((await app.api('GET', '/settings')).body.phone).toBe('+44 20 7946 0000')
		const history = await app.api('GET', '/settings/revisions', { token })
		expect(history.body[0].record.phone).toBe('')
		// A stale version is refused, and changes nothing.
		expect((await put({ phone: '0' }, { 'if-match': before.headers.get('etag')! })).status).toBe(412)
		// An announcement without its text is none.
		expect((await put({ announcement: { text: '', url: '/career' } })).body.announcement).toBeNull()
	})

	it.each([
		[{ email: 'not an address' }, 'email', 'Enter a valid email address'],
		[{ title_template: 'Sigma' }, 'title_template', "Title template must hold %s, where each page's title goes"],
		[
			{ social: [{ name: 'X', url: 'javascript:alert(1)' }] },
			'social.0.url',
			'Address must be a web address starting with https://',
		],
		[
			{ address: { street: 'a', city: 'b', country: 'c', country_code: 'I1' } },
			'address.country_code',
			'Country code: two letters (ISO 3166-1, such as IN or GB)',
		],
		[{ services: ['x'.repeat(81)] }, 'services.0', 'Services must be at most 80 characters'],
		[{ logo: 'data:image/png;base64,AAAA' }, 'logo', 'Logo must be a web address starting with https://'],
		[{ name: ' ' }, 'name', 'Company name is required'],
	])('refuses %j, naming the field', async (body, field, message) => {
		const answer = await put(body)
		expect(answer.status).toBe(400)
		expect(answer.body.fields).toMatchObject({ [field]: message })
	})
})

describe('a company fills in its settings', () => {
	it("takes the sample company's record whole, and leaves any contact detail empty again", async () => {
		const saved = await put(SAMPLE_COMPANY)
		expect(saved.status, JSON.stringify(saved.body)).toBe(200)
		expect(saved.body).toMatchObject(SAMPLE_COMPANY)
		const emptied = await put({ phone: '', email: '', address: { ...SAMPLE_COMPANY.address, street: '', city: '' } })
		expect(emptied.status, JSON.stringify(emptied.body)).toBe(200)
		expect(emptied.body).toMatchObject({ name: SAMPLE_COMPANY.name, phone: '', email: '', address: { city: '' } })
	})
})
