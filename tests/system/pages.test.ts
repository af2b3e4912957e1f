/**
 * Pages built from blocks (docs/design.md §13, ADR 0044) on the production build, through its response
 * cache: the home page and About drawn from their blocks with docs/product.md's texts, a new page at its
 * slug, a change at the next request, drafts kept from visitors, the sitemap, and the editor's live
 * preview of an unsaved form.
 */
import { describe, expect, it } from 'vitest'

import { signedInServer } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'pages@example.com', ADMIN_PASSWORD: 'system test password 44', LOG_REQUESTS: '0' }

const site = signedInServer(ADMIN, { sampleCompany: true })

const get = (path: string) => fetch(site.server.url + path, { redirect: 'manual' })
const text = async (path: string) => (await get(path)).text()
const api = (method: string, path: string, body?: unknown) =>
	fetch(site.server.url + path, {
		method,
		headers: { 'content-type': 'application/json', authorization: `Bearer ${site.session.token}` },
		body: body === undefined ? undefined : JSON.stringify(body),
	})
type Page = { id: number; slug: string; blocks: Array<Record<string, unknown>> }
const pageBySlug = async (slug: string): Promise<Page> =>
	((await (await api('GET', '/pages')).json()) as Page[]).find((page) => page.slug === slug)!

describe('the starter pages', () => {
	it('draw the home page from its blocks, with docs/product.md’s texts', async () => {
		const html = await text('/')
		for (const words of [
			'See Our Works',
			'href="/portfolio/software-development"',
			'Testimonials',
			'Send Message',
			'How we work for your product or application development?',
			'Concept Design',
			'Prototype or MVP',
			'User Testing',
			'Product development',
			'Frequently Asked Questions',
			'Describe your issue',
		])
			expect(html).toContain(words)
		expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
	})

	it('draw About, and send `/home` to `/`', async () => {
		const html = await text('/about')
		expect(html).toMatch(/<h1[^>]*>About Us<\/h1>/)
		expect(html).toContain('What we work on')
		expect(html).toContain('Computer Vision')
		expect(html).toContain('Write to us')
		const home = await get('/home')
		expect(home.status).toBe(301)
		expect(home.headers.get('location')).toBe('/')
	})
})

describe('a page the admin adds', () => {
	it('is at its slug with its blocks, its Markdown safe, and in the sitemap', async () => {
		const saved = await api('POST', '/pages', {
			title: 'Industries',
			description: 'Where our work runs',
			blocks: [
				{ type: 'features', heading: 'Sectors', items: [{ title: 'Manufacturing', text: 'Vision on the line.' }] },
				{ type: 'text', markdown: 'We **build** for <script>alert(1)</script> factories.' },
			],
		})
		expect(saved.status).toBe(201)
		const html = await text('/industries')
		expect(html).toMatch(/<h1[^>]*>Industries<\/h1>/)
		expect(html).toContain('Manufacturing')
		expect(html).toContain('<strong>build</strong>')
		expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
		expect(html).toMatch(/<title>Industries[^<]*<\/title>/)
		const sitemap = await text('/sitemap.xml')
		expect(sitemap).toContain('/industries</loc>')
		expect(sitemap.match(/<loc>[^<]*\/<\/loc>/g)).toHaveLength(1)
		expect(sitemap).toContain('/about</loc>')
	})

	it('is a 404 for visitors while it is a draft', async () => {
		const saved = await api('POST', '/pages', { title: 'Secret plans', status: 'draft', blocks: [] })
		expect(saved.status).toBe(201)
		expect((await get('/secret-plans')).status).toBe(404)
	})

	it('shows a change of the home page at the next request, through the cache', async () => {
		expect(await text('/')).not.toContain('A new headline')
		const home = await pageBySlug('home')
		const blocks = home.blocks.map((block, index) => (index === 0 ? { ...block, heading: 'A new headline' } : block))
		expect((await api('PUT', `/pages/${home.id}`, { blocks })).status).toBe(200)
		expect(await text('/')).toContain('A new headline')
	})
})

describe('the live preview', () => {
	const form = () => {
		const body = new FormData()
		body.set('title', 'Unsaved page')
		body.set('blocks.0.type', 'call_to_action')
		body.set('blocks.0.heading', 'Typed, never saved')
		body.set('blocks.0.text', '')
		body.set('blocks.0.button.label', '')
		body.set('blocks.0.button.url', '')
		// A section whose component reads its page's action data (the contact form's result).
		body.set('blocks.1.type', 'contact_form')
		body.set('blocks.1.heading', 'Write to us')
		body.set('blocks.1.text', '')
		return body
	}
	const preview = (cookie?: string) =>
		fetch(`${site.server.url}/page-preview`, {
			method: 'POST',
			headers: { origin: site.server.url, 'x-page-preview': '1', ...(cookie ? { cookie } : {}) },
			body: form(),
		})

	it('draws the posted form for the admin, storing nothing', async () => {
		const answer = await preview(site.session.cookie)
		expect(answer.status).toBe(200)
		expect(answer.headers.get('cache-control')).toContain('no-store')
		const html = await answer.text()
		expect(html).toContain('Typed, never saved')
		expect(html).toContain('Send Message')
		expect(html).toContain('noindex')
		expect(((await (await api('GET', '/pages')).json()) as Page[]).map((page) => page.slug)).not.toContain(
			'unsaved-page',
		)
	})

	it('is refused without a session, and a 404 to a visit', async () => {
		expect((await preview()).status).toBe(401)
		expect((await get('/page-preview')).status).toBe(404)
	})
})
