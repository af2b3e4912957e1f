/**
 * The rules of a redirect's addresses (shared/redirects.ts, docs/decisions/0045-redirects.md): what the form
 * and the server accept, the one form paths are stored and looked up in, and where a request is sent.
 */
import { describe, expect, it } from 'vitest'

import { fromProblem, locationFor, normalSitePath, normalTarget, targetPath, toProblem } from '#shared/redirects.ts'

describe('redirect addresses', () => {
	it('normalises site paths: trailing slashes, dot segments, encoding; never another host', () => {
		expect(normalSitePath('/old/')).toBe('/old')
		expect(normalSitePath('/')).toBe('/')
		expect(normalSitePath('/a/../b//')).toBe('/b')
		expect(normalSitePath('/café')).toBe('/caf%C3%A9')
		expect(normalSitePath('//evil.example/x')).toBe('//evil.example/x')
		expect(normalTarget('/new/?q=1#top')).toBe('/new?q=1#top')
		expect(normalTarget('HTTPS://Example.com')).toBe('https://example.com/')
		expect(targetPath('/new/?q=1')).toBe('/new')
		expect(targetPath('https://example.com/new')).toBeUndefined()
	})

	it('accepts site paths as from, and site paths or web addresses as to', () => {
		for (const ok of ['/old', '/old/page/', '/ünïcode']) expect(fromProblem(ok), ok).toBeUndefined()
		for (const bad of ['old', '//host/x', 'https://x.example/', '/a b', '/a\tb', '/a\\b', '/a?q', '/a#f'])
			expect(fromProblem(bad), bad).toBeDefined()
		for (const ok of ['/new', '/new?q=1#f', 'https://example.com', 'http://example.com/x?y'])
			expect(toProblem(ok), ok).toBeUndefined()
		for (const bad of ['new', '//host/x', 'javascript:alert(1)', 'mailto:a@b.c', 'ftp://x.example', 'https://', '/a b'])
			expect(toProblem(bad), bad).toBeDefined()
	})

	it('keeps the request’s query, before the target’s fragment', () => {
		expect(locationFor('/new', '')).toBe('/new')
		expect(locationFor('/new', '?a=1')).toBe('/new?a=1')
		expect(locationFor('/new?b=2', '?a=1')).toBe('/new?b=2&a=1')
		expect(locationFor('/new#top', '?a=1')).toBe('/new?a=1#top')
	})
})
