/**
 * The admin's trash and history helpers (app/lib/trash.server.ts, history.server.ts) as the routes call
 * them, on a real database: a delete's Undo, the trash's rows and actions, an item's versions and diffs,
 * and the restore of one.
 */
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'

import { TOAST_COOKIE } from '#server/cache/policy.ts'
import { contactSubmissions } from '#server/content/contact-submissions.ts'
import { applications } from '#server/content/types/applications.ts'
import { faqs } from '#server/content/types/faqs.ts'
import { deleteFromForm } from '#app/lib/admin-actions.server.ts'
import { historyAction, loadHistory } from '#app/lib/history.server.ts'
import type { Toast } from '#app/lib/toast.ts'
import { trashAction, trashRows, trashTile } from '#app/lib/trash.server.ts'
import { setUpApp } from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()
const db = () => ctx.app.services.db
const context = () => ({ services: ctx.app.services }) as unknown as AppLoadContext

/** A request as the signed-in admin's browser sends it (or without the session). */
function request(path: string, form?: Record<string, string>, signedIn = true) {
	const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${ctx.token}` } : {}
	const body = form ? new URLSearchParams(form) : undefined
	return new Request(`http://localhost${path}`, { method: form ? 'POST' : 'GET', headers, body })
}

/** Where a redirect goes, and the toast it carries. */
function landing(response: Response): { to: string | null; toast: Toast } {
	const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${TOAST_COOKIE}=`))
	const raw = decodeURIComponent(cookie!.split(';')[0]!.slice(TOAST_COOKIE.length + 1))
	return { to: response.headers.get('location'), toast: JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) }
}

/** What a thrown `data(null, { status })` or response says its status is. */
async function statusOfThrown(run: () => Promise<unknown>): Promise<number> {
	try {
		await run()
	} catch (error) {
		const thrown = error as { init?: { status?: number }; status?: number }
		return thrown.init?.status ?? thrown.status ?? 0
	}
	throw new Error('expected a thrown response')
}

const deleteFaq = async (id: number, back = '/dashboard/edit-FAQ') =>
	landing(
		await deleteFromForm({
			collection: faqs,
			db: db(),
			form: new URLSearchParams({ id: String(id) }) as unknown as FormData,
			redirectTo: back,
			success: faqs.admin.messages.deleted,
		}),
	)

const trash = (form: Record<string, string>) =>
	trashAction({ request: request('/dashboard/trash', form), context: context() }).then(landing)

describe('a content delete', () => {
	it('keeps the definition’s toast and offers Undo, which brings the item back where the admin was', async () => {
		const faq = await faqs.create(db(), { question: 'Undo me?', answer: 'Yes.' })
		const { to, toast } = await deleteFaq(faq.id, '/blog')
		expect(to).toBe('/blog')
		expect(toast).toMatchObject({ type: 'success', message: 'FAQ deleted' })
		expect(toast.action).toEqual({
			kind: 'post',
			label: 'Undo',
			to: '/dashboard/trash',
			fields: { intent: 'restore', collection: 'faqs', id: String(faq.id), back: '/blog' },
		})
		expect(await faqs.get(db(), faq.id)).toBeUndefined()

		const undone = await trash(toast.action!.kind === 'post' ? toast.action!.fields : {})
		expect(undone.to).toBe('/blog')
		expect(undone.toast).toEqual({ type: 'success', message: '“Undo me?” restored' })
		expect(await faqs.get(db(), faq.id)).toMatchObject({ id: faq.id, question: 'Undo me?' })

		// Twice: it is no longer in the trash.
		const again = await trash(toast.action!.kind === 'post' ? toast.action!.fields : {})
		expect(again.toast).toEqual({ type: 'error', message: 'That item is no longer in the trash.' })
	})

	it('of a contact message erases it, with nothing to undo', async () => {
		const message = await contactSubmissions.create(db(), {
			name: 'Ann',
			email: 'ann@example.com',
			phone: '555 0100',
			subject: '',
			message: 'Hello',
		})
		const response = await deleteFromForm({
			collection: contactSubmissions,
			db: db(),
			form: new URLSearchParams({ id: String(message.id) }) as unknown as FormData,
			redirectTo: '/dashboard/contact-submission',
			success: 'Message deleted',
		})
		expect(landing(response).toast).toEqual({ type: 'success', message: 'Message deleted' })
		expect(await contactSubmissions.get(db(), message.id)).toBeUndefined()
	})
})

describe('the trash screen', () => {
	it('lists each deleted item with its kind, title, deletion and purge times, and counts them for the tile', async () => {
		const faq = await faqs.create(db(), { question: 'In the trash?', answer: 'For a while.' })
		await faqs.remove(db(), faq.id)
		const admin = {
			id: 1,
			email: 'a@example.com',
			name: 'Admin',
			role: 'administrator' as const,
			types: [],
			sessionId: 's',
		}
		const rows = await trashRows(db(), 30, admin)
		const row = rows.find((entry) => entry.collection === 'faqs' && entry.id === faq.id)!
		expect(row).toMatchObject({ kind: 'FAQ', title: 'In the trash?' })
		expect(Date.parse(row.purgeAt) - Date.parse(row.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000)
		expect(await trashTile(db(), 30, admin)).toMatchObject({
			label: 'Trash',
			to: '/dashboard/trash',
			count: rows.length,
		})
	})

	it('restores with a link to open the item, and deletes forever', async () => {
		const kept = await faqs.create(db(), { question: 'Bring me back', answer: 'Please.' })
		const gone = await faqs.create(db(), { question: 'Forget me', answer: 'Now.' })
		await faqs.remove(db(), kept.id)
		await faqs.remove(db(), gone.id)

		const restored = await trash({ intent: 'restore', collection: 'faqs', id: String(kept.id) })
		expect(restored.to).toBe('/dashboard/trash')
		expect(restored.toast).toEqual({
			type: 'success',
			message: '“Bring me back” restored',
			action: { kind: 'link', label: 'Open', to: `/dashboard/edit-FAQ/${kept.id}` },
		})

		const purged = await trash({ intent: 'delete-forever', collection: 'faqs', id: String(gone.id) })
		expect(purged.toast).toEqual({ type: 'success', message: '“Forget me” deleted forever' })
		expect((await faqs.trashed(db())).some((entry) => entry.id === gone.id)).toBe(false)
		const restoreGone = await trash({ intent: 'restore', collection: 'faqs', id: String(gone.id) })
		expect(restoreGone.toast.type).toBe('error')
	})

	it('goes back only to this site, refuses unknown kinds and intents, and needs the session', async () => {
		const faq = await faqs.create(db(), { question: 'Where to?', answer: 'Home.' })
		await faqs.remove(db(), faq.id)
		const fields = { intent: 'restore', collection: 'faqs', id: String(faq.id) }
		expect((await trash({ ...fields, back: '//evil.example/x' })).to).toBe('/dashboard/trash')
		await faqs.remove(db(), faq.id)
		expect((await trash({ ...fields, collection: 'contact_submissions' })).toast.type).toBe('error')
		const unknown = () => trashAction({ request: request('/dashboard/trash', { intent: 'x' }), context: context() })
		expect(await statusOfThrown(unknown)).toBe(400)
		const signedOut = () => trashAction({ request: request('/dashboard/trash', fields, false), context: context() })
		expect(await statusOfThrown(signedOut)).toBe(401)
		expect(await faqs.get(db(), faq.id)).toBeUndefined()
	})
})

describe('an item’s history', () => {
	const args = (collection: string, id: number | string, form?: Record<string, string>) => ({
		request: request(`/dashboard/history/${collection}/${id}`, form),
		context: context(),
		params: { collection, id: String(id) },
	})

	it('shows the current version, then the earlier ones newest first with what differs', async () => {
		const faq = await faqs.create(db(), { question: 'How long?', answer: 'About four weeks in most cases.' })
		const fresh = await loadHistory(args('faqs', faq.id))
		expect(fresh).toMatchObject({ kind: 'FAQ', title: 'How long?', openTo: `/dashboard/edit-FAQ/${faq.id}` })
		expect(fresh.versions).toEqual([])

		await faqs.update(db(), faq.id, { answer: 'About six weeks in most cases.' })
		await faqs.update(db(), faq.id, { question: 'How long does it take?', status: 'draft' })
		const history = await loadHistory(args('faqs', faq.id))
		expect(history.current.values.map((value) => value.label)).toEqual(['Question', 'Answer', 'Status', 'Publish at'])
		expect(history.current.values[2]).toMatchObject({ text: 'Draft' })
		expect(history.versions).toHaveLength(2)
		const [newer, oldest] = history.versions
		expect(newer!.revision).toBeGreaterThan(oldest!.revision)
		// The newer one differs in question and status only.
		expect(newer!.changes).toEqual([
			{ name: 'question', label: 'Question', shape: 'text', before: 'How long?', after: 'How long does it take?' },
			{ name: 'status', label: 'Status', shape: 'text', before: 'Published', after: 'Draft' },
		])
		// The oldest also had another answer: the changed word is marked on each side.
		const answer = oldest!.changes.find((change) => change.label === 'Answer')!
		expect(answer).toEqual({
			name: 'answer',
			label: 'Answer',
			shape: 'long',
			before: [
				{ op: 'same', text: 'About ' },
				{ op: 'del', text: 'four' },
				{ op: 'same', text: ' weeks in most cases.' },
			],
			after: [
				{ op: 'same', text: 'About ' },
				{ op: 'ins', text: 'six' },
				{ op: 'same', text: ' weeks in most cases.' },
			],
		})
		expect(oldest!.savedAt).toBe(faq.updated_at)
	})

	it('restores a version, keeping the replaced one, and stays on the history screen', async () => {
		const faq = await faqs.create(db(), { question: 'Restore?', answer: 'First answer.' })
		await faqs.update(db(), faq.id, { answer: 'Second answer.' })
		const [first] = (await loadHistory(args('faqs', faq.id))).versions
		const response = await historyAction(args('faqs', faq.id, { intent: 'restore', revision: String(first!.revision) }))
		expect(landing(response)).toEqual({
			to: `/dashboard/history/faqs/${faq.id}`,
			toast: { type: 'success', message: 'Version restored' },
		})
		expect((await faqs.get(db(), faq.id))?.answer).toBe('First answer.')
		expect((await loadHistory(args('faqs', faq.id))).versions).toHaveLength(2)

		const missing = await historyAction(args('faqs', faq.id, { intent: 'restore', revision: '999999' }))
		expect(landing(missing).toast).toEqual({ type: 'error', message: 'That version is no longer kept.' })
	})

	it('marks the pictures a version had or lacks, copies included', async () => {
		const item = await applications.create(db(), {
			title: 'Pictures',
			description: 'x',
			picture: '/uploads/a.png,/uploads/a.png,/uploads/b.png',
		})
		await applications.update(db(), item.id, { picture: '/uploads/a.png,/uploads/c.png' })
		const [version] = (await loadHistory(args('applications', item.id))).versions
		expect(version!.changes).toEqual([
			{
				name: 'picture',
				label: 'Pictures',
				shape: 'pictures',
				before: [
					{ url: '/uploads/a.png', changed: false },
					{ url: '/uploads/a.png', changed: true },
					{ url: '/uploads/b.png', changed: true },
				],
				after: [
					{ url: '/uploads/a.png', changed: false },
					{ url: '/uploads/c.png', changed: true },
				],
			},
		])
	})

	it('is a 404 for an unknown kind, id or an item in the trash', async () => {
		const faq = await faqs.create(db(), { question: 'Trashed?', answer: 'Yes.' })
		await faqs.remove(db(), faq.id)
		for (const [collection, id] of [
			['nothing', '1'],
			['faqs', '999999'],
			['faqs', 'abc'],
			['contact_submissions', '1'],
			['faqs', String(faq.id)],
		] as const) {
			expect(await statusOfThrown(() => loadHistory(args(collection, id))), `${collection}/${id}`).toBe(404)
		}
	})
})
