/**
 * Pages built from blocks (docs/design.md §13, ADR 0044) over the JSON API on a real database (SQLite, or
 * PostgreSQL under pg_virtualenv): the starter pages of a new database, a page of every block type, the
 * closed set of blocks and their rules (no unknown type, no unsafe link, one contact form a page), the
 * slugs the site keeps for itself, and the history and trash every type has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESERVED_PAGE_SLUGS } from '#server/content/reserved-slugs.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { SAMPLE_PAGES } from '#sample-content/pages.ts'

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
})
afterAll(() => app.close())

const post = (body: unknown) => app.api('POST', '/pages', { token, body })

const EVERY_BLOCK = [
	{
		type: 'hero',
		heading: 'Industries',
		text: 'Where our work runs.',
		image: null,
		button: { label: 'Talk to us', url: '/contact-us' },
		variant: 'plain',
	},
	{ type: 'text', markdown: 'We **build** for <b>factories</b>.' },
	{ type: 'features', heading: 'Sectors', items: [{ title: 'Manufacturing', text: 'Vision on the line.' }] },
	{
		type: 'call_to_action',
		heading: 'Start now',
		text: '',
		button: { label: 'Write', url: 'mailto:hello@example.com' },
	},
	{ type: 'image', image: 'https://example.com/a.jpg', caption: 'A plant' },
	{ type: 'process', heading: 'How', steps: [{ title: 'Talk', text: '' }], note: '' },
	{ type: 'testimonials', heading: 'Clients say', text: '' },
	{ type: 'partners', heading: '', text: '' },
	{ type: 'faqs', heading: 'Questions', text: '' },
	{ type: 'portfolio_categories', heading: 'Work', text: '' },
	{ type: 'contact_form', heading: 'Write to us', text: '' },
	{ type: 'services', heading: 'Services', text: '' },
	{ type: 'contact_details', heading: 'Reach us', button: null },
]

describe('a new database', () => {
	it('has a neutral home page and About, live, that name no company (ADR 0046)', async () => {
		const answer = await app.api('GET', '/pages')
		expect(answer.status).toBe(200)
		const bySlug = Object.fromEntries(answer.body.map((page: { slug: string }) => [page.slug, page]))
		expect(bySlug.home.blocks.map((block: { type: string }) => block.type)).toEqual([
			'hero',
			'portfolio_categories',
			'testimonials',
			'contact_form',
			'partners',
			'faqs',
		])
		expect(bySlug.home).toMatchObject({ status: 'published' })
		expect(bySlug.home.blocks[0]).toMatchObject({ heading: 'A headline that says what you do' })
		expect(bySlug.about).toMatchObject({ title: 'About Us', status: 'published' })
		expect(JSON.stringify(answer.body)).not.toMatch(/Sigma/)
	})

	it("takes the sample company's home page and About, in docs/product.md's order", async () => {
		const saved = []
		for (const page of SAMPLE_PAGES) {
			const answer = await post({ ...page, slug: `sample-${page.slug}` })
			expect(answer.status, JSON.stringify(answer.body)).toBe(201)
			saved.push(answer.body)
		}
		const [home] = saved
		expect(home.blocks.map((block: { type: string }) => block.type)).toEqual([
			'hero',
			'portfolio_categories',
			'testimonials',
			'contact_form',
			'process',
			'partners',
			'faqs',
		])
		expect(home.blocks[0]).toMatchObject({ button: { label: 'See Our Works', url: '/portfolio' } })
		expect(home.blocks[4]).toMatchObject({
			heading: 'How we work for your product or application development?',
			steps: [
				{ title: 'Concept Design' },
				{ title: 'Prototype or MVP' },
				{ title: 'User Testing' },
				{ title: 'Product development' },
			],
		})
	})
})

describe('POST /pages', () => {
	it('keeps every block type, in order, with its fields', async () => {
		const saved = await post({ title: 'Industries', description: 'Where we work', blocks: EVERY_BLOCK })
		expect(saved.status, JSON.stringify(saved.body)).toBe(201)
		expect(saved.body.slug).toBe('industries')
		expect((await app.api('GET', `/pages/${saved.body.id}`)).body.blocks).toEqual(EVERY_BLOCK)
	})

	it('refuses a block type outside the closed set, naming the field', async () => {
		const answer = await post({ title: 'Raw', blocks: [{ type: 'html', html: '<script>x</script>' }] })
		expect(answer.status).toBe(400)
		expect(Object.keys(answer.body.fields ?? {})).toEqual(['blocks.0.type'])
		expect(answer.body.error).toMatch(/each block's type must be one of hero, text/)
	})

	it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example'])('refuses a button to %s', async (url) => {
		const answer = await post({
			title: 'Bad link',
			blocks: [{ type: 'call_to_action', heading: 'Go', text: '', button: { label: 'Go', url } }],
		})
		expect(answer.status).toBe(400)
		expect(Object.keys(answer.body.fields ?? {})).toEqual(['blocks.0.button.url'])
	})

	it('refuses a second contact form on one page', async () => {
		const form = { type: 'contact_form', heading: '', text: '' }
		const answer = await post({ title: 'Two forms', blocks: [form, form] })
		expect(answer.status).toBe(400)
		expect(answer.body.error).toContain('a page has at most one Contact form block')
	})

	it.each(['blog', 'dashboard', 'pages', 'contact-us', 'uploads', 'page-preview'])(
		'refuses the slug %s, which the site uses',
		async (slug) => {
			const answer = await post({ title: 'Taken', slug, blocks: [] })
			expect(answer.status).toBe(400)
			expect(answer.body.fields).toEqual({ slug: 'That address is the site’s own: choose another slug' })
		},
	)

	it('never makes a reserved slug from a title', async () => {
		const saved = await post({ title: 'Blog', blocks: [] })
		expect(saved.status).toBe(201)
		expect(saved.body.slug).toBe('blog-2')
		expect(RESERVED_PAGE_SLUGS).toContain('blog')
	})

	it('needs a session', async () => {
		expect((await app.api('POST', '/pages', { body: { title: 'x', blocks: [] } })).status).toBe(401)
	})
})

describe('a page as every content type', () => {
	it('keeps drafts from visitors, keeps its history and goes to the trash', async () => {
		const draft = await post({ title: 'Privacy policy', status: 'draft', blocks: [{ type: 'text', markdown: 'Hi' }] })
		expect(draft.status).toBe(201)
		expect((await app.api('GET', `/pages/${draft.body.id}`)).status).toBe(404)
		expect((await app.api('GET', `/pages/${draft.body.id}`, { token })).body.status).toBe('draft')

		const updated = await app.api('PUT', `/pages/${draft.body.id}`, {
			token,
			body: { blocks: [{ type: 'text', markdown: 'Changed' }], status: 'published' },
		})
		expect(updated.status).toBe(200)
		const history = await app.api('GET', `/pages/${draft.body.id}/revisions`, { token })
		expect(history.status).toBe(200)
		expect(history.body.length).toBeGreaterThanOrEqual(1)

		expect((await app.api('DELETE', `/pages/${draft.body.id}`, { token })).status).toBe(204)
		expect((await app.api('GET', `/pages/${draft.body.id}`)).status).toBe(404)
	})
})

describe('a page whose slug changes', () => {
	it('leaves a redirect from its old address, and the menus follow it', async () => {
		const about = (await app.api('GET', '/pages')).body.find((page: { slug: string }) => page.slug === 'about')
		const header = async () =>
			(await app.api('GET', '/navigation')).body.header as Array<{ label: string; url: string }>
		expect((await header()).find((item) => item.label === 'About Us')?.url).toBe('/about')
		const renamed = await app.api('PUT', `/pages/${about.id}`, { token, body: { slug: 'about-us' } })
		expect(renamed.status).toBe(200)
		expect((await header()).find((item) => item.label === 'About Us')?.url).toBe('/about-us')
		const footer = (await app.api('GET', '/navigation')).body.footer as Array<{ items: Array<{ url: string }> }>
		expect(footer.flatMap((group) => group.items.map((item) => item.url))).not.toContain('/about')
		const redirects = (await app.api('GET', '/redirects', { token })).body as Array<{ from: string; to: string }>
		expect(redirects).toContainEqual(expect.objectContaining({ from: '/about', to: '/about-us', status: 301 }))
	})
})
