import { describe, expect, it } from 'vitest'

import { createCspNonce, pagePolicy } from '#server/security-headers.ts'

const directives = (policy: string) =>
	new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]))

describe('the page Content-Security-Policy', () => {
	it('in production: scripts only by nonce, no inline style elements, no extra connections', () => {
		const policy = directives(pagePolicy('abc'))
		expect(policy.get('script-src')).toEqual(["'nonce-abc'", "'strict-dynamic'"])
		expect(policy.get('style-src')).toEqual(["'self'"])
		expect(policy.has('connect-src')).toBe(false)
	})

	it("in development: only Vite's needs are added (its style elements and its hot-reload WebSocket)", () => {
		const production = directives(pagePolicy('abc'))
		const development = directives(pagePolicy('abc', { development: true }))
		expect(development.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
		expect(development.get('connect-src')).toEqual(["'self'", 'ws:'])
		for (const [name, sources] of production) if (name !== 'style-src') expect(development.get(name)).toEqual(sources)
	})

	it('draws a new 128-bit nonce each time', () => {
		const nonces = new Set(Array.from({ length: 100 }, createCspNonce))
		expect(nonces.size).toBe(100)
		for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
	})
})
