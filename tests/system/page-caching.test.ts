/**
 * HTTP caching and the server's response cache for the rendered pages, on the production build
 * (`npm run build` first): headers per kind, 304s, encodings, client-navigation data requests,
 * invalidation through the admin screens' actions, two processes on one database, SERVER_CACHE=0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectHttpCaching, IMMUTABLE_CACHE_CONTROL, rawGet, SHARED_CACHE_CONTROL } from '#tests/helpers/raw-http.ts'
import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'system test password 42', LOG_REQUESTS: '0' }

async function page(server: ServerProcess, path: string, headers: Record<string, string> = {}) {
	const response = await fetch(server.url + path, { headers, redirect: 'manual' })
	return {
		status: response.status,
		xCache: response.headers.get('x-cache'),
		cacheControl: response.headers.get('cache-control'),
		headers: response.headers,
		text: await response.text(),
	}
}

/** Reads a page until it comes from the cache. */
async function warm(server: ServerProcess, path: string) {
	await page(server, path)
	const again = await page(server, path)
	expect(again.xCache, path).toBe('HIT')
	return again
}

describe('page caching in the production server', () => {
	let server: ServerProcess
	let session: { token: string; cookie: string }
	const api = (method: string, path: string, body?: unknown) =>
		fetch(server.url + path, {
			method,
			headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
			body: body === undefined ? undefined : JSON.stringify(body),
		})
	/** Posts an admin screen's form as a browser without JavaScript would, with the session cookie. */
	const submit = (path: string, fields: Record<string, string>) =>
		fetch(server.url + path, {
			method: 'POST',
			headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams(fields).toString(),
			redirect: 'manual',
		})

	beforeAll(async () => {
		// TRUST_PROXY: a hit over HTTPS (as a TLS-ending proxy says) gets HSTS, like a miss.
		server = await startServerProcess({ ...ADMIN, TRUST_PROXY: '1' })
		session = await signIn(server, ADMIN)
		for (let i = 1; i <= 3; i++) {
			await api('POST', '/faqs', { question: `Standing question ${i}?`, answer: 'An answer.' })
		}
	})
	afterAll(() => server?.stop('SIGKILL'))

	it('answers public pages with validators, 304s and brotli/gzip/identity bytes that agree', async () => {
		for (const path of ['/', '/blog', '/portfolio/products', '/about']) {
			const answer = await expectHttpCaching(server.url + path)
			expect(answer.headers['content-type']).toMatch(/^text\/html/)
			expect((await rawGet(server.url + path)).headers['x-cache']).toBe('HIT')
		}
	})

	it('stores a page on its first read and answers the next from memory, with the same bytes', async () => {
		const first = await page(server, '/career')
		expect(first.xCache).toBe('MISS')
		const second = await page(server, '/career')
		expect(second.xCache).toBe('HIT')
		expect(second.text).toBe(first.text)
		expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
		// Security headers come with every answer, stored or not.
		expect(second.headers.get('x-content-type-options')).toBe('nosniff')
		expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
	})

	it('answers a hit (served before Express) with the same headers as a miss, each once, and its own request id', async () => {
		const miss = await page(server, '/about?hit-headers')
		expect(miss.xCache).toBe('MISS')
		const hits = [await page(server, '/about?hit-headers'), await page(server, '/about?hit-headers')]
		const security = (headers: Headers) =>
			Object.fromEntries(
				[...headers].filter(([name]) =>
					/^(x-(content-type|frame|dns|download|permitted|xss)|cross-origin|origin-agent|referrer|permissions-policy)/.test(
						name,
					),
				),
			)
		expect(Object.keys(security(miss.headers)).length).toBeGreaterThanOrEqual(9)
		expect(miss.headers.get('permissions-policy')).toContain('camera=()')
		// Everything but the moment, the id and X-Cache; fetch would join a header sent twice ("a, a").
		const perAnswer = new Set(['date', 'x-request-id', 'x-cache'])
		const stored = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !perAnswer.has(name)))
		for (const hit of hits) {
			expect(hit.xCache).toBe('HIT')
			expect(security(hit.headers)).toEqual(security(miss.headers))
			expect(stored(hit.headers)).toEqual(stored(miss.headers))
			expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
		}
		expect(hits[0]!.headers.get('x-request-id')).not.toBe(hits[1]!.headers.get('x-request-id'))
		expect(hits[0]!.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'))
	})

	it('adds HSTS to a hit that came over HTTPS through the trusted proxy, and to no other', async () => {
		const overHttps = { 'x-forwarded-proto': 'https' }
		for (const path of ['/about?hsts', '/faqs?hsts']) {
			await rawGet(server.url + path, overHttps)
			const hit = await rawGet(server.url + path, overHttps)
			expect(hit.headers['x-cache'], path).toBe('HIT')
			expect(hit.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
			await rawGet(server.url + path)
			const plainHit = await rawGet(server.url + path)
			expect(plainHit.headers['x-cache'], path).toBe('HIT')
			expect(plainHit.headers['strict-transport-security'], path).toBeUndefined()
		}
	})

	it('caches the data requests of client-side navigation (.data) like the pages', async () => {
		const data = await page(server, '/blog.data')
		expect(data.status).toBe(200)
		expect(data.cacheControl).toBe(SHARED_CACHE_CONTROL)
		expect(data.headers.get('etag')).toBeTruthy()
		expect((await page(server, '/blog.data')).xCache).toBe('HIT')
		expect((await page(server, '/blog.data?_routes=routes/blog')).xCache).toBe('MISS')
	})

	it('never stores the 404 page', async () => {
		for (let i = 0; i < 2; i++) {
			const missing = await page(server, '/no/such/page')
			expect(missing.status).toBe(404)
			expect(missing.xCache).toBeNull()
			expect(missing.cacheControl).toBe('no-store')
		}
	})

	it('serves hashed build assets immutable for a year', async () => {
		const home = await page(server, '/')
		const assets = [...home.text.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0])
		expect(assets.length).toBeGreaterThan(0)
		for (const asset of new Set(assets)) {
			const response = await rawGet(server.url + asset)
			expect(response.status, asset).toBe(200)
			expect(response.headers['cache-control'], asset).toBe(IMMUTABLE_CACHE_CONTROL)
		}
	})

	it('marks the admin area and the sign-in page no-store, signed in or not, and never stores them', async () => {
		for (const cookie of [undefined, session.cookie]) {
			for (const path of ['/admin', '/dashboard', '/dashboard/edit-FAQ', '/dashboard.data', '/admin/blog/edit/1']) {
				for (let i = 0; i < 2; i++) {
					const answer = await page(server, path, cookie ? { cookie } : {})
					expect(answer.cacheControl, `${path} ${answer.status}`).toBe('no-store')
					expect(answer.xCache, path).toBeNull()
				}
			}
		}
		expect((await page(server, '/dashboard', { cookie: session.cookie })).status).toBe(200)
	})

	it('answers a request that carries the toast cookie privately, with its toast, and stores nothing of it', async () => {
		await warm(server, '/')
		const toast = Buffer.from(JSON.stringify({ type: 'success', message: 'Saved just now' })).toString('base64url')
		const personal = await page(server, '/', { cookie: `sigma_toast=${toast}` })
		expect(personal.status).toBe(200)
		expect(personal.cacheControl).toBe('private, no-store')
		expect(personal.xCache).toBeNull()
		expect(personal.text).toContain('Saved just now')
		expect(personal.headers.get('set-cookie')).toMatch(/^sigma_toast=;/)
		const shared = await page(server, '/')
		expect(shared.xCache).toBe('HIT')
		expect(shared.text).not.toContain('Saved just now')
	})

	it('shows the admin bar to a signed-in admin only, in private answers that never enter the cache', async () => {
		const created = await api('POST', '/products', {
			title: 'Bar product',
			description: 'On a page the admin bar edits.',
			picture: '/uploads/bar.webp',
		})
		const { id, slug } = (await created.json()) as { id: number; slug: string }
		const bar = 'aria-label="Admin bar"'
		for (const path of [`/portfolio/products/${slug}`, '/about?admin-bar']) {
			// Signed in first: the answer is the admin's alone.
			const admin = await page(server, path, { cookie: session.cookie })
			expect(admin.status, path).toBe(200)
			expect(admin.cacheControl, path).toBe('private, no-store')
			expect(admin.xCache, path).toBeNull()
			expect(admin.headers.get('etag'), path).toBeNull()
			expect(admin.text, path).toContain(bar)
			// Then a visitor: nothing of the admin's answer was kept; theirs is stored, and has no bar.
			const visitor = await page(server, path)
			expect(visitor.xCache, path).toBe('MISS')
			expect(visitor.cacheControl, path).toBe(SHARED_CACHE_CONTROL)
			expect(visitor.text, path).not.toContain(bar)
			const again = await page(server, path)
			expect(again.xCache, path).toBe('HIT')
			expect(again.text, path).not.toContain(bar)
			// A stored page is never handed to the admin (it would lack the bar).
			const adminAgain = await page(server, path, { cookie: session.cookie })
			expect(adminAgain.xCache, path).toBeNull()
			expect(adminAgain.text, path).toContain(bar)
		}
		const admin = await page(server, `/portfolio/products/${slug}`, { cookie: session.cookie })
		expect(admin.text).toContain(`href="/admin/products/edit/${id}"`)
		expect(admin.text).toContain('Edit this page')
		// The data of client-side navigation likewise: the layout's bar data, privately, for the admin only.
		const data = await page(server, '/about.data?admin-bar', { cookie: session.cookie })
		expect(data.cacheControl).toBe('private, no-store')
		expect(data.text).toContain('Admin bar')
		const visitorData = await page(server, '/about.data?admin-bar')
		expect(visitorData.xCache).toBe('MISS')
		expect(visitorData.text).not.toContain('Admin bar')
		// A session that is not (or no longer) valid shows no bar, and still bypasses the cache.
		const stale = await page(server, '/about?admin-bar', { cookie: 'sigma_auth_token=not-a-session' })
		expect(stale.cacheControl).toBe('private, no-store')
		expect(stale.text).not.toContain(bar)
	})

	it('shows an admin screen save (create, update, delete) on the public pages at once', async () => {
		await warm(server, '/')
		await warm(server, '/_.data')
		const created = await submit('/dashboard/edit-FAQ', { question: 'Made in the admin?', answer: 'Yes.' })
		expect(created.status).toBe(302)
		expect(created.headers.get('cache-control')).toBe('no-store')
		const afterCreate = await page(server, '/')
		expect(afterCreate.xCache).toBe('MISS')
		expect(afterCreate.text).toContain('Made in the admin?')
		expect((await page(server, '/_.data')).text).toContain('Made in the admin?')

		const faqs = (await (await fetch(`${server.url}/faqs`)).json()) as Array<{ id: number; question: string }>
		const id = faqs.find((faq) => faq.question === 'Made in the admin?')!.id
		await warm(server, '/')
		const updated = await submit(`/dashboard/edit-FAQ/${id}`, { question: 'Changed in the admin?', answer: 'Yes.' })
		expect(updated.status).toBe(302)
		const afterUpdate = await page(server, '/')
		expect(afterUpdate.text).toContain('Changed in the admin?')
		expect(afterUpdate.text).not.toContain('Made in the admin?')

		await warm(server, '/')
		const deleted = await submit('/dashboard/edit-FAQ', { intent: 'delete', id: String(id) })
		expect(deleted.status).toBe(302)
		expect((await page(server, '/')).text).not.toContain('Changed in the admin?')
	})

	it('shows an API write on the pages at once, detail pages included', async () => {
		const post = (await (
			await api('POST', '/blogs', { heading: 'Cached heading', body: 'First body', picture: '/uploads/x.webp' })
		).json()) as { id: number; slug: string }
		await warm(server, '/blog')
		await warm(server, `/blog/${post.slug}`)
		await api('PUT', `/blogs/${post.id}`, { heading: 'Fresh heading' })
		expect((await page(server, `/blog/${post.slug}`)).text).toContain('Fresh heading')
		expect((await page(server, '/blog')).text).toContain('Fresh heading')
		await api('DELETE', `/blogs/${post.id}`)
		expect((await page(server, `/blog/${post.slug}`)).status).toBe(404)
		expect((await page(server, '/blog')).text).not.toContain('Fresh heading')
	})

	it('shows a write made through another process on the same database within 1.5 s', async () => {
		const other = await startServerProcess({ ...ADMIN, DATA_DIR: server.dataDir })
		try {
			await warm(other, '/')
			const started = performance.now()
			await api('POST', '/faqs', { question: 'Written next door?', answer: 'Yes.' })
			expect((await page(server, '/')).text).toContain('Written next door?')
			while (!(await page(other, '/')).text.includes('Written next door?')) {
				expect(performance.now() - started).toBeLessThan(1500)
				await new Promise((resolve) => setTimeout(resolve, 25))
			}
		} finally {
			await other.stop('SIGKILL')
		}
	})
})

describe('the production server with SERVER_CACHE=0', () => {
	let server: ServerProcess
	beforeAll(async () => {
		server = await startServerProcess({ ...ADMIN, SERVER_CACHE: '0' })
	})
	afterAll(() => server?.stop('SIGKILL'))

	it('renders every page anew but still sends validators, 304s and compressed bytes', async () => {
		for (let i = 0; i < 2; i++) expect((await page(server, '/')).xCache).toBeNull()
		const plain = await rawGet(`${server.url}/`)
		expect(plain.headers['cache-control']).toBe(SHARED_CACHE_CONTROL)
		expect(plain.headers.etag).toBeTruthy()
		// Each rendering has its own Content-Security-Policy nonce, which the ETag leaves out.
		const again = await rawGet(`${server.url}/`)
		expect(again.headers['content-security-policy']).not.toBe(plain.headers['content-security-policy'])
		expect(again.headers.etag).toBe(plain.headers.etag)
		expect((await rawGet(`${server.url}/`, { 'if-none-match': plain.headers.etag! })).status).toBe(304)
		const encoded = await rawGet(`${server.url}/`, { 'accept-encoding': 'gzip' })
		expect(encoded.headers['content-encoding']).toBe('gzip')
		expect((await page(server, '/admin')).cacheControl).toBe('no-store')
	})
})
