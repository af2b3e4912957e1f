/**
 * Invitations to the team (docs/design.md §15, ADR 0055), against the real database and a real SMTP
 * server: an administrator invites an address with a role; the link, e-mailed and answered, works once
 * for seven days; accepting it makes the user and signs them in as `POST /admin/login` does; a refused
 * password leaves the link as it was; used, withdrawn, expired, re-sent and unknown links are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALREADY_ON_THE_TEAM, EXPIRED_LINK, REVOKED_LINK, UNKNOWN_LINK, USED_LINK } from '#server/auth/invitations.ts'
import { SESSION_COOKIE } from '#server/auth/sessions.ts'
import { setLogLevel } from '#server/logging.ts'
import { auditOf } from '#tests/helpers/admin-sessions.ts'
import { type CapturedLogs, captureLogs } from '#tests/helpers/logs.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const PASSWORD = 'a long and uncommon passphrase'
const DAY_MS = 24 * 60 * 60 * 1000

let smtp: TestSmtpServer
let app: TestApp
let token: string
let captured: CapturedLogs

beforeAll(async () => {
	smtp = await startSmtpServer()
	captured = captureLogs()
	app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://sigma.example' })
	setLogLevel('info')
	token = await app.adminToken()
	expect((await app.api('PUT', '/settings', { token, body: { name: 'Northwind Data' } })).status).toBe(200)
})
afterAll(async () => {
	await app?.close()
	await smtp?.close()
	captured?.restore()
})

let counter = 0
const address = () => `invited-${Date.now().toString(36)}-${++counter}@example.com`
const invite = (body: Record<string, unknown>, as = token) => app.api('POST', '/users/invitations', { token: as, body })
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!
const accept = (link: string, body: Record<string, unknown>) => app.api('POST', `/invitations/${link}`, { body })

describe('POST /users/invitations', () => {
	it('answers the link, e-mails it to the address alone, and lists it as pending', async () => {
		const email = address()
		const before = Date.now()
		const created = await invite({ email: `  ${email.toUpperCase()} `, role: 'contributor', types: ['blogs', 'faqs'] })
		expect(created.status, created.text).toBe(201)
		expect(created.body).toEqual({
			id: expect.any(Number),
			email,
			role: 'contributor',
			types: ['blogs', 'faqs'],
			expires_at: expect.any(String),
			url: expect.stringMatching(/^https:\/\/sigma\.example\/invitations\/[\w-]{43}$/),
		})
		const lives = Date.parse(created.body.expires_at) - before
		expect(lives).toBeGreaterThanOrEqual(7 * DAY_MS - 1000)
		expect(lives).toBeLessThanOrEqual(7 * DAY_MS + 60_000)
		// Only the token's hash is stored.
		const row = await app.services.db
			.selectFrom('invitations')
			.selectAll()
			.where('id', '=', created.body.id)
			.executeTakeFirstOrThrow()
		expect(row.token_hash).not.toContain(tokenOf(created.body.url))

		const mail = (await smtp.waitFor(1)).find((received) => received.envelopeTo.includes(email))!
		expect(mail.envelopeTo).toEqual([email])
		expect(mail.headers.get('subject')).toEqual(['You are invited to the Northwind Data website'])
		expect(mail.text).toContain('Admin invited you to join the team of the Northwind Data website as contributor.')
		expect(mail.text).toContain(created.body.url)

		const pending = await app.api('GET', '/users/invitations', { token })
		expect(pending.status).toBe(200)
		expect(pending.body[0]).toEqual({
			id: created.body.id,
			email,
			role: 'contributor',
			types: ['blogs', 'faqs'],
			invited_by: { id: expect.any(Number), name: 'Admin' },
			created_at: expect.any(String),
			expires_at: created.body.expires_at,
			expired: false,
		})
		const [entry] = (await auditOf(app, 'user-invited')).filter((audit) => audit.item_id === created.body.id)
		expect(entry).toMatchObject({ collection: 'invitations' })
		expect(JSON.parse(entry!.detail)).toEqual({ role: 'contributor' })
		// Neither the address nor the link reach the log or the audit log.
		const written = [...captured.lines, ...(await auditOf(app, 'user-invited')).map((audit) => audit.detail)].join('\n')
		expect(written).not.toContain(email)
		expect(written).not.toContain(tokenOf(created.body.url))
	})

	it('refuses an address on the team (409), a bad address or role (400), and anyone but an administrator (403)', async () => {
		const member = await addTeamMember(app.services.db, { role: 'editor' })
		const taken = await invite({ email: member.email.toUpperCase(), role: 'author' })
		expect(taken.status).toBe(409)
		expect(taken.body).toEqual({ error: ALREADY_ON_THE_TEAM })
		for (const [body, field] of [
			[{ email: 'not an address', role: 'author' }, 'email'],
			[{ email: address(), role: 'owner' }, 'role'],
			[{ email: address(), role: 'author', types: ['nothing'] }, 'types.0'],
			[{ role: 'author' }, 'email'],
		] as const) {
			const answer = await invite(body)
			expect(answer.status, JSON.stringify(body)).toBe(400)
			expect(Object.keys(answer.body.fields)).toContain(field)
		}
		expect((await invite({ email: address(), role: 'author' }, member.token)).status).toBe(403)
		expect((await app.api('GET', '/users/invitations', { token: member.token })).status).toBe(403)
	})

	it('makes the link from the address the request reached when there is no PUBLIC_URL', async () => {
		const plain = await startTestApp()
		try {
			const created = await plain.api('POST', '/users/invitations', {
				token: await plain.adminToken(),
				body: { email: address(), role: 'author' },
			})
			expect(created.status).toBe(201)
			expect(created.body.url).toMatch(new RegExp(`^${plain.url}/invitations/[\\w-]{43}$`))
			expect(created.body.types).toEqual(['blogs'])
		} finally {
			await plain.close()
		}
	})
})

describe('POST /invitations/{token}', () => {
	it('refuses a weak password without using the link up, then makes the user and signs them in', async () => {
		const email = address()
		const { url } = (await invite({ email, role: 'contributor', types: ['faqs'] })).body
		const link = tokenOf(url)

		const weak = await accept(link, { name: 'Sam Lee', password: 'password1234' })
		expect(weak.status).toBe(400)
		expect(Object.keys(weak.body.fields)).toEqual(['password'])
		const nameless = await accept(link, { name: ' ', password: PASSWORD })
		expect(nameless.status).toBe(400)

		const joined = await accept(link, { name: '  Sam Lee ', password: PASSWORD })
		expect(joined.status, joined.text).toBe(200)
		expect(joined.body).toEqual({ message: 'Login successful', token: expect.any(String) })
		expect(joined.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=${joined.body.token}; .*HttpOnly`))
		expect(joined.headers.get('cache-control')).toBe('no-store')
		const me = await app.api('GET', '/admin/me', { token: joined.body.token })
		expect(me.body).toEqual({ id: expect.any(Number), name: 'Sam Lee', email, role: 'contributor', types: ['faqs'] })
		// The password signs in from now on.
		expect((await app.api('POST', '/admin/login', { body: { email, password: PASSWORD } })).status).toBe(200)

		const again = await accept(link, { name: 'Someone Else', password: PASSWORD })
		expect(again.status).toBe(410)
		expect(again.body).toEqual({ error: USED_LINK })
		expect(
			(await app.api('GET', '/users/invitations', { token })).body.some(
				(row: { email: string }) => row.email === email,
			),
		).toBe(false)
		const [entry] = (await auditOf(app, 'user-joined')).filter((audit) => audit.user_id === me.body.id)
		expect(entry).toMatchObject({ collection: 'users', item_id: me.body.id })
		expect(JSON.parse(entry!.detail)).toMatchObject({ role: 'contributor', returning: false })
	})

	it('answers 404 for a token that names no invitation, and 410 for an expired or withdrawn one', async () => {
		for (const link of ['no-such-token', 'x'.repeat(300)]) {
			const unknown = await accept(link, { name: 'Sam', password: PASSWORD })
			expect(unknown.status).toBe(404)
			expect(unknown.body).toEqual({ error: UNKNOWN_LINK })
		}
		const expiring = (await invite({ email: address(), role: 'author' })).body
		// Eight days later, as far as the link can tell.
		await app.services.db
			.updateTable('invitations')
			.set({ expires_at: new Date(Date.now() - DAY_MS).toISOString() })
			.where('id', '=', expiring.id)
			.execute()
		const expired = await accept(tokenOf(expiring.url), { name: 'Late', password: PASSWORD })
		expect(expired.status).toBe(410)
		expect(expired.body).toEqual({ error: EXPIRED_LINK })
		expect(
			await app.services.db.selectFrom('admin_users').select('id').where('email', '=', expiring.email).execute(),
		).toEqual([])
		expect(
			(await app.api('GET', '/users/invitations', { token })).body.find(
				(row: { id: number }) => row.id === expiring.id,
			),
		).toMatchObject({ expired: true })

		// Re-sent: a new link and seven days; the old link names nothing any more.
		const resent = await app.api('POST', `/users/invitations/${expiring.id}/resend`, { token })
		expect(resent.status, resent.text).toBe(200)
		expect(resent.body).toMatchObject({ id: expiring.id, email: expiring.email, role: 'author' })
		expect(resent.body.url).not.toBe(expiring.url)
		expect(Date.parse(resent.body.expires_at)).toBeGreaterThan(Date.now() + 6 * DAY_MS)
		expect((await accept(tokenOf(expiring.url), { name: 'Late', password: PASSWORD })).status).toBe(404)
		await expect.poll(() => smtp.received.some((mail) => mail.text.includes(resent.body.url))).toBe(true)

		// Withdrawn: its link is refused, and it leaves the list.
		expect((await app.api('DELETE', `/users/invitations/${expiring.id}`, { token })).status).toBe(204)
		const revoked = await accept(tokenOf(resent.body.url), { name: 'Late', password: PASSWORD })
		expect(revoked.status).toBe(410)
		expect(revoked.body).toEqual({ error: REVOKED_LINK })
		expect((await app.api('DELETE', `/users/invitations/${expiring.id}`, { token })).status).toBe(404)
		expect((await app.api('POST', `/users/invitations/${expiring.id}/resend`, { token })).status).toBe(404)
		expect((await auditOf(app, 'invitation-revoked')).some((audit) => audit.item_id === expiring.id)).toBe(true)
	})

	it('lets only the newest invitation of an address work, and only one of two tries at once', async () => {
		const email = address()
		const first = (await invite({ email, role: 'author' })).body
		const second = (await invite({ email, role: 'editor' })).body
		expect((await accept(tokenOf(first.url), { name: 'Old', password: PASSWORD })).status).toBe(410)
		const tries = await Promise.all([
			accept(tokenOf(second.url), { name: 'One', password: PASSWORD }),
			accept(tokenOf(second.url), { name: 'Two', password: PASSWORD }),
		])
		expect(tries.map((answer) => answer.status).sort()).toEqual([200, 410])
		const users = await app.services.db.selectFrom('admin_users').select(['role']).where('email', '=', email).execute()
		expect(users).toEqual([{ role: 'editor' }])
	})

	it('brings a removed user back, with their id, items and author page', async () => {
		const member = await addTeamMember(app.services.db, { role: 'author', types: ['faqs'] })
		const faq = await app.api('POST', '/faqs', {
			token: member.token,
			body: { question: 'Still mine?', answer: 'Yes' },
		})
		expect(faq.status).toBe(201)
		const before = await app.services.db
			.selectFrom('admin_users')
			.select('slug')
			.where('id', '=', member.id)
			.executeTakeFirstOrThrow()
		expect((await app.api('DELETE', `/users/${member.id}`, { token })).status).toBe(204)

		const { url } = (await invite({ email: member.email, role: 'contributor' })).body
		const joined = await accept(tokenOf(url), { name: 'Back Again', password: PASSWORD })
		expect(joined.status).toBe(200)
		const me = (await app.api('GET', '/admin/me', { token: joined.body.token })).body
		expect(me).toEqual({
			id: member.id,
			name: 'Back Again',
			email: member.email,
			role: 'contributor',
			types: ['blogs'],
		})
		expect((await app.api('GET', `/faqs/${faq.body.id}`, { token })).body).toMatchObject({ created_by: member.id })
		const after = await app.services.db
			.selectFrom('admin_users')
			.select(['slug', 'status'])
			.where('id', '=', member.id)
			.executeTakeFirstOrThrow()
		expect(after).toEqual({ slug: before.slug, status: 'active' })
	})

	it('gives a new user a free slug of their name', async () => {
		const slugs: string[] = []
		for (const _ of [1, 2]) {
			const { url } = (await invite({ email: address(), role: 'author' })).body
			const joined = await accept(tokenOf(url), { name: 'Zoë Ångström', password: PASSWORD })
			const { id } = (await app.api('GET', '/admin/me', { token: joined.body.token })).body
			const row = await app.services.db
				.selectFrom('admin_users')
				.select('slug')
				.where('id', '=', id)
				.executeTakeFirstOrThrow()
			slugs.push(row.slug!)
		}
		expect(slugs).toEqual(['zoe-angstrom', 'zoe-angstrom-2'])
	})

	it('answers a GET at the link in JSON for API clients (405), leaving HTML to the page', async () => {
		const answer = await app.api('GET', '/invitations/anything')
		expect(answer.status).toBe(405)
		expect(answer.headers.get('allow')).toBe('POST')
		expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow')
	})
})
