/**
 * The rest of the settings on the production build (docs/decisions/0043-settings-mail-and-announcement.md):
 * the brand pictures in every page's head, header and footer; the announcement bar appearing at its start
 * on a page the response cache held from before it (the content version's schedule, as scheduled posts);
 * and a contact message e-mailed to the recipients a `PUT /settings` named a moment before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts'

const ADMIN = { ADMIN_EMAIL: 'brand@example.com', ADMIN_PASSWORD: 'system test password 44', LOG_REQUESTS: '0' }

let smtp: TestSmtpServer
let server: ServerProcess
let token: string

beforeAll(async () => {
	smtp = await startSmtpServer()
	server = await startServerProcess({ ...ADMIN, SMTP_URL: smtp.url })
	token = (await signIn(server, ADMIN)).token
})
afterAll(async () => {
	await server?.stop()
	await smtp?.close()
})

const text = async (path: string) => (await fetch(server.url + path)).text()
const putSettings = (body: unknown) =>
	fetch(`${server.url}/settings`, {
		method: 'PUT',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
		body: JSON.stringify(body),
	})

describe('the brand pictures', () => {
	it('replace the built-in logo, icon and social picture on every page, by absolute URL where previews need it', async () => {
		const before = await text('/about')
		expect(before).toContain('href="/favicon.svg"')
		expect(before).toContain(`content="${server.url}/og-image.png"`)

		const saved = await putSettings({
			logo: '/uploads/brandlogo_400x100.png',
			favicon: '/uploads/brandicon_64x64.png',
			og_image: '/uploads/brandshare_1200x630.jpg',
		})
		expect(saved.status).toBe(200)
		for (const path of ['/', '/about', '/blog', '/contact-us']) {
			const html = await text(path)
			expect(html, path).toMatch(/<link rel="icon" href="\/uploads\/brandicon_64x64\.png"\/>/)
			expect(html, path).not.toContain('/favicon.svg')
			expect(html, path).toContain(
				`<meta property="og:image" content="${server.url}/uploads/brandshare_1200x630.jpg"/>`,
			)
			expect(html, path).toContain(
				`<meta name="twitter:image" content="${server.url}/uploads/brandshare_1200x630.jpg"/>`,
			)
			// In the header and the footer, named by the company.
			const logos = html.match(/<img src="\/uploads\/brandlogo_400x100\.png" alt="Your company"/g) ?? []
			expect(logos, path).toHaveLength(2)
		}
	})
})

describe('the announcement bar', () => {
	it('appears at its start on a page cached before it, with no write in between', async () => {
		await putSettings({ announcement: null })
		// Whole seconds, a few ahead: the page is cached without the bar in the meantime.
		const startsAt = Math.ceil(Date.now() / 1000) * 1000 + 3000
		const saved = await putSettings({
			announcement: {
				text: 'Our webinar starts now',
				url: '/blog',
				starts_at: new Date(startsAt).toISOString(),
				ends_at: '',
			},
		})
		expect(saved.status).toBe(200)
		const first = await fetch(`${server.url}/about`)
		expect(await first.text()).not.toContain('Our webinar starts now')
		const cached = await fetch(`${server.url}/about`)
		expect(cached.headers.get('x-cache')).toBe('HIT')
		expect(await cached.text()).not.toContain('Our webinar starts now')

		await expect
			.poll(() => text('/about'), { timeout: 15_000, interval: 100 })
			.toContain('<section aria-label="Announcement"')
		expect(Date.now()).toBeGreaterThanOrEqual(startsAt)
		const html = await text('/about')
		expect(html).toMatch(/<a href="\/blog"[^>]*>Our webinar starts now<\/a>/)
		// Above the header.
		expect(html.indexOf('aria-label="Announcement"')).toBeLessThan(html.indexOf('<header'))
	})
})

describe('contact e-mails', () => {
	it('go to the recipients the settings name, from the next message on', async () => {
		expect((await putSettings({ contact_alerts: { send: true, to: ['ops@northwind.example'] } })).status).toBe(200)
		const sent = await fetch(`${server.url}/contact`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				name: 'Visitor',
				email: 'visitor@example.com',
				phone: '+44 20 7946 0958',
				subject: 'Hello',
				message: 'A question about your services.',
			}),
		})
		expect(sent.status).toBe(201)
		const [mail] = await smtp.waitFor(1)
		expect(mail!.envelopeTo).toEqual(['ops@northwind.example'])
		expect(mail!.headers.get('subject')).toEqual(['Contact form: Hello'])
	})
})
