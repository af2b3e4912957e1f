/**
 * Analytics over time (ADR 0033): the visitor hash changes every day and a day's salt is gone once the day
 * is over; finished days are rolled up once (even by instances racing), the report reads the same numbers
 * before and after; raw views past ANALYTICS_RAW_DAYS are pruned, their days still reported; the
 * housekeeping of a starting instance does both. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createPageViewCollector } from '#server/analytics/collector.ts'
import { itemDays, itemViews, readAnalytics } from '#server/analytics/report.ts'
import { pruneRawViews, rollUpFinishedDays } from '#server/analytics/rollup.ts'
import { addDays } from '#server/days.ts'
import { viewsOf } from '#tests/helpers/page-views.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const TODAY = new Date().toISOString().slice(0, 10)
const noonOf = (day: string) => Date.parse(`${day}T12:00:00.000Z`)
/** The time the roll-up tests run at: the days they seed are as finished at any time of the real day. */
const AT = noonOf(TODAY)
const facts = {
	address: '203.0.113.5',
	userAgent: 'Mozilla/5.0 Chrome/131',
	ownHosts: ['example.com'],
	site: 'example.com',
}
const input = (path: string) => ({ path, referrer: '', width: 1280, utm_source: '', utm_medium: '', utm_campaign: '' })

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
	const { db } = app.services
	for (const table of ['analytics_events', 'analytics_daily', 'analytics_rollups', 'analytics_salts'] as const)
		await db.deleteFrom(table).execute()
})

describe('the visitor hash', () => {
	it('is the same within a day, another the next day, and the past day’s salt is deleted', async () => {
		let now = noonOf('2026-03-01')
		const collector = createPageViewCollector(app.services.db, () => now)
		await collector.record({ ...facts, input: input('/') })
		await collector.record({ ...facts, input: input('/about') })
		now += DAY_MS
		await collector.record({ ...facts, input: input('/') })
		await collector.close()
		const rows = await app.services.db.selectFrom('analytics_events').selectAll().orderBy('at').execute()
		expect(rows.map((row) => row.day)).toEqual(['2026-03-01', '2026-03-01', '2026-03-02'])
		expect(rows[0]!.visitor).toBe(rows[1]!.visitor)
		expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor)
		const salts = await app.services.db.selectFrom('analytics_salts').select('day').execute()
		expect(salts).toEqual([{ day: '2026-03-02' }])
	})

	it('is shared by instances on one database (one salt a day)', async () => {
		const now = () => noonOf('2026-03-05')
		const one = createPageViewCollector(app.services.db, now)
		const two = createPageViewCollector(app.services.db, now)
		await Promise.all([one.record({ ...facts, input: input('/') }), two.record({ ...facts, input: input('/blog') })])
		await Promise.all([one.close(), two.close()])
		const rows = await app.services.db.selectFrom('analytics_events').select('visitor').execute()
		expect(rows).toHaveLength(2)
		expect(rows[0]!.visitor).toBe(rows[1]!.visitor)
	})
})

describe('roll-ups and pruning', () => {
	const yesterday = addDays(TODAY, -1)
	const longAgo = addDays(TODAY, -40)

	async function seed() {
		await app.services.db
			.insertInto('analytics_events')
			.values([
				...viewsOf(longAgo, '/', 5, 2),
				...viewsOf(longAgo, '/blog', 3, 3, { referrer: 'example.org', device: 'mobile' }),
				...viewsOf(yesterday, '/', 4, 4, { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'may' }),
				...viewsOf(TODAY, '/about', 2, 1),
			])
			.execute()
	}

	it('rolls up finished days once, and the report reads the same before and after', async () => {
		await seed()
		const range = { from: addDays(TODAY, -45), to: TODAY }
		const before = await readAnalytics(app.services.db, range)
		expect(before).toMatchObject({ views: 14, visitors: 2 + 3 + 4 + 1 })

		const rolled = await rollUpFinishedDays(app.services.db, AT)
		expect(rolled).toEqual([longAgo, yesterday])
		// Today is not over: still read from the raw views.
		expect(await rollUpFinishedDays(app.services.db, AT)).toEqual([])
		const after = await readAnalytics(app.services.db, range)
		expect(after).toEqual(before)
		expect(after.days.find((day) => day.date === longAgo)).toEqual({ date: longAgo, views: 8, visitors: 5 })
		expect(after.referrers).toEqual(expect.arrayContaining([{ source: 'example.org', views: 3, visitors: 3 }]))
		expect(after.campaigns).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'may', views: 4, visitors: 4 }])
	})

	it("reads one item's days, rolled up or live, its earlier address included, no other item's", async () => {
		const { db } = app.services
		const token = await app.adminToken()
		const created = await app.api('POST', '/blogs', {
			token,
			body: { heading: 'Numbers per day', body: 'Daily.', picture: '/uploads/a.jpg' },
		})
		expect(created.status, created.text).toBe(201)
		const { id, slug } = created.body as { id: number; slug: string }
		expect((await app.api('PUT', `/blogs/${id}`, { token, body: { slug: 'daily-numbers' } })).status).toBe(200)
		await db
			.insertInto('analytics_events')
			.values([
				...viewsOf(yesterday, `/blog/${slug}`, 3, 2),
				...viewsOf(yesterday, '/blog/daily-numbers', 2, 1),
				...viewsOf(yesterday, '/blog/another-post', 7, 7),
				...viewsOf(TODAY, '/blog/daily-numbers', 4, 3),
				...viewsOf(TODAY, '/', 9, 9),
			])
			.execute()
		const range = { from: addDays(TODAY, -2), to: TODAY }
		const expected = [
			{ date: addDays(TODAY, -2), views: 0, visitors: 0 },
			{ date: yesterday, views: 5, visitors: 3 },
			{ date: TODAY, views: 4, visitors: 3 },
		]
		expect(await itemDays(db, 'blogs', id, range)).toEqual(expected)
		expect(await rollUpFinishedDays(db, AT)).toEqual([yesterday])
		expect(await itemDays(db, 'blogs', id, range)).toEqual(expected)
		expect(await itemDays(db, 'blogs', id + 1000, range)).toEqual(
			expected.map((day) => ({ ...day, views: 0, visitors: 0 })),
		)
	})

	it('waits ten minutes after midnight before rolling up the day that ended', async () => {
		await seed()
		const justAfterMidnight = Date.parse(`${TODAY}T00:05:00.000Z`)
		expect(await rollUpFinishedDays(app.services.db, justAfterMidnight)).toEqual([longAgo])
		expect(await rollUpFinishedDays(app.services.db, justAfterMidnight + 6 * 60 * 1000)).toEqual([yesterday])
	})

	it('rolls a day up once when instances race', async () => {
		await seed()
		const results = await Promise.all([
			rollUpFinishedDays(app.services.db, AT),
			rollUpFinishedDays(app.services.db, AT),
			rollUpFinishedDays(app.services.db, AT),
		])
		expect(results.flat().sort()).toEqual([longAgo, yesterday])
		const site = await app.services.db
			.selectFrom('analytics_daily')
			.selectAll()
			.where('dimension', '=', 'site')
			.orderBy('day')
			.execute()
		expect(site.map(({ day, views, visitors }) => ({ day, views: Number(views), visitors: Number(visitors) }))).toEqual(
			[
				{ day: longAgo, views: 8, visitors: 5 },
				{ day: yesterday, views: 4, visitors: 4 },
			],
		)
	})

	it('prunes raw views past the kept days once rolled up, and still reports them', async () => {
		await seed()
		// Not rolled up yet: nothing is pruned, whatever its age.
		expect(await pruneRawViews(app.services.db, 30, AT)).toBe(0)
		await rollUpFinishedDays(app.services.db, AT)
		expect(await pruneRawViews(app.services.db, 30, AT)).toBe(8)
		const left = await app.services.db.selectFrom('analytics_events').select('day').distinct().orderBy('day').execute()
		expect(left.map((row) => row.day)).toEqual([yesterday, TODAY])
		const range = { from: longAgo, to: longAgo }
		expect(await readAnalytics(app.services.db, range)).toMatchObject({
			views: 8,
			pages: [
				{ path: '/', views: 5, visitors: 2 },
				{ path: '/blog', views: 3, visitors: 3 },
			],
		})
	})

	it('is done by the housekeeping of a starting instance', async () => {
		await seed()
		const another = await startTestApp({ ANALYTICS_RAW_DAYS: '30' }, { sameDatabaseAs: app })
		try {
			// The long-ago day at least (yesterday too, unless the real clock is within ten minutes of midnight).
			await expect
				.poll(async () =>
					(await app.services.db.selectFrom('analytics_rollups').select('day').execute()).map((row) => row.day),
				)
				.toContain(longAgo)
			await expect
				.poll(
					async () =>
						(await app.services.db.selectFrom('analytics_events').where('day', '=', longAgo).selectAll().execute())
							.length,
				)
				.toBe(0)
		} finally {
			await another.close()
		}
	})
})

describe('late views and salts at midnight', () => {
	it('drops views written after their day was rolled up, and writes late views of a day that is not', async () => {
		const day = '2026-04-01'
		let now = Date.parse(`${day}T23:59:59.000Z`)
		const collector = createPageViewCollector(app.services.db, () => now)
		await collector.record({ ...facts, input: input('/') })
		// Written only after the next day's roll-up: counted nowhere, so not written at all.
		now = Date.parse('2026-04-02T00:15:00.000Z')
		await app.services.db
			.insertInto('analytics_rollups')
			.values({ day, rolled_at: new Date(now).toISOString() })
			.execute()
		expect(await collector.flush()).toBe(0)
		// A day still open to roll-ups takes its late views.
		now = Date.parse('2026-04-02T23:59:59.000Z')
		await collector.record({ ...facts, input: input('/about') })
		now = Date.parse('2026-04-03T00:30:00.000Z')
		expect(await collector.flush()).toBe(1)
		await collector.close()
		const rows = await app.services.db.selectFrom('analytics_events').select(['day', 'path']).execute()
		expect(rows).toEqual([{ day: '2026-04-02', path: '/about' }])
	})

	it("forgets the day's salt at midnight, with no view to come after it", async () => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
		try {
			let now = Date.parse('2026-06-01T23:59:50.000Z')
			const collector = createPageViewCollector(app.services.db, () => now)
			await collector.record({ ...facts, input: input('/') })
			await collector.flush()
			expect(await app.services.db.selectFrom('analytics_salts').select('day').execute()).toEqual([
				{ day: '2026-06-01' },
			])
			now = Date.parse('2026-06-02T00:00:01.000Z')
			await vi.advanceTimersByTimeAsync(11_000)
			await expect.poll(() => app.services.db.selectFrom('analytics_salts').select('day').execute()).toEqual([])
			await collector.close()
		} finally {
			vi.useRealTimers()
		}
	})

	it('makes no salt again for a day that is over, and the housekeeping deletes past ones', async () => {
		const { db } = app.services
		const late = createPageViewCollector(db, () => noonOf('2026-05-01'))
		const next = createPageViewCollector(db, () => noonOf('2026-05-02'))
		expect(await next.record({ ...facts, input: input('/') })).toBe('counted')
		expect(await late.record({ ...facts, input: input('/') })).toBe('day-over')
		await Promise.all([late.close(), next.close()])
		expect(await db.selectFrom('analytics_salts').select('day').execute()).toEqual([{ day: '2026-05-02' }])
		const another = await startTestApp({}, { sameDatabaseAs: app })
		try {
			await expect.poll(async () => db.selectFrom('analytics_salts').select('day').execute()).toEqual([])
		} finally {
			await another.close()
		}
	})

	it('reads a report over tens of thousands of made-up item addresses', async () => {
		const { db } = app.services
		const day = addDays(TODAY, -1)
		const rows = Array.from({ length: 40_000 }, (_, i) => viewsOf(day, `/blog/made-up-${i}`, 1, 1)[0]!)
		for (let start = 0; start < rows.length; start += 2_000)
			await db
				.insertInto('analytics_events')
				.values(rows.slice(start, start + 2_000))
				.execute()
		const report = await readAnalytics(db, { from: day, to: day })
		expect(report.views).toBe(40_000)
		expect(report.pages).toHaveLength(50)
		expect(await itemViews(db, 'blogs', { from: day, to: day })).toEqual(new Map())
	}, 60_000)
})
