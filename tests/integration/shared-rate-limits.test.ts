import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { Kysely, SqliteDialect } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import SQLite from '#server/db/better-sqlite3.ts'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { readCounter } from '#server/rate-limit/counters.ts'
import { DatabaseStore, PRUNE_EVERY_MS } from '#server/rate-limit/database-store.ts'
import { perMinute } from '#server/rate-limit/per-minute.ts'
import { captureLogs } from '#tests/helpers/logs.ts'
import { type ApiResponse, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

// The API and upload limits are counted in the database (ADR 0023): two instances of the app on one
// database (as behind a load balancer) enforce one limit between them.

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })
const ago = (ms: number, at = Date.now()) => new Date(at - ms).toISOString()

/** `count` requests at once, every other one to each instance. */
function spread(instances: TestApp[], count: number, send: (app: TestApp) => Promise<ApiResponse>) {
	return Promise.all(Array.from({ length: count }, (_, i) => send(instances[i % instances.length]!)))
}

function expectRefused(responses: ApiResponse[]) {
	for (const response of responses) {
		expect(response.status).toBe(429)
		expect(response.body.error).toBe('Too many requests. Please wait a minute and try again.')
		const retryAfter = Number(response.headers.get('retry-after'))
		expect(retryAfter).toBeGreaterThanOrEqual(1)
		expect(retryAfter).toBeLessThanOrEqual(60)
	}
}

/** Two instances of the app on one database (as behind a load balancer), for the tests of a describe block. */
function twoInstances(env: Record<string, string>): { first: TestApp; second: TestApp } {
	const instances = {} as { first: TestApp; second: TestApp }
	beforeAll(async () => {
		instances.first = await startTestApp(env)
		instances.second = await startTestApp(env, { sameDatabaseAs: instances.first })
	})
	afterAll(async () => {
		await instances.second?.close()
		await instances.first?.close()
	})
	return instances
}

describe('the API limit over two instances on one database', () => {
	const instances = twoInstances({ API_RATE_LIMIT: '10', TRUST_PROXY: '1' })

	it('lets exactly the limit through in total, the rest 429 with Retry-After', async () => {
		const responses = await spread([instances.first, instances.second], 30, (app) =>
			app.api('GET', '/faqs/999', from('203.0.113.60')),
		)
		expect(responses.filter((response) => response.status === 404)).toHaveLength(10)
		expectRefused(responses.filter((response) => response.status !== 404))
		expect(await readCounter(instances.first.services.db, 'api:203.0.113.60')).toMatchObject({ hits: 30 })
		// Another address has a count of its own.
		expect((await instances.second.api('GET', '/faqs/999', from('203.0.113.61'))).status).toBe(404)
	})

	it('lets requests through again once the window has ended', async () => {
		const key = 'api:203.0.113.60'
		expect((await instances.first.api('GET', '/faqs/999', from('203.0.113.60'))).status).toBe(429)
		await instances.first.services.db
			.updateTable('rate_limits')
			.set({ window_started_at: ago(61_000) })
			.where('key', '=', key)
			.execute()
		expect((await instances.second.api('GET', '/faqs/999', from('203.0.113.60'))).status).toBe(404)
		expect(await readCounter(instances.first.services.db, key)).toMatchObject({ hits: 1 })
	})
})

describe('the upload limit over two instances on one database', () => {
	const instances = twoInstances({ API_RATE_LIMIT: '0', UPLOAD_RATE_LIMIT: '10', TRUST_PROXY: '1' })

	it('lets exactly the limit through in total, the rest 429 with Retry-After', async () => {
		// Unsigned uploads are refused (401) by the handler, until the limit answers first.
		const responses = await spread([instances.first, instances.second], 30, (app) =>
			app.api('POST', '/upload', from('198.51.100.80')),
		)
		expect(responses.filter((response) => response.status === 401)).toHaveLength(10)
		expectRefused(responses.filter((response) => response.status !== 401))
		expect(await readCounter(instances.first.services.db, 'upload:198.51.100.80')).toMatchObject({ hits: 30 })
		// Reads of the upload path are not uploads.
		expect((await instances.first.api('GET', '/upload', from('198.51.100.80'))).status).toBe(405)
	})
})

describe('the database store', () => {
	let app: TestApp
	let db: Db
	beforeAll(async () => {
		app = await startTestApp()
		db = app.services.db
	})
	afterAll(() => app?.close())
	afterEach(() => db.deleteFrom('rate_limits').execute())

	function storeAt(prefix: string, clock: { now: number }) {
		const store = new DatabaseStore(db, { prefix, now: () => clock.now })
		store.init({ windowMs: 60_000 })
		return store
	}

	it('counts a fixed window per key, which starts again at 1 once it has ended', async () => {
		const clock = { now: Date.parse('2026-11-24T10:00:00.000Z') }
		const store = storeAt('api:', clock)
		const resetTime = new Date('2026-11-24T10:01:00.000Z')
		expect(await store.increment('192.0.2.1')).toEqual({ totalHits: 1, resetTime })
		clock.now += 30_000
		expect(await store.increment('192.0.2.1')).toEqual({ totalHits: 2, resetTime })
		expect(await store.get('192.0.2.1')).toEqual({ totalHits: 2, resetTime })
		await store.decrement('192.0.2.1')
		expect(await store.get('192.0.2.1')).toEqual({ totalHits: 1, resetTime })
		clock.now += 30_000
		expect(await store.get('192.0.2.1')).toBeUndefined()
		expect(await store.increment('192.0.2.1')).toEqual({
			totalHits: 1,
			resetTime: new Date('2026-11-24T10:02:00.000Z'),
		})
		await store.resetKey('192.0.2.1')
		expect(await readCounter(db, 'api:192.0.2.1')).toBeUndefined()
	})

	it('prunes only its own rows whose window ended over a minute ago', async () => {
		const at = Date.now()
		const rows = {
			'api:old': ago(60_000 + 61_000, at),
			'api:just-ended': ago(61_000, at),
			'api:live': ago(10_000, at),
			'upload:old': ago(60 * 60_000, at),
			// The contact limit's window is 10 minutes, sign-in's series a day: both still on.
			'contact:192.0.2.9': ago(5 * 60_000, at),
			'ip:192.0.2.9': ago(2 * 60 * 60_000, at),
			'email:someone@example.com': ago(23 * 60 * 60_000, at),
		}
		await db
			.insertInto('rate_limits')
			.values(Object.entries(rows).map(([key, started]) => ({ key, hits: 3, window_started_at: started })))
			.execute()
		expect(await storeAt('api:', { now: at }).prune()).toBe(1)
		const left = await db.selectFrom('rate_limits').select('key').orderBy('key').execute()
		expect(left.map((row) => row.key)).toEqual(
			Object.keys(rows)
				.filter((key) => key !== 'api:old')
				.sort(),
		)
		expect(await storeAt('upload:', { now: at }).prune()).toBe(1)
		expect(await readCounter(db, 'upload:old')).toBeUndefined()
	})

	it('prunes on a hit, at most once a minute', async () => {
		const clock = { now: Date.now() }
		const store = storeAt('api:', clock)
		const plantOld = (key: string) =>
			db
				.insertInto('rate_limits')
				.values({ key, hits: 1, window_started_at: ago(3 * 60_000, clock.now) })
				.execute()
		const gone = async (key: string) => expect(await readCounter(db, key)).toBeUndefined()

		await plantOld('api:first')
		await store.increment('192.0.2.2')
		await vi.waitFor(() => gone('api:first'))

		await plantOld('api:second')
		clock.now += PRUNE_EVERY_MS / 2
		await store.increment('192.0.2.2')
		await new Promise((resolve) => setTimeout(resolve, 100))
		expect(await readCounter(db, 'api:second')).toBeDefined()

		clock.now += PRUNE_EVERY_MS / 2
		await store.increment('192.0.2.2')
		await vi.waitFor(() => gone('api:second'))
	})
})

describe('a limiter whose database fails', () => {
	let server: Server | undefined
	afterAll(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))))

	it('lets requests through (fail open) and logs that once, not per request', async () => {
		// Every query fails: a database without the table (what a lost connection looks like to the store).
		const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) })
		const app = express()
		app.use(perMinute(db, { name: 'api', limit: 1, skip: () => false }))
		app.get('/', (_req, res) => void res.json({ ok: true }))
		server = createServer(app)
		await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
		const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

		const logs = captureLogs('warn')
		try {
			const statuses = []
			for (let i = 0; i < 3; i++) statuses.push((await fetch(url)).status)
			expect(statuses).toEqual([200, 200, 200])
			const warnings = logs.entries().filter((line) => String(line.msg).startsWith('rate limit not counted'))
			expect(warnings).toEqual([
				expect.objectContaining({ level: 'warn', limiter: 'api:', uncounted: 1, error: expect.any(String) }),
			])
		} finally {
			logs.restore()
			await db.destroy()
		}
	})
})
