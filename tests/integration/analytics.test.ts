/**
 * Built-in analytics (ADR 0033, docs/design.md §12): what the collector counts and what it leaves out (robots,
 * DNT, GPC, prerenders, the signed-in admin, other sites, too many views from one address), what it keeps
 * (never an address or a user agent), and GET /analytics, its CSV, titles and an item's earlier addresses.
 * Runs on SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { itemViews } from '#server/analytics/report.ts'
import { contentTypes } from '#server/content/registry.ts'
import { lastDays } from '#server/days.ts'
import { parseCsv } from '#tests/helpers/csv.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const today = () => new Date().toISOString().slice(0, 10)

let app: TestApp
let token: string
let address = 0
/** Each test's visitors come from addresses of their own (TRUST_PROXY): the per-address limit stays out of the way. */
let visitorAddress: string
beforeAll(async () => {
	app = await startTestApp({ TRUST_PROXY: '1' })
	token = await app.adminToken()
})
afterAll(() => app.close())
beforeEach(async () => {
	visitorAddress = `198.51.100.${++address}`
	await app.services.pageViews.flush()
	await app.services.db.deleteFrom('analytics_events').execute()
	await app.services.db.deleteFrom('analytics_daily').execute()
	await app.services.db.deleteFrom('analytics_rollups').execute()
})

type View = {
	path: string
	referrer?: string
	width?: number
	utm_source?: string
	utm_medium?: string
	utm_campaign?: string
}

function view(body: View | Record<string, unknown>, headers: Record<string, string> = {}) {
	return app.api('POST', '/analytics/views', {
		body: { width: 1280, ...body },
		headers: { 'user-agent': CHROME, 'x-forwarded-for': visitorAddress, ...headers },
	})
}

async function report(query = '') {
	await app.services.pageViews.flush()
	const response = await app.api('GET', `/analytics${query}`, { token })
	expect(response.status).toBe(200)
	return response.body
}

describe('counting', () => {
	it('counts a shown page: its path, the referring host, the device, the day', async () => {
		const answer = await view({ path: '/about', referrer: 'www.example.org', width: 390 })
		expect(answer.status).toBe(204)
		expect(answer.headers.get('set-cookie')).toBeNull()
		const counted = await report()
		expect(counted.views).toBe(1)
		expect(counted.visitors).toBe(1)
		expect(counted.days.at(-1)).toEqual({ date: today(), views: 1, visitors: 1 })
		expect(counted.pages).toEqual([{ path: '/about', title: 'About Us', views: 1, visitors: 1 }])
		expect(counted.referrers).toEqual([{ source: 'example.org', views: 1, visitors: 1 }])
		expect(counted.devices).toEqual([{ device: 'mobile', views: 1, visitors: 1 }])
	})

	it('counts one visitor per address and browser a day, and every view', async () => {
		await view({ path: '/' })
		await view({ path: '/blog' })
		await view({ path: '/' }, { 'user-agent': FIREFOX })
		const counted = await report()
		expect(counted).toMatchObject({ views: 3, visitors: 2 })
		expect(counted.pages).toEqual([
			{ path: '/', title: 'Home', views: 2, visitors: 2 },
			{ path: '/blog', title: 'Blog', views: 1, visitors: 1 },
		])
	})

	it('sorts devices by width: mobile under 576 px, tablet under 992, desktop', async () => {
		for (const width of [320, 575, 576, 991, 992, 2560]) await view({ path: '/', width })
		expect((await report()).devices).toEqual([
			{ device: 'mobile', views: 2, visitors: 1 },
			{ device: 'tablet', views: 2, visitors: 1 },
			{ device: 'desktop', views: 2, visitors: 1 },
		])
	})

	it('counts a move within the site as direct, and keeps UTM campaigns', async () => {
		const own = new URL(app.url).hostname
		await view({ path: '/blog', referrer: own })
		await view({ path: '/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november' })
		const counted = await report()
		expect(counted.referrers).toEqual([{ source: '(direct)', views: 2, visitors: 1 }])
		expect(counted.campaigns).toEqual([
			{ source: 'newsletter', medium: 'email', campaign: 'november', views: 1, visitors: 1 },
		])
	})

	it.each([
		['a robot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
		['a script', { 'user-agent': 'curl/8.5.0' }],
		['no user agent', { 'user-agent': '' }],
		['Do Not Track', { dnt: '1' }],
		['Global Privacy Control', { 'sec-gpc': '1' }],
		['a prerendered page', { 'sec-purpose': 'prefetch;prerender' }],
		['a prefetch', { 'sec-purpose': 'prefetch' }],
	])('does not count %s, and answers the same', async (_case, headers) => {
		expect((await view({ path: '/' }, headers)).status).toBe(204)
		expect((await report()).views).toBe(0)
	})

	it('does not count the signed-in admin (a session cookie or a bearer token)', async () => {
		expect((await view({ path: '/' }, { authorization: `Bearer ${token}` })).status).toBe(204)
		expect((await view({ path: '/' }, { cookie: `sigma_auth_token=${token}` })).status).toBe(204)
		// A token that is no longer a session is a visitor.
		await view({ path: '/' }, { cookie: 'sigma_auth_token=expired-or-made-up' })
		expect((await report()).views).toBe(1)
	})

	it('does not count what is not a public page', async () => {
		for (const path of [
			'/dashboard',
			'/dashboard/blogs-admin',
			'/admin',
			'/uploads/a.jpg',
			'/sitemap.xml',
			// Any free `/{slug}` may be a page built from blocks (its slug is not looked up per view): not a slug.
			'/No_Such_Page',
			'/blog/Not_A_Slug',
			'/blog/a/b',
			'/portfolio/nothing-here/x',
		])
			expect((await view({ path })).status).toBe(204)
		expect((await report()).views).toBe(0)
	})

	it('refuses a view sent from a page of another site', async () => {
		const answer = await view({ path: '/' }, { origin: 'https://elsewhere.example' })
		expect(answer.status).toBe(403)
		expect((await report()).views).toBe(0)
	})

	it.each([
		[{ referrer: 'x' }, 'path must be text'],
		[{ path: 'about' }, 'path must be the page’s address'],
		[{ path: '/about?utm_source=x' }, 'without query'],
		[{ path: `/${'a'.repeat(300)}` }, 'at most 300'],
		[{ path: '/', width: 'wide' }, 'width must be a whole number'],
		[{ path: '/', referrer: 'https://example.org/page?user=1' }, 'referrer must be a host name'],
		[{ path: '/', utm_source: 'x'.repeat(101) }, 'at most 100'],
		[{ path: '/', utm_campaign: 'a\u0000b' }, 'control characters'],
	])('refuses a malformed view with a clear message: %j', async (body, message) => {
		const answer = await view(body)
		expect(answer.status).toBe(400)
		expect(answer.body.error).toContain(message)
	})

	it('refuses a body over 2 kB: a view is a few hundred bytes', async () => {
		const answer = await view({ path: '/', utm_source: 'x', padding: 'p'.repeat(3_000) })
		expect(answer.status).toBe(413)
		expect((await report()).views).toBe(0)
	})

	it('refuses a body that is not JSON', async () => {
		const answer = await app.api('POST', '/analytics/views', { body: '{"path":', headers: { 'user-agent': CHROME } })
		expect(answer.status).toBe(400)
	})

	it('counts at most 60 views a minute from one address', async () => {
		for (let i = 0; i < 65; i++) await view({ path: '/' })
		expect((await report()).views).toBe(60)
	})

	it('counts an IPv6 client by its /56: rotating addresses within it does not pass the limit', async () => {
		for (let i = 0; i < 60; i++) await view({ path: '/' }, { 'x-forwarded-for': '2001:db8:0:1::1' })
		for (let i = 0; i < 5; i++) await view({ path: '/' }, { 'x-forwarded-for': `2001:db8:0:${20 + i}::7` })
		// Another /56 is another client.
		await view({ path: '/' }, { 'x-forwarded-for': '2001:db8:0:100::1' })
		expect((await report()).views).toBe(61)
	})

	it('stores neither the address nor the user agent', async () => {
		await view({ path: '/' })
		await app.services.pageViews.flush()
		const rows = await app.services.db.selectFrom('analytics_events').selectAll().execute()
		expect(rows).toHaveLength(1)
		const stored = JSON.stringify(rows)
		expect(stored).not.toContain(visitorAddress)
		expect(stored).not.toContain('Chrome')
		expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/)
	})
})

describe('the report', () => {
	it('answers only the admin', async () => {
		expect((await app.api('GET', '/analytics')).status).toBe(401)
		expect((await app.api('GET', '/analytics.csv')).status).toBe(401)
	})

	it('covers the last 30 days by default, every day listed, no-store', async () => {
		const response = await app.api('GET', '/analytics', { token })
		expect(response.headers.get('cache-control')).toContain('no-store')
		expect(response.body.days).toHaveLength(30)
		expect(response.body.to).toBe(today())
		expect(response.body.days.every((day: { views: number }) => day.views === 0)).toBe(true)
		expect(response.body.conversion).toBeNull()
	})

	it.each([
		['?from=2026-11-10&to=2026-11-01', 'The first day must not be after the last'],
		['?from=2024-01-01&to=2026-01-01', 'at most 366 days'],
		['?from=yesterday', 'YYYY-MM-DD'],
		['?days=0', 'days must be at least 1'],
	])('refuses a wrong range %s with a clear message', async (query, message) => {
		const response = await app.api('GET', `/analytics${query}`, { token })
		expect(response.status).toBe(400)
		expect(response.body.error).toContain(message)
	})

	it('takes a range by days or by dates', async () => {
		expect((await report('?days=7')).days).toHaveLength(7)
		const ranged = await report('?from=2026-01-30&to=2026-02-02')
		expect(ranged.days.map((day: { date: string }) => day.date)).toEqual([
			'2026-01-30',
			'2026-01-31',
			'2026-02-01',
			'2026-02-02',
		])
	})

	it('divides contact messages by visitors', async () => {
		await view({ path: '/contact-us' })
		await view({ path: '/contact-us' }, { 'user-agent': FIREFOX })
		const sent = await app.api('POST', '/contact', {
			body: {
				name: 'Asha Mohanty',
				email: 'asha@example.com',
				phone: '+91 98765 43210',
				subject: 'A dashboard',
				message: 'We would like a BI dashboard over our ERP data.',
			},
		})
		expect(sent.status).toBe(201)
		const counted = await report()
		expect(counted).toMatchObject({ visitors: 2, contacts: 1, conversion: 0.5 })
	})

	it('names an item page by its title and counts its earlier addresses as its own', async () => {
		const blogs = contentTypes.find((type) => type.name === 'blogs')!
		const created = await app.api('POST', '/blogs', {
			token,
			body: { heading: 'Counting without cookies', body: 'How.', picture: '/uploads/a.jpg' },
		})
		expect(created.status).toBe(201)
		const { id, slug } = created.body
		await view({ path: `/blog/${slug}` })
		const renamed = await app.api('PUT', `/blogs/${id}`, { token, body: { slug: 'cookieless-counting' } })
		expect(renamed.status).toBe(200)
		await view({ path: '/blog/cookieless-counting' }, { 'user-agent': FIREFOX })
		await view({ path: '/blog/no-such-post' })
		const counted = await report()
		expect(counted.pages).toEqual([
			{ path: '/blog/cookieless-counting', title: 'Counting without cookies', views: 2, visitors: 2 },
			{ path: '/blog/no-such-post', title: null, views: 1, visitors: 1 },
		])
		expect(await itemViews(app.services.db, blogs.name, lastDays(30))).toEqual(new Map([[id, 2]]))
	})

	it('exports the days of a range as CSV', async () => {
		await view({ path: '/' })
		await app.services.pageViews.flush()
		const response = await fetch(`${app.url}/analytics.csv?days=2`, { headers: { authorization: `Bearer ${token}` } })
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toContain('text/csv')
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename="analytics-\d{4}-\d{2}-\d{2}-to-/,
		)
		const records = parseCsv((await response.text()).replace(/^\uFEFF/, ''))
		expect(records[0]).toEqual(['date', 'views', 'visitors'])
		expect(records.at(-1)).toEqual([today(), '1', '1'])
		expect(records).toHaveLength(3)
	})
})
