/**
 * HTTP caching and the server's response cache for the JSON API (pages: tests/system/page-caching.test.ts),
 * on SQLite or PostgreSQL: headers per kind of answer, 304s, encodings, hits, invalidation after every
 * kind of write, two instances on one database, and SERVER_CACHE=0.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApp } from '#server/create-app.ts'
import { createBackup, restoreBackup } from '#server/ops/backup.ts'
import { untyped } from '#tests/helpers/database.ts'
import {
	expectHttpCaching,
	IMMUTABLE_CACHE_CONTROL,
	rawGet,
	rawRequest,
	SHARED_CACHE_CONTROL,
} from '#tests/helpers/raw-http.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

type Fields = Record<string, unknown>

/** Each collection: a valid new item, and a change to it. */
const COLLECTIONS: Array<[path: string, fields: Fields, change: Fields]> = [
	['/partners', { partner_name: 'Acme One', image_url: '/uploads/acme.webp' }, { partner_name: 'Acme Two' }],
	['/faqs', { question: 'Cached question?', answer: 'First answer' }, { answer: 'Second answer' }],
	[
		'/testimonials',
		{ name: 'Ann Example', message: 'Great work.', picture: '/uploads/ann.webp' },
		{ message: 'Better.' },
	],
	[
		'/applications',
		{ title: 'App one', description: 'An app', picture: '/uploads/a.webp', category: 'AI' },
		{ title: 'App two' },
	],
	[
		'/products',
		{ title: 'Product one', description: 'A product', picture: '/uploads/p.webp' },
		{ title: 'Product two' },
	],
	['/consulting', { title: 'Consulting one' }, { title: 'Consulting two' }],
	['/blogs', { heading: 'Post one', body: 'Some **markdown**', picture: '/uploads/b.webp' }, { heading: 'Post two' }],
	['/careers', { position_name: 'Engineer', job_description: 'Build things' }, { position_name: 'Senior engineer' }],
]

/** A GET through fetch: status, the cache's verdict, the parsed body. */
async function read(app: { url: string }, path: string, headers: Record<string, string> = {}) {
	const response = await fetch(app.url + path, { headers })
	const text = await response.text()
	return {
		status: response.status,
		xCache: response.headers.get('x-cache'),
		headers: response.headers,
		text,
		body: text ? JSON.parse(text) : undefined,
	}
}

/** Reads until the cache answers (the first read may make the answer): the path is now stored. */
async function warm(app: { url: string }, path: string) {
	await read(app, path)
	const second = await read(app, path)
	expect(second.xCache, path).toBe('HIT')
	return second
}

/** Another app instance (own process state, own cache) on the same database as `app`. */
async function startSecondInstance(app: TestApp) {
	const instance = await createApp({ config: app.config, announce: () => {} })
	await instance.housekept
	const server = createServer(instance.app)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		async close() {
			server.closeAllConnections()
			await new Promise((resolve) => server.close(resolve))
			await instance.close()
		},
	}
}

/** Polls `check` until it passes; returns how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
	const started = performance.now()
	while (!(await check())) {
		if (performance.now() - started > ms) throw new Error(`not seen within ${ms} ms`)
		await new Promise((resolve) => setTimeout(resolve, 25))
	}
	return performance.now() - started
}

describe('HTTP caching of the API (server cache on)', () => {
	let app: TestApp
	let token: string
	const admin = (method: string, path: string, body?: unknown) => app.api(method, path, { body, token })

	beforeAll(async () => {
		app = await startTestApp()
		token = await app.adminToken()
		// Enough FAQs that the list is worth compressing.
		for (let i = 1; i <= 12; i++) {
			const created = await admin('POST', '/faqs', { question: `Question ${i}?`, answer: 'An answer. '.repeat(20) })
			expect(created.status).toBe(201)
		}
	})
	afterAll(() => app?.close())

	it('answers list and item reads with validators, 304s and brotli/gzip/identity bytes that agree', async () => {
		const list = await expectHttpCaching(`${app.url}/faqs`)
		expect(list.headers['content-type']).toMatch(/^application\/json/)
		const [first] = JSON.parse(list.body.toString()) as Array<{ id: number }>
		const item = await rawGet(`${app.url}/faqs/${first!.id}`)
		expect(item.headers['cache-control']).toBe(SHARED_CACHE_CONTROL)
		expect(item.headers.etag).toBeDefined()
		expect((await rawGet(`${app.url}/faqs/${first!.id}`, { 'if-none-match': item.headers.etag! })).status).toBe(304)
	})

	it('misses once, then answers from memory; HEAD too', async () => {
		const path = '/faqs?first=read'
		expect((await read(app, path)).xCache).toBe('MISS')
		const hit = await read(app, path)
		expect(hit.xCache).toBe('HIT')
		expect(hit.body).toHaveLength(12)
		const head = await rawRequest(`${app.url}${path}`, { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(head.headers['x-cache']).toBe('HIT')
		expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(hit.text))
		expect(head.body).toHaveLength(0)
		// The query string is part of the key.
		expect((await read(app, '/faqs?first=other')).xCache).toBe('MISS')
	})

	it('answers concurrent first requests for one address alike', async () => {
		const answers = await Promise.all(Array.from({ length: 10 }, () => read(app, '/faqs?concurrent')))
		expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
		expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
		expect(answers.some((answer) => answer.xCache === 'MISS')).toBe(true)
		expect((await read(app, '/faqs?concurrent')).xCache).toBe('HIT')
	})

	it('never stores errors: an unknown item is a 404 each time, with no-store', async () => {
		for (let i = 0; i < 2; i++) {
			const missing = await read(app, '/faqs/99999')
			expect(missing.status).toBe(404)
			expect(missing.xCache).toBeNull()
			expect(missing.headers.get('cache-control')).toBe('no-store')
		}
	})

	it('marks admin and personal answers no-store and never caches them', async () => {
		await admin('POST', '/contact', { name: 'Ada', email: 'ada@example.com', phone: '12345', message: 'Hello' })
		for (let i = 0; i < 2; i++) {
			const submissions = await app.api('GET', '/contact_submissions', { token })
			expect(submissions.status).toBe(200)
			expect(submissions.headers.get('cache-control')).toBe('no-store')
			expect(submissions.headers.get('x-cache')).toBeNull()
			expect(submissions.headers.get('etag')).toBeNull()
		}
		const refused = await read(app, '/contact_submissions')
		expect(refused.status).toBe(401)
		expect(refused.headers.get('cache-control')).toBe('no-store')
		for (const path of ['/admin/login', '/admin/logout', '/upload']) {
			expect((await read(app, path)).headers.get('cache-control'), path).toBe('no-store')
		}
		expect((await read(app, '/healthz')).headers.get('cache-control')).toBe('no-store')
		expect((await read(app, '/readyz')).headers.get('cache-control')).toBe('no-store')
	})

	it('answers a request carrying the toast cookie privately, bypassing the cache', async () => {
		await warm(app, '/faqs')
		const personal = await read(app, '/faqs', { cookie: 'other=1; sigma_toast=eyJ0eXBlIjoic3VjY2VzcyJ9' })
		expect(personal.status).toBe(200)
		expect(personal.headers.get('cache-control')).toBe('private, no-store')
		expect(personal.xCache).toBeNull()
		expect(personal.body).toHaveLength(12)
	})

	it('answers a request carrying a session (cookie or Authorization) privately: never from the cache, never stored', async () => {
		const path = '/faqs?session-read'
		for (const headers of [
			{ cookie: `theme=dark; sigma_auth_token=${token}` },
			{ authorization: `Bearer ${token}` },
		] as Array<Record<string, string>>) {
			const personal = await read(app, path, headers)
			expect(personal.status).toBe(200)
			expect(personal.headers.get('cache-control')).toBe('private, no-store')
			expect(personal.xCache).toBeNull()
			expect(personal.body).toHaveLength(12)
		}
		// Nothing of those answers was kept: the first read without a session makes the shared one.
		const shared = await read(app, path)
		expect(shared.xCache).toBe('MISS')
		expect(shared.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
		expect((await read(app, path)).xCache).toBe('HIT')
		// And a stored answer is not handed to a session either.
		expect((await read(app, path, { cookie: `sigma_auth_token=${token}` })).xCache).toBeNull()
	})

	it('serves uploads immutable for a year', async () => {
		const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
			.png()
			.toBuffer()
		const form = new FormData()
		form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'square.png')
		const uploaded = await fetch(`${app.url}/upload`, {
			method: 'POST',
			body: form,
			headers: { authorization: `Bearer ${token}` },
		})
		expect(uploaded.status).toBe(201)
		const { imageUrl } = (await uploaded.json()) as { imageUrl: string }
		const image = await rawGet(app.url + imageUrl)
		expect(image.status).toBe(200)
		expect(image.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL)
		expect(image.headers['x-cache']).toBeUndefined()
	})

	describe.each(COLLECTIONS)('%s', (path, fields, change) => {
		const itemPath = (id: number) => `${path}/${id}`

		it('create, update and delete through the API each show on the very next read', async () => {
			await warm(app, path)
			const created = await admin('POST', path, fields)
			expect(created.status, created.text).toBe(201)
			const id = created.body.id as number
			const afterCreate = await read(app, path)
			expect(afterCreate.xCache).toBe('MISS')
			expect(afterCreate.body.map((item: { id: number }) => item.id)).toContain(id)

			const before = await warm(app, itemPath(id))
			expect(before.body).toMatchObject(fields)
			await warm(app, path)
			const updated = await admin('PUT', itemPath(id), change)
			expect(updated.status, updated.text).toBe(200)
			const afterUpdate = await read(app, itemPath(id))
			expect(afterUpdate.xCache).toBe('MISS')
			expect(afterUpdate.body).toMatchObject(change)
			expect(afterUpdate.headers.get('etag')).not.toBe(before.headers.get('etag'))
			// A browser revalidating its old copy gets the new one.
			const revalidated = await read(app, itemPath(id), { 'if-none-match': before.headers.get('etag')! })
			expect(revalidated.status).toBe(200)
			expect(revalidated.body).toMatchObject(change)
			expect((await read(app, path)).body.find((item: { id: number }) => item.id === id)).toMatchObject(change)

			await warm(app, itemPath(id))
			await warm(app, path)
			expect((await admin('DELETE', itemPath(id))).status).toBe(204)
			expect((await read(app, itemPath(id))).status).toBe(404)
			expect((await read(app, path)).body.map((item: { id: number }) => item.id)).not.toContain(id)
		})
	})

	it('keeps its answers when nothing public changed: a refused write, a contact submission', async () => {
		await warm(app, '/faqs')
		expect((await admin('POST', '/faqs', { question: '' })).status).toBe(400)
		expect((await admin('PUT', '/faqs/99999', { question: 'x?' })).status).toBe(404)
		expect((await admin('DELETE', '/faqs/99999')).status).toBe(404)
		const contact = await app.api('POST', '/contact', {
			body: { name: 'Bo', email: 'bo@example.com', phone: '12345', message: 'Hi' },
		})
		expect(contact.status).toBe(201)
		expect((await read(app, '/faqs')).xCache).toBe('HIT')
	})

	it('really answers from memory: a change made behind its back (no version bump) is not seen', async () => {
		const before = await warm(app, '/careers')
		const career = await admin('POST', '/careers', { position_name: 'Analyst', job_description: 'Analyse' })
		await warm(app, '/careers')
		await untyped(app.services.db)
			.updateTable('careers')
			.set({ position_name: 'Changed behind its back' })
			.where('id', '=', career.body.id)
			.execute()
		expect((await read(app, '/careers')).text).not.toContain('Changed behind its back')
		// Any content write bumps the version and brings it in.
		await admin('DELETE', `/careers/${career.body.id}`)
		expect((await read(app, '/careers')).body).toEqual(before.body)
	})

	it('shows a write on one instance on another instance on the same database within 1.5 s', async () => {
		const other = await startSecondInstance(app)
		try {
			await warm(other, '/faqs')
			const created = await admin('POST', '/faqs', { question: 'Seen everywhere?', answer: 'Soon.' })
			// This instance at once; the other within its version check interval.
			expect((await read(app, '/faqs')).text).toContain('Seen everywhere?')
			const seenIn = await within(1500, async () => (await read(other, '/faqs')).text.includes('Seen everywhere?'))
			expect(seenIn).toBeLessThan(1500)

			// And the other way round, for a delete made on the second instance.
			await warm(app, '/faqs')
			const removed = await fetch(`${other.url}/faqs/${created.body.id}`, {
				method: 'DELETE',
				headers: { authorization: `Bearer ${token}` },
			})
			expect(removed.status).toBe(204)
			expect((await read(other, '/faqs')).text).not.toContain('Seen everywhere?')
			await within(1500, async () => !(await read(app, '/faqs')).text.includes('Seen everywhere?'))
		} finally {
			await other.close()
		}
	})
})

describe('a write outside the collections', () => {
	let app: TestApp
	beforeAll(async () => {
		app = await startTestApp()
	})
	afterAll(() => app?.close())

	it('a backup restore (which also ends every session) shows within 1.5 s', async () => {
		const backup = path.join(app.dataDir, 'before.tar.gz')
		const options = {
			db: app.services.db,
			kind: app.services.dbKind,
			dataDir: app.dataDir,
			storage: app.services.storage,
		}
		await createBackup({ ...options, outFile: backup })
		const extra = await app.api('POST', '/faqs', {
			body: { question: 'Not in the backup?', answer: 'No.' },
			token: await app.adminToken(),
		})
		expect(extra.status).toBe(201)
		expect((await warm(app, '/faqs')).text).toContain('Not in the backup?')
		await restoreBackup({ ...options, file: backup, force: true })
		await within(1500, async () => !(await read(app, '/faqs')).text.includes('Not in the backup?'))
	})
})

describe('with SERVER_CACHE=0', () => {
	let app: TestApp
	beforeAll(async () => {
		app = await startTestApp({ SERVER_CACHE: '0' })
		const token = await app.adminToken()
		for (let i = 1; i <= 12; i++) {
			await app.api('POST', '/faqs', { body: { question: `Question ${i}?`, answer: 'An answer. '.repeat(20) }, token })
		}
	})
	afterAll(() => app?.close())

	it('stores nothing: a change made behind its back shows at once', async () => {
		const first = await read(app, '/faqs')
		expect(first.xCache).toBeNull()
		expect((await read(app, '/faqs')).xCache).toBeNull()
		await untyped(app.services.db)
			.updateTable('faqs')
			.set({ question: 'Changed directly?' })
			.where('id', '=', 1)
			.execute()
		expect((await read(app, '/faqs')).text).toContain('Changed directly?')
	})

	it('still sends validators, answers 304, and compresses', async () => {
		const plain = await rawGet(`${app.url}/faqs`)
		expect(plain.headers['cache-control']).toBe(SHARED_CACHE_CONTROL)
		expect(plain.headers.etag).toBeDefined()
		expect(plain.headers['last-modified']).toBeDefined()
		expect((await rawGet(`${app.url}/faqs`, { 'if-none-match': plain.headers.etag! })).status).toBe(304)
		const lastModified = plain.headers['last-modified']!
		expect((await rawGet(`${app.url}/faqs`, { 'if-modified-since': lastModified })).status).toBe(304)
		const gzip = await rawGet(`${app.url}/faqs`, { 'accept-encoding': 'gzip' })
		expect(gzip.headers['content-encoding']).toBe('gzip')
		expect(gzip.headers.vary).toMatch(/accept-encoding/i)
	})
})
