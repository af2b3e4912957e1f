/**
 * Credit (docs/design.md §15, docs/decisions/0053-author-pages.md): each user's profile (`PUT /admin/me`,
 * its rules and its slug), items credited to who made them, bylines and author pages (their data, 404s,
 * 301s and JSON-LD), the sitemap's and the feed's authors, and the audit log and history naming the user.
 * Real HTTP and a real database (SQLite, or PostgreSQL under pg_virtualenv); loaders are called as React
 * Router calls them.
 */
import type { AppLoadContext } from 'react-router'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readContentVersion } from '#server/cache/version.ts'
import { redirects } from '#server/content/redirects.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { settings } from '#server/content/types/settings.ts'
import { loadAudit } from '#app/lib/audit.server.ts'
import { blogRss, sitemapXml } from '#app/lib/feeds.server.ts'
import { loadHistory } from '#app/lib/history.server.ts'
import { loader as authorLoader } from '#app/routes/blog-author.tsx'
import { loader as postLoader } from '#app/routes/blog-post.tsx'
import { parseCsv } from '#tests/helpers/csv.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const SITE = 'https://sigma.example'

let app: TestApp
let adminToken: string
type Member = Awaited<ReturnType<typeof addTeamMember>>
let writer: Member
let other: Member
let photo: string
/** The slugs of an author with only a draft, and of a removed author with a live post. */
const slugs = { draftOnly: '', leaver: '' }

beforeAll(async () => {
	app = await startTestApp({ PUBLIC_URL: SITE })
	adminToken = await app.adminToken()
	writer = await addTeamMember(app.services.db, { role: 'author' })
	other = await addTeamMember(app.services.db, { role: 'editor' })
	const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#3366cc' } })
		.png()
		.toBuffer()
	const uploaded = await app.upload({ data: png, name: 'me.png', type: 'image/png' })
	expect(uploaded.status, uploaded.text).toBe(201)
	photo = uploaded.body.imageUrl
})
afterAll(() => app?.close())

const putProfile = (token: string | undefined, body: unknown) => app.api('PUT', '/admin/me', { token, body })
const db = () => app.services.db
const context = async () =>
	({
		services: app.services,
		settings: await settings.get(app.services.db),
		clientAddress: '192.0.2.1',
	}) as unknown as AppLoadContext
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** What a thrown response (a 404, a 301) says, or the loader's data. */
async function outcome<T>(run: () => Promise<T>): Promise<{ status: number; location?: string | null; data?: T }> {
	try {
		return { status: 200, data: await run() }
	} catch (thrown) {
		if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
		const init = (thrown as { init?: { status?: number } }).init
		if (init?.status) return { status: init.status }
		throw thrown
	}
}

async function authorPage(slug: string) {
	const url = new URL(`/blog/author/${slug}`, SITE)
	const args = { request: new Request(url), url, context: await context(), params: { slug } }
	return outcome(() => authorLoader(args as unknown as Parameters<typeof authorLoader>[0]))
}

async function postPage(slug: string) {
	const url = new URL(`/blog/${slug}`, SITE)
	const args = { request: new Request(url), url, context: await context(), params: { slug } }
	// The loader answers `data(…)` (a preview's headers ride with it): its data is what the page gets.
	return outcome(async () => (await postLoader(args as unknown as Parameters<typeof postLoader>[0])).data)
}

const jsonLdOf = (meta: ReadonlyArray<Record<string, unknown>>) =>
	meta.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []))

const createPost = async (token: string, heading: string, extra: Record<string, unknown> = {}) => {
	const created = await app.api('POST', '/blogs', {
		token,
		body: { heading, body: `About ${heading}.`, picture: photo, ...extra },
	})
	expect(created.status, created.text).toBe(201)
	return created.body as { id: number; slug: string; created_by: number; updated_by: number }
}

describe('PUT /admin/me', () => {
	it('needs a session, and refuses what breaks a rule with 400 naming the field, changing nothing', async () => {
		expect((await putProfile(undefined, { name: 'Nobody' })).status).toBe(401)
		const refusals: Array<[unknown, string]> = [
			[{ name: '' }, 'name'],
			[{ name: '   ' }, 'name'],
			[{ name: 'x'.repeat(101) }, 'name'],
			[{ name: 'Two\nlines' }, 'name'],
			[{ name: 42 }, 'name'],
			[{ bio: 'b'.repeat(301) }, 'bio'],
			[{ bio: 'bell\u0007' }, 'bio'],
			[{ photo: '/uploads/not-in-the-library.png' }, 'photo'],
			[{ photo: 'https://elsewhere.example/me.png' }, 'photo'],
			[{ photo: 'javascript:alert(1)' }, 'photo'],
			[{ email: 'me@example.com' }, '_'],
		]
		for (const [body, field] of refusals) {
			const response = await putProfile(writer.token, body)
			expect(response.status, JSON.stringify(body)).toBe(400)
			expect(Object.keys(response.body.fields), JSON.stringify(body)).toEqual([field])
		}
		expect((await putProfile(writer.token, [])).status).toBe(400)
		const row = await db().selectFrom('admin_users').selectAll().where('id', '=', writer.id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ bio: '', photo: '' })
	})

	it('saves name, bio and photo, answers the public profile, audits which fields changed and drops cached pages', async () => {
		const before = await readContentVersion(db())
		const saved = await putProfile(writer.token, {
			name: '  Priya Raman ',
			bio: '  Writes about forecasting.\r\nAnd small shops. ',
			photo,
		})
		expect(saved.status, saved.text).toBe(200)
		expect(saved.headers.get('cache-control')).toBe('no-store')
		expect(saved.body).toEqual({
			id: writer.id,
			name: 'Priya Raman',
			slug: 'priya-raman',
			bio: 'Writes about forecasting.\nAnd small shops.',
			photo,
			url: '/blog/author/priya-raman',
		})
		expect((await readContentVersion(db())).version).toBeGreaterThan(before.version)
		const audit = await app.api('GET', `/admin/audit?action=profile-updated&user=${writer.id}`, { token: adminToken })
		expect(audit.body.entries).toHaveLength(1)
		expect(audit.body.entries[0]).toMatchObject({
			user_id: writer.id,
			user_name: 'Priya Raman',
			detail: { changed: 'name,bio,photo' },
		})
		// The photo is in use: the library keeps it.
		const media = (await app.api('GET', '/media', { token: adminToken })).body as Array<{
			id: number
			url: string
			used_by: unknown[]
		}>
		const record = media.find((item) => item.url === photo)!
		expect(record.used_by).toEqual([{ collection: 'users', id: writer.id, title: 'Priya Raman', in_trash: false }])
		expect((await app.api('DELETE', `/media/${record.id}`, { token: adminToken })).status).toBe(409)
	})

	it('keeps what is left out, and makes the slug unique among users', async () => {
		const bioOnly = await putProfile(writer.token, { bio: 'Writes about forecasting.' })
		expect(bioOnly.body).toMatchObject({ name: 'Priya Raman', slug: 'priya-raman', photo })
		const namesake = await putProfile(other.token, { name: 'Priya Raman' })
		expect(namesake.body.slug).toBe('priya-raman-2')
		const admin = await putProfile(adminToken, {})
		expect(admin.body).toMatchObject({ name: 'Admin', slug: 'admin', url: '/blog/author/admin' })
	})
})

describe('credit, bylines and author pages', () => {
	let first: { id: number; slug: string }
	let second: { id: number; slug: string }

	it('credits a post made through the API to the user who made it', async () => {
		first = await createPost(writer.token, 'Forecasting with little data')
		expect(first).toMatchObject({ created_by: writer.id, updated_by: writer.id })
		second = await createPost(writer.token, 'Calendars matter')
		const fetched = await app.api('GET', `/blogs/${first.id}`)
		expect(fetched.body).toMatchObject({ created_by: writer.id, updated_by: writer.id })
	})

	it('shows the byline on the post, and names the author in its JSON-LD', async () => {
		const page = await postPage(first.slug)
		expect(page.status).toBe(200)
		expect(page.data!.author).toEqual({ name: 'Priya Raman', path: '/blog/author/priya-raman', photo })
		const [posting] = jsonLdOf(page.data!.meta as Array<Record<string, unknown>>)
		expect(posting).toMatchObject({
			'@type': 'BlogPosting',
			author: { '@type': 'Person', name: 'Priya Raman', url: `${SITE}/blog/author/priya-raman` },
		})
	})

	it('shows no byline on what no user made', async () => {
		const sample = await blogs.create(db(), { heading: 'A sample post', body: 'Sample.', picture: photo })
		expect(sample.created_by ?? null).toBeNull()
		const page = await postPage((sample as { slug?: string }).slug!)
		expect(page.status).toBe(200)
		expect(page.data!.author).toBeUndefined()
		expect(jsonLdOf(page.data!.meta as Array<Record<string, unknown>>)[0]).toMatchObject({
			author: { '@type': 'Organization' },
		})
	})

	it('has a page listing the live posts newest first, with the Person in JSON-LD', async () => {
		const draft = await createPost(writer.token, 'Not yet', { status: 'draft' })
		const page = await authorPage('priya-raman')
		expect(page.status).toBe(200)
		expect(page.data!.author).toEqual({ name: 'Priya Raman', bio: 'Writes about forecasting.', photo })
		expect(page.data!.posts.map((post) => post.id)).toEqual([second.id, first.id])
		expect(page.data!.posts.map((post) => post.id)).not.toContain(draft.id)
		const meta = page.data!.meta as Array<Record<string, unknown>>
		expect(meta).toContainEqual({ title: expect.stringContaining('Priya Raman') })
		expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${SITE}/blog/author/priya-raman` })
		expect(meta).toContainEqual({ name: 'description', content: 'Writes about forecasting.' })
		const [person, breadcrumb] = jsonLdOf(meta)
		expect(person).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Person',
			name: 'Priya Raman',
			description: 'Writes about forecasting.',
			image: expect.stringMatching(new RegExp(`^${SITE}/uploads/.+`)),
			url: `${SITE}/blog/author/priya-raman`,
		})
		expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' })
	})

	it('is the 404 for an unknown slug and for an author with no live post', async () => {
		expect((await authorPage('nobody-here')).status).toBe(404)
		// The editor has a profile and a slug, but has written nothing.
		expect((await authorPage('priya-raman-2')).status).toBe(404)
		const draftOnly = await addTeamMember(db(), { role: 'author', name: 'Draft Only' })
		await createPost(draftOnly.token, 'A draft of theirs', { status: 'draft' })
		slugs.draftOnly = (await putProfile(draftOnly.token, {})).body.slug
		expect((await authorPage(slugs.draftOnly)).status).toBe(404)
		// No post may take the authors' address.
		const taken = await app.api('POST', '/blogs', {
			token: adminToken,
			body: { heading: 'Author', body: 'x', picture: photo, slug: 'author' },
		})
		expect(taken.status).toBe(400)
		expect((await createPost(adminToken, 'Author')).slug).toBe('author-2')
	})

	it('moves the page with a new name: the old address answers 301, and bylines follow', async () => {
		const renamed = await putProfile(writer.token, { name: 'Priya R. Sharma' })
		expect(renamed.body).toMatchObject({ slug: 'priya-r-sharma', url: '/blog/author/priya-r-sharma' })
		expect(await authorPage('priya-raman')).toEqual({ status: 301, location: '/blog/author/priya-r-sharma' })
		expect((await authorPage('priya-r-sharma')).status).toBe(200)
		expect((await postPage(first.slug)).data!.author).toMatchObject({
			name: 'Priya R. Sharma',
			path: '/blog/author/priya-r-sharma',
		})
		// Another user named so does not take over the old address while it leads to the page.
		const third = await addTeamMember(db(), { role: 'author' })
		expect((await putProfile(third.token, { name: 'Priya Raman' })).body.slug).toBe('priya-raman-3')
		// The author's own old address is theirs to take back (no redirect loops).
		expect((await putProfile(writer.token, { name: 'Priya Raman' })).body.slug).toBe('priya-raman')
		expect(await redirects.startingAt(db(), '/blog/author/priya-raman')).toBeUndefined()
		expect((await redirects.startingAt(db(), '/blog/author/priya-r-sharma'))?.to).toBe('/blog/author/priya-raman')
		expect((await authorPage('priya-raman')).status).toBe(200)
	})

	it('still credits a removed user, whose page stays', async () => {
		const leaver = await addTeamMember(db(), { role: 'author', name: 'Lena Leaver' })
		const post = await createPost(leaver.token, 'Written before leaving')
		slugs.leaver = (await putProfile(leaver.token, {})).body.slug
		await db().updateTable('admin_users').set({ status: 'removed' }).where('id', '=', leaver.id).execute()
		expect((await postPage(post.slug)).data!.author).toMatchObject({ name: 'Lena Leaver' })
		expect((await authorPage(slugs.leaver)).status).toBe(200)
	})
})

describe('the sitemap and the feed', () => {
	it('lists the pages of authors with a live post, and only those', async () => {
		const xml = await sitemapXml(db(), SITE)
		expect(xml).toContain(`<loc>${SITE}/blog/author/priya-raman</loc>`)
		expect(xml).toContain(`<loc>${SITE}/blog/author/${slugs.leaver}</loc>`)
		expect(xml).not.toContain('/blog/author/priya-raman-2<')
		expect(xml).not.toContain(`/blog/author/${slugs.draftOnly}<`)
		// The admin wrote the post titled 'Author' (above).
		expect(xml).toContain(`<loc>${SITE}/blog/author/admin</loc>`)
		expect(xml).toMatch(/<loc>[^<]+\/blog\/author\/priya-raman<\/loc><lastmod>\d{4}-/)
	})

	it('names each post’s author in dc:creator, escaped, and none for what no user made', async () => {
		const ampersand = await addTeamMember(db(), { role: 'author' })
		await putProfile(ampersand.token, { name: 'Ana & Bo <Co>' })
		await createPost(ampersand.token, 'Written together')
		const xml = await blogRss(db(), SITE)
		expect(xml).toMatch(/^<\?xml[^>]*>\s*<rss version="2\.0"[^>]* xmlns:dc="http:\/\/purl\.org\/dc\/elements\/1\.1\/"/)
		const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => item!)
		const item = (heading: string) => items.find((text) => text.includes(heading))!
		expect(item('Calendars matter')).toContain('<dc:creator>Priya Raman</dc:creator>')
		expect(item('Written together')).toContain('<dc:creator>Ana &amp; Bo &lt;Co&gt;</dc:creator>')
		expect(item('A sample post')).not.toContain('dc:creator')
	})
})

describe('the audit log names the user', () => {
	beforeAll(async () => {
		const failed = await app.api('POST', '/admin/login', { body: { email: 'who@example.com', password: 'wrong one' } })
		expect(failed.status).toBe(401)
	})

	it('in the API: user_id and user_name, and ?user= keeps one user’s entries', async () => {
		const mine = await app.api('GET', `/admin/audit?user=${writer.id}`, { token: adminToken })
		expect(mine.status).toBe(200)
		expect(mine.body.total).toBeGreaterThan(2)
		for (const entry of mine.body.entries) expect(entry).toMatchObject({ user_id: writer.id, user_name: 'Priya Raman' })
		const failed = await app.api('GET', '/admin/audit?action=sign-in-failed', { token: adminToken })
		expect(failed.body.entries[0]).toMatchObject({ user_id: null, user_name: null })
		for (const query of ['?user=abc', '?user=0', '?user=1.5']) {
			const refused = await app.api('GET', `/admin/audit${query}`, { token: adminToken })
			expect(refused.status, query).toBe(400)
			expect(Object.keys(refused.body.fields)).toEqual(['user'])
		}
		// Authors may not read everyone's log.
		expect((await app.api('GET', `/admin/audit?user=${writer.id}`, { token: writer.token })).status).toBe(403)
	})

	it('in the CSV: a user column after the others, by name', async () => {
		const response = await fetch(`${app.url}/admin/audit.csv?user=${writer.id}`, { headers: bearer(adminToken) })
		const [header, ...records] = parseCsv((await response.text()).replace(/^\uFEFF/, ''))
		expect(header).toEqual(['id', 'at', 'action', 'collection', 'item_id', 'session', 'ip', 'detail', 'user'])
		expect(records.length).toBeGreaterThan(2)
		for (const record of records) expect(record[8]).toBe('Priya Raman')
	})

	it('on the screen: name and e-mail, nobody for a failed sign-in, and the filter of the team', async () => {
		const request = (query: string) => new Request(`${SITE}/dashboard/audit${query}`, { headers: bearer(adminToken) })
		const screen = await loadAudit({ request: request(`?user=${writer.id}`), context: await context() })
		expect(screen.values.user).toBe(String(writer.id))
		expect(screen.rows.length).toBeGreaterThan(2)
		for (const row of screen.rows) expect(row.who).toEqual({ name: 'Priya Raman', email: writer.email })
		expect(screen.csv).toBe(`/admin/audit.csv?user=${writer.id}`)
		expect(screen.users).toContainEqual({ value: String(writer.id), label: `Priya Raman (${writer.email})` })
		expect(screen.users).toContainEqual({ value: '1', label: 'Admin (admin@example.com)' })
		expect(screen.users.find((user) => user.label.startsWith('Lena Leaver'))?.label).toMatch(/, removed$/)
		const failed = await loadAudit({ request: request('?action=sign-in-failed'), context: await context() })
		expect(failed.rows[0]!.who).toEqual({ nobody: 'Nobody signed in' })
		const refused = await loadAudit({ request: request('?user=nobody'), context: await context() })
		expect(refused.error).toBeDefined()
	})
})

describe('the history names who saved each version', () => {
	it('the current one and each earlier one', async () => {
		const post = await createPost(writer.token, 'Saved by two people')
		const edited = await app.api('PUT', `/blogs/${post.id}`, {
			token: adminToken,
			body: { body: 'Edited by the admin.' },
		})
		expect(edited.status, edited.text).toBe(200)
		expect(edited.body).toMatchObject({ created_by: writer.id, updated_by: 1 })
		const url = `${SITE}/dashboard/history/blogs/${post.id}`
		const history = await loadHistory({
			request: new Request(url, { headers: bearer(adminToken) }),
			context: await context(),
			params: { collection: 'blogs', id: String(post.id) },
		})
		expect(history.current.savedBy).toBe('Admin')
		expect(history.versions.map((version) => version.savedBy)).toEqual(['Priya Raman'])
	})
})
