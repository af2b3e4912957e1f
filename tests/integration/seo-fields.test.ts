/**
 * The search and sharing fields, a post's excerpt and its tags (docs/decisions/0058-seo-fields-and-tags.md)
 * over real HTTP and the real database (SQLite, or PostgreSQL under pg_virtualenv): through the API, on the
 * pages' tags, the blog's list, the tag pages, the sitemap and the RSS feed; and migration 019 on rows
 * from before it.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { AppLoadContext, MetaDescriptor } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { settings } from '#server/content/types/settings.ts'
import { openDatabase } from '#server/db/database.ts'
import { blogRss, sitemapXml } from '#app/lib/feeds.server.ts'
import { loader as blogLoader } from '#app/routes/blog.tsx'
import { loader as postLoader } from '#app/routes/blog-post.tsx'
import { loader as tagLoader } from '#app/routes/blog-tag.tsx'
import { loader as careerLoader } from '#app/routes/career-detail.tsx'
import { loader as sitePageLoader } from '#app/routes/page.tsx'
import { createPostgresDatabase, untyped, usingPostgres } from '#tests/helpers/database.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp({ PUBLIC_URL: 'https://sigma.example' })
	token = await app.adminToken()
})
afterAll(() => app?.close())

const SITE = 'https://sigma.example'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's data is checked field by field
type Loader = (args: any) => Promise<any>

/**
 * A public route's loader as React Router runs it for `pathname`: its data (a preview's `data(…)` unwrapped),
 * or the status of what it threw (the 404).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Loader
async function load(loader: Loader, pathname: string, params: Record<string, string> = {}): Promise<any> {
	const url = new URL(pathname, SITE)
	const context = {
		services: app.services,
		settings: await settings.get(app.services.db),
		clientAddress: '192.0.2.1',
	} as unknown as AppLoadContext
	try {
		const answer = await loader({ request: new Request(url), url, context, params })
		return { status: 200, ...('init' in answer && 'data' in answer ? answer.data : answer) }
	} catch (thrown) {
		if (thrown instanceof Response) return { status: thrown.status }
		const init = (thrown as { init?: { status?: number } }).init
		if (init?.status) return { status: init.status }
		throw thrown
	}
}
/** The content of the page's `<meta>` named `value` (by `name`, or `property` for Open Graph's). */
const metaOf = (meta: MetaDescriptor[], key: 'name' | 'property', value: string) =>
	(meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as { content?: string } | undefined)?.content
const titleOf = (meta: MetaDescriptor[]) => (meta.find((tag) => 'title' in tag) as { title: string }).title
const postPage = (slug: string) => load(postLoader, `/blog/${slug}`, { slug })

const POST = { heading: 'Forecasting', body: 'Small shops have **short** histories.', picture: '/uploads/f.jpg' }

describe('the search and sharing fields', () => {
	it('are optional: a create without them answers them empty, the old shape still accepted', async () => {
		const created = await app.api('POST', '/blogs', { token, body: POST })
		expect(created.status).toBe(201)
		expect(created.body).toMatchObject({
			...POST,
			excerpt: '',
			tags: [],
			meta_title: '',
			meta_description: '',
			social_image: '',
		})
		const career = await app.api('POST', '/careers', {
			token,
			body: { position_name: 'Data Engineer', job_description: 'Pipelines.' },
		})
		expect(career.status).toBe(201)
		expect(career.body).toMatchObject({ meta_title: '', meta_description: '', social_image: '' })
		// Types without pages get none.
		const faq = await app.api('POST', '/faqs', { token, body: { question: 'Q?', answer: 'A.' } })
		expect(faq.body).not.toHaveProperty('meta_title')
	})

	it('are saved, read and updated; an update without them keeps them', async () => {
		const created = await app.api('POST', '/products', {
			token,
			body: {
				title: 'Line Inspector',
				description: 'Finds defects.',
				picture: '/uploads/a.jpg',
				meta_title: 'Line Inspector: defects found live',
				meta_description: 'Visual inspection for lines.',
				social_image: '/uploads/share.jpg',
			},
		})
		expect(created.status).toBe(201)
		const id = created.body.id as number
		await app.api('PUT', `/products/${id}`, { token, body: { title: 'Line Inspector 2' } })
		const read = await app.api('GET', `/products/${id}`)
		expect(read.body).toMatchObject({
			title: 'Line Inspector 2',
			meta_title: 'Line Inspector: defects found live',
			meta_description: 'Visual inspection for lines.',
			social_image: '/uploads/share.jpg',
		})
		await app.api('PUT', `/products/${id}`, { token, body: { meta_title: '' } })
		expect((await app.api('GET', `/products/${id}`)).body.meta_title).toBe('')
	})

	it('refuse what is too long, or not an address, with 400 naming the field', async () => {
		for (const [field, value, words] of [
			['meta_title', 'x'.repeat(71), 'Meta title'],
			['meta_description', 'x'.repeat(201), 'Meta description'],
			['social_image', 'javascript:alert(1)', 'Social image'],
			['excerpt', 'x'.repeat(301), 'Excerpt'],
			['tags', ['x'.repeat(41)], 'Tags'],
			['tags', 'not a list', 'Tags'],
		] as const) {
			const refused = await app.api('POST', '/blogs', { token, body: { ...POST, [field]: value } })
			expect(refused.status, field).toBe(400)
			expect(refused.text, field).toContain(words)
			expect(refused.text, field).toContain(field)
		}
	})

	it('make the page’s title, description and Open Graph tags, which fall back when empty', async () => {
		const plain = await app.api('POST', '/blogs', { token, body: { ...POST, heading: 'Plain post' } })
		const { meta: before } = await postPage(plain.body.slug)
		expect(titleOf(before)).toMatch(/^Plain post/)
		expect(metaOf(before, 'name', 'description')).toBe('Small shops have short histories.')
		expect(metaOf(before, 'property', 'og:image')).toBe('https://sigma.example/uploads/f.jpg')

		await app.api('PUT', `/blogs/${plain.body.id}`, {
			token,
			body: { meta_title: 'A better title', meta_description: 'A better description.', social_image: '/uploads/s.jpg' },
		})
		const shown = await postPage(plain.body.slug)
		const after = shown.meta
		expect(titleOf(after)).toMatch(/^A better title/)
		expect(metaOf(after, 'name', 'description')).toBe('A better description.')
		expect(metaOf(after, 'property', 'og:title')).toBe('A better title')
		expect(metaOf(after, 'property', 'og:description')).toBe('A better description.')
		expect(metaOf(after, 'property', 'og:image')).toBe('https://sigma.example/uploads/s.jpg')
		expect(metaOf(after, 'name', 'twitter:title')).toBe('A better title')
		expect(metaOf(after, 'name', 'twitter:image')).toBe('https://sigma.example/uploads/s.jpg')
		// The heading on the page is still the post's own.
		expect(shown.post.heading).toBe('Plain post')

		// An excerpt is the description where there is no meta description.
		await app.api('PUT', `/blogs/${plain.body.id}`, { token, body: { meta_description: '', excerpt: 'In short.' } })
		expect(metaOf((await postPage(plain.body.slug)).meta, 'name', 'description')).toBe('In short.')
	})

	it('give a page built from blocks and a position their own tags too', async () => {
		const created = await app.api('POST', '/pages', {
			token,
			body: { title: 'Services', description: 'What we do.', blocks: [], meta_title: 'Our services' },
		})
		expect(created.status).toBe(201)
		const services = await load(sitePageLoader, '/services', { slug: 'services' })
		expect(titleOf(services.meta)).toMatch(/^Our services/)
		expect(metaOf(services.meta, 'name', 'description')).toBe('What we do.')
		const career = await app.api('POST', '/careers', {
			token,
			body: { position_name: 'Analyst', job_description: 'Numbers.', social_image: '/uploads/team.jpg' },
		})
		const shown = await load(careerLoader, `/career/${career.body.slug}`, { slug: career.body.slug })
		expect(metaOf(shown.meta, 'property', 'og:image')).toBe('https://sigma.example/uploads/team.jpg')
	})
})

describe('a post’s excerpt and tags', () => {
	it('show the excerpt on the blog’s cards and in the RSS feed', async () => {
		await app.api('POST', '/blogs', {
			token,
			body: { ...POST, heading: 'With an excerpt', excerpt: 'The short of it & more.' },
		})
		const { posts } = await load(blogLoader, '/blog')
		expect(posts.find((post: { heading: string }) => post.heading === 'With an excerpt').preview).toBe(
			'The short of it & more.',
		)
		// Without one, the body's first words.
		expect(posts.find((post: { heading: string }) => post.heading === 'Forecasting').preview).toBe(
			'Small shops have short histories.',
		)
		expect(await blogRss(app.services.db, SITE)).toContain(
			'<description><![CDATA[The short of it & more.]]></description>',
		)
	})

	it('link the post to each tag’s page, which lists its live posts; the blog’s list filters by them', async () => {
		const tagged = await app.api('POST', '/blogs', {
			token,
			body: { ...POST, heading: 'Tagged post', tags: ['Machine learning', 'Retail'] },
		})
		expect(tagged.body.tags).toEqual(['Machine learning', 'Retail'])
		await app.api('POST', '/blogs', {
			token,
			body: { ...POST, heading: 'Draft tagged', tags: ['Drafts only'], status: 'draft' },
		})
		const post = await postPage(tagged.body.slug)
		expect(post.post.tags).toEqual([
			{ name: 'Machine learning', path: '/blog/tag/machine-learning' },
			{ name: 'Retail', path: '/blog/tag/retail' },
		])

		const tagPage = (tag: string) => load(tagLoader, `/blog/tag/${tag}`, { slug: tag })
		const shown = await tagPage('machine-learning')
		expect(shown.status).toBe(200)
		expect(shown.tag).toEqual({ name: 'Machine learning', path: '/blog/tag/machine-learning' })
		expect(shown.posts.map((listed: { heading: string }) => listed.heading)).toEqual(['Tagged post'])
		expect(shown.meta).toContainEqual({
			tagName: 'link',
			rel: 'canonical',
			href: 'https://sigma.example/blog/tag/machine-learning',
		})

		const { tags } = await load(blogLoader, '/blog')
		expect(tags).toContainEqual({ name: 'Machine learning', path: '/blog/tag/machine-learning' })
		expect(JSON.stringify(tags)).not.toContain('drafts-only')

		// No live post has it: no page.
		expect((await tagPage('drafts-only')).status).toBe(404)
		expect((await tagPage('nothing')).status).toBe(404)

		const sitemap = await sitemapXml(app.services.db, SITE)
		expect(sitemap).toContain('<loc>https://sigma.example/blog/tag/machine-learning</loc>')
		expect(sitemap).toContain('<loc>https://sigma.example/blog/tag/retail</loc>')
		expect(sitemap).not.toContain('drafts-only')
	})

	it('keep `tag` from being a post’s slug', async () => {
		const created = await app.api('POST', '/blogs', { token, body: { ...POST, heading: 'Tag' } })
		expect(created.status).toBe(201)
		expect(created.body.slug).not.toBe('tag')
		const chosen = await app.api('POST', '/blogs', { token, body: { ...POST, heading: 'Other', slug: 'tag' } })
		expect(chosen.status).toBe(400)
	})
})

describe('migration 019', () => {
	let dataDir: string
	let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
	beforeAll(async () => {
		dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-seo-migration-'))
		postgres = usingPostgres ? await createPostgresDatabase() : undefined
	})
	afterAll(async () => {
		await postgres?.drop()
		await fs.rm(dataDir, { recursive: true, force: true })
	})

	it('gives existing rows empty values', async () => {
		const before = await openDatabase({
			dataDir,
			databaseUrl: postgres?.url,
			migrateUpTo: '2026-12-01-018-review-requests',
		})
		const at = new Date().toISOString()
		await untyped(before.db)
			.insertInto('blogs')
			.values({ heading: 'Old', body: 'b', picture: '/p.jpg', slug: 'old', created_at: at, updated_at: at })
			.execute()
		await untyped(before.db)
			.insertInto('careers')
			.values({ position_name: 'Old job', job_description: 'j', slug: 'old-job', created_at: at, updated_at: at })
			.execute()
		await before.close()

		const after = await openDatabase({ dataDir, databaseUrl: postgres?.url })
		try {
			const blog = await untyped(after.db).selectFrom('blogs').selectAll().executeTakeFirstOrThrow()
			expect(blog).toMatchObject({ excerpt: '', meta_title: '', meta_description: '', social_image: '' })
			expect(typeof blog.tags === 'string' ? JSON.parse(blog.tags) : blog.tags).toEqual([])
			const career = await untyped(after.db).selectFrom('careers').selectAll().executeTakeFirstOrThrow()
			expect(career).toMatchObject({ meta_title: '', meta_description: '', social_image: '' })
			for (const table of ['pages', 'applications', 'products', 'consulting']) {
				const columns = (await after.db.introspection.getTables()).find((t) => t.name === table)!.columns
				expect(columns.map((column) => column.name)).toEqual(
					expect.arrayContaining(['meta_title', 'meta_description', 'social_image']),
				)
			}
		} finally {
			await after.close()
		}
	})
})
