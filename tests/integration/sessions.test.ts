/**
 * The admin's sessions (ADR 0029): listed with device, address and the current one; one ended
 * by its public id (its token answers 401 on its next request), or every other one; never a session of
 * another account nor one named by a made-up id; each ending and each sign-out in the audit log.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createSession, SESSION_IDLE_SECONDS, sessionIdOfToken } from '#server/auth/sessions.ts'
import { now } from '#server/db/database.ts'
import {
	adminId,
	auditOf,
	CHROME_LINUX,
	FIREFOX_WINDOWS,
	SAFARI_IPHONE,
	signInAs,
} from '#tests/helpers/admin-sessions.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const stillWorks = async (app: TestApp, token: string) => (await app.api('GET', '/admin/sessions', { token })).status

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
	await app.services.db.deleteFrom('sessions').execute()
	await app.services.db.deleteFrom('audit_log').execute()
})

describe('GET /admin/sessions', () => {
	it('lists every open session with its device, address, method and times; the current one first and marked', async () => {
		const chrome = await signInAs(app, CHROME_LINUX)
		const firefox = await signInAs(app, FIREFOX_WINDOWS)
		const response = await app.api('GET', '/admin/sessions', { token: chrome })
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(response.body).toEqual([
			{
				id: sessionIdOfToken(chrome),
				device: 'Chrome 131 on Linux',
				ip: '127.0.0.1',
				method: 'password',
				created_at: expect.any(String),
				last_seen_at: expect.any(String),
				current: true,
			},
			expect.objectContaining({ id: sessionIdOfToken(firefox), device: 'Firefox 133 on Windows', current: false }),
		])
		// The public id is no token: it does not open a session.
		expect(await stillWorks(app, sessionIdOfToken(chrome))).toBe(401)
	})

	it("says 'Unknown device' without a User-Agent, and leaves out sessions idle too long", async () => {
		const token = await signInAs(app, CHROME_LINUX)
		await createSession(app.services.db, await adminId(app), { userAgent: '', ip: '192.0.2.4' })
		const idle = await createSession(app.services.db, await adminId(app), { userAgent: SAFARI_IPHONE })
		const longAgo = new Date(Date.now() - (SESSION_IDLE_SECONDS + 60) * 1000).toISOString()
		await app.services.db
			.updateTable('sessions')
			.set({ last_seen_at: longAgo })
			.where('token_hash', 'like', `${idle.sessionId}%`)
			.execute()
		const { body } = await app.api('GET', '/admin/sessions', { token })
		expect(body.map((session: { device: string }) => session.device)).toEqual(['Chrome 131 on Linux', 'Unknown device'])
	})

	it('needs a session', async () => {
		expect((await app.api('GET', '/admin/sessions')).status).toBe(401)
		expect((await app.api('DELETE', '/admin/sessions/0123456789abcdef')).status).toBe(401)
		expect((await app.api('POST', '/admin/logout/others')).status).toBe(401)
	})
})

describe('ending sessions', () => {
	it('DELETE /admin/sessions/{id} ends that session: its next request answers 401; the audit log says who ended which', async () => {
		const mine = await signInAs(app, CHROME_LINUX)
		const other = await signInAs(app, FIREFOX_WINDOWS)
		expect(await stillWorks(app, other)).toBe(200)
		const response = await app.api('DELETE', `/admin/sessions/${sessionIdOfToken(other)}`, { token: mine })
		expect(response.status).toBe(204)
		expect(await stillWorks(app, other)).toBe(401)
		expect((await app.api('POST', '/faqs', { token: other, body: { question: 'Q?', answer: 'A.' } })).status).toBe(401)
		expect(await stillWorks(app, mine)).toBe(200)
		const [entry] = await auditOf(app, 'session-ended')
		expect(entry).toMatchObject({
			session: sessionIdOfToken(mine),
			ip: '127.0.0.1',
			detail: JSON.stringify({ session: sessionIdOfToken(other) }),
		})
		// Ended already: nothing left to end.
		expect((await app.api('DELETE', `/admin/sessions/${sessionIdOfToken(other)}`, { token: mine })).status).toBe(404)
	})

	it('answers 404 for a made-up id, a malformed one, or a session of another account, and ends nothing', async () => {
		const mine = await signInAs(app, CHROME_LINUX)
		const timestamp = now()
		const { id: otherAdmin } = await app.services.db
			.insertInto('admin_users')
			.values({ email: 'other@example.com', password_hash: 'x', created_at: timestamp, updated_at: timestamp })
			.returning('id')
			.executeTakeFirstOrThrow()
		const theirs = await createSession(app.services.db, otherAdmin, { userAgent: CHROME_LINUX })
		for (const id of ['0123456789abcdef', 'not-a-session', theirs.sessionId.toUpperCase(), theirs.sessionId]) {
			const response = await app.api('DELETE', `/admin/sessions/${encodeURIComponent(id)}`, { token: mine })
			expect(response.status, id).toBe(404)
			expect(response.body).toEqual({ error: expect.any(String) })
		}
		const { count } = await app.services.db
			.selectFrom('sessions')
			.select((eb) => eb.fn.countAll().as('count'))
			.executeTakeFirstOrThrow()
		expect(Number(count)).toBe(2)
		expect(await auditOf(app, 'session-ended')).toEqual([])
		await app.services.db.deleteFrom('admin_users').where('id', '=', otherAdmin).execute()
	})

	it('POST /admin/logout/others ends every other session and keeps the current one', async () => {
		const mine = await signInAs(app, CHROME_LINUX)
		const others = [await signInAs(app, FIREFOX_WINDOWS), await signInAs(app, SAFARI_IPHONE)]
		const response = await app.api('POST', '/admin/logout/others', { token: mine })
		expect(response.status).toBe(200)
		expect(response.body).toEqual({ ended: 2 })
		expect(await stillWorks(app, mine)).toBe(200)
		for (const token of others) expect(await stillWorks(app, token)).toBe(401)
		const ended = await auditOf(app, 'session-ended')
		expect(ended.map((entry) => JSON.parse(entry.detail).session).sort()).toEqual(others.map(sessionIdOfToken).sort())
		expect((await app.api('POST', '/admin/logout/others', { token: mine })).body).toEqual({ ended: 0 })
	})

	it('POST /admin/logout is recorded as a sign-out of that session', async () => {
		const token = await signInAs(app, CHROME_LINUX)
		expect((await app.api('POST', '/admin/logout', { token })).status).toBe(200)
		expect(await auditOf(app, 'sign-out')).toEqual([
			expect.objectContaining({ session: sessionIdOfToken(token), ip: '127.0.0.1' }),
		])
	})
})
