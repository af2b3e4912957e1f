/**
 * The team's API (docs/design.md §15): the users an administrator lists, changes and removes, on the real
 * database (SQLite, or PostgreSQL under pg_virtualenv). A removal ends every session at once and drops
 * what signs the user in; the site always keeps an active administrator; a new role rules the next request.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LAST_ADMINISTRATOR, NOT_YOURSELF, REMOVED_USER, updateUser } from '#server/auth/users.ts'
import { adminId, auditOf } from '#tests/helpers/admin-sessions.ts'
import { usingPostgres } from '#tests/helpers/database.ts'
import { addTeamMember, TEAM_PASSWORD } from '#tests/helpers/team.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let token: string
let firstAdmin: number

beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
	firstAdmin = await adminId(app)
})
afterAll(() => app?.close())

const signInWithPassword = (email: string) =>
	app.api('POST', '/admin/login', { body: { email, password: TEAM_PASSWORD } })

describe('GET /admin/me', () => {
	it('answers the signed-in user, whoever they are', async () => {
		const me = await app.api('GET', '/admin/me', { token })
		expect(me.status).toBe(200)
		expect(me.body).toEqual({
			id: firstAdmin,
			name: 'Admin',
			email: ADMIN_EMAIL,
			role: 'administrator',
			types: ['blogs'],
		})
		const author = await addTeamMember(app.services.db, {
			role: 'author',
			types: ['blogs', 'faqs'],
			name: 'Ana Author',
		})
		const theirs = await app.api('GET', '/admin/me', { token: author.token })
		expect(theirs.body).toEqual({
			id: author.id,
			name: 'Ana Author',
			email: author.email,
			role: 'author',
			types: ['blogs', 'faqs'],
		})
		expect(theirs.headers.get('cache-control')).toBe('no-store')
		expect((await app.api('GET', '/admin/me')).status).toBe(401)
	})
})

describe('GET /users', () => {
	it('lists the active team with roles, types, last seen and second factor; removed ones on request', async () => {
		const editor = await addTeamMember(app.services.db, { role: 'editor', name: 'Eddie Editor' })
		await app.services.db
			.updateTable('admin_users')
			.set({ totp_secret: 'JBSWY3DPEHPK3PXP' })
			.where('id', '=', editor.id)
			.execute()
		const listed = await app.api('GET', '/users', { token })
		expect(listed.status).toBe(200)
		const eddie = listed.body.find((user: { id: number }) => user.id === editor.id)
		expect(eddie).toEqual({
			id: editor.id,
			name: 'Eddie Editor',
			email: editor.email,
			role: 'editor',
			types: ['blogs'],
			status: 'active',
			created_at: expect.any(String),
			// The session the helper opened.
			last_seen_at: expect.any(String),
			second_factor: true,
		})
		expect(listed.body.find((user: { id: number }) => user.id === firstAdmin)).toMatchObject({
			role: 'administrator',
			second_factor: false,
		})
		expect(listed.body.every((user: { status: string }) => user.status === 'active')).toBe(true)

		const removed = await app.api('GET', '/users?status=removed', { token })
		expect(removed.status).toBe(200)
		expect(removed.body.every((user: { status: string }) => user.status === 'removed')).toBe(true)
		expect((await app.api('GET', '/users?status=gone', { token })).status).toBe(400)
	})

	it('is an administrator’s: other roles get 403', async () => {
		for (const role of ['editor', 'author', 'contributor'] as const) {
			const member = await addTeamMember(app.services.db, { role })
			const answer = await app.api('GET', '/users', { token: member.token })
			expect(answer.status, role).toBe(403)
			expect(answer.body).toEqual({ error: expect.any(String) })
			expect(
				(await app.api('PUT', `/users/${member.id}`, { token: member.token, body: { role: 'administrator' } })).status,
			).toBe(403)
			expect((await app.api('GET', '/admin/me', { token: member.token })).status).toBe(200)
		}
	})
})

describe('PUT /users/{id}', () => {
	it('changes the role and types, and the next request follows the new role', async () => {
		const member = await addTeamMember(app.services.db, { role: 'contributor' })
		// A contributor may not read the analytics (docs/design.md §15); an editor may.
		expect((await app.api('GET', '/analytics', { token: member.token })).status).toBe(403)
		const changed = await app.api('PUT', `/users/${member.id}`, {
			token,
			body: { role: 'editor', types: ['blogs', 'careers'], name: '  Eve Editor ' },
		})
		expect(changed.status, changed.text).toBe(200)
		expect(changed.body).toMatchObject({
			id: member.id,
			role: 'editor',
			types: ['blogs', 'careers'],
			name: 'Eve Editor',
		})
		expect((await app.api('GET', '/analytics', { token: member.token })).status).toBe(200)
		expect((await app.api('GET', '/admin/me', { token: member.token })).body).toMatchObject({ role: 'editor' })
		// The author page follows the new name, as a profile's does (ADR 0053): the old address leads there.
		const moved = await app.api('GET', '/redirects', { token })
		expect(moved.body).toContainEqual(
			expect.objectContaining({
				from: `/blog/author/${member.email.split('@')[0]}`,
				to: '/blog/author/eve-editor',
				status: 301,
			}),
		)
		const [entry] = (await auditOf(app, 'user-updated')).filter((row) => row.item_id === member.id)
		expect(entry).toMatchObject({ collection: 'users', user_id: firstAdmin })
		expect(JSON.parse(entry!.detail)).toEqual({ changed: 'name, role, types', role: 'editor' })
	})

	it('refuses a role, type or name outside the rules with 400 naming the field, and an unknown id with 404', async () => {
		const member = await addTeamMember(app.services.db, { role: 'author' })
		for (const [body, field] of [
			[{ role: 'owner' }, 'role'],
			[{ types: ['blogs', 'spaceships'] }, 'types.1'],
			[{ types: ['blogs', 'blogs'] }, 'types'],
			[{ types: 'blogs' }, 'types'],
			[{ name: '   ' }, 'name'],
		] as const) {
			const answer = await app.api('PUT', `/users/${member.id}`, { token, body })
			expect(answer.status, JSON.stringify(body)).toBe(400)
			expect(Object.keys(answer.body.fields), JSON.stringify(body)).toContain(field)
		}
		expect((await app.api('PUT', '/users/999999', { token, body: { role: 'editor' } })).status).toBe(404)
		expect((await app.api('PUT', '/users/abc', { token, body: { role: 'editor' } })).status).toBe(404)
	})
})

describe('the last administrator', () => {
	it('can be neither demoted nor removed (409), while another administrator makes both possible', async () => {
		const { db } = app.services
		// Only the first account is an administrator now: the others of this file are other roles.
		await db
			.updateTable('admin_users')
			.set({ role: 'editor' })
			.where('id', '!=', firstAdmin)
			.where('role', '=', 'administrator')
			.execute()
		const demoted = await app.api('PUT', `/users/${firstAdmin}`, { token, body: { role: 'editor' } })
		expect(demoted.status).toBe(409)
		expect(demoted.body).toEqual({ error: LAST_ADMINISTRATOR })
		expect((await app.api('GET', '/admin/me', { token })).body.role).toBe('administrator')

		const second = await addTeamMember(db, { role: 'administrator' })
		// Nobody removes themselves, even with another administrator left.
		const self = await app.api('DELETE', `/users/${second.id}`, { token: second.token })
		expect(self.status).toBe(409)
		expect(self.body).toEqual({ error: NOT_YOURSELF })
		// Two administrators: one may remove the other.
		expect((await app.api('DELETE', `/users/${firstAdmin}`, { token: second.token })).status).toBe(204)
		// The first account is gone: the other is the last administrator now, and stays one.
		expect((await app.api('GET', '/admin/me', { token })).status).toBe(401)
		const lastDemoted = await app.api('PUT', `/users/${second.id}`, { token: second.token, body: { role: 'author' } })
		expect(lastDemoted.status).toBe(409)
		// Bring the first account back for the rest of the file (as an invitation would).
		await db.updateTable('admin_users').set({ status: 'active' }).where('id', '=', firstAdmin).execute()
		const signedIn = await app.api('POST', '/admin/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
		token = signedIn.body.token as string
		expect((await app.api('PUT', `/users/${second.id}`, { token, body: { role: 'author' } })).status).toBe(200)
	})

	it('holds when two administrators demote each other at once', async () => {
		const { db } = app.services
		await db
			.updateTable('admin_users')
			.set({ role: 'editor' })
			.where('id', '!=', firstAdmin)
			.where('role', '=', 'administrator')
			.execute()
		const other = await addTeamMember(db, { role: 'administrator' })
		// PostgreSQL runs the two side by side: every update of a user waits a moment before its transaction
		// goes on, so that each would read the other as an administrator but for the lock. (SQLite writes
		// one transaction at a time.)
		if (usingPostgres) {
			await sql`CREATE FUNCTION slow_down() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(0.3); RETURN NULL; END $$ LANGUAGE plpgsql`.execute(
				db,
			)
			await sql`CREATE TRIGGER slow_user_updates AFTER UPDATE ON admin_users FOR EACH STATEMENT EXECUTE FUNCTION slow_down()`.execute(
				db,
			)
		}
		// Straight to the domain: both requests past the router's check, as when they arrive together.
		const outcomes = await Promise.allSettled([
			updateUser(db, firstAdmin, { role: 'editor' }, { actor: { userId: other.id } }),
			updateUser(db, other.id, { role: 'editor' }, { actor: { userId: firstAdmin } }),
		]).finally(async () => {
			if (usingPostgres) await sql`DROP FUNCTION slow_down CASCADE`.execute(db)
		})
		expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
		const refused = outcomes.find((outcome) => outcome.status === 'rejected')
		expect(refused?.reason).toMatchObject({ status: 409, message: LAST_ADMINISTRATOR })
		const admins = await db
			.selectFrom('admin_users')
			.select('id')
			.where('role', '=', 'administrator')
			.where('status', '=', 'active')
			.execute()
		expect(admins).toHaveLength(1)
		await db.updateTable('admin_users').set({ role: 'administrator' }).where('id', '=', firstAdmin).execute()
	})
})

describe('DELETE /users/{id}', () => {
	it('ends every session at once, drops what signs them in, and keeps their items credited to them', async () => {
		const { db } = app.services
		const author = await addTeamMember(db, { role: 'author', types: ['faqs'] })
		const second = (await signInWithPassword(author.email)).body.token as string
		const faq = await app.api('POST', '/faqs', { token: author.token, body: { question: 'Kept?', answer: 'Yes' } })
		expect(faq.status, faq.text).toBe(201)
		await db
			.insertInto('recovery_codes')
			.values({ admin_id: author.id, code_hash: 'x', created_at: new Date().toISOString(), used_at: null })
			.execute()
		await db.updateTable('admin_users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', author.id).execute()

		const removed = await app.api('DELETE', `/users/${author.id}`, { token })
		expect(removed.status).toBe(204)
		for (const session of [author.token, second]) {
			expect((await app.api('GET', '/admin/me', { token: session })).status).toBe(401)
		}
		expect(await db.selectFrom('sessions').select('token_hash').where('admin_id', '=', author.id).execute()).toEqual([])
		expect(await db.selectFrom('recovery_codes').select('id').where('admin_id', '=', author.id).execute()).toEqual([])
		const row = await db.selectFrom('admin_users').selectAll().where('id', '=', author.id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ status: 'removed', totp_secret: null })
		// The password no longer signs them in.
		expect((await signInWithPassword(author.email)).status).toBe(401)
		// Their FAQ stays, credited to them.
		expect((await app.api('GET', `/faqs/${faq.body.id}`, { token })).body).toMatchObject({ created_by: author.id })
		expect((await app.api('GET', '/users', { token })).body.some((user: { id: number }) => user.id === author.id)).toBe(
			false,
		)
		expect((await app.api('GET', '/users?status=removed', { token })).body).toContainEqual(
			expect.objectContaining({ id: author.id, status: 'removed', second_factor: false }),
		)
		const [entry] = (await auditOf(app, 'user-removed')).filter((audit) => audit.item_id === author.id)
		expect(JSON.parse(entry!.detail)).toEqual({ role: 'author', sessions: 2 })

		// Again: nothing more happens; a change is refused.
		expect((await app.api('DELETE', `/users/${author.id}`, { token })).status).toBe(204)
		expect((await auditOf(app, 'user-removed')).filter((audit) => audit.item_id === author.id)).toHaveLength(1)
		const changed = await app.api('PUT', `/users/${author.id}`, { token, body: { role: 'editor' } })
		expect(changed.status).toBe(409)
		expect(changed.body).toEqual({ error: REMOVED_USER })
		expect((await app.api('DELETE', '/users/999999', { token })).status).toBe(404)
	})
})

describe('DELETE /users/{id}/sessions', () => {
	it('ends every session of a user; they stay on the team and sign in again', async () => {
		const editor = await addTeamMember(app.services.db, { role: 'editor' })
		const ended = await app.api('DELETE', `/users/${editor.id}/sessions`, { token })
		expect(ended.status).toBe(204)
		expect((await app.api('GET', '/admin/me', { token: editor.token })).status).toBe(401)
		expect((await signInWithPassword(editor.email)).status).toBe(200)
		const [entry] = (await auditOf(app, 'user-sessions-ended')).filter((audit) => audit.item_id === editor.id)
		expect(JSON.parse(entry!.detail)).toEqual({ sessions: 1 })
		expect((await app.api('DELETE', '/users/999999/sessions', { token })).status).toBe(404)
		expect((await app.api('DELETE', `/users/${editor.id}/sessions`, { token: editor.token })).status).toBe(401)
	})
})
