/**
 * The checks of a form as typed (docs/design.md §16): the checks panel's call (app/lib/item-checks.server.ts)
 * reads the form as its save does, counts alt text typed under the pictures, knows which item an edit form
 * edits; and a contributor's submission for review with an error is refused by the server, with what was
 * typed. Real database (SQLite, or PostgreSQL under pg_virtualenv).
 */
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { faqs } from '#server/content/types/faqs.ts'
import { formChecks, SUBMIT_WITH_ERRORS } from '#app/lib/item-checks.server.ts'
import { action as editAction } from '#app/routes/admin/content-edit.tsx'
import { action as listAction } from '#app/routes/admin/content-list.tsx'
import { loaderContext } from '#tests/helpers/loader-context.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let context: AppLoadContext
let adminToken: string
type Member = Awaited<ReturnType<typeof addTeamMember>>
let contributor: Member

beforeAll(async () => {
	app = await startTestApp()
	adminToken = await app.adminToken()
	contributor = await addTeamMember(app.services.db, { role: 'contributor', types: ['faqs'] })
	context = await loaderContext(app)
})
afterAll(() => app?.close())

const post = (path: string, form: Record<string, string>, token?: string) =>
	new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(form),
		headers: { 'user-agent': 'form-checks-test/1.0', ...(token && { authorization: `Bearer ${token}` }) },
	})
const checksOf = async (screen: string, form: Record<string, string>, token = adminToken) => {
	const answer = await formChecks({
		request: post(`/dashboard/checks?screen=${encodeURIComponent(screen)}`, form, token),
		context,
	})
	return ((await answer.json()) as { checks: Array<{ id: string; level: string; field: string }> }).checks
}
const BROKEN = 'See [our price list](/no-such-page-at-all) first.'

describe('the checks panel’s call', () => {
	it('checks an add form as typed: a broken link in the answer is an error of its field', async () => {
		const checks = await checksOf('/dashboard/edit-FAQ', { question: 'What does it cost?', answer: BROKEN })
		expect(checks).toContainEqual(expect.objectContaining({ id: 'broken-link', level: 'error', field: 'answer' }))
		const fine = await checksOf('/dashboard/edit-FAQ', {
			question: 'What does it cost?',
			answer: 'See [us](/contact-us).',
		})
		expect(fine.filter((check) => check.level === 'error')).toEqual([])
	})

	it('knows the item an edit form edits: its own question is no duplicate, another’s is', async () => {
		const question = `Is this one of a kind ${Math.random().toString(36).slice(2, 8)}?`
		const made = await faqs.create(app.services.db, { question, answer: 'Yes.' })
		const own = await checksOf(`/dashboard/edit-FAQ/${made.id}`, { question, answer: 'Yes.' })
		expect(own.map((check) => check.id)).not.toContain('duplicate-title')
		const other = await checksOf('/dashboard/edit-FAQ', { question, answer: 'Yes.' })
		expect(other.map((check) => check.id)).toContain('duplicate-title')
	})

	it('answers 404 for no form’s screen and asks for a session', async () => {
		await expect(checksOf('/dashboard/nothing-here', {})).rejects.toMatchObject({ init: { status: 404 } })
		await expect(
			formChecks({ request: post('/dashboard/checks?screen=/dashboard/edit-FAQ', { question: 'x' }), context }),
		).rejects.toMatchObject({ init: { status: 401 } })
	})
})

describe('a submission for review with an error', () => {
	it('is refused for an add form and an edit form, with what was typed; a draft of it is saved', async () => {
		const form = { intent: 'create', question: 'Can I submit this?', answer: BROKEN, workflow: 'submit' }
		const refused = await listAction({
			request: post('/dashboard/edit-FAQ', form, contributor.token),
			context,
			params: {},
		} as unknown as Parameters<typeof listAction>[0])
		expect(refused).toMatchObject({
			init: { status: 400 },
			data: {
				error: expect.stringContaining(SUBMIT_WITH_ERRORS),
				fields: { answer: expect.stringContaining('/no-such-page-at-all') },
				values: { question: 'Can I submit this?', answer: BROKEN },
			},
		})
		const draft = await listAction({
			request: post('/dashboard/edit-FAQ', { ...form, workflow: 'draft' }, contributor.token),
			context,
			params: {},
		} as unknown as Parameters<typeof listAction>[0])
		expect(draft).toBeInstanceOf(Response)
		const saved = (await faqs.list(app.services.db, { status: 'draft' })).find(
			(faq) => faq.question === 'Can I submit this?',
		)
		expect(saved).toBeDefined()
		const again = await editAction({
			request: post(
				`/dashboard/edit-FAQ/${saved!.id}`,
				{ ...form, intent: 'update', version: saved!.updated_at },
				contributor.token,
			),
			context,
			params: { id: String(saved!.id) },
		} as unknown as Parameters<typeof editAction>[0])
		expect(again).toMatchObject({ init: { status: 400 } })
		expect((await faqs.get(app.services.db, saved!.id, { status: 'all' }))?.status).toBe('draft')
		// Mended, it goes.
		const mended = await editAction({
			request: post(
				`/dashboard/edit-FAQ/${saved!.id}`,
				{ ...form, answer: 'See [us](/contact-us).', version: saved!.updated_at },
				contributor.token,
			),
			context,
			params: { id: String(saved!.id) },
		} as unknown as Parameters<typeof editAction>[0])
		expect(mended).toBeInstanceOf(Response)
		expect((await faqs.get(app.services.db, saved!.id, { status: 'all' }))?.status).toBe('in_review')
	})
})
