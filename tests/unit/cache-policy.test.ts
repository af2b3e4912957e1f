import { describe, expect, it } from 'vitest'

import { ByteLru } from '#server/cache/lru.ts'
import { cacheKind, isNotModified, isPersonalRequest, preferredEncoding } from '#server/cache/policy.ts'

describe('cacheKind', () => {
	it.each([
		['GET', '/admin', 'never'],
		['POST', '/admin', 'never'],
		['GET', '/admin.data', 'never'],
		['GET', '/admin/blog/edit/3', 'never'],
		['GET', '/dashboard', 'never'],
		['GET', '/dashboard.data', 'never'],
		['GET', '/dashboard/edit-FAQ', 'never'],
		['GET', '/contact_submissions', 'never'],
		['GET', '/contact_submissions.csv', 'never'],
		['GET', '/contact_submissions/3', 'never'],
		['PATCH', '/contact_submissions/3', 'never'],
		['DELETE', '/contact_submissions/3', 'never'],
		['GET', '/dashboard/contact-submission/3', 'never'],
		['GET', '/dashboard/contact-submission/3.data', 'never'],
		['GET', '/contact_submissionsx', 'shared'],
		['POST', '/upload', 'never'],
		// The team (docs/design.md §15), and an invitation's page, whose address is its secret.
		['GET', '/users', 'never'],
		['GET', '/invitations/abc', 'never'],
		['GET', '/invitations/abc.data', 'never'],
		['GET', '/', 'shared'],
		['HEAD', '/blog', 'shared'],
		['GET', '/blog.data', 'shared'],
		['GET', '/administrators', 'shared'],
		['GET', '/faqs/3', 'shared'],
		['POST', '/contact', 'other'],
		['POST', '/contact-us', 'other'],
	])('%s %s → %s', (method, path, kind) => {
		expect(cacheKind(method, path, {})).toBe(kind)
	})

	it('a request with the toast cookie or a session (cookie or Authorization) is personal; other cookies change nothing', () => {
		expect(cacheKind('GET', '/', { cookie: 'a=1; sigma_toast=abc' })).toBe('personal')
		expect(cacheKind('GET', '/', { cookie: 'sigma_auth_token=abc' })).toBe('personal')
		expect(cacheKind('GET', '/blog.data', { cookie: 'a=1; sigma_auth_token=abc' })).toBe('personal')
		expect(cacheKind('GET', '/faqs', { authorization: 'Bearer abc' })).toBe('personal')
		expect(cacheKind('GET', '/', { cookie: 'theme=dark; other=1' })).toBe('shared')
		expect(cacheKind('GET', '/dashboard', { cookie: 'sigma_toast=abc' })).toBe('never')
		expect(cacheKind('POST', '/faqs', { authorization: 'Bearer abc' })).toBe('other')
	})

	it('isPersonalRequest is the one test both the cache lookups and cacheKind use', () => {
		expect(isPersonalRequest({})).toBe(false)
		expect(isPersonalRequest({ cookie: '' })).toBe(false)
		expect(isPersonalRequest({ cookie: 'sigma_auth_token=' })).toBe(true)
		expect(isPersonalRequest({ authorization: '' })).toBe(true)
	})
})

describe('preferredEncoding', () => {
	it.each([
		[undefined, 'identity'],
		['', 'identity'],
		['gzip, deflate, br, zstd', 'br'],
		['gzip', 'gzip'],
		['x-gzip', 'gzip'],
		['br', 'br'],
		['BR;Q=1', 'br'],
		['br;q=0.5, gzip;q=0.8', 'gzip'],
		['br;q=0, gzip', 'gzip'],
		['gzip;q=0, br;q=0', 'identity'],
		['*', 'br'],
		['*;q=0', 'identity'],
		['identity', 'identity'],
		['deflate', 'identity'],
		['br;q=nonsense, gzip', 'gzip'],
	])('%s → %s', (header, encoding) => {
		expect(preferredEncoding(header)).toBe(encoding)
	})
})

describe('isNotModified', () => {
	const etag = 'W/"abc"'
	const modified = Date.parse('2026-11-21T10:00:00.700Z')
	it.each([
		[{ 'if-none-match': 'W/"abc"' }, true],
		[{ 'if-none-match': '"abc"' }, true],
		[{ 'if-none-match': '"x", W/"abc"' }, true],
		[{ 'if-none-match': '*' }, true],
		[{ 'if-none-match': '"abcd"' }, false],
		[{ 'if-modified-since': 'Sat, 21 Nov 2026 10:00:00 GMT' }, true],
		[{ 'if-modified-since': 'Sat, 21 Nov 2026 11:00:00 GMT' }, true],
		[{ 'if-modified-since': 'Sat, 21 Nov 2026 09:59:59 GMT' }, false],
		[{ 'if-modified-since': 'not a date' }, false],
		[{ 'if-none-match': '"x"', 'if-modified-since': 'Sat, 21 Nov 2026 11:00:00 GMT' }, false],
		[{}, false],
	])('%j → %s', (headers, expected) => {
		expect(isNotModified(headers, etag, modified)).toBe(expected)
	})
})

describe('ByteLru', () => {
	const value = (size: number) => ({ size })

	it('drops the least recently used entries past its byte budget', () => {
		const lru = new ByteLru<{ size: number }>(100)
		lru.set('a', value(40))
		lru.set('b', value(40))
		expect(lru.get('a')).toBeDefined() // a is now the most recent
		lru.set('c', value(40))
		expect(lru.get('b')).toBeUndefined()
		expect(lru.get('a')).toBeDefined()
		expect(lru.get('c')).toBeDefined()
		expect(lru.bytes).toBe(80)
		expect(lru.size).toBe(2)
	})

	it('replaces a key in place, refuses a value over the budget, and clears', () => {
		const lru = new ByteLru<{ size: number }>(100)
		lru.set('a', value(10))
		lru.set('a', value(30))
		expect(lru.bytes).toBe(30)
		lru.set('huge', value(101))
		expect(lru.get('huge')).toBeUndefined()
		expect(lru.bytes).toBe(30)
		lru.delete('a')
		expect(lru.bytes).toBe(0)
		lru.set('b', value(50))
		lru.clear()
		expect(lru.size).toBe(0)
		expect(lru.bytes).toBe(0)
	})
})
