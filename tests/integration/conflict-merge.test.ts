/**
 * A save refused because another came first, merged field by field
 * (docs/decisions/0052-presence-and-per-field-merge.md), as the edit screens' and the settings screen's
 * actions answer it on a real database: the fields that differ, what each starts on, and 'Save merged'
 * against the version saved meanwhile, which a newer save refuses again.
 */
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'

import { faqs } from '#server/content/types/faqs.ts'
import { settings } from '#server/content/types/settings.ts'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { editScreenAction } from '#app/lib/admin-screens.server.ts'
import { singletonScreenAction } from '#app/lib/singleton-screen.server.ts'
import { setUpApp } from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()
const db = () => ctx.app.services.db
const context = () => ({ services: ctx.app.services }) as unknown as AppLoadContext

/** A form as the signed-in admin's browser posts it to a screen. */
const post = (path: string, form: Record<string, string>) =>
	new Request(`http://localhost${path}`, {
		method: 'POST',
		headers: { authorization: `Bearer ${ctx.token}` },
		body: new URLSearchParams(form),
	})

/** What an action answered: a refusal's data and status, or a redirect's address. */
async function answerOf(answer: unknown): Promise<{ status: number; failure?: FormFailure; to?: string | null }> {
	if (answer instanceof Response) return { status: answer.status, to: answer.headers.get('location') }
	const { data, init } = answer as { data: FormFailure; init: { status: number } }
	return { status: init.status, failure: data }
}

const saveFaq = async (id: number, form: Record<string, string>) =>
	answerOf(
		await editScreenAction(
			{ request: post(`/dashboard/edit-FAQ/${id}`, form), context: context(), params: { id: String(id) } },
			faqs,
		),
	)

describe('an edit screen’s save over a newer version', () => {
	it('lists the fields that differ, each starting on the side that changed it, and saves the merge', async () => {
		const opened = await faqs.create(db(), { question: 'Opening hours?', answer: 'Nine to five.' })
		// Someone else changes the question meanwhile; this admin changes the answer.
		const theirs = await faqs.update(db(), opened.id, { question: 'When are you open?', answer: opened.answer })
		const mine = { question: opened.question, answer: 'Nine to six, and Saturdays.', version: opened.updated_at }

		const refused = await saveFaq(opened.id, mine)
		expect(refused.status).toBe(409)
		const conflict = refused.failure!.conflict!
		expect(conflict.version).toBe(theirs.updated_at)
		expect(conflict.changes.map(({ name, label, keep }) => ({ name, label, keep }))).toEqual([
			{ name: 'question', label: 'Question', keep: 'theirs' },
			{ name: 'answer', label: 'Answer', keep: 'mine' },
		])
		// The answer is Markdown: its words' differences, as the history shows them.
		const answer = conflict.changes.find((change) => change.name === 'answer')!
		expect(answer.shape).toBe('long')
		expect(answer.after).toContainEqual({ op: 'ins', text: expect.stringContaining('Saturdays') })
		// Nothing was saved, and the form gets the admin's values back.
		expect(refused.failure!.values).toMatchObject({ question: mine.question, answer: mine.answer })
		expect(await faqs.get(db(), opened.id)).toMatchObject({ question: theirs.question, answer: opened.answer })

		const merged = await saveFaq(opened.id, {
			...mine,
			replace_version: conflict.version,
			'merge:question': 'theirs',
			'merge:answer': 'mine',
		})
		expect(merged).toMatchObject({ status: 302, to: '/dashboard/edit-FAQ' })
		expect(await faqs.get(db(), opened.id)).toMatchObject({ question: theirs.question, answer: mine.answer })
		// The version the merge replaced is in the history.
		const history = await faqs.revisions(db(), opened.id)
		expect(history[0]!.record).toMatchObject({ question: theirs.question, answer: opened.answer })
	})

	it('keeps mine where asked, and a field that does not differ as it is', async () => {
		const opened = await faqs.create(db(), { question: 'Parking?', answer: 'Behind the building.' })
		const theirs = await faqs.update(db(), opened.id, { question: 'Where to park?', answer: opened.answer })
		const form = { question: 'Is there parking?', answer: opened.answer, version: opened.updated_at }

		const refused = await saveFaq(opened.id, form)
		expect(refused.failure!.conflict!.changes.map((change) => [change.name, change.keep])).toEqual([
			['question', 'mine'],
		])
		const merged = await saveFaq(opened.id, {
			...form,
			replace_version: theirs.updated_at,
			'merge:question': 'mine',
		})
		expect(merged.status).toBe(302)
		expect(await faqs.get(db(), opened.id)).toMatchObject({ question: form.question, answer: opened.answer })
	})

	it('refuses a merge made against a version that another save replaced since', async () => {
		const opened = await faqs.create(db(), { question: 'Pets?', answer: 'Dogs welcome.' })
		const theirs = await faqs.update(db(), opened.id, { question: opened.question, answer: 'Dogs and cats welcome.' })
		const newest = await faqs.update(db(), opened.id, { question: opened.question, answer: 'All pets welcome.' })
		const again = await saveFaq(opened.id, {
			question: opened.question,
			answer: 'No pets, sorry.',
			version: opened.updated_at,
			replace_version: theirs.updated_at,
			'merge:answer': 'theirs',
		})
		expect(again.status).toBe(409)
		expect(again.failure!.conflict!.version).toBe(newest.updated_at)
		expect(again.failure!.values.answer).toBe('No pets, sorry.')
		expect(await faqs.get(db(), opened.id)).toMatchObject({ answer: newest.answer })
	})

	it('shows no field when the admin typed what was saved meanwhile', async () => {
		const opened = await faqs.create(db(), { question: 'Wi-Fi?', answer: 'Yes.' })
		await faqs.update(db(), opened.id, { question: opened.question, answer: 'Yes, free.' })
		// Spaces around a text are trimmed by its rule: the same value as saved.
		const refused = await saveFaq(opened.id, {
			question: ` ${opened.question} `,
			answer: 'Yes, free.',
			version: opened.updated_at,
		})
		expect(refused.status).toBe(409)
		expect(refused.failure!.conflict!.changes).toEqual([])
	})
})

describe('the settings screen’s save over a newer version', () => {
	it('merges field by field too', async () => {
		const opened = await settings.get(db())
		const theirs = await settings.update(db(), { tagline: 'Made with care' }, {})
		const form = {
			version: opened.updated_at,
			name: 'Acme Mills',
			tagline: String(opened.tagline ?? ''),
		}
		const save = async (fields: Record<string, string>) =>
			answerOf(await singletonScreenAction({ request: post(settings.admin.path, fields), context: context() }))

		const refused = await save(form)
		expect(refused.status).toBe(409)
		const changes = refused.failure!.conflict!.changes
		expect(changes.find((change) => change.name === 'tagline')?.keep).toBe('theirs')
		expect(changes.find((change) => change.name === 'name')?.keep).toBe('mine')

		const merged = await save({ ...form, replace_version: theirs.updated_at, 'merge:tagline': 'theirs' })
		expect(merged.status).toBe(302)
		expect(await settings.get(db())).toMatchObject({ name: 'Acme Mills', tagline: 'Made with care' })
	})
})
