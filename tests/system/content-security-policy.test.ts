/**
 * The Content-Security-Policy of every kind of answer, on the production build (`npm run build` first):
 * pages get a strict nonce policy whose nonce is on every script they carry, new for each rendering and
 * kept with a stored page (its 304s send none, so a browser keeps the one of its copy); everything else but uploads (tests/integration/uploads.test.ts)
 * gets a policy that allows nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { decoded, rawGet, type RawResponse } from '#tests/helpers/raw-http.ts'
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts'

const NOTHING = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** The directives of a policy, by name. */
function directives(policy: string | string[] | undefined): Map<string, string[]> {
	expect(typeof policy, 'one Content-Security-Policy header').toBe('string')
	return new Map(
		String(policy)
			.split(';')
			.map((part) => part.trim().split(/\s+/))
			.map(([name, ...sources]) => [name!, sources]),
	)
}

/** The nonce a page's policy allows, after checking the policy is a strict one. */
function strictNonce(response: RawResponse): string {
	const policy = directives(response.headers['content-security-policy'])
	const scriptSources = policy.get('script-src') ?? []
	expect(scriptSources).toHaveLength(2)
	expect(scriptSources[1]).toBe("'strict-dynamic'")
	expect(scriptSources).not.toContain("'unsafe-inline'")
	expect(scriptSources).not.toContain("'unsafe-eval'")
	expect(policy.get('object-src')).toEqual(["'none'"])
	expect(policy.get('base-uri')).toEqual(["'none'"])
	expect(policy.get('frame-ancestors')).toEqual(["'none'"])
	const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(scriptSources[0] ?? '')?.[1]
	expect(nonce, 'a 128-bit base64 nonce').toBeDefined()
	return nonce!
}

/**
 * Every <script> and module preload of the page, and whether each carries the nonce. JSON-LD blocks
 * (`type="application/ld+json"`) are data, which browsers never run, so no policy applies to them
 * (tests/e2e/seo.spec.ts checks Chromium reports no violation).
 */
function scriptsOf(html: string, nonce: string) {
	const tags = (html.match(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []).filter(
		(tag) => tag !== '<script type="application/ld+json">',
	)
	return { count: tags.length, withoutNonce: tags.filter((tag) => !tag.includes(` nonce="${nonce}"`)) }
}

describe('Content-Security-Policy', () => {
	let server: ServerProcess
	beforeAll(async () => {
		server = await startServerProcess({ ADMIN_EMAIL: 'csp@example.com', ADMIN_PASSWORD: 'system test password 42' })
	})
	afterAll(() => server.stop())

	it.each(['/', '/about', '/blog', '/admin', '/no-such-page'])(
		'%s: a strict policy whose nonce is on every script of the page',
		async (path) => {
			const response = await rawGet(server.url + path)
			expect([200, 404]).toContain(response.status)
			const nonce = strictNonce(response)
			const scripts = scriptsOf(decoded(response).toString(), nonce)
			// A public page has two (its enhancements and the speculation rules, ADR 0032); the admin's React more.
			expect(scripts.count).toBeGreaterThanOrEqual(path === '/admin' ? 4 : 2)
			expect(scripts.withoutNonce).toEqual([])
		},
	)

	it('makes a new nonce for each rendering', async () => {
		// The sign-in page is never stored: each request renders it.
		const nonces = new Set<string>()
		for (let i = 0; i < 5; i++) nonces.add(strictNonce(await rawGet(`${server.url}/admin`)))
		expect(nonces.size).toBe(5)
	})

	it('keeps the nonce with a stored page: its hits send the policy it was rendered with, its 304s none', async () => {
		const url = `${server.url}/portfolio?csp=${Date.now()}`
		const miss = await rawGet(url, { 'accept-encoding': 'br' })
		expect(miss.headers['x-cache']).toBe('MISS')
		const nonce = strictNonce(miss)
		for (const encoding of ['br', 'gzip', 'identity']) {
			const hit = await rawGet(url, { 'accept-encoding': encoding })
			expect(hit.headers['x-cache']).toBe('HIT')
			expect(hit.headers['content-security-policy']).toBe(miss.headers['content-security-policy'])
			expect(scriptsOf(decoded(hit).toString(), nonce).withoutNonce).toEqual([])
		}
		const notModified = await rawGet(url, { 'if-none-match': String(miss.headers.etag) })
		expect(notModified.status).toBe(304)
		// A browser updates its copy with a 304's headers; without one it keeps the policy of that copy.
		expect(notModified.headers['content-security-policy']).toBeUndefined()
	})

	it.each([
		['an API read', '/faqs'],
		['an API error', '/faqs/999999'],
		["a page's data request", '/blog.data'],
		['a static file', '/favicon.svg'],
		['the health check', '/healthz'],
		['the ready check', '/readyz'],
		['a missing upload', '/uploads/nothing-here.png'],
	])('%s (%s) may load, run and be framed by nothing', async (_kind, path) => {
		const first = await rawGet(server.url + path)
		expect(first.headers['content-security-policy']).toBe(NOTHING)
		// And again, from the response cache where it is stored.
		expect((await rawGet(server.url + path)).headers['content-security-policy']).toBe(NOTHING)
	})
})
