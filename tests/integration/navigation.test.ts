/**
 * The site's navigation (docs/design.md §13, docs/decisions/0042-navigation.md: a singleton, ADR 0041) over
 * the JSON API on a real database (SQLite, or PostgreSQL under pg_virtualenv): the links the site had
 * before, saves with `If-Match`, each address's rule by its field's path, one level of drop-down links,
 * the history, a backup's round trip, and `rewriteNavigationUrl` (a renamed page's links follow it).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { linkChoices } from '#server/content/link-choices.ts'
import { rewriteNavigationUrl } from '#server/content/types/navigation.ts'
import { runCommand } from '#tests/helpers/scripts.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
})
afterAll(() => app.close())

const put = (body: unknown, headers: Record<string, string> = {}) =>
	app.api('PUT', '/navigation', { token, body, headers })
const link = (label: string, url: string) => ({ label, url })
const item = (label: string, url: string, children: unknown[] = []) => ({ label, url, children })

/** The header and footer the site drew from code before the navigation was editable. */
const DEFAULT = {
	header: [
		item('Home', '/'),
		item('About Us', '/about'),
		item('Portfolio', '/portfolio'),
		item('Blog', '/blog'),
		item('Career', '/career'),
		item('Contact Us', '/contact-us'),
	],
	footer: [
		{
			title: 'Services',
			items: [
				link('Software Development', '/portfolio/software-development'),
				link('Consulting', '/portfolio/consulting'),
				link('Products', '/portfolio/products'),
			],
		},
		{
			title: 'Company',
			items: [
				link('About', '/about'),
				link('Portfolio', '/portfolio'),
				link('Blogs', '/blog'),
				link('Careers', '/career'),
			],
		},
	],
}

const MENU = {
	header: [
		item('Home', '/'),
		item('Portfolio', '/portfolio', [
			link('Products', '/portfolio/products'),
			link('Consulting', '/portfolio/consulting'),
		]),
		item('Contact Us', '/contact-us'),
	],
	footer: [
		{ title: 'Reach us', items: [link('Write', 'mailto:hello@example.com'), link('Call', 'tel:+44 20 7946 0000')] },
	],
}

describe('GET /navigation', () => {
	it("answers the site's links as they were before, to anyone, with an ETag", async () => {
		const answer = await app.api('GET', '/navigation')
		expect(answer.status).toBe(200)
		const { updated_at: _at, ...links } = answer.body
		expect(links).toEqual(DEFAULT)
		expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/)
	})
})

describe('PUT /navigation', () => {
	it('needs a session', async () => {
		expect((await app.api('PUT', '/navigation', { body: { header: [] } })).status).toBe(401)
	})

	it('saves a drop-down, keeps the replaced links in the history, and refuses a stale If-Match', async () => {
		const before = await app.api('GET', '/navigation')
		const saved = await put(MENU, { 'if-match': before.headers.get('etag')! })
		expect(saved.status).toBe(200)
		expect(saved.body).toMatchObject(MENU)
		expect((await app.api('GET', '/navigation')).body).toMatchObject(MENU)
		const history = await app.api('GET', '/navigation/revisions', { token })
		expect(history.status).toBe(200)
		expect(history.body[0].record).toMatchObject(DEFAULT)
		const stale = await put({ header: [] }, { 'if-match': before.headers.get('etag')! })
		expect(stale.status).toBe(412)
		expect((await app.api('GET', '/navigation')).body).toMatchObject(MENU)
		// A partial save keeps the other part; children left out are none.
		const partial = await put({ header: [{ label: 'Home', url: '/' }] })
		expect(partial.body).toMatchObject({ header: [item('Home', '/')], footer: MENU.footer })
	})

	it.each([
		'/',
		'/about',
		'/portfolio/products?category=ai#top',
		'https://example.com/a?b=c',
		'http://example.com',
		'HTTPS://EXAMPLE.COM',
		'mailto:hello@example.com',
		'mailto:hello@example.com?subject=Hi',
		'tel:+44 20 7946 0000',
		'tel:+91-674-255-0199',
	])('takes %s as a link', async (url) => {
		const saved = await put({
			header: [item('A', '/', [link('B', url)])],
			footer: [{ title: 'T', items: [link('C', url)] }],
		})
		expect(saved.status, JSON.stringify(saved.body)).toBe(200)
		expect(saved.body.header[0].children[0].url).toBe(url)
	})

	const REFUSED = 'Link must be a path on this site (/about), an http:// or https:// address, mailto: or tel:'
	it.each([
		'javascript:alert(1)',
		'JavaScript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'//evil.example/',
		'ftp://example.com/file',
		'about',
		'about/us',
		'http:example.com',
		'https://',
		'mailto:',
		'tel:call-me',
		'/a\\b',
		'/a b',
		'vbscript:msgbox(1)',
	])('refuses %s, naming the field', async (url) => {
		const header = await put({ header: [item('A', '/', [link('B', '/b'), link('C', url)])] })
		expect(header.status).toBe(400)
		expect(header.body.fields).toEqual({ 'header.0.children.1.url': REFUSED })
		const top = await put({ header: [item('A', url)] })
		expect(top.body.fields).toEqual({ 'header.0.url': REFUSED })
		const footer = await put({ footer: [{ title: 'T', items: [link('B', '/b'), link('C', url)] }] })
		expect(footer.status).toBe(400)
		expect(footer.body.fields).toEqual({ 'footer.0.items.1.url': REFUSED })
	})

	it('allows one level of drop-down links, and the limits of its schema', async () => {
		const deeper = await put({ header: [item('A', '/', [item('B', '/b', [link('C', '/c')])])] })
		expect(deeper.status).toBe(400)
		expect(deeper.body.fields).toEqual({
			'header.0.children.0.children': 'A link in a drop-down cannot have links of its own',
		})
		// An empty list of children on a child is no level at all.
		expect((await put({ header: [item('A', '/', [item('B', '/b')])] })).body.header[0].children).toEqual([
			link('B', '/b'),
		])

		const many = (count: number) => Array.from({ length: count }, (_, at) => link(`L${at}`, `/l${at}`))
		expect((await put({ header: many(13).map((entry) => ({ ...entry, children: [] })) })).body.fields).toEqual({
			header: 'Header: at most 12',
		})
		expect((await put({ header: [item('A', '/', many(13))] })).body.fields).toEqual({
			'header.0.children': 'Drop-down links: at most 12',
		})
		expect((await put({ footer: Array.from({ length: 7 }, () => ({ title: 'T', items: [] })) })).body.fields).toEqual({
			footer: 'Footer columns: at most 6',
		})
		expect((await put({ header: [item('x'.repeat(61), '/')] })).body.fields).toEqual({
			'header.0.label': 'Label must be at most 60 characters',
		})
		expect((await put({ header: [item('  ', '/')] })).body.fields).toEqual({ 'header.0.label': 'Label is required' })
		expect((await put({ header: [{ label: 'A' }] })).body.fields).toEqual({ 'header.0.url': 'Link is required' })
		expect((await put({ header: 'Home' })).body.fields).toEqual({ header: 'Header must be a list' })
	})
})

describe('rewriteNavigationUrl', () => {
	it('points every link to the old address at the new one, saved with its history and audit entry', async () => {
		expect((await put(MENU)).status).toBe(200)
		const renamed = {
			header: [item('Products', '/portfolio/products/old', [link('Old again', '/portfolio/products/old')])],
			footer: [
				{ title: 'T', items: [link('Old', '/portfolio/products/old'), link('Other', '/portfolio/products/older')] },
			],
		}
		expect((await put(renamed)).status).toBe(200)
		const before = await app.api('GET', '/navigation/revisions', { token })
		const db = app.services.db

		expect(
			await rewriteNavigationUrl(db, '/portfolio/products/old', '/portfolio/products/new', {
				actor: { ip: '192.0.2.7' },
			}),
		).toBe(3)
		const after = (await app.api('GET', '/navigation')).body
		expect(after.header).toEqual([
			item('Products', '/portfolio/products/new', [link('Old again', '/portfolio/products/new')]),
		])
		expect(after.footer[0].items).toEqual([
			link('Old', '/portfolio/products/new'),
			link('Other', '/portfolio/products/older'),
		])
		const history = await app.api('GET', '/navigation/revisions', { token })
		expect(history.body).toHaveLength(before.body.length + 1)
		expect(history.body[0].record.header[0].url).toBe('/portfolio/products/old')
		const audit = await db
			.selectFrom('audit_log')
			.select(['action', 'ip'])
			.where('collection', '=', 'navigation')
			.orderBy('id', 'desc')
			.executeTakeFirstOrThrow()
		expect(audit).toMatchObject({ ip: '192.0.2.7' })

		// Nothing names the address: nothing is saved.
		expect(await rewriteNavigationUrl(db, '/nowhere', '/elsewhere')).toBe(0)
		expect((await app.api('GET', '/navigation/revisions', { token })).body).toHaveLength(history.body.length)
	})
})

describe('the pages a link can point at', () => {
	it('are the fixed pages, the lists and every live item with a page', async () => {
		const live = await app.api('POST', '/blogs', {
			token,
			body: { heading: 'Forecasting with little data', body: 'Text.', picture: '/uploads/a.jpg' },
		})
		expect(live.status).toBe(201)
		const draft = await app.api('POST', '/blogs', {
			token,
			body: { heading: 'Not yet', body: 'Text.', picture: '/uploads/a.jpg', status: 'draft' },
		})
		expect(draft.status).toBe(201)
		const choices = await linkChoices(app.services.db)
		const urls = choices.map((choice) => choice.url)
		expect(urls).toEqual(expect.arrayContaining(['/', '/about', '/portfolio', '/contact-us', '/blog', '/career']))
		expect(choices).toContainEqual({ url: '/blog', label: 'Blog' })
		expect(choices).toContainEqual({ url: '/portfolio/products', label: 'Products' })
		expect(choices).toContainEqual({ url: `/blog/${live.body.slug}`, label: 'Blog: Forecasting with little data' })
		expect(urls).not.toContain(`/blog/${draft.body.slug}`)
		expect(new Set(urls).size).toBe(urls.length)
	})
})

describe('a backup', () => {
	it('carries the navigation to a new installation', { timeout: 120_000 }, async () => {
		expect((await put(MENU)).status).toBe(200)
		const target = await startTestApp()
		const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-navigation-'))
		try {
			const env = (of: TestApp) => ({
				DATA_DIR: of.dataDir,
				DATABASE_URL: of.config.databaseUrl ?? '',
				S3_BUCKET: of.config.s3?.bucket ?? '',
				LOG_LEVEL: 'silent',
			})
			const file = path.join(folder, 'navigation.tar.gz')
			expect((await runCommand('backup', ['--out', file], env(app))).code).toBe(0)
			const restored = await runCommand('restore', [file, '--force'], env(target))
			expect(restored.code, restored.stdout + restored.stderr).toBe(0)
			const { updated_at: _at, ...links } = (await target.api('GET', '/navigation')).body
			expect(links).toEqual(MENU)
		} finally {
			await target.close()
			await fs.rm(folder, { recursive: true, force: true })
		}
	})
})
