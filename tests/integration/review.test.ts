/**
 * Review (docs/design.md §15, docs/decisions/0056-review.md) over real HTTP and a real database (SQLite, or
 * PostgreSQL under pg_virtualenv): a contributor's submission, live nowhere; the reviewer's 'Request changes'
 * with its note (who may, on what, refusals that change nothing); the author's resubmission answering it;
 * the approval that publishes or schedules; and the screens' loaders and actions on the same rules.
 */
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findSession } from '#server/auth/sessions.ts'
import { openReviewRequest, reviewQueue, waitingFor } from '#server/content/review.ts'
import { faqs } from '#server/content/types/faqs.ts'
import { loadReviewQueue, reviewQueueAction } from '#app/lib/review.server.ts'
import { REVIEW_FIELDS } from '#app/lib/review.ts'
import { action as editAction, loader as editLoader } from '#app/routes/admin/content-edit.tsx'
import { loaderContext } from '#tests/helpers/loader-context.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let context: AppLoadContext
type Member = Awaited<ReturnType<typeof addTeamMember>>
let contributor: Member
let editor: Member
let author: Member

beforeAll(async () => {
	app = await startTestApp()
	contributor = await addTeamMember(app.services.db, { role: 'contributor', types: ['faqs'], name: 'Cora Writer' })
	editor = await addTeamMember(app.services.db, { role: 'editor', name: 'Eddie Editor' })
	author = await addTeamMember(app.services.db, { role: 'author', types: ['faqs'] })
	context = await loaderContext(app)
})
afterAll(() => app?.close())

const db = () => app.services.db
const userOf = async (member: Member) => (await findSession(db(), member.token))!
const question = () => `Can we review this ${Math.random().toString(36).slice(2, 8)}?`

/** A contributor's FAQ, submitted for review through the API. */
async function submitted(): Promise<{ id: number; etag: string }> {
	const made = await app.api('POST', '/faqs', {
		token: contributor.token,
		body: { question: question(), answer: 'Typed by a contributor.', status: 'in_review' },
	})
	expect(made.status, made.text).toBe(201)
	return { id: made.body.id, etag: made.headers.get('etag')! }
}

const requestChanges = (id: number, token: string, body: unknown, headers: Record<string, string> = {}) =>
	app.api('POST', `/faqs/${id}/request-changes`, { token, body, headers })

describe('a contributor’s submission', () => {
	it('is live nowhere, listed with ?status=in_review only, and never published by its contributor', async () => {
		const { id } = await submitted()
		expect((await app.api('GET', `/faqs/${id}`)).status).toBe(404)
		expect(((await app.api('GET', '/faqs')).body as Array<{ id: number }>).map((item) => item.id)).not.toContain(id)
		const inReview = await app.api('GET', '/faqs?status=in_review', { token: editor.token })
		expect(inReview.body).toContainEqual(expect.objectContaining({ id, status: 'in_review' }))
		const drafts = await app.api('GET', '/faqs?status=draft', { token: editor.token })
		expect((drafts.body as Array<{ id: number }>).map((item) => item.id)).not.toContain(id)
		// Publishing is the reviewer's: refused, and nothing changes.
		const published = await app.api('PUT', `/faqs/${id}`, { token: contributor.token, body: { status: 'published' } })
		expect(published.status).toBe(403)
		expect((await faqs.get(db(), id, { status: 'all' }))?.status).toBe('in_review')
		// A create without a status publishes (the seed's calls), so a contributor's is refused.
		const plain = await app.api('POST', '/faqs', {
			token: contributor.token,
			body: { question: question(), answer: 'No status.' },
		})
		expect(plain.status).toBe(403)
	})
})

describe('Request changes', () => {
	it('is a reviewer’s: an author and a contributor are refused, and the item stays in review', async () => {
		const { id } = await submitted()
		for (const member of [author, contributor]) {
			const refused = await requestChanges(id, member.token, { note: 'Shorter, please.' })
			expect(refused.status).toBe(403)
			expect(refused.body).toEqual({ error: expect.any(String) })
		}
		expect((await requestChanges(id, '', { note: 'x' })).status).toBe(401)
		expect((await faqs.get(db(), id, { status: 'all' }))?.status).toBe('in_review')
	})

	it('refuses an empty note (400), an item not in review (409), a stale version (412) and an unknown one (404)', async () => {
		const { id, etag } = await submitted()
		const empty = await requestChanges(id, editor.token, { note: '   ' })
		expect(empty.status).toBe(400)
		expect(empty.body.fields).toEqual({ note: 'Say what should change' })
		const long = await requestChanges(id, editor.token, { note: 'x'.repeat(2001) })
		expect(long.status).toBe(400)
		await app.api('PUT', `/faqs/${id}`, { token: contributor.token, body: { answer: 'Changed meanwhile.' } })
		expect((await requestChanges(id, editor.token, { note: 'Stale.' }, { 'if-match': etag })).status).toBe(412)
		expect((await requestChanges(999_999, editor.token, { note: 'Who?' })).status).toBe(404)
		const draft = await app.api('POST', '/faqs', {
			token: editor.token,
			body: { question: question(), answer: 'A draft.', status: 'draft' },
		})
		const notInReview = await requestChanges(draft.body.id, editor.token, { note: 'Not yet.' })
		expect(notInReview.status).toBe(409)
		expect(notInReview.body.error).toBe('Only an item waiting for review can be sent back with changes to make')
		expect(await openReviewRequest(db(), 'faqs', draft.body.id)).toBeUndefined()
		expect((await faqs.get(db(), id, { status: 'all' }))?.status).toBe('in_review')
	})

	it('sends the item back as a draft with a note its author reads until they submit it again', async () => {
		const { id } = await submitted()
		const sent = await requestChanges(id, editor.token, { note: '  Please add an example.  ' })
		expect(sent.status, sent.text).toBe(200)
		expect(sent.body).toMatchObject({ id, status: 'draft', updated_by: editor.id, created_by: contributor.id })
		expect(await openReviewRequest(db(), 'faqs', id)).toEqual({
			note: 'Please add an example.',
			requested_by: 'Eddie Editor',
			requested_at: expect.any(String),
		})
		const cora = await userOf(contributor)
		const waiting = await waitingFor(db(), cora)
		expect(waiting.toReview).toBeUndefined()
		expect(waiting.changesRequested).toContainEqual(
			expect.objectContaining({
				id,
				collection: 'faqs',
				request: expect.objectContaining({ note: 'Please add an example.' }),
			}),
		)
		// The audit log says who sent it back, and that it was a review's.
		const audit = await app.api('GET', `/admin/audit?user=${editor.id}`, { token: await app.adminToken() })
		expect(audit.body.entries[0]).toMatchObject({ action: 'content-updated', item_id: id })
		expect(JSON.stringify(audit.body.entries[0])).toContain('changes requested')

		// The contributor edits and submits again: the request is answered, the item back in the queue.
		const again = await app.api('PUT', `/faqs/${id}`, {
			token: contributor.token,
			body: { answer: 'With an example.', status: 'in_review' },
		})
		expect(again.status, again.text).toBe(200)
		expect(await openReviewRequest(db(), 'faqs', id)).toBeUndefined()
		expect((await waitingFor(db(), cora)).changesRequested.map((entry) => entry.id)).not.toContain(id)
		const queue = await reviewQueue(db(), await userOf(editor))
		expect(queue).toContainEqual(
			expect.objectContaining({ id, by: 'Cora Writer', title: expect.stringContaining('?') }),
		)
		expect((await waitingFor(db(), await userOf(editor))).toReview?.map((entry) => entry.id)).toContain(id)
	})
})

describe('Approve', () => {
	it('publishes now or schedules (a PUT with status published), and then the contributor may no longer edit it', async () => {
		const now = await submitted()
		const approved = await app.api('PUT', `/faqs/${now.id}`, { token: editor.token, body: { status: 'published' } })
		expect(approved.status).toBe(200)
		expect((await app.api('GET', `/faqs/${now.id}`)).status).toBe(200)
		const edit = await app.api('PUT', `/faqs/${now.id}`, { token: contributor.token, body: { answer: 'Later.' } })
		expect(edit.status).toBe(403)

		const later = await submitted()
		const at = new Date(Date.now() + 86_400_000).toISOString()
		const scheduled = await app.api('PUT', `/faqs/${later.id}`, {
			token: editor.token,
			body: { status: 'published', publish_at: at },
		})
		expect(scheduled.body).toMatchObject({ status: 'published', publish_at: at })
		expect((await app.api('GET', `/faqs/${later.id}`)).status).toBe(404)
	})

	it('from the queue screen publishes now; the queue is an editor’s or an administrator’s', async () => {
		const { id } = await submitted()
		const queue = (token: string) =>
			loadReviewQueue({
				request: new Request('http://localhost/dashboard/review', { headers: bearer(token) }),
				context,
			})
		expect((await queue(editor.token)).entries.map((entry) => entry.id)).toContain(id)
		await expect(queue(author.token)).rejects.toMatchObject({ init: { status: 403 } })
		const approved = await reviewQueueAction({
			request: post(
				'/dashboard/review',
				{ [REVIEW_FIELDS.collection]: 'faqs', [REVIEW_FIELDS.id]: String(id) },
				editor.token,
			),
			context,
		})
		expect(approved).toBeInstanceOf(Response)
		expect((approved as Response).headers.get('location')).toBe('/dashboard/review')
		expect((await faqs.get(db(), id))?.status).toBe('published')
		// Approving again: it is no longer in review, so nothing is published twice.
		const twice = await reviewQueueAction({
			request: post(
				'/dashboard/review',
				{ [REVIEW_FIELDS.collection]: 'faqs', [REVIEW_FIELDS.id]: String(id) },
				editor.token,
			),
			context,
		})
		expect((twice as { init: ResponseInit }).init.status).toBe(409)
	})
})

describe('the edit screen', () => {
	it('offers the contributor a submission and the reviewer the decision, and sends back with a note', async () => {
		const { id } = await submitted()
		const args = (token: string, request?: Request) => ({
			request: request ?? new Request(`http://localhost/dashboard/edit-FAQ/${id}`, { headers: bearer(token) }),
			context,
			params: { id: String(id) },
		})
		const asContributor = await editLoader(args(contributor.token) as Parameters<typeof editLoader>[0])
		expect(asContributor.workflow).toMatchObject({ standing: 'in_review', mayPublish: false, mayRequestChanges: false })
		const asEditor = await editLoader(args(editor.token) as Parameters<typeof editLoader>[0])
		expect(asEditor.workflow).toMatchObject({ standing: 'in_review', mayPublish: true, mayRequestChanges: true })

		const form = { [REVIEW_FIELDS.intent]: REVIEW_FIELDS.requestChanges, [REVIEW_FIELDS.note]: '' }
		const refused = await editAction(
			args(editor.token, post(`/dashboard/edit-FAQ/${id}`, form, editor.token)) as Parameters<typeof editAction>[0],
		)
		expect(refused).toMatchObject({ init: { status: 400 }, data: { fields: { note: 'Say what should change' } } })
		// A contributor's try is refused by the same rule as the API's.
		await expect(
			editAction(
				args(
					contributor.token,
					post(`/dashboard/edit-FAQ/${id}`, { ...form, note: 'Mine.' }, contributor.token),
				) as Parameters<typeof editAction>[0],
			),
		).rejects.toMatchObject({ init: { status: 403 } })
		const sent = await editAction(
			args(
				editor.token,
				post(`/dashboard/edit-FAQ/${id}`, { ...form, note: 'One more example.' }, editor.token),
			) as Parameters<typeof editAction>[0],
		)
		expect((sent as Response).headers.get('location')).toBe('/dashboard/review')
		const back = await editLoader(args(contributor.token) as Parameters<typeof editLoader>[0])
		expect(back.workflow).toMatchObject({
			standing: 'draft',
			reviewRequest: { note: 'One more example.', requested_by: 'Eddie Editor' },
		})
	})
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
function post(path: string, form: Record<string, string>, token: string) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(form),
		headers: { 'user-agent': 'review-test/1.0', ...bearer(token) },
	})
}
