/**
 * The checks before publishing and the site's health (docs/design.md §16, ADR 0057) over real HTTP and a real
 * database (SQLite, or PostgreSQL under pg_virtualenv): every check id through the API, an unsaved body, who
 * may call, and GET /site-checks following writes (a link breaks when its page goes to the trash and mends
 * when it comes back; a redirect chain; a page no link reaches).
 */
import type { AppLoadContext } from 'react-router'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { now } from '#server/db/database.ts'
import { loadSiteHealth } from '#app/lib/site-health.server.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
})
afterAll(() => app?.close())

const api = (method: string, path: string, body?: unknown) => app.api(method, path, { token, body })
type Check = { id: string; level: string; field: string; message: string }
type Finding = {
	collection: string
	item_id?: number
	title: string
	check: string
	level: string
	field: string
	message: string
}

let colour = 0
async function uploadImage(width: number, height: number): Promise<string> {
	colour = (colour + 37) % 256
	const data = await sharp({ create: { width, height, channels: 3, background: { r: colour, g: 90, b: 160 } } })
		.png()
		.toBuffer()
	const result = await app.upload({ data, name: 'picture.png', type: 'image/png' })
	expect(result.status).toBe(201)
	return result.body.imageUrl as string
}

async function page(title: string, slug: string, extra: Record<string, unknown> = {}) {
	const made = await api('POST', '/pages', { title, slug, blocks: [{ type: 'text', markdown: 'Words.' }], ...extra })
	expect(made.status).toBe(201)
	return made.body as { id: number; slug: string }
}
async function blog(heading: string, body: string, picture: string, status = 'published') {
	const made = await api('POST', '/blogs', { heading, body, picture, status })
	expect(made.status).toBe(201)
	return made.body as { id: number }
}
const checksOf = async (path: string) => {
	const answer = await api('GET', path)
	expect(answer.status).toBe(200)
	return (answer.body as { checks: Check[] }).checks
}
const siteFindings = async () => {
	const answer = await api('GET', '/site-checks')
	expect(answer.status).toBe(200)
	return (answer.body as { findings: Finding[] }).findings
}

describe('one item’s checks', () => {
	let described: string
	let post: { id: number }
	let target: { id: number }

	beforeAll(async () => {
		described = await uploadImage(400, 300)
		const media = await api('GET', '/media')
		const record = (media.body as Array<{ id: number; url: string }>).find((image) => image.url === described)!
		expect((await api('PUT', `/media/${record.id}`, { alt: 'A blue square' })).status).toBe(200)
		target = await page('Target page', 'target-page')
		expect((await api('POST', '/redirects', { from: '/old-target', to: '/target-page' })).status).toBe(201)
		await blog('Same words', 'Plain.', described)
	})

	it('answers every check id of a post that breaks each rule, errors first', async () => {
		const wide = await uploadImage(4000, 100)
		const body = [
			'### Skipped a level',
			'',
			'See [click here](/target-page), [the old one](/old-target), [nothing](/no-such-page) and [](/target-page).',
			'',
			'![](https://cdn.example.org/chart.png)',
			'',
			`![A wide picture](${wide})`,
		].join('\n')
		post = await blog('Same words', body, await uploadImage(300, 200), 'draft')
		const checks = await checksOf(`/blogs/${post.id}/checks`)
		const byId = (id: string) => checks.filter((check) => check.id === id)
		expect(
			byId('image-alt')
				.map((check) => check.field)
				.sort(),
		).toEqual(['body', 'picture'])
		expect(byId('image-alt').every((check) => check.level === 'error')).toBe(true)
		expect(byId('broken-link')).toEqual([
			expect.objectContaining({ level: 'error', field: 'body', message: expect.stringContaining('/no-such-page') }),
			expect.objectContaining({ level: 'notice', field: 'body', message: expect.stringContaining('/target-page') }),
		])
		expect(byId('heading-order')).toEqual([expect.objectContaining({ level: 'warning', field: 'body' })])
		expect(byId('link-text')).toHaveLength(2)
		expect(byId('duplicate-title')).toEqual([expect.objectContaining({ level: 'warning', field: 'heading' })])
		expect(byId('image-size')).toEqual([expect.objectContaining({ level: 'notice', field: 'body' })])
		const levels = checks.map((check) => check.level)
		expect(levels).toEqual(
			[...levels].sort((a, b) => ['error', 'warning', 'notice'].indexOf(a) - ['error', 'warning', 'notice'].indexOf(b)),
		)
	})

	it('answers title-length and description-length where the type has them', async () => {
		const long = await page('A title that goes on and on far beyond what a search result shows', 'long-title', {
			description: 'Too short.',
		})
		const checks = await checksOf(`/pages/${long.id}/checks`)
		expect(checks.filter((check) => check.id === 'title-length')).toEqual([
			expect.objectContaining({ field: 'title', level: 'warning' }),
		])
		expect(checks.filter((check) => check.id === 'description-length')).toEqual([
			expect.objectContaining({ field: 'description', level: 'warning' }),
		])
		// Blog posts have no description field: never that check.
		expect((await checksOf(`/blogs/${post.id}/checks`)).some((check) => check.id === 'description-length')).toBe(false)
	})

	it('finds a link to a draft, and a link through a redirect to a draft, as broken', async () => {
		const draft = await api('POST', '/pages', { title: 'Not yet', slug: 'not-yet', status: 'draft', blocks: [] })
		expect(draft.status).toBe(201)
		const checks = (await api('POST', '/blogs/checks', { body: 'A [plan](/not-yet) page.' })).body.checks as Check[]
		expect(checks).toEqual([
			expect.objectContaining({ id: 'broken-link', level: 'error', message: expect.stringContaining('draft') }),
		])
	})

	it('checks an unsaved body, partial or odd, always 200 for an object; its own title is no duplicate with ?id=', async () => {
		expect((await api('POST', '/blogs/checks', {})).body).toEqual({ checks: [] })
		const odd = await api('POST', '/pages/checks', { title: 5, blocks: 'none', image: { a: 1 }, extra: true })
		expect(odd.status).toBe(200)
		const duplicate = await api('POST', '/blogs/checks', { heading: 'Same words' })
		expect(duplicate.body.checks).toEqual([expect.objectContaining({ id: 'duplicate-title' })])
		const own = await api('POST', `/blogs/checks?id=${post.id}`, { heading: 'Same words' })
		// Another post still has those words: only the form's own item is left out.
		expect(own.body.checks).toEqual([expect.objectContaining({ id: 'duplicate-title' })])
		const array = await api('POST', '/blogs/checks', [])
		expect(array.status).toBe(400)
		expect(array.body.error).toBeTruthy()
		const unsaved = await api('POST', '/blogs/checks', { body: '[here](/target-page)' })
		expect(unsaved.body.checks).toEqual([expect.objectContaining({ id: 'link-text', field: 'body' })])
		expect(target.id).toBeGreaterThan(0)
	})

	it('answers 404 for an unknown item, 401 without a session, JSON refusals', async () => {
		expect((await api('GET', '/blogs/999999/checks')).status).toBe(404)
		const anonymous = await app.api('GET', `/blogs/${post.id}/checks`)
		expect(anonymous.status).toBe(401)
		expect(anonymous.body.error).toBeTruthy()
		expect((await app.api('POST', '/blogs/checks', { body: {} })).status).toBe(401)
	})
})

describe('GET /site-checks', () => {
	it('refuses visitors (401) and authors and contributors (403)', async () => {
		expect((await app.api('GET', '/site-checks')).status).toBe(401)
		for (const role of ['author', 'contributor'] as const) {
			const member = await addTeamMember(app.services.db, { role, types: ['blogs'] })
			const answer = await app.api('GET', '/site-checks', { token: member.token })
			expect(answer.status).toBe(403)
			expect(answer.body.error).toBeTruthy()
		}
		const editor = await addTeamMember(app.services.db, { role: 'editor' })
		expect((await app.api('GET', '/site-checks', { token: editor.token })).status).toBe(200)
	})

	it('finds a link broken when its page goes to the trash, and mended when it comes back', async () => {
		const picture = await uploadImage(200, 200)
		const linked = await page('Linked page', 'linked-page')
		const post = await blog('Links to a page', 'Read [the linked page](/linked-page).', picture)
		const broken = (findings: Finding[]) =>
			findings.filter(
				(finding) => finding.collection === 'blogs' && finding.item_id === post.id && finding.check === 'broken-link',
			)
		expect(broken(await siteFindings())).toEqual([])
		// The first image has no alt text: the live post's error is among the findings, titled.
		expect(
			(await siteFindings()).filter((finding) => finding.item_id === post.id && finding.check === 'image-alt'),
		).toEqual([
			expect.objectContaining({ collection: 'blogs', title: 'Links to a page', level: 'error', field: 'picture' }),
		])

		expect((await api('DELETE', `/pages/${linked.id}`)).status).toBe(204)
		const started = Date.now()
		expect(broken(await siteFindings())).toEqual([
			expect.objectContaining({
				level: 'error',
				field: 'body',
				message: expect.stringMatching(/\/linked-page.*in the trash/),
			}),
		])
		expect(Date.now() - started).toBeLessThan(1000)

		expect((await api('POST', `/trash/pages/${linked.id}/restore`)).status).toBe(200)
		expect(broken(await siteFindings())).toEqual([])
	})

	it('follows what an unchanged item’s findings are made of: its image described, another item taking its title', async () => {
		const picture = await uploadImage(200, 200)
		const post = await blog('A title of its own', 'Words.', picture)
		const of = async (check: string) =>
			(await siteFindings()).filter((finding) => finding.item_id === post.id && finding.check === check)
		expect(await of('image-alt')).toHaveLength(1)
		expect(await of('duplicate-title')).toEqual([])
		// The library's record changes, not the post: its finding goes all the same.
		const media = (await api('GET', '/media')).body as Array<{ id: number; url: string }>
		const record = media.find((item) => item.url === picture)!
		expect((await api('PUT', `/media/${record.id}`, { alt: 'A described picture' })).status).toBe(200)
		expect(await of('image-alt')).toEqual([])
		// Another post takes its title: the unchanged post is a duplicate now, and no longer once that one is gone.
		const other = await blog('A title of its own', 'Other words.', picture)
		expect(await of('duplicate-title')).toHaveLength(1)
		expect((await api('DELETE', `/blogs/${other.id}`)).status).toBe(204)
		expect(await of('duplicate-title')).toEqual([])
	})

	it('answers the same findings again from its cache until a write', async () => {
		const first = await siteFindings()
		const started = Date.now()
		const again = await siteFindings()
		expect(Date.now() - started).toBeLessThan(500)
		expect(again).toEqual(first)
	})

	it('finds pages no link reaches, until one does', async () => {
		const lonely = await page('Lonely page', 'lonely-page')
		const orphan = (findings: Finding[]) =>
			findings.filter((finding) => finding.check === 'orphan-page' && finding.item_id === lonely.id)
		expect(orphan(await siteFindings())).toEqual([
			expect.objectContaining({ collection: 'pages', title: 'Lonely page', level: 'warning' }),
		])
		expect(orphan(await siteFindings())[0]).not.toHaveProperty('item_id', undefined)
		await blog('Points at the lonely page', 'Visit [the lonely page](/lonely-page).', await uploadImage(120, 120))
		expect(orphan(await siteFindings())).toEqual([])
	})

	it('finds redirect chains and redirects that lead nowhere, site-wide', async () => {
		await page('Chain end', 'chain-end')
		// The list refuses chains (ADR 0045); one written before that rule, or by hand, is still found.
		const at = now()
		await app.services.db
			.insertInto('redirects')
			.values([
				{ from_path: '/chain-a', to_path: '/chain-b', status: 301, created_at: at, updated_at: at },
				{ from_path: '/chain-b', to_path: '/chain-end', status: 301, created_at: at, updated_at: at },
			])
			.execute()
		expect((await api('POST', '/redirects', { from: '/to-nothing', to: '/nothing-here' })).status).toBe(201)
		const findings = (await siteFindings()).filter((finding) => finding.collection === 'redirects')
		expect(findings).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ check: 'redirect-chain', level: 'warning', title: '/chain-a → /chain-b' }),
				expect.objectContaining({ check: 'broken-link', level: 'error', title: '/to-nothing → /nothing-here' }),
			]),
		)
	})
})

describe('the Site health screen’s loader', () => {
	const load = (query: string, bearer: string) =>
		loadSiteHealth({
			request: new Request(`http://localhost/dashboard/site-health${query}`, {
				headers: { authorization: `Bearer ${bearer}` },
			}),
			context: { services: app.services } as unknown as AppLoadContext,
		})

	it('counts by level, filters by level and type with links, each row leading to its edit screen', async () => {
		const post = await blog('Screen row', 'See [nothing](/screen-nothing).', await uploadImage(90, 90))
		const all = await load('', token)
		expect(all.counts.error).toBeGreaterThan(0)
		expect(all.levels.map((filter) => filter.to)).toEqual([
			'/dashboard/site-health',
			'/dashboard/site-health?level=error',
			'/dashboard/site-health?level=warning',
			'/dashboard/site-health?level=notice',
		])
		const errors = await load('?level=error&type=blogs', token)
		expect(errors.rows.every((row) => row.level === 'error' && row.collection === 'blogs')).toBe(true)
		expect(errors.levels.find((filter) => filter.current)?.label).toBe('Errors')
		expect(errors.types.find((filter) => filter.current)?.to).toBe('/dashboard/site-health?level=error&type=blogs')
		const row = errors.rows.find((candidate) => candidate.message.includes('/screen-nothing'))
		expect(row).toMatchObject({ check: 'broken-link', editPath: `/admin/blog/edit/${post.id}`, label: 'Blogs' })
		// An unknown filter is no filter.
		expect((await load('?level=bogus&type=nope', token)).rows).toHaveLength(all.rows.length)
		const redirectRow = all.rows.find((candidate) => candidate.collection === 'redirects')
		expect(redirectRow?.editPath).toMatch(/^\/dashboard\/redirects\/\d+$/)
	})

	it('is an administrator’s and an editor’s', async () => {
		const editor = await addTeamMember(app.services.db, { role: 'editor' })
		expect((await load('', editor.token)).rows.length).toBeGreaterThan(0)
		const author = await addTeamMember(app.services.db, { role: 'author' })
		await expect(load('', author.token)).rejects.toMatchObject({ init: { status: 403 } })
	})
})
