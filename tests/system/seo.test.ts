/**
 * What search engines and link previews read, on the production build (`npm run build` first): each
 * public page's title, description, canonical address, Open Graph and Twitter tags and JSON-LD, with
 * PUBLIC_URL set (every address uses it) and unset (the request's own origin, kept apart per host by the
 * response cache); robots.txt and the sitemap's addresses; noindex on every admin screen.
 * The feeds' contents as items come and go, and the browser's view (CSP, client navigation), are in
 * tests/e2e/seo.spec.ts.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAGE_PREVIEW_PATH } from '#shared/site-pages.ts'
import routes from '#app/routes.ts'
import { adminApi, type Item } from '#tests/helpers/admin-api.ts'
import { rawGet } from '#tests/helpers/raw-http.ts'
import { becomeTheSampleCompany } from '#tests/helpers/sample-company.ts'
import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'seo@example.com', ADMIN_PASSWORD: 'system test password 42', LOG_REQUESTS: '0' }
const PUBLIC_URL = 'https://www.sigma.example'
const SITE_NAME = 'Sigma Analytics'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decode = (text: string) =>
	text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
		name.startsWith('#x') || name.startsWith('#X')
			? String.fromCodePoint(parseInt(name.slice(2), 16))
			: name.startsWith('#')
				? String.fromCodePoint(Number(name.slice(1)))
				: (ENTITIES[name] ?? entity),
	)

const attributes = (tag: string) =>
	Object.fromEntries(
		[...tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), decode(value)]),
	)

type Head = {
	title: string
	/** `<meta>` content by `name` or `property`; a name given twice is an error. */
	meta: Record<string, string>
	links: Array<Record<string, string>>
	jsonLd: Array<Record<string, unknown>>
	/** The raw text of each JSON-LD script, as the page carries it. */
	jsonLdText: string[]
}

function headOf(html: string): Head {
	const head = html.slice(0, html.indexOf('</head>'))
	const meta: Record<string, string> = {}
	for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
		const { name, property, content } = attributes(tag)
		const key = name ?? property
		if (key === undefined || content === undefined) continue
		expect(meta[key], `one <meta> ${key}`).toBeUndefined()
		meta[key] = content
	}
	const jsonLdText = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
		([, text = '']) => text,
	)
	return {
		title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
		meta,
		links: [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributes(tag)),
		jsonLd: jsonLdText.map((text) => JSON.parse(text) as Record<string, unknown>),
		jsonLdText,
	}
}

const canonicalOf = (head: Head) => head.links.filter((link) => link.rel === 'canonical').map((link) => link.href)
const ofType = (head: Head, type: string) => head.jsonLd.filter((data) => data['@type'] === type)

async function getPage(server: ServerProcess, path: string, status = 200) {
	const response = await fetch(server.url + path)
	expect(response.status, path).toBe(status)
	return headOf(await response.text())
}

const picture = (width: number, height: number) =>
	sharp({ create: { width, height, channels: 3, background: '#2a6fdb' } })

/** The public routes of app/routes.ts (inside the public layout), as paths with `:id` still in them. */
function publicRoutePaths(): string[] {
	const layout = routes.find((entry) => entry.file === 'routes/public-layout.tsx')
	expect(layout?.children?.length).toBeGreaterThan(5)
	return (layout!.children ?? []).flatMap((entry: RouteConfigEntry) =>
		entry.index
			? ['/']
			: entry.path && entry.path !== '*' && `/${entry.path}` !== PAGE_PREVIEW_PATH
				? [`/${entry.path}`]
				: [],
	)
}

/** Every screen of the admin area in app/routes.ts (anything whose module is under routes/admin/). */
function adminRoutePaths(): string[] {
	const walk = (entries: RouteConfigEntry[]): string[] =>
		entries.flatMap((entry) => [
			...(entry.file.startsWith('routes/admin/') && entry.path ? [`/${entry.path}`] : []),
			...walk(entry.children ?? []),
		])
	return walk(routes)
}

describe('SEO tags with PUBLIC_URL set', () => {
	let server: ServerProcess
	let api: ReturnType<typeof adminApi>
	let session: { token: string; cookie: string }
	const items: Record<string, Item> = {}
	const pictures: Record<string, string> = {}

	beforeAll(async () => {
		server = await startServerProcess({ ...ADMIN, PUBLIC_URL: `${PUBLIC_URL}/` })
		session = await signIn(server, ADMIN)
		await becomeTheSampleCompany(server.url, session.token)
		api = adminApi(server, session.token)
		pictures.png = await api.upload(await picture(1200, 700).png().toBuffer(), 'image/png')
		pictures.avif = await api.upload(await picture(1000, 600).avif({ effort: 0 }).toBuffer(), 'image/avif')
		items.application = await api.create('applications', {
			title: 'Shelf Vision',
			description: 'Counts what is on every shelf from a phone photo. '.repeat(8),
			picture: `${pictures.png},/uploads/other.png`,
			category: 'AI',
		})
		items.product = await api.create('products', {
			title: 'Doc Reader',
			description: 'Reads invoices and contracts & files them.',
			picture: pictures.avif,
		})
		items.consulting = await api.create('consulting', { title: 'Data Strategy', description: '', picture: '' })
		items.blog = await api.create('blogs', {
			heading: 'Tags & "quotes" </script><script>alert(1)</script>',
			body: '# Why\n\nModels **drift**: <b>watch</b> them & retrain. </script><script>x()</script>',
			picture: pictures.png,
			// Its tag's page is at /blog/tag/mlops-drift (docs/decisions/0058-seo-fields-and-tags.md).
			tags: ['MLOps & "drift"'],
		})
		items.career = await api.create('careers', {
			position_name: 'Data Engineer',
			job_description: 'Build pipelines.\nOwn the warehouse & its tests.',
		})
		// Items of every kind the home page shows, so that the sitemap has a date for it.
		await api.create('faqs', { question: 'Do you sign NDAs?', answer: 'Yes.' })
	})
	afterAll(() => server?.stop('SIGKILL'))

	/** Where each public route with a `:slug` finds an item (docs/design.md §11). */
	const detailIds = (): Record<string, string> => ({
		'/portfolio/software-development/:slug': items.application!.slug,
		'/portfolio/products/:slug': items.product!.slug,
		'/portfolio/consulting/:slug': items.consulting!.slug,
		'/blog/:slug': items.blog!.slug,
		'/career/:slug': items.career!.slug,
		// The author page of the blog post's author, the signed-in admin (docs/design.md §15).
		'/blog/author/:slug': 'admin',
		// The page of the blog post's tag (ADR 0058).
		'/blog/tag/:slug': 'mlops-drift',
		// Pages built from blocks (docs/design.md §13): About is one of the starter pages.
		'/:slug': 'about',
	})

	it('gives every public page its own title, description and canonical address, Open Graph and Twitter tags, and the feed link', async () => {
		const paths = publicRoutePaths().map((path) => {
			if (!path.includes(':')) return path
			const id = detailIds()[path]
			expect(id, `an item for ${path}: add the route to detailIds() in this test`).toBeDefined()
			return path.replace(':slug', String(id))
		})
		const titles = new Set<string>()
		const descriptions = new Set<string>()
		for (const path of paths) {
			const head = await getPage(server, path)
			const url = PUBLIC_URL + path
			expect(head.title, path).toMatch(new RegExp(`${SITE_NAME}`))
			expect(head.meta.description?.length, path).toBeGreaterThan(20)
			// Items' texts are cut to 160 characters; the home page's is the company's own (app/site-config.ts).
			expect(head.meta.description!.length, path).toBeLessThanOrEqual(200)
			titles.add(head.title!)
			descriptions.add(head.meta.description!)
			expect(canonicalOf(head), path).toEqual([url])
			expect(head.meta['og:url'], path).toBe(url)
			expect(head.meta['og:site_name']).toBe(SITE_NAME)
			expect(head.meta['og:description']).toBe(head.meta.description)
			expect(head.meta['og:title']?.length).toBeGreaterThan(3)
			// An author's page is a profile (docs/decisions/0053-author-pages.md).
			expect(head.meta['og:type']).toMatch(/^(website|article|profile)$/)
			expect(head.meta['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/`))
			expect(head.meta['og:image:alt']?.length).toBeGreaterThan(3)
			expect(head.meta['twitter:card']).toBe('summary_large_image')
			expect(head.meta['twitter:title']).toBe(head.meta['og:title'])
			expect(head.meta['twitter:description']).toBe(head.meta.description)
			expect(head.meta['twitter:image']).toBe(head.meta['og:image'])
			expect(head.meta['twitter:image:alt']).toBe(head.meta['og:image:alt'])
			expect(head.meta.robots, path).toBeUndefined()
			expect(
				head.links.filter((link) => link.rel === 'alternate'),
				path,
			).toEqual([expect.objectContaining({ type: 'application/rss+xml', href: '/blog/rss.xml' })])
			// Every structured data block parses and names its type; detail pages have their breadcrumbs.
			for (const data of head.jsonLd) expect(data['@context']).toBe('https://schema.org')
			if (/\/\d+$/.test(path)) expect(ofType(head, 'BreadcrumbList'), path).toHaveLength(1)
		}
		expect(titles.size, 'titles are specific to their page').toBe(paths.length)
		expect(descriptions.size, 'descriptions are specific to their page').toBe(paths.length)
	})

	it('describes the company on the home page (Organization), with the default share picture', async () => {
		const head = await getPage(server, '/')
		expect(head.meta['og:image']).toBe(`${PUBLIC_URL}/og-image.png`)
		expect(head.meta['og:image:width']).toBe('1200')
		expect(head.meta['og:image:height']).toBe('630')
		const [organization] = ofType(head, 'Organization')
		expect(organization).toMatchObject({
			name: SITE_NAME,
			url: `${PUBLIC_URL}/`,
			logo: `${PUBLIC_URL}/logo.png`,
			telephone: expect.stringMatching(/^\+/),
			email: expect.stringContaining('@'),
			contactPoint: { '@type': 'ContactPoint', telephone: expect.stringMatching(/^\+/) },
			address: {
				'@type': 'PostalAddress',
				streetAddress: expect.any(String),
				addressLocality: 'Bhubaneswar',
				postalCode: '751024',
				addressCountry: 'IN',
			},
		})
		// The pictures it names are served by the site: the share picture at the size its tags say.
		const image = await fetch(`${server.url}/og-image.png`)
		expect(image.headers.get('content-type')).toBe('image/png')
		expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 })
		expect((await fetch(`${server.url}/logo.png`)).status).toBe(200)
	})

	it("shows a portfolio item's own title, text and first picture, with its breadcrumbs", async () => {
		const { application } = items
		const path = `/portfolio/software-development/${application!.slug}`
		const head = await getPage(server, path)
		expect(head.title).toBe(`Shelf Vision | ${SITE_NAME}`)
		expect(head.meta['og:title']).toBe('Shelf Vision')
		expect(head.meta.description).toMatch(/^Counts what is on every shelf from a phone photo\. Counts/)
		expect(head.meta.description).toMatch(/…$/)
		expect(head.meta['og:image']).toBe(PUBLIC_URL + pictures.png)
		expect(head.meta['og:image:width']).toBe('1200')
		expect(head.meta['og:image:height']).toBe('700')
		expect(head.meta['og:image:alt']).toBe('Shelf Vision')
		expect(ofType(head, 'BreadcrumbList')[0]?.itemListElement).toEqual([
			{ '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
			{ '@type': 'ListItem', position: 2, name: 'Portfolio', item: `${PUBLIC_URL}/portfolio` },
			{
				'@type': 'ListItem',
				position: 3,
				name: 'Software Development',
				item: `${PUBLIC_URL}/portfolio/software-development`,
			},
			{ '@type': 'ListItem', position: 4, name: 'Shelf Vision', item: PUBLIC_URL + path },
		])
	})

	it('shares an AVIF picture by its largest WebP variant, and an item without a picture by the default one', async () => {
		const product = await getPage(server, `/portfolio/products/${items.product!.slug}`)
		const variant = product.meta['og:image']!
		expect(variant).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/.+_1000x600-w1000\\.webp$`))
		const served = await fetch(server.url + variant.slice(PUBLIC_URL.length))
		expect(served.headers.get('content-type')).toBe('image/webp')
		expect(product.meta['og:image:width']).toBe('1000')
		expect(product.meta.description).toBe('Reads invoices and contracts & files them.')

		const consulting = await getPage(server, `/portfolio/consulting/${items.consulting!.slug}`)
		expect(consulting.meta['og:image']).toBe(`${PUBLIC_URL}/og-image.png`)
		expect(consulting.meta.description).toBe(`Data Strategy: Consulting by ${SITE_NAME}.`)
	})

	it('marks a blog post up as a BlogPosting, escaped so that its text can never end the script', async () => {
		const { blog } = items
		const path = `/blog/${blog!.slug}`
		const head = await getPage(server, path)
		const heading = blog!.heading as string
		expect(head.title).toBe(`${heading} | ${SITE_NAME}`)
		expect(head.meta['og:type']).toBe('article')
		expect(head.meta['og:image']).toBe(PUBLIC_URL + pictures.png)
		expect(head.meta.description).toBe('Why Models drift: <b>watch</b> them & retrain. </script><script>x()</script>')
		for (const text of head.jsonLdText) expect(text).not.toContain('<')
		expect(head.jsonLdText.join('')).toContain('\\u003c/script\\u003e')
		const [posting] = ofType(head, 'BlogPosting')
		expect(posting).toMatchObject({
			headline: heading,
			description: head.meta.description,
			image: [PUBLIC_URL + pictures.png],
			datePublished: blog!.created_at,
			dateModified: blog!.updated_at,
			// Written by the signed-in admin, the first user 'Admin' (docs/design.md §15).
			author: { '@type': 'Person', name: 'Admin', url: `${PUBLIC_URL}/blog/author/admin` },
			publisher: { '@type': 'Organization', name: SITE_NAME, logo: `${PUBLIC_URL}/logo.png` },
			mainEntityOfPage: PUBLIC_URL + path,
		})
		expect(ofType(head, 'BreadcrumbList')[0]?.itemListElement).toEqual([
			expect.objectContaining({ position: 1, name: 'Home' }),
			expect.objectContaining({ position: 2, name: 'Blog', item: `${PUBLIC_URL}/blog` }),
			expect.objectContaining({ position: 3, name: heading, item: PUBLIC_URL + path }),
		])
	})

	it('marks a career up as a JobPosting at the company address', async () => {
		const { career } = items
		const path = `/career/${career!.slug}`
		const head = await getPage(server, path)
		expect(head.title).toBe(`Data Engineer | ${SITE_NAME}`)
		expect(head.meta.description).toBe('Build pipelines. Own the warehouse & its tests.')
		const [posting] = ofType(head, 'JobPosting')
		expect(posting).toMatchObject({
			title: 'Data Engineer',
			description: '<p>Build pipelines.<br>\nOwn the warehouse &amp; its tests.</p>\n',
			datePosted: career!.created_at,
			hiringOrganization: { '@type': 'Organization', name: SITE_NAME, url: `${PUBLIC_URL}/` },
			jobLocation: {
				'@type': 'Place',
				address: { '@type': 'PostalAddress', addressLocality: 'Bhubaneswar', addressCountry: 'IN' },
			},
			url: PUBLIC_URL + path,
		})
		expect(ofType(head, 'BreadcrumbList')[0]?.itemListElement).toEqual([
			expect.objectContaining({ name: 'Home' }),
			expect.objectContaining({ name: 'Careers', item: `${PUBLIC_URL}/career` }),
			expect.objectContaining({ name: 'Data Engineer', item: PUBLIC_URL + path }),
		])
	})

	it('keeps a category filter in the canonical address, and no other query or trailing slash', async () => {
		const list = '/portfolio/software-development'
		const cases: Array<[string, string]> = [
			[`${list}?category=AI&utm_source=news`, `${list}?category=AI`],
			[`${list}?category=BI+Solution`, `${list}?category=BI+Solution`],
			[`${list}?category=All`, list],
			[`${list}?category=nonsense`, list],
			['/about/?ref=x', '/about'],
		]
		for (const [path, canonical] of cases)
			expect(canonicalOf(await getPage(server, path)), path).toEqual([PUBLIC_URL + canonical])
		const filtered = await getPage(server, `${list}?category=AI`)
		expect(filtered.title).toBe(`Software Development: AI | ${SITE_NAME}`)
	})

	it('gives a missing page or item the 404 head: a title, noindex, no canonical address', async () => {
		for (const path of ['/no-such-page', '/blog/999999', '/portfolio/products/0']) {
			const head = await getPage(server, path, 404)
			expect(head.title, path).toBe(`Page not found | ${SITE_NAME}`)
			expect(head.meta.robots, path).toBe('noindex')
			expect(head.meta.description?.length).toBeGreaterThan(10)
			expect(canonicalOf(head), path).toEqual([])
		}
	})

	it('names the sitemap and every address in it by PUBLIC_URL', async () => {
		const robots = await fetch(`${server.url}/robots.txt`)
		expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
		expect(await robots.text()).toContain(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`)
		const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
		const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => decode(loc!))
		expect(locations.sort()).toEqual(
			[
				'/',
				'/about',
				'/contact-us',
				'/portfolio',
				'/portfolio/software-development',
				'/portfolio/software-development?category=AI',
				`/portfolio/software-development/${items.application!.slug}`,
				'/portfolio/products',
				`/portfolio/products/${items.product!.slug}`,
				'/portfolio/consulting',
				`/portfolio/consulting/${items.consulting!.slug}`,
				'/blog',
				`/blog/${items.blog!.slug}`,
				// The author of that post (docs/design.md §15).
				'/blog/author/admin',
				// Its tag (ADR 0058).
				'/blog/tag/mlops-drift',
				'/career',
				`/career/${items.career!.slug}`,
				'/api-reference',
				// The sample company's privacy notice, a page the consent of an application links to (ADR 0060).
				'/privacy',
			]
				.map((path) => PUBLIC_URL + path)
				.sort(),
		)
		const rss = await (await fetch(`${server.url}/blog/rss.xml`)).text()
		expect(rss).toContain(`<link>${PUBLIC_URL}/blog/${items.blog!.slug}</link>`)
		expect(rss).toContain('<dc:creator>Admin</dc:creator>')
	})

	it('keeps every admin screen out of search results: a robots meta tag and X-Robots-Tag', async () => {
		const ids: Record<string, number> = {
			'/dashboard/edit-FAQ/:id': 1,
			'/admin/blog/edit/:id': items.blog!.id,
			'/admin/blog/delete/:id': items.blog!.id,
			'/admin/applications/edit/:id': items.application!.id,
			'/admin/products/edit/:id': items.product!.id,
			'/admin/consulting/edit/:id': items.consulting!.id,
			'/dashboard/career-admin/edit/:id': items.career!.id,
		}
		const paths = adminRoutePaths()
		expect(paths.length).toBeGreaterThan(15)
		let screens = 0
		for (const route of paths) {
			// A screen not listed above is checked on an id that does not exist: the admin's 404 screen.
			const path = route.replace(':id', String(ids[route] ?? 999999))
			for (const cookie of [session.cookie, undefined]) {
				const response = await fetch(server.url + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
				expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
				if (response.status >= 300 && response.status < 400) continue
				expect([200, 401, 404], path).toContain(response.status)
				expect(headOf(await response.text()).meta.robots, `${path} ${response.status}`).toBe('noindex, nofollow')
				screens++
			}
		}
		expect(screens).toBeGreaterThan(30)
		// The admin API answers say so too.
		const submissions = await fetch(`${server.url}/contact_submissions`, {
			headers: { authorization: `Bearer ${session.token}` },
		})
		expect(submissions.headers.get('x-robots-tag')).toBe('noindex, nofollow')
	})
})

describe('SEO tags without PUBLIC_URL', () => {
	let server: ServerProcess
	beforeAll(async () => {
		server = await startServerProcess({ ...ADMIN, PUBLIC_URL: '' })
	})
	afterAll(() => server?.stop('SIGKILL'))

	it('writes the address the request reached', async () => {
		const head = await getPage(server, '/about')
		expect(canonicalOf(head)).toEqual([`${server.url}/about`])
		expect(head.meta['og:url']).toBe(`${server.url}/about`)
		expect(head.meta['og:image']).toBe(`${server.url}/og-image.png`)
		const home = await getPage(server, '/')
		expect(ofType(home, 'Organization')[0]).toMatchObject({ url: `${server.url}/`, logo: `${server.url}/logo.png` })
		expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(`Sitemap: ${server.url}/sitemap.xml`)
	})

	it('keeps stored answers apart per host, so a request naming another host cannot change what others get', async () => {
		const port = new URL(server.url).port
		const get = async (host: string, path: string) => {
			const response = await rawGet(server.url + path, { host })
			return { xCache: response.headers['x-cache'], body: response.body.toString() }
		}
		for (const path of ['/career', '/blog/rss.xml', '/sitemap.xml']) {
			const evil = await get('evil.example', path)
			expect(evil.xCache, path).toBe('MISS')
			expect(evil.body).toContain('http://evil.example/')
			const own = await get(`127.0.0.1:${port}`, path)
			expect(own.body).not.toContain('evil.example')
			expect(own.body).toContain(`http://127.0.0.1:${port}/`)
			// Each host's answer is stored and served again to that host only.
			const again = await get('evil.example', path)
			expect(again.xCache, path).toBe('HIT')
			expect(again.body).toContain('http://evil.example/')
			expect((await get(`127.0.0.1:${port}`, path)).body).not.toContain('evil.example')
		}
	})
})
