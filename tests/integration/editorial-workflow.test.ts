/**
 * docs/design.md §8 for every content type, over HTTP on a real database (SQLite, or PostgreSQL under
 * pg_virtualenv): drafts and scheduled items seen by the admin only, going live on time through the
 * caches, no silent overwrite (ETag / If-Match / 412), revisions and restore, the trash and its purge.
 */
import { describe, expect, it } from 'vitest'

import { contentTypes } from '#server/content/registry.ts'
import { untyped } from '#tests/helpers/database.ts'
import { expectError, type Item, setUpApp } from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()
const exampleOf = (name: string) => contentTypes.find((type) => type.name === name)!.api.example
const ids = (items: Item[]) => items.map((item) => item.id)
const soon = (ms: number) => new Date(Date.now() + ms).toISOString()
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(contentTypes.map((type) => [type.name] as const))('%s', (name) => {
	const path = `/${name}`
	const example = exampleOf(name)

	it('publishes a create that leaves status out, and keeps drafts from visitors', async () => {
		const live = await ctx.create(path, example)
		expect(live).toMatchObject({ status: 'published', publish_at: null })
		const draft = await ctx.create(path, { ...example, status: 'draft' })
		expect(draft.status).toBe('draft')

		expect(ids(await ctx.read(path))).toContain(live.id)
		expect(ids(await ctx.read(path))).not.toContain(draft.id)
		expectError(await ctx.app.api('GET', `${path}/${draft.id}`), 404)
		// The admin sees it, and asks for what they want to see.
		expect((await ctx.admin('GET', `${path}/${draft.id}`)).body).toMatchObject({ id: draft.id, status: 'draft' })
		const list = async (status: string) => ids((await ctx.admin('GET', `${path}?status=${status}`)).body)
		expect(await list('all')).toEqual(expect.arrayContaining([live.id, draft.id]))
		expect(await list('draft')).toContain(draft.id)
		expect(await list('draft')).not.toContain(live.id)
		expect(await list('live')).not.toContain(draft.id)
		// Without the parameter the admin's list is a visitor's.
		expect(ids((await ctx.admin('GET', path)).body)).not.toContain(draft.id)

		// Publishing it makes it live for everyone (and the cached list with it).
		const published = await ctx.admin('PUT', `${path}/${draft.id}`, { status: 'published' })
		expect(published.status, published.text).toBe(200)
		expect(ids(await ctx.read(path))).toContain(draft.id)
	})

	it('answers 401 to the status parameter without a session, and 400 to an unknown one', async () => {
		expectError(await ctx.app.api('GET', `${path}?status=all`), 401)
		expectError(await ctx.app.api('GET', `${path}?status=draft`), 401)
		const unknown = await ctx.admin('GET', `${path}?status=everything`)
		expectError(unknown, 400)
		expect(unknown.body.fields).toHaveProperty('status')
	})

	it('refuses a publication time that is no time', async () => {
		const refused = await ctx.admin('POST', path, { ...example, publish_at: 'tomorrow' })
		expectError(refused, 400)
		expect(refused.body.fields).toHaveProperty('publish_at')
		const stored = await ctx.create(path, { ...example, publish_at: '2030-01-02T03:04:05+02:00' })
		expect(stored.publish_at).toBe('2030-01-02T01:04:05.000Z')
	})

	it('refuses a save over a version it did not start from (If-Match), and keeps the last write without one', async () => {
		const item = await ctx.create(path, example)
		const first = await ctx.admin('GET', `${path}/${item.id}`)
		const etag = first.headers.get('etag')!
		expect(etag).toMatch(/^"[^"]+"$/)

		const firstSave = await ctx.app.api('PUT', `${path}/${item.id}`, {
			body: { status: 'draft' },
			token: ctx.token,
			headers: { 'if-match': etag },
		})
		expect(firstSave.status, firstSave.text).toBe(200)
		const newEtag = firstSave.headers.get('etag')
		expect(newEtag).toMatch(/^"[^"]+"$/)
		expect(newEtag).not.toBe(etag)

		// A second tab that loaded the first version: refused, and nothing changes.
		const stale = await ctx.app.api('PUT', `${path}/${item.id}`, {
			body: { status: 'published' },
			token: ctx.token,
			headers: { 'if-match': etag },
		})
		expectError(stale, 412)
		expect(stale.headers.get('etag')).toBe(newEtag)
		expect((await ctx.admin('GET', `${path}/${item.id}`)).body.status).toBe('draft')
		// Weak tags never match an If-Match; `*` matches any version.
		const weak = await ctx.app.api('PUT', `${path}/${item.id}`, {
			body: {},
			token: ctx.token,
			headers: { 'if-match': `W/${newEtag}` },
		})
		expectError(weak, 412)
		const staleDelete = await ctx.app.api('DELETE', `${path}/${item.id}`, {
			token: ctx.token,
			headers: { 'if-match': etag },
		})
		expectError(staleDelete, 412)
		expect((await ctx.admin('GET', `${path}/${item.id}`)).status).toBe(200)

		// Without If-Match, the last write wins (the seed's client).
		const blind = await ctx.admin('PUT', `${path}/${item.id}`, { status: 'published' })
		expect(blind.status).toBe(200)
		expect(blind.body.status).toBe('published')
	})

	it('keeps the states its saves replaced, and restores one', async () => {
		const item = await ctx.create(path, { ...example, status: 'draft' })
		const second = (await ctx.admin('PUT', `${path}/${item.id}`, { status: 'published' })).body as Item
		await ctx.admin('PUT', `${path}/${item.id}`, { status: 'draft' })

		expectError(await ctx.app.api('GET', `${path}/${item.id}/revisions`), 401)
		const history = await ctx.admin('GET', `${path}/${item.id}/revisions`)
		expect(history.status, history.text).toBe(200)
		expect(history.headers.get('cache-control')).toMatch(/no-store/)
		expect(history.body).toHaveLength(2)
		// Newest first: the state the last save replaced, then the first.
		expect(history.body[0].record).toEqual(second)
		expect(history.body[1].record).toEqual(item)
		expect(history.body[0].revision).toBeGreaterThan(history.body[1].revision)
		expect(history.body[0].created_at >= history.body[1].created_at).toBe(true)

		const oldest = history.body[1].revision as number
		expectError(await ctx.app.api('POST', `${path}/${item.id}/revisions/${oldest}/restore`), 401)
		expectError(await ctx.admin('POST', `${path}/${item.id}/revisions/999999/restore`), 404)
		const restored = await ctx.admin('POST', `${path}/${item.id}/revisions/${oldest}/restore`)
		expect(restored.status, restored.text).toBe(200)
		const { updated_at: _was, ...fields } = item
		expect(restored.body).toMatchObject(fields)
		// The restore kept the state it replaced: it can be undone.
		expect((await ctx.admin('GET', `${path}/${item.id}/revisions`)).body).toHaveLength(3)
	})

	it('moves a delete to the trash, restores it with its id, and deletes it for good', async () => {
		const item = await ctx.create(path, example)
		expect((await ctx.admin('DELETE', `${path}/${item.id}`)).status).toBe(204)
		expectError(await ctx.app.api('GET', `${path}/${item.id}`), 404)
		expectError(await ctx.admin('GET', `${path}/${item.id}`), 404)
		expect(ids((await ctx.admin('GET', `${path}?status=all`)).body)).not.toContain(item.id)
		expectError(await ctx.admin('PUT', `${path}/${item.id}`, {}), 404)

		const trash = (await ctx.admin('GET', '/trash')).body as Array<{ collection: string; id: number }>
		expect(trash).toContainEqual({
			collection: name,
			id: item.id,
			deleted_at: expect.any(String),
			record: expect.objectContaining({ id: item.id }),
		})

		const restored = await ctx.admin('POST', `/trash/${name}/${item.id}/restore`)
		expect(restored.status, restored.text).toBe(200)
		expect(restored.body.id).toBe(item.id)
		expect(ids(await ctx.read(path))).toContain(item.id)
		expectError(await ctx.admin('POST', `/trash/${name}/${item.id}/restore`), 404)

		await ctx.admin('DELETE', `${path}/${item.id}`)
		expect((await ctx.admin('DELETE', `/trash/${name}/${item.id}`)).status).toBe(204)
		expectError(await ctx.admin('POST', `/trash/${name}/${item.id}/restore`), 404)
		const after = (await ctx.admin('GET', '/trash')).body as Array<{ collection: string; id: number }>
		expect(after.some((entry) => entry.collection === name && entry.id === item.id)).toBe(false)
	})
})

describe('scheduled items', () => {
	it('go live at their time in every list and detail, through the caches, with no write', async () => {
		const at = soon(2500)
		const scheduled = await Promise.all(
			contentTypes.map(async (type) => ({
				path: `/${type.name}`,
				item: await ctx.create(`/${type.name}`, { ...type.api.example, publish_at: at }),
			})),
		)
		for (const { path, item } of scheduled) {
			expect(item).toMatchObject({ status: 'published', publish_at: at })
			// Read (and cached) before the time: not there.
			expect(ids(await ctx.read(path))).not.toContain(item.id)
			expectError(await ctx.app.api('GET', `${path}/${item.id}`), 404)
			expect(ids((await ctx.admin('GET', `${path}?status=scheduled`)).body)).toContain(item.id)
			expect(ids((await ctx.admin('GET', `${path}?status=live`)).body)).not.toContain(item.id)
		}
		const cached = await ctx.app.api('GET', scheduled[0]!.path)
		expect(cached.headers.get('x-cache')).toBe('HIT')
		// A shared cache may not keep the list past the publication time either.
		const sMaxAge = Number(/s-maxage=(\d+)/.exec(cached.headers.get('cache-control') ?? '')?.[1])
		expect(sMaxAge).toBeLessThanOrEqual(3)

		await wait(Date.parse(at) - Date.now() + 100)
		for (const { path, item } of scheduled) {
			expect(ids(await ctx.read(path))).toContain(item.id)
			expect((await ctx.app.api('GET', `${path}/${item.id}`)).status).toBe(200)
		}
	})
})

describe('the trash', () => {
	it('is the admin’s only, and refuses cross-site writes', async () => {
		expectError(await ctx.app.api('GET', '/trash'), 401)
		expectError(await ctx.app.api('POST', '/trash/faqs/1/restore'), 401)
		expectError(await ctx.app.api('DELETE', '/trash/faqs/1'), 401)
		const crossSite = await ctx.app.api('POST', '/trash/faqs/1/restore', {
			token: ctx.token,
			headers: { origin: 'https://evil.example' },
		})
		expectError(crossSite, 403)
		expectError(await ctx.admin('POST', '/trash/nothing/1/restore'), 404)
		expectError(await ctx.admin('DELETE', '/trash/faqs/abc'), 404)
	})

	it(`purges what was deleted more than TRASH_DAYS ago, with its history`, async () => {
		const item = await ctx.create('/faqs', exampleOf('faqs'))
		await ctx.admin('PUT', '/faqs/' + item.id, { status: 'draft' })
		await ctx.admin('DELETE', `/faqs/${item.id}`)
		const db = untyped(ctx.app.services.db)
		const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString()
		await db.updateTable('faqs').set({ deleted_at: longAgo }).where('id', '=', item.id).execute()

		const trash = (await ctx.admin('GET', '/trash')).body as Array<{ collection: string; id: number }>
		expect(trash.some((entry) => entry.collection === 'faqs' && entry.id === item.id)).toBe(false)
		expect(await db.selectFrom('faqs').select('id').where('id', '=', item.id).execute()).toEqual([])
		const history = await db
			.selectFrom('revisions')
			.select('id')
			.where('item_id', '=', item.id)
			.where('collection', '=', 'faqs')
			.execute()
		expect(history).toEqual([])
	})
})

describe('contact submissions', () => {
	it('are erased at once when deleted, never kept in the trash', async () => {
		const sent = await ctx.app.api('POST', '/contact', {
			body: { name: 'Ada', email: 'ada@example.com', phone: '+1 555 0100', subject: '', message: 'Hello' },
		})
		expect(sent.status, sent.text).toBeLessThan(300)
		const [submission] = ((await ctx.admin('GET', '/contact_submissions')).body as Item[]).slice(-1)
		expect((await ctx.admin('DELETE', `/contact_submissions/${submission!.id}`)).status).toBe(204)
		const db = untyped(ctx.app.services.db)
		expect(await db.selectFrom('contact_submissions').select('id').where('id', '=', submission!.id).execute()).toEqual(
			[],
		)
		const trash = (await ctx.admin('GET', '/trash')).body as Array<{ collection: string }>
		expect(trash.some((entry) => entry.collection === 'contact_submissions')).toBe(false)
	})
})
