/**
 * The page-view collector when the database refuses its writes (a trigger of the test's own makes the
 * real database fail them): a batch that fails part-way is written whole on a later try, never a view
 * twice, and while writes fail the views that wait are capped (docs/design.md §12, ADR 0033). SQLite and
 * PostgreSQL.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { BATCH_MAX, createPageViewCollector } from '#server/analytics/collector.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

/** 'all': every insert of a view fails; 'blog': only one of /blog; 'none': none. */
type Refusal = 'all' | 'blog' | 'none'

const facts = {
	address: '203.0.113.9',
	userAgent: 'Mozilla/5.0 Chrome/131',
	ownHosts: ['example.com'],
	site: 'example.com',
}
const view = (path: string) => ({
	...facts,
	input: { path, referrer: '', width: 1280, utm_source: '', utm_medium: '', utm_campaign: '' },
})

let app: TestApp
const db = () => app.services.db

beforeAll(async () => {
	app = await startTestApp()
	await sql`create table view_refusals (mode text not null)`.execute(db())
	await sql`insert into view_refusals (mode) values ('none')`.execute(db())
	const refused = sql`(select mode from view_refusals) = 'all' or ((select mode from view_refusals) = 'blog' and new.path = '/blog')`
	if (app.services.dbKind === 'postgres') {
		await sql`create function refuse_views() returns trigger language plpgsql as $$
			begin
				if ${refused} then raise exception 'refused by the test'; end if;
				return new;
			end $$`.execute(db())
		await sql`create trigger refuse_views before insert on analytics_events
			for each row execute function refuse_views()`.execute(db())
	} else {
		await sql`create trigger refuse_views before insert on analytics_events
			when ${refused} begin select raise(abort, 'refused by the test'); end`.execute(db())
	}
})
afterAll(() => app.close())
beforeEach(async () => {
	await refuse('none')
	await db().deleteFrom('analytics_events').execute()
})

const refuse = (mode: Refusal) => sql`update view_refusals set mode = ${mode}`.execute(db())
const written = async () =>
	(await db().selectFrom('analytics_events').select(['path']).execute()).map((row) => row.path)

describe('the collector when writes fail', () => {
	it('writes a batch that failed part-way whole on the next try, and no view twice', async () => {
		const collector = createPageViewCollector(db())
		try {
			// The partial refusal refuses /blog only.
			await refuse('blog')
			await collector.record(view('/'))
			await collector.flush()
			expect(await written()).toEqual(['/'])
			await db().deleteFrom('analytics_events').execute()

			// A full batch and one more wait: the database refuses them all.
			await refuse('all')
			for (let i = 0; i < BATCH_MAX; i++) await collector.record(view('/'))
			await collector.record(view('/blog'))
			expect(await collector.flush()).toBe(0)
			// Now the batch's first statement (the 500 views of /) goes in, its second (/blog) is refused.
			await refuse('blog')
			expect(await collector.flush()).toBe(0)
			expect(await written()).toEqual([])

			// Written by this flush, or by the retry the failure scheduled a second later.
			await refuse('none')
			await collector.flush()
			const paths = await written()
			expect(paths).toHaveLength(BATCH_MAX + 1)
			expect(paths.filter((path) => path === '/blog')).toHaveLength(1)
			expect(await collector.flush()).toBe(0)
		} finally {
			await collector.close()
		}
	})

	it('keeps at most its cap of views waiting while writes fail, drops the rest, and writes the kept ones', async () => {
		const pendingMax = 30
		const collector = createPageViewCollector(db(), Date.now, { pendingMax })
		try {
			await refuse('all')
			const answers = []
			for (let i = 0; i < pendingMax + 5; i++) {
				answers.push(await collector.record(view(`/blog/post-${i}`)))
				await collector.flush()
			}
			expect(answers.filter((answer) => answer === 'counted')).toHaveLength(pendingMax)
			expect(answers.slice(pendingMax)).toEqual(Array(5).fill('queue-full'))

			await refuse('none')
			await collector.flush()
			expect((await written()).sort()).toEqual(Array.from({ length: pendingMax }, (_, i) => `/blog/post-${i}`).sort())
			expect(await collector.record(view('/'))).toBe('counted')
		} finally {
			await collector.close()
		}
	})
})
