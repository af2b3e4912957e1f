/**
 * The audit log's entries (ADR 0029): sign-ins, failed sign-ins and sign-outs; every content,
 * media and inbox write through the JSON API and through the admin screens' form posts, each with the
 * acting session's public id and address, written in the write's transaction (a refused write leaves
 * none); never a password, a token, nor anything a visitor wrote.
 */
import { randomUUID } from 'node:crypto'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { sessionIdOfToken } from '#server/auth/sessions.ts'
import { reserveUpload } from '#server/content/media.ts'
import { faqs } from '#server/content/types/faqs.ts'
import { editScreenAction, listScreenAction } from '#app/lib/admin-screens.server.ts'
import { signOutAndRedirect } from '#app/lib/auth.server.ts'
import { handleInboxAction } from '#app/lib/contact-inbox.server.ts'
import { mediaAction } from '#app/lib/media.server.ts'
import { sessionsAction } from '#app/lib/sessions.server.ts'
import { trashAction } from '#app/lib/trash.server.ts'
import { auditOf, CHROME_LINUX, FIREFOX_WINDOWS, signInAs } from '#tests/helpers/admin-sessions.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const FORM_ADDRESS = '198.51.100.23'

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
	await app.services.db.deleteFrom('audit_log').execute()
	await app.services.db.deleteFrom('rate_limits').execute()
	token = await signInAs(app, CHROME_LINUX)
})

const everyEntry = () => app.services.db.selectFrom('audit_log').selectAll().orderBy('id').execute()
const actions = async () => (await everyEntry()).map((entry) => entry.action)
const admin = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
	app.api(method, path, { body, token, headers })

/** A form post to an admin screen's action, from the browser whose session is `token`. */
function formArgs(path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.append(name, value)
	const request = new Request(`${app.url}${path}`, {
		method: 'POST',
		body,
		headers: { cookie: `sigma_auth_token=${token}` },
	})
	const context = {
		services: app.services,
		clientAddress: FORM_ADDRESS,
		requestId: 'test',
		cspNonce: 'x',
	} as AppLoadContext
	return { request, context, params }
}

const asApi = () => ({ session: sessionIdOfToken(token), ip: '127.0.0.1' })
const asForm = () => ({ session: sessionIdOfToken(token), ip: FORM_ADDRESS })

describe('sign-ins', () => {
	it('records a sign-in with its method and session, and a failed one with its address alone', async () => {
		const [signIn] = await auditOf(app, 'sign-in')
		expect(signIn).toMatchObject({ ...asApi(), detail: JSON.stringify({ method: 'password' }) })
		const failed = await app.api('POST', '/admin/login', {
			body: { email: ADMIN_EMAIL, password: 'wrong password here' },
		})
		expect(failed.status).toBe(401)
		const unknown = await app.api('POST', '/admin/login', {
			body: { email: 'correct horse battery staple', password: ADMIN_PASSWORD },
		})
		expect(unknown.status).toBe(401)
		const entries = await auditOf(app, 'sign-in-failed')
		expect(entries).toHaveLength(2)
		for (const entry of entries) expect(entry).toMatchObject({ session: null, ip: '127.0.0.1', collection: null })
		// Neither the e-mail tried nor the password (typed in the wrong field, even) is kept.
		const stored = JSON.stringify(await everyEntry())
		for (const secret of [ADMIN_PASSWORD, 'wrong password here', ADMIN_EMAIL, token])
			expect(stored).not.toContain(secret)
	})

	it('records the sign-in page and Sign Out with the address React Router was given', async () => {
		const { request, context } = formArgs('/admin/sign-out', {})
		await signOutAndRedirect(request, context)
		expect(await auditOf(app, 'sign-out')).toEqual([expect.objectContaining(asForm())])
	})
})

describe('content writes through the JSON API', () => {
	it('records create, update, delete, restore, a restored version and a purge, with collection, id, session and address', async () => {
		const created = await admin('POST', '/faqs', { question: 'Audited?', answer: 'Every write.' })
		expect(created.status).toBe(201)
		const { id } = created.body
		expect((await admin('PUT', `/faqs/${id}`, { answer: 'Every single write.', status: 'draft' })).status).toBe(200)
		const [kept] = (await admin('GET', `/faqs/${id}/revisions`)).body
		expect((await admin('POST', `/faqs/${id}/revisions/${kept.revision}/restore`)).status).toBe(200)
		expect((await admin('DELETE', `/faqs/${id}`)).status).toBe(204)
		expect((await admin('POST', `/trash/faqs/${id}/restore`)).status).toBe(200)
		expect((await admin('DELETE', `/faqs/${id}`)).status).toBe(204)
		expect((await admin('DELETE', `/trash/faqs/${id}`)).status).toBe(204)

		const writes = (await everyEntry()).filter((entry) => entry.collection !== null)
		expect(writes.map(({ action, detail }) => [action, detail ? JSON.parse(detail) : {}])).toEqual([
			['content-created', { status: 'published' }],
			['content-updated', { status: 'draft' }],
			['content-updated', { status: 'published', revision: kept.revision }],
			['content-deleted', {}],
			['content-restored', {}],
			['content-deleted', {}],
			['content-purged', {}],
		])
		for (const entry of writes) expect(entry).toMatchObject({ ...asApi(), collection: 'faqs', item_id: id })
		// What the item says is never in the log.
		expect(JSON.stringify(writes)).not.toMatch(/Audited|Every/)
	})

	it('a refused write leaves no entry (invalid input, a stale If-Match, an unknown id)', async () => {
		const { body: faq } = await admin('POST', '/faqs', { question: 'Stays?', answer: 'Yes.' })
		await app.services.db.deleteFrom('audit_log').execute()
		expect((await admin('PUT', `/faqs/${faq.id}`, { question: '' })).status).toBe(400)
		expect((await admin('PUT', `/faqs/${faq.id}`, { answer: 'No.' }, { 'if-match': '"stale"' })).status).toBe(412)
		expect((await admin('DELETE', `/faqs/${faq.id}`, undefined, { 'if-match': '"stale"' })).status).toBe(412)
		expect((await admin('DELETE', '/faqs/999999')).status).toBe(404)
		expect((await admin('POST', '/faqs', { question: '' })).status).toBe(400)
		expect(await actions()).toEqual([])
	})

	it('records media updates (which facts changed, not the alt text) and deletes', async () => {
		const { id } = await reserveUpload(app.services.db, `${randomUUID()}_640x480.png`)
		const alt = 'A secret-looking alt text'
		expect((await admin('PUT', `/media/${id}`, { alt, focal_point: { x: 0.2, y: 0.3 } })).status).toBe(200)
		expect((await admin('DELETE', `/media/${id}`)).status).toBe(204)
		const entries = (await everyEntry()).filter((entry) => entry.collection === 'media')
		expect(entries).toEqual([
			expect.objectContaining({
				...asApi(),
				action: 'media-updated',
				item_id: id,
				detail: '{"changed":"alt,focal_point"}',
			}),
			expect.objectContaining({ ...asApi(), action: 'media-deleted', item_id: id }),
		])
		expect(JSON.stringify(entries)).not.toContain(alt)
	})

	it('records the deletion of a contact message by its id alone: nothing the visitor wrote', async () => {
		const visitor = {
			name: 'Mallory Visitor',
			email: 'mallory@example.net',
			phone: '+1 555 0100',
			subject: 'Subject that must not be kept',
			message: 'A message body that must never reach the audit log',
		}
		const sent = await app.api('POST', '/contact', { body: visitor })
		expect(sent.status).toBe(201)
		expect((await admin('DELETE', `/contact_submissions/${sent.body.id}`)).status).toBe(204)
		const [entry] = await auditOf(app, 'content-deleted')
		expect(entry).toMatchObject({ ...asApi(), collection: 'contact_submissions', item_id: sent.body.id, detail: '' })
		const stored = JSON.stringify(await everyEntry())
		for (const value of Object.values(visitor)) expect(stored).not.toContain(value)
	})

	it('records nothing for a write without an actor (sample content, the expired trash)', async () => {
		await faqs.create(app.services.db, { question: 'Seeded?', answer: 'Yes.' })
		expect((await actions()).filter((action) => action.startsWith('content-'))).toEqual([])
	})
})

describe('writes through the admin screens (form posts)', () => {
	it('records create, update, delete and restore from the FAQ screens, and an image saved from its screen', async () => {
		const list = '/dashboard/edit-FAQ'
		const added = await listScreenAction(formArgs(list, { question: 'From a form?', answer: 'Yes.' }), faqs)
		expect((added as Response).status).toBe(302)
		const [created] = await auditOf(app, 'content-created')
		const id = created!.item_id!
		const edit = `/dashboard/edit-FAQ/${id}`
		const updated = await editScreenAction(
			formArgs(edit, { question: 'From a form!', answer: 'Yes.' }, { id: String(id) }),
			faqs,
		)
		expect((updated as Response).status).toBe(302)
		await listScreenAction(formArgs(list, { intent: 'delete', id: String(id) }), faqs)
		await trashAction(formArgs('/dashboard/trash', { intent: 'restore', collection: 'faqs', id: String(id) }))
		const media = await reserveUpload(app.services.db, `${randomUUID()}_640x480.png`)
		const saved = await mediaAction(
			formArgs(
				`/dashboard/media/${media.id}`,
				{ intent: 'save', alt: 'Described', focal_x: '', focal_y: '' },
				{ id: String(media.id) },
			),
		)
		expect((saved as Response).status).toBe(302)

		const writes = (await everyEntry()).filter((entry) => entry.collection !== null)
		expect(writes.map((entry) => [entry.action, entry.collection, entry.item_id])).toEqual([
			['content-created', 'faqs', id],
			['content-updated', 'faqs', id],
			['content-deleted', 'faqs', id],
			['content-restored', 'faqs', id],
			['media-updated', 'media', media.id],
		])
		for (const entry of writes) expect(entry).toMatchObject(asForm())
	})

	it('records a contact message deleted from the inbox, and a session ended from the Sessions screen', async () => {
		const sent = await app.api('POST', '/contact', {
			body: {
				name: 'Ann Visitor',
				email: 'ann@example.com',
				phone: '+44 20 7946 0958',
				subject: 'Hi',
				message: 'Secret words',
			},
		})
		expect(sent.status, sent.text).toBe(201)
		const { request, context } = formArgs('/dashboard/contact-submission', {
			intent: 'delete',
			id: String(sent.body.id),
		})
		await handleInboxAction(request, context, 'list')
		const other = await signInAs(app, FIREFOX_WINDOWS)
		await sessionsAction(formArgs('/dashboard/sessions', { intent: 'end', id: sessionIdOfToken(other) }))
		expect((await app.api('GET', '/admin/sessions', { token: other })).status).toBe(401)

		const [deleted] = await auditOf(app, 'content-deleted')
		expect(deleted).toMatchObject({ ...asForm(), collection: 'contact_submissions', item_id: sent.body.id })
		const [ended] = await auditOf(app, 'session-ended')
		expect(ended).toMatchObject({ ...asForm(), detail: JSON.stringify({ session: sessionIdOfToken(other) }) })
		expect(JSON.stringify(await everyEntry())).not.toContain('Secret words')
	})
})
