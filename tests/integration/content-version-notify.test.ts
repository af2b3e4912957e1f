/**
 * Two instances on one database: on PostgreSQL a content write on one empties the other's cache within
 * 100 ms (LISTEN/NOTIFY, ADR 0025), also after its listening connection was killed, and what was missed
 * while it was down is read on reconnection; on SQLite the 1 s version polling alone does it.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LISTENER_APPLICATION_NAME } from '#server/db/notifications.ts'
import { untyped, usingPostgres } from '#tests/helpers/database.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

async function read(app: TestApp, path: string) {
	const response = await fetch(app.url + path)
	return { xCache: response.headers.get('x-cache'), text: await response.text() }
}

/**
 * Reads until the cache answers: the path is now stored. A notification of an earlier write may still be
 * on its way (it empties the cache when it lands), so a few reads may miss first.
 */
async function warm(app: TestApp, path: string) {
	let xCache: string | null = null
	for (let attempt = 0; attempt < 20 && xCache !== 'HIT'; attempt++) {
		;({ xCache } = await read(app, path))
		if (xCache !== 'HIT') await new Promise((resolve) => setTimeout(resolve, 25))
	}
	expect(xCache, path).toBe('HIT')
}

/** Polls `check` every 10 ms until it passes; returns how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
	const started = performance.now()
	while (!(await check())) {
		const waited = performance.now() - started
		if (waited > ms) throw new Error(`not seen within ${ms} ms`)
		await new Promise((resolve) => setTimeout(resolve, 10))
	}
	return performance.now() - started
}

/** The backend process ids of the listening connections on `app`'s database. */
async function listenerPids(app: TestApp): Promise<number[]> {
	const { rows } = await sql<{ pid: number }>`
		select pid from pg_stat_activity
		where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()
		order by pid`.execute(untyped(app.services.db))
	return rows.map((row) => row.pid)
}

// Each database gets its own part (registered, not skipped, where it does not apply).
if (usingPostgres)
	describe('PostgreSQL: instances hear of each content commit', () => {
		let a: TestApp
		let b: TestApp
		let token: string
		const create = (question: string) =>
			a.api('POST', '/faqs', { body: { question, answer: 'An answer.' }, token }).then((response) => {
				expect(response.status).toBe(201)
				return response.body as { id: number }
			})
		const bShows = (text: string) => async () => (await read(b, '/faqs')).text.includes(text)

		beforeAll(async () => {
			a = await startTestApp()
			// B would not check the version by itself for a minute: only a notification or a reconnection informs it.
			b = await startTestApp({}, { sameDatabaseAs: a, app: { versionMaxAgeMs: 60_000 } })
			token = await a.adminToken()
			await create('Before anything?')
		})
		afterAll(async () => {
			await b?.close()
			await a?.close()
		})

		it('each instance listens on one connection of its own', async () => {
			expect(await listenerPids(a)).toHaveLength(2)
		})

		it('shows a write on A in B’s cached list within 100 ms', async () => {
			await warm(b, '/faqs')
			await create('Heard at once?')
			const took = await within(100, bShows('Heard at once?'))
			expect(took).toBeLessThan(100)
		})

		it('reconnects after its connection is killed, reads what it missed, and hears again', async () => {
			await warm(b, '/faqs')
			// A change no one is told of, as a notification lost while the listener was down would be.
			const db = untyped(a.services.db)
			await db
				.updateTable('faqs')
				.set({ question: 'Missed while away?' })
				.where('question', '=', 'Before anything?')
				.execute()
			await sql`update content_version set version = version + 1 where id = 1`.execute(db)
			expect((await read(b, '/faqs')).text).not.toContain('Missed while away?')

			const before = await listenerPids(a)
			const { rows } = await sql<{ killed: boolean }>`
			select pg_terminate_backend(pid) as killed from pg_stat_activity
			where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(db)
			expect(rows.map((row) => row.killed)).toEqual([true, true])

			// The first retry is 100 ms after the drop; then B reads the version row again.
			const reconnectedIn = await within(1000, bShows('Missed while away?'))
			expect(reconnectedIn).toBeLessThan(1000)
			// B is back; A reconnects on its own schedule (its first retry 100 ms after the drop, later ones
			// further apart), so its listener is waited for rather than expected at this very moment.
			await expect.poll(() => listenerPids(a), { timeout: 10_000, interval: 50 }).toHaveLength(2)
			const after = await listenerPids(a)
			expect(after.filter((pid) => before.includes(pid))).toEqual([])

			await warm(b, '/faqs')
			await create('Heard after the reconnection?')
			expect(await within(100, bShows('Heard after the reconnection?'))).toBeLessThan(100)
		})

		it('closes its listening connection when the app closes', async () => {
			const c = await startTestApp({}, { sameDatabaseAs: a })
			expect(await listenerPids(a)).toHaveLength(3)
			await c.close()
			await within(1000, async () => (await listenerPids(a)).length === 2)
		})
	})

if (!usingPostgres)
	describe('SQLite: the version polling alone', () => {
		let a: TestApp
		let b: TestApp
		beforeAll(async () => {
			a = await startTestApp()
			b = await startTestApp({}, { sameDatabaseAs: a })
		})
		afterAll(async () => {
			await b?.close()
			await a?.close()
		})

		it('shows a write on A in B’s cached list within about a second', async () => {
			await warm(b, '/faqs')
			const token = await a.adminToken()
			expect((await a.api('POST', '/faqs', { body: { question: 'Polled?', answer: 'Yes.' }, token })).status).toBe(201)
			await within(1500, async () => (await read(b, '/faqs')).text.includes('Polled?'))
		})
	})
