// Who else is editing an item (docs/decisions/0052-presence-and-per-field-merge.md), over HTTP on the real
// database (SQLite, or PostgreSQL with TEST_DATABASE=postgres): two people and a second window of one of
// them, reports that lapse after a minute, the session asking never named, and the access rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PRESENCE_FRESH_SECONDS } from '#shared/presence.ts'
import { NOT_ALLOWED, SIGN_IN_REQUIRED } from '#server/api/http.ts'
import { sessionIdOfToken } from '#server/auth/sessions.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { ADMIN_EMAIL, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
/** The admin in one window, the admin in another (a second session), and a second person. */
let admin: string
let adminElsewhere: string
let ben: string
let faqId: number

/** The first account is the administrator 'Admin' (docs/design.md §15); Ben an editor. */
const ADMIN = 'Admin'
const BEN = 'Ben Okafor'

beforeAll(async () => {
	app = await startTestApp()
	admin = await app.adminToken()
	const again = await app.api('POST', '/admin/login', {
		body: { email: ADMIN_EMAIL, password: 'correct horse battery staple' },
	})
	adminElsewhere = again.body.token
	ben = (await addTeamMember(app.services.db, { role: 'editor', name: BEN })).token
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
		expect(await names(ben)).toEqual([ADMIN])
		expect(await names(admin)).toEqual([BEN])
		// The admin in another window is someone else too, named once however many windows they have.
		expect(await names(adminElsewhere)).toEqual([ADMIN, BEN])
		expect(await names(ben)).toEqual([ADMIN])
		expect(await names(admin)).toEqual([ADMIN, BEN])
	})

	it('is about one item: another item has nobody yet', async () => {
		const other = await app.api('POST', '/faqs', { token: admin, body: { question: 'Alone?', answer: 'Yes.' } })
		expect((await report(ben, `/presence/faqs/${other.body.id}`)).body).toEqual({ editors: [] })
		const page = await app.api('GET', '/pages', {})
		const pageId = (page.body as Array<{ id: number }>)[0]!.id
		expect((await report(admin, `/presence/pages/${pageId}`)).body).toEqual({ editors: [] })
		expect((await report(ben, `/presence/pages/${pageId}`)).body).toEqual({ editors: [{ name: ADMIN }] })
	})

	it('forgets a report older than a minute, and a session that left', async () => {
		expect(await names(ben)).toContain(ADMIN)
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
		expect((await report(ben, path)).body).toEqual({ editors: [{ name: ADMIN }] })
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

	it('answers 403 to whoever may not edit the item, and records nothing for them', async () => {
		// A contributor writes blogs only; an author their own blog posts, not the admin's.
		const contributor = await addTeamMember(app.services.db, { role: 'contributor', name: 'Cleo' })
		const author = await addTeamMember(app.services.db, { role: 'author', name: 'Ari' })
		const post = await app.api('POST', '/blogs', {
			token: admin,
			body: { ...blogs.api.example, heading: 'The admin’s post' },
		})
		expect(post.status, post.text).toBe(201)
		const refusals = [
			await report(contributor.token),
			await app.api('DELETE', `/presence/faqs/${faqId}`, { token: contributor.token }),
			await report(author.token, `/presence/blogs/${post.body.id}`),
		]
		for (const refused of refusals) {
			expect(refused.status).toBe(403)
			expect(refused.body).toEqual({ error: NOT_ALLOWED })
		}
		const theirs = await app.services.db
			.selectFrom('editing_presence')
			.select('user_id')
			.where('user_id', 'in', [contributor.id, author.id])
			.execute()
		expect(theirs).toEqual([])
		expect(await names(admin)).not.toContain('Cleo')
		// The author's own post is theirs to edit.
		const own = await app.api('POST', '/blogs', {
			token: author.token,
			body: { ...blogs.api.example, heading: 'Ari’s post', status: 'draft' },
		})
		expect(own.status, own.text).toBe(201)
		expect((await report(author.token, `/presence/blogs/${own.body.id}`)).status).toBe(200)
		expect((await report(admin, `/presence/blogs/${own.body.id}`)).body).toEqual({ editors: [{ name: 'Ari' }] })
	})

	it('answers 401 without a session', async () => {
		const answer = await report(undefined)
		expect(answer.status).toBe(401)
		expect(answer.body).toEqual({ error: SIGN_IN_REQUIRED })
		expect((await app.api('DELETE', `/presence/faqs/${faqId}`)).status).toBe(401)
	})
})
