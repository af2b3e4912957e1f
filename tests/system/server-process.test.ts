import { afterEach, describe, expect, it } from 'vitest'

import { contactInFlightAtSigterm, type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts'
import { startSmtpServer } from '#tests/helpers/smtp.ts'

const ADMIN = { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'system test password 42' }
let server: ServerProcess | undefined
afterEach(async () => {
	await server?.stop('SIGKILL')
	server = undefined
})

/** Text as React writes it into HTML. */
const html = (text: string) =>
	text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#x27;')

const logLines = (output: string) =>
	output
		.split('\n')
		.filter((line) => line.startsWith('{'))
		.map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the production server process', () => {
	it('logs one JSON line per request with method, path, status and duration, and never a secret', async () => {
		// The password itself, as an operator gives it: the log must not repeat it.
		server = await startServerProcess(ADMIN, { plainPassword: true })
		const login = await fetch(`${server.url}/admin/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
		})
		const { token } = (await login.json()) as { token: string }
		await fetch(`${server.url}/faqs?token=${token}`, { headers: { authorization: `Bearer ${token}` } })
		await fetch(`${server.url}/contact`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				name: 'Private Person',
				email: 'private@example.com',
				phone: '12345',
				message: 'secret message body',
			}),
		})
		// The log is written in batches, at least once a second (ADR 0035).
		const requestLines = () => logLines(server!.output()).filter((line) => line.msg === 'request')
		await expect
			.poll(() => requestLines().map((line) => [line.method, line.path, line.status]), { timeout: 5000 })
			.toEqual(
				expect.arrayContaining([
					['POST', '/admin/login', 200],
					['GET', '/faqs', 200],
					['POST', '/contact', 201],
				]),
			)
		const requests = requestLines()
		for (const line of requests) expect(typeof line.ms).toBe('number')
		const output = server.output()
		for (const secret of [
			ADMIN.ADMIN_PASSWORD,
			token,
			'private@example.com',
			'secret message body',
			'Private Person',
		]) {
			expect(output).not.toContain(secret)
		}
	})

	it('on SIGTERM finishes the request in flight, then closes the database and exits cleanly', async () => {
		server = await startServerProcess(ADMIN)
		// Half the body first; SIGTERM arrives while the request is still being received.
		const answer = contactInFlightAtSigterm(server!.url, server!.child, 300)
		const { status, text } = await answer
		expect(status).toBe(201)
		expect(JSON.parse(text)).toMatchObject({ name: 'Ada', email: 'ada@example.com' })
		expect(await server.exited).toBe(0)
		expect(server.output()).toContain('database closed')

		// The acknowledged write is there after a restart on the same data.
		server = await startServerProcess({ ...ADMIN, DATA_DIR: server.dataDir })
		const login = await fetch(`${server.url}/admin/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
		})
		const { token } = (await login.json()) as { token: string }
		const list = await fetch(`${server.url}/contact_submissions`, { headers: { authorization: `Bearer ${token}` } })
		expect(((await list.json()) as Array<{ name: string }>).map((row) => row.name)).toEqual(['Ada'])
	})

	it('on SIGTERM waits for a contact e-mail still being sent, then exits cleanly', async () => {
		const smtp = await startSmtpServer({ delayMs: 1_500 })
		try {
			server = await startServerProcess({ ...ADMIN, SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: 'sales@sigma.example' })
			// The log is written in batches, at least once a second (ADR 0035).
			await expect.poll(() => server!.output(), { timeout: 5000 }).toContain('"msg":"e-mail on"')
			const response = await fetch(`${server.url}/contact`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', phone: '12345', message: 'Hello there' }),
			})
			expect(response.status).toBe(201)
			expect(smtp.received).toEqual([])
			server.child.kill('SIGTERM')
			expect(await server.exited).toBe(0)
			expect(smtp.received).toHaveLength(1)
			expect(smtp.received[0]!.envelopeTo).toEqual(['sales@sigma.example'])
			const lines = logLines(server.output()).map((line) => line.msg)
			expect(lines.indexOf('contact notification sent')).toBeGreaterThan(-1)
			expect(lines.indexOf('contact notification sent')).toBeLessThan(lines.indexOf('database closed'))
			expect(server.output()).not.toContain(smtp.password)
			expect(server.output()).not.toContain('ada@example.com')
		} finally {
			await smtp.close()
		}
	})

	it('fills a new database with sample content by default, server-rendered into the pages', async () => {
		server = await startServerProcess({ ...ADMIN, SAMPLE_CONTENT: '' })
		const posts = (await (await fetch(`${server.url}/blogs`)).json()) as Array<{ heading: string; picture: string }>
		expect(posts.length).toBeGreaterThan(0)
		const blogPage = await (await fetch(`${server.url}/blog`)).text()
		for (const post of posts) expect(blogPage).toContain(html(post.heading))
		const picture = await fetch(server.url + posts[0]!.picture)
		expect(picture.headers.get('content-type')).toMatch(/^image\//)
		const faqs = (await (await fetch(`${server.url}/faqs`)).json()) as Array<{ question: string }>
		const home = await (await fetch(server.url)).text()
		expect(home).toContain(html(faqs[0]!.question))
	})

	it('serves server-rendered HTML for pages and the 404 page with a 404 status', async () => {
		server = await startServerProcess(ADMIN)
		const home = await fetch(server.url)
		expect(home.status).toBe(200)
		expect(home.headers.get('content-type')).toContain('text/html')
		// Without the sample content, a new site is neutral (ADR 0046).
		const homeHtml = await home.text()
		expect(homeHtml).toContain('A headline that says what you do')
		expect(homeHtml).not.toMatch(/Sigma/)
		const missing = await fetch(`${server.url}/definitely/not/here`)
		expect(missing.status).toBe(404)
		expect(await missing.text()).toContain('Oops! Page Not Found')
	})
})
