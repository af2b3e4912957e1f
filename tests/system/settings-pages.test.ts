/**
 * docs/design.md §13 on the production build, through its response cache: a change of the settings shows
 * on every page of the sitemap at the next request (the footer's phone and address, the company's name in
 * the header and the titles), and the feed's channel takes the new name.
 */
import { describe, expect, it } from 'vitest'

import { signedInServer } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'settings@example.com', ADMIN_PASSWORD: 'system test password 43', LOG_REQUESTS: '0' }

const site = signedInServer(ADMIN, { sampleCompany: true })

const text = async (path: string) => (await fetch(site.server.url + path)).text()

/** Every page the sitemap lists, as paths. */
async function sitemapPaths(): Promise<string[]> {
	const xml = await text('/sitemap.xml')
	return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll('&amp;', '&')).pathname)
}

describe('the settings', () => {
	it('show on every page of the sitemap at the next request, through the cache', async () => {
		const paths = await sitemapPaths()
		expect(paths.length).toBeGreaterThanOrEqual(8)
		// Every page once, so the cache holds them all before the change.
		for (const path of paths) expect(await text(path)).toContain('+91 674 255 0199')

		const saved = await fetch(`${site.server.url}/settings`, {
			method: 'PUT',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${site.session.token}` },
			body: JSON.stringify({
				name: 'Northwind Data',
				phone: '+44 20 7946 0000',
				address: {
					street: '1 Canal Street',
					city: 'Leeds',
					region: '',
					postal_code: 'LS1 4AP',
					country: 'United Kingdom',
					country_code: 'GB',
				},
			}),
		})
		expect(saved.status).toBe(200)

		for (const path of paths) {
			const html = await text(path)
			expect(html, path).toContain('+44 20 7946 0000')
			expect(html, path).toContain('1 Canal Street, Leeds, LS1 4AP, United Kingdom')
			expect(html, path).not.toContain('674 255 0199')
			expect(html, path).toMatch(/<title>[^<]*Northwind Data[^<]*<\/title>/)
		}
		// The title template names the company by `{name}`: renaming it renames every title.
		expect(await text('/about')).toContain('<title>About Us | Northwind Data</title>')
		expect(await text('/blog/rss.xml')).toContain('<title>Northwind Data Blog</title>')
	})
})
