/**
 * The sitemap, robots.txt and the blog's RSS feed as items come and go (parsed by Chromium's XML parser),
 * and the head of pages in the browser: JSON-LD is data the page's strict policy lets be (every test
 * here fails on a CSP violation), and a client-side navigation brings the next page's tags. The tags
 * themselves, page by page and with PUBLIC_URL, are checked in tests/system/seo.test.ts.
 */
import type { Page } from '@playwright/test'

import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { expectPath, open } from '#tests/e2e/support/helpers.ts'
import { SAMPLE_COMPANY as site } from '#sample-content/company.ts'

type Json = Record<string, unknown>
type Item = { id: number; slug: string; created_at: string; updated_at: string }

/** An XML document as Chromium parses it: a parse error fails; elements come back as plain objects. */
async function parseXml(page: Page, xml: string) {
	return page.evaluate((text) => {
		const doc = new DOMParser().parseFromString(text, 'application/xml')
		const error = doc.querySelector('parsererror')
		if (error) return { error: error.textContent ?? 'parsererror' }
		type Node = { name: string; ns: string | null; attributes: Record<string, string>; text: string; children: Node[] }
		const walk = (element: Element): Node => ({
			name: element.localName,
			ns: element.namespaceURI,
			attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
			text: element.children.length === 0 ? (element.textContent ?? '') : '',
			children: [...element.children].map(walk),
		})
		return { root: walk(doc.documentElement) }
	}, xml)
}

type XmlNode = {
	name: string
	ns: string | null
	attributes: Record<string, string>
	text: string
	children: XmlNode[]
}
const child = (node: XmlNode | undefined, name: string) => node?.children.find((each) => each.name === name)
const childText = (node: XmlNode | undefined, name: string) => child(node, name)?.text

async function fetchXml(page: Page, path: string, contentType: string): Promise<XmlNode> {
	const response = await page.request.get(path)
	expect(response.status(), path).toBe(200)
	expect(response.headers()['content-type']).toBe(contentType)
	const parsed = await parseXml(page, await response.text())
	expect(parsed.error, `${path} is well-formed XML`).toBeUndefined()
	return parsed.root!
}

/** The sitemap as `path → lastmod` (addresses made relative to the site). */
async function sitemap(page: Page, baseURL: string): Promise<Map<string, string | undefined>> {
	const root = await fetchXml(page, '/sitemap.xml', 'application/xml; charset=utf-8')
	expect(root.name).toBe('urlset')
	expect(root.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
	const entries = new Map<string, string | undefined>()
	for (const url of root.children) {
		const loc = childText(url, 'loc')!
		expect(loc.startsWith(`${baseURL}/`), loc).toBe(true)
		expect(entries.has(loc), `${loc} listed once`).toBe(false)
		entries.set(loc.slice(baseURL.length), childText(url, 'lastmod'))
	}
	return entries
}

async function rssChannel(page: Page): Promise<XmlNode> {
	const root = await fetchXml(page, '/blog/rss.xml', 'application/rss+xml; charset=utf-8')
	expect(root.name).toBe('rss')
	expect(root.attributes.version).toBe('2.0')
	const channel = child(root, 'channel')
	expect(channel).toBeDefined()
	return channel!
}

const newestUpdate = (items: Item[]) =>
	items
		.map((item) => item.updated_at)
		.sort()
		.at(-1)

test.describe('sitemap, robots.txt and the RSS feed', () => {
	test('robots.txt keeps crawlers out of the admin area and names the sitemap by its absolute address', async ({
		page,
		baseURL,
	}) => {
		const response = await page.request.get('/robots.txt')
		expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
		const lines = (await response.text()).split('\n')
		expect(lines).toContain('User-agent: *')
		for (const path of ['/admin', '/dashboard', '/contact_submissions']) expect(lines).toContain(`Disallow: ${path}`)
		// Not /uploads/: the pictures pages and previews show stay crawlable.
		expect(lines.filter((line) => /^Disallow: \/upload/.test(line))).toEqual(['Disallow: /upload$'])
		expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
	})

	test('list a new post, application and position with their update time, follow an edit, and drop them once deleted', async ({
		page,
		admin,
		baseURL,
	}) => {
		const tag = unique()
		// Characters XML must escape, and the sequence that would end a CDATA section.
		const heading = `Feeds & <Friends> "${tag}" ]]> end`
		const picture = await admin.upload()
		const post = await admin.create<Item & Json>('blogs', {
			heading,
			body: `A **bold** start for ${tag} & <more>.`,
			picture,
		})
		const application = await admin.create<Item & Json>('applications', {
			title: `Feed App ${tag}`,
			description: 'Listed by the sitemap.',
			picture,
			category: 'BI Solution',
		})
		const career = await admin.create<Item & Json>('careers', {
			position_name: `Feed Job ${tag}`,
			job_description: 'Jobs.',
		})

		let entries = await sitemap(page, baseURL!)
		expect(entries.get(`/blog/${post.slug}`)).toBe(post.updated_at)
		expect(entries.get(`/portfolio/software-development/${application.slug}`)).toBe(application.updated_at)
		expect(entries.get(`/career/${career.slug}`)).toBe(career.updated_at)
		// A list's date is the newest of what it shows; pages without content of their own have none.
		expect(entries.get('/blog')).toBe(newestUpdate(await admin.list<Item>('blogs')))
		expect(entries.get('/career')).toBe(newestUpdate(await admin.list<Item>('careers')))
		const applications = await admin.list<Item & { category: string }>('applications')
		expect(entries.get('/portfolio/software-development')).toBe(newestUpdate(applications))
		expect(entries.get('/portfolio/software-development?category=BI+Solution')).toBe(
			newestUpdate(applications.filter((item) => item.category === 'BI Solution')),
		)
		for (const path of ['/', '/about', '/contact-us', '/portfolio', '/portfolio/products', '/portfolio/consulting']) {
			expect(entries.has(path), path).toBe(true)
		}
		// About is a page built from blocks (docs/design.md §13): dated by its last change, as every item.
		const about = (await admin.list<Item & { slug: string }>('pages')).find((page) => page.slug === 'about')
		expect(entries.get('/about')).toBe(about?.updated_at)
		expect(entries.get('/contact-us')).toBeUndefined()

		let channel = await rssChannel(page)
		expect(childText(channel, 'title')).toBe(`${site.name} Blog`)
		expect(childText(channel, 'link')).toBe(`${baseURL}/blog`)
		expect(childText(channel, 'description')?.length).toBeGreaterThan(10)
		const items = channel.children.filter((node) => node.name === 'item')
		// Newest first: the post just made leads.
		const [first] = items
		expect(childText(first, 'title')).toBe(heading)
		expect(childText(first, 'link')).toBe(`${baseURL}/blog/${post.slug}`)
		expect(child(first, 'guid')).toMatchObject({
			text: `${baseURL}/blog/${post.slug}`,
			attributes: { isPermaLink: 'true' },
		})
		// RFC 822 dates have whole seconds.
		expect(Date.parse(childText(first, 'pubDate')!)).toBe(Math.floor(Date.parse(post.created_at) / 1000) * 1000)
		expect(childText(first, 'description')).toBe(`A bold start for ${tag} & <more>.`)
		for (const item of items) {
			for (const name of ['title', 'link', 'guid', 'pubDate', 'description']) {
				expect(childText(item, name)?.length, `every item has a ${name}`).toBeGreaterThan(0)
			}
		}

		// An edit shows at once (the response cache is emptied by any content write).
		const edited = await admin.update<Item & Json>('blogs', post.id, { heading: `Edited ${tag}` })
		expect(edited.updated_at > post.updated_at).toBe(true)
		entries = await sitemap(page, baseURL!)
		expect(entries.get(`/blog/${post.slug}`)).toBe(edited.updated_at)
		expect(
			childText(
				(await rssChannel(page)).children.find((node) => node.name === 'item'),
				'title',
			),
		).toBe(`Edited ${tag}`)

		await admin.remove('blogs', post.id)
		await admin.remove('applications', application.id)
		await admin.remove('careers', career.id)
		entries = await sitemap(page, baseURL!)
		for (const path of [
			`/blog/${post.slug}`,
			`/portfolio/software-development/${application.slug}`,
			`/career/${career.slug}`,
		]) {
			expect(entries.has(path), `${path} is gone`).toBe(false)
		}
		channel = await rssChannel(page)
		const links = channel.children.filter((node) => node.name === 'item').map((item) => childText(item, 'link'))
		expect(links).not.toContain(`${baseURL}/blog/${post.slug}`)
	})
})

/** The page's JSON-LD, as the browser sees it. */
const structuredData = (page: Page) =>
	page.evaluate(() =>
		[...document.querySelectorAll('script[type="application/ld+json"]')].map(
			(script) => JSON.parse(script.textContent ?? '') as { '@type': string },
		),
	)

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href')

test.describe('page heads in the browser', () => {
	test('JSON-LD is data the policy lets be, on every page that has it', async ({ page, admin }) => {
		const tag = unique()
		const picture = await admin.upload()
		const post = await admin.create('blogs', { heading: `Structured ${tag}</script>`, body: 'Text.', picture })
		const career = await admin.create('careers', { position_name: `Structured Job ${tag}`, job_description: 'Work.' })
		const product = await admin.create('products', { title: `Structured ${tag}`, description: 'Thing.', picture })
		const expected: Array<[string, string[]]> = [
			['/', ['Organization']],
			[`/blog/${post.slug}`, ['BlogPosting', 'BreadcrumbList']],
			[`/career/${career.slug}`, ['JobPosting', 'BreadcrumbList']],
			[`/portfolio/products/${product.slug}`, ['BreadcrumbList']],
		]
		for (const [path, types] of expected) {
			await open(page, path)
			expect(
				(await structuredData(page)).map((data) => data['@type']),
				path,
			).toEqual(types)
		}
		// The heading's `</script>` stayed inside its block: the page has its one heading and nothing after.
		await open(page, `/blog/${post.slug}`)
		const [posting] = (await structuredData(page)) as Array<{ headline?: string }>
		expect(posting?.headline).toBe(`Structured ${tag}</script>`)
	})

	test('a client-side navigation brings the next page its own title, canonical address, share tags and JSON-LD', async ({
		page,
		admin,
		baseURL,
	}) => {
		const tag = unique()
		const post = await admin.create<{ picture: string }>('blogs', {
			heading: `Navigated ${tag}`,
			body: `Read all about ${tag}.`,
			picture: await admin.upload({ color: '#7c3aed' }),
		})
		await open(page, '/blog')
		expect(await canonical(page)).toBe(`${baseURL}/blog`)
		expect(await structuredData(page)).toEqual([])
		await page.getByRole('link', { name: `Navigated ${tag}` }).click()
		await expectPath(page, `/blog/${post.slug}`)
		await expect(page).toHaveTitle(`Navigated ${tag} | ${site.name}`)
		expect(await canonical(page)).toBe(`${baseURL}/blog/${post.slug}`)
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `Read all about ${tag}.`)
		await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}${post.picture}`)
		expect((await structuredData(page)).map((data) => data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList'])

		await page.goBack()
		await expectPath(page, '/blog')
		await expect(page).toHaveTitle(`Blog | ${site.name}`)
		expect(await canonical(page)).toBe(`${baseURL}/blog`)
		expect(await structuredData(page)).toEqual([])
		await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
			'href',
			'/blog/rss.xml',
		)
	})

	test('a category filter is a page of its own: its title and canonical address follow the filter', async ({
		page,
		baseURL,
	}) => {
		const list = '/portfolio/software-development'
		await open(page, list)
		const filters = page.getByRole('form', { name: 'Filter by category' })
		await filters.getByRole('button', { name: 'AI', exact: true }).click()
		await expectPath(page, `${list}?category=AI`)
		await expect(page).toHaveTitle(`Software Development: AI | ${site.name}`)
		expect(await canonical(page)).toBe(`${baseURL}${list}?category=AI`)
		await filters.getByRole('button', { name: 'All', exact: true }).click()
		await expectPath(page, `${list}?category=All`)
		await expect(page).toHaveTitle(`Software Development | ${site.name}`)
		expect(await canonical(page)).toBe(`${baseURL}${list}`)
	})
})
