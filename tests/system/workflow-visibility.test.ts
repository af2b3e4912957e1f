/**
 * docs/design.md §8 on the production build, through its response cache: drafts and scheduled items are in no
 * visitor's page, list, sitemap or feed until they are live, and a scheduled one appears in all of them
 * at its time with no write; the admin's previews are marked, `noindex`, and never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'workflow@example.com', ADMIN_PASSWORD: 'system test password 42', LOG_REQUESTS: '0' }

let server: ServerProcess
let session: { token: string; cookie: string }
type Item = { id: number; slug: string; status: string; publish_at: string | null }

async function create(collection: string, fields: Record<string, unknown>): Promise<Item> {
	const response = await fetch(`${server.url}/${collection}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
		body: JSON.stringify(fields),
	})
	expect(response.status, await response.clone().text()).toBe(201)
	return (await response.json()) as Item
}

const visitor = async (path: string) => {
	const response = await fetch(server.url + path)
	return { status: response.status, text: await response.text(), headers: response.headers }
}
const asAdmin = async (path: string) => {
	const response = await fetch(server.url + path, { headers: { cookie: session.cookie } })
	return { status: response.status, text: await response.text(), headers: response.headers }
}

beforeAll(async () => {
	server = await startServerProcess(ADMIN)
	session = await signIn(server, ADMIN)
})
afterAll(() => server?.stop())

describe('drafts and scheduled items', () => {
	it('stay out of every visitor page, list, sitemap and feed, then a scheduled post goes live on time', async () => {
		const stamp = Date.now().toString(36)
		const live = await create('blogs', { heading: `Live ${stamp}`, body: 'Out now.', picture: '/uploads/a.png' })
		const draft = await create('blogs', {
			heading: `Draft ${stamp}`,
			body: 'Not yet.',
			picture: '/uploads/b.png',
			status: 'draft',
		})
		const at = new Date(Date.now() + 10_000).toISOString()
		const scheduled = await create('blogs', {
			heading: `Scheduled ${stamp}`,
			body: 'Soon.',
			picture: '/uploads/c.png',
			publish_at: at,
		})

		// Read twice before the time: the second answers come from the cache.
		for (let pass = 0; pass < 2; pass++) {
			const [list, sitemap, feed] = await Promise.all([
				visitor('/blog'),
				visitor('/sitemap.xml'),
				visitor('/blog/rss.xml'),
			])
			for (const { text } of [list, feed]) {
				expect(text).toContain(`Live ${stamp}`)
				expect(text).not.toContain(`Draft ${stamp}`)
				expect(text).not.toContain(`Scheduled ${stamp}`)
			}
			expect(sitemap.text).toContain(`/blog/${live.slug}<`)
			expect(sitemap.text).not.toContain(`/blog/${draft.slug}<`)
			expect(sitemap.text).not.toContain(`/blog/${scheduled.slug}<`)
			expect((await visitor(`/blog/${draft.slug}`)).status).toBe(404)
			expect((await visitor(`/blog/${scheduled.slug}`)).status).toBe(404)
		}
		expect((await visitor('/blog')).headers.get('x-cache')).toBe('HIT')

		// Live from its time on: the list shows it once that time has come, within a second and a half (never
		// before: checked above, and by the clock here).
		await expect
			.poll(async () => (await visitor('/blog')).text, { timeout: Date.parse(at) - Date.now() + 1_500, interval: 100 })
			.toContain(`Scheduled ${stamp}`)
		expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at))
		const [list, sitemap, feed, page] = await Promise.all([
			visitor('/blog'),
			visitor('/sitemap.xml'),
			visitor('/blog/rss.xml'),
			visitor(`/blog/${scheduled.slug}`),
		])
		expect(list.text).toContain(`Scheduled ${stamp}`)
		expect(feed.text).toContain(`Scheduled ${stamp}`)
		expect(sitemap.text).toContain(`/blog/${scheduled.slug}<`)
		expect(page.status).toBe(200)
		expect(list.text).not.toContain(`Draft ${stamp}`)
	})

	it('render for the admin as a marked preview that no cache keeps and no search engine indexes', async () => {
		const draft = await create('careers', {
			position_name: `Draft role ${Date.now().toString(36)}`,
			job_description: 'Not open yet.',
			status: 'draft',
		})
		const preview = await asAdmin(`/career/${draft.slug}`)
		expect(preview.status).toBe(200)
		expect(preview.text).toContain('This draft is not live')
		expect(preview.text).toMatch(/<meta name="robots" content="noindex"/)
		expect(preview.headers.get('cache-control')).toMatch(/no-store/)
		expect(preview.headers.get('x-cache')).toBeNull()
		// Nothing of it reached the cache: a visitor still gets the 404.
		expect((await visitor(`/career/${draft.slug}`)).status).toBe(404)
		// A live item's page shows no preview mark, to the admin either.
		const live = await create('careers', { position_name: 'Open role', job_description: 'Apply now.' })
		expect((await asAdmin(`/career/${live.slug}`)).text).not.toContain('Preview.')
	})
})
