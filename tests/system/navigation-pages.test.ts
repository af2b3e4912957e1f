/**
 * The navigation (docs/decisions/0042-navigation.md) on the production build, through its response cache:
 * a save shows in the header and the footer of every page of the sitemap at the next request.
 */
import { describe, expect, it } from 'vitest'

import { signedInServer } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'navigation@example.com', ADMIN_PASSWORD: 'system test password 44', LOG_REQUESTS: '0' }

const site = signedInServer(ADMIN)

const text = async (path: string) => (await fetch(site.server.url + path)).text()
const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'))
const footer = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))

describe('the navigation', () => {
	it('shows in the header and footer of every page of the sitemap at the next request, through the cache', async () => {
		const xml = await text('/sitemap.xml')
		const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
			(match) => new URL(match[1]!.replaceAll('&amp;', '&')).pathname,
		)
		expect(paths.length).toBeGreaterThanOrEqual(8)
		for (const path of paths) {
			const html = await text(path)
			expect(header(html), path).toMatch(/<a[^>]*href="\/career"[^>]*>Career<\/a>/)
			expect(footer(html), path).toMatch(
				/<a[^>]*href="\/portfolio\/software-development"[^>]*>Software Development<\/a>/,
			)
		}

		const saved = await fetch(`${site.server.url}/navigation`, {
			method: 'PUT',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${site.session.token}` },
			body: JSON.stringify({
				header: [
					{ label: 'Home', url: '/', children: [] },
					{
						label: 'Our work',
						url: '/portfolio',
						children: [{ label: 'Made for clients', url: '/portfolio/consulting' }],
					},
					{ label: 'Talk to us', url: '/contact-us', children: [] },
				],
				footer: [{ title: 'Elsewhere', items: [{ label: 'Write to us', url: 'mailto:hello@example.com' }] }],
			}),
		})
		expect(saved.status).toBe(200)

		for (const path of paths) {
			const html = await text(path)
			expect(header(html), path).toContain('<summary')
			expect(header(html), path).toMatch(/<a[^>]*href="\/portfolio\/consulting"[^>]*>Made for clients<\/a>/)
			expect(header(html), path).toMatch(/<a href="\/contact-us" data-scroll-to="contact"[^>]*>Talk to us<\/a>/)
			expect(header(html), path).not.toContain('>Career<')
			expect(footer(html), path).toContain('>Elsewhere</h2>')
			expect(footer(html), path).toMatch(/<a[^>]*href="mailto:hello@example.com"[^>]*>Write to us<\/a>/)
			expect(footer(html), path).not.toContain('Software Development')
		}
	})
})
