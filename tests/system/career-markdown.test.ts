/**
 * A position's job description is Markdown, like a blog post's body (shared/markdown.ts): the career page
 * renders it (headings, lists, bold; a single line break kept), raw HTML stays text, and the places that
 * preview it (the Careers list, the admin's list, the meta description) show its plain text, never `**` or
 * a list's hyphens. On the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'careers@example.com', ADMIN_PASSWORD: 'system test password 42', LOG_REQUESTS: '0' }
const DESCRIPTION = [
	'We build **vision systems** for factories.\nYou would join from day one.',
	'### What you will do',
	'- Train *models*\n- Ship them',
	'Raw <img src=x onerror=alert(1)> stays text.',
].join('\n\n')

describe('a career’s job description in Markdown', () => {
	let server: ServerProcess
	let session: { token: string; cookie: string }
	let id: number

	beforeAll(async () => {
		server = await startServerProcess(ADMIN)
		session = await signIn(server, ADMIN)
		const response = await fetch(`${server.url}/careers`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
			body: JSON.stringify({ position_name: 'Vision Engineer', job_description: DESCRIPTION }),
		})
		expect(response.status).toBe(201)
		;({ id } = (await response.json()) as { id: number })
	})
	afterAll(() => server?.stop('SIGKILL'))

	const page = async (path: string, cookie?: string) => {
		const response = await fetch(server.url + path, { headers: cookie ? { cookie } : {} })
		expect(response.status, path).toBe(200)
		return response.text()
	}
	// What the page shows (its loader data, serialised after it for hydration, holds the Markdown itself).
	const main = (html: string) => html.slice(Math.max(0, html.indexOf('<main')), html.indexOf('</main>'))

	it('renders headings, lists and bold on the career page, raw HTML as text', async () => {
		const body = main(await page(`/career/${id}`))
		expect(body).toContain('<strong>vision systems</strong>')
		expect(body).toContain('factories.<br>\nYou would join')
		expect(body).toContain('<h3>What you will do</h3>')
		expect(body).toMatch(/<ul>\s*<li>Train <em>models<\/em><\/li>\s*<li>Ship them<\/li>\s*<\/ul>/)
		expect(body).toContain('Raw &lt;img src=x onerror=alert(1)&gt; stays text.')
		expect(body).not.toContain('<img src=x')
		expect(body).not.toContain('**')
	})

	it('previews the plain text on the Careers list, the admin list and in the description', async () => {
		const plain = 'We build vision systems for factories. You would join from day one. What you will do Train models'
		const list = main(await page('/career'))
		expect(list).toContain(plain)
		// The list of positions only: the form above it holds the Markdown, in its textarea.
		const adminPage = await page('/dashboard/career-admin', session.cookie)
		const admin = main(adminPage.slice(adminPage.indexOf('<ul aria-label="Open positions"')))
		expect(admin).toContain(plain)
		expect(adminPage).toContain('Format with the toolbar')
		const head = await page(`/career/${id}`)
		expect(head).toMatch(new RegExp(`<meta name="description" content="${plain}`))
		for (const html of [list, admin]) {
			expect(html).not.toContain('**')
			expect(html).not.toContain('- Train')
		}
	})
})
