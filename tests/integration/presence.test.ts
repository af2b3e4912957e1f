// Who else is editing an item (docs/decisions/0052-presence-and-per-field-merge.md), over HTTP on the real
// database (SQLite, or PostgreSQL with TEST_DATABASE=postgres): two people and a second window of one of
// them, reports that lapse after a minute, the session asking never named, and the access rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PRESENCE_FRESH_SECONDS } from '#shared/presence.ts'
import { SIGN_IN_REQUIRED } from '#server/api/http.ts'
import { createSession, sessionIdOfToken } from '#server/auth/sessions.ts'
import { ADMIN_EMAIL, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
/** The admin in one window, the admin in another (a second session), and a second person. */
let admin: string
let adminElsewhere: string
let ben: string
let faqId: number

const BEN = 'ben@example.com'

beforeAll(async () => {
	app = await startTestApp()
	admin = await app.adminToken()
	const again = await app.api('POST', '/admin/login', {
		body: { email: ADMIN_EMAIL, password: 'correct horse battery staple' },
	})
	adminElsewhere = again.body.token
	const at = new Date().toISOString()
	const { id } = await app.services.db
		.insertInto('admin_users')
		.values({ email: BEN, password_hash: 'unused', created_at: at, updated_at: at })
		.returning('id')
		.executeTakeFirstOrThrow()
	ben = (await createSession(app.services.db, id)).token
	const faq = await app.api('POST', '/faqs', {
		token: admin,
		body: { question: 'Who is here?', answer: 'Let us see.' },
	})
	faqId = faq.body.id
})
afterAll(() => app?.close())

const report = (token: string | undefined, path = `/presence/faqs/${faqId}`) =>
	app.api('PUT', path, token === undefined ? {} : { token })
const leave = (token: string) => app.api('DELETE', `/presence/faqs/${faqId}`, { token })
const names = async (token: string) => {
	const answer = await report(token)
	expect(answer.status).toBe(200)
	return (answer.body.editors as Array<{ name: string }>).map((editor) => editor.name)
}

describe('PUT /presence/{collection}/{id}', () => {
	it('names everyone else with the item open, never the session asking', async () => {
		expect(await names(admin)).toEqual([])
		// Ben opens it: he sees the admin, and the admin sees him at the next heartbeat.
		expect(await names(ben)).toEqual([ADMIN_EMAIL])
		expect(await names(admin)).toEqual([BEN])
		// The admin in another window is someone else too, named once however many windows they have.
		expect(await names(adminElsewhere)).toEqual([ADMIN_EMAIL, BEN])
		expect(await names(ben)).toEqual([ADMIN_EMAIL])
		expect(await names(admin)).toEqual([ADMIN_EMAIL, BEN])
	})

	it('is about one item: another item has nobody yet', async () => {
		const other = await app.api('POST', '/faqs', { token: admin, body: { question: 'Alone?', answer: 'Yes.' } })
		expect((await report(ben, `/presence/faqs/${other.body.id}`)).body).toEqual({ editors: [] })
		const page = await app.api('GET', '/pages', {})
		const pageId = (page.body as Array<{ id: number }>)[0]!.id
		expect((await report(admin, `/presence/pages/${pageId}`)).body).toEqual({ editors: [] })
		expect((await report(ben, `/presence/pages/${pageId}`)).body).toEqual({ editors: [{ name: ADMIN_EMAIL }] })
	})

	it('forgets a report older than a minute, and a session that left', async () => {
		expect(await names(ben)).toContain(ADMIN_EMAIL)
		// The admin's windows stop reporting: a minute later (their rows made older here) nobody is left.
		const stale = new Date(Date.now() - (PRESENCE_FRESH_SECONDS + 1) * 1000).toISOString()
		await app.services.db
			.updateTable('editing_presence')
			.set({ seen_at: stale })
			.where('session_id', '!=', sessionIdOfToken(ben))
			.execute()
		expect(await names(ben)).toEqual([])
		// The lapsed rows are swept by that heartbeat.
		const left = await app.services.db.selectFrom('editing_presence').select('seen_at').execute()
		expect(left.every((row) => row.seen_at > stale)).toBe(true)

		expect(await names(admin)).toEqual([BEN])
		const gone = await leave(ben)
		expect(gone.status).toBe(204)
		expect(await names(admin)).toEqual([])
	})

	it('answers 404 for an unknown kind, a missing item and one in the trash', async () => {
		expect((await report(admin, '/presence/nothing/1')).status).toBe(404)
		expect((await report(admin, '/presence/faqs/999999')).status).toBe(404)
		expect((await report(admin, '/presence/faqs/abc')).status).toBe(404)
		const doomed = await app.api('POST', '/faqs', { token: admin, body: { question: 'Soon gone?', answer: 'Yes.' } })
		await app.api('DELETE', `/faqs/${doomed.body.id}`, { token: admin })
		const answer = await report(admin, `/presence/faqs/${doomed.body.id}`)
		expect(answer.status).toBe(404)
		expect(answer.body).toEqual({ error: expect.any(String) })
	})

	it('lets a screen leave an item deleted meanwhile (as its own delete leaves it)', async () => {
		const doomed = await app.api('POST', '/faqs', { token: admin, body: { question: 'Deleted here?', answer: 'Yes.' } })
		const path = `/presence/faqs/${doomed.body.id}`
		await report(admin, path)
		expect((await report(ben, path)).body).toEqual({ editors: [{ name: ADMIN_EMAIL }] })
		await app.api('DELETE', `/faqs/${doomed.body.id}`, { token: admin })
		expect((await app.api('DELETE', path, { token: admin })).status).toBe(204)
		const left = await app.services.db
			.selectFrom('editing_presence')
			.select('session_id')
			.where('collection', '=', 'faqs')
			.where('item_id', '=', doomed.body.id)
			.execute()
		expect(left).toEqual([{ session_id: sessionIdOfToken(ben) }])
		expect((await app.api('DELETE', '/presence/nothing/1', { token: admin })).status).toBe(404)
	})

	it('answers 401 without a session', async () => {
		const answer = await report(undefined)
		expect(answer.status).toBe(401)
		expect(answer.body).toEqual({ error: SIGN_IN_REQUIRED })
		expect((await app.api('DELETE', `/presence/faqs/${faqId}`)).status).toBe(401)
	})
})
