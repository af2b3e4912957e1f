import { describe, expect, it } from 'vitest'

import { itemPath } from '#shared/item-path.ts'
import { isSlug, SLUG_MAX, slugAddress, slugify, slugProblem, withSuffix } from '#shared/slugs.ts'

describe('slugify', () => {
	it('makes lowercase ASCII words joined by single hyphens', () => {
		expect(slugify('Forecasting with little data')).toBe('forecasting-with-little-data')
		expect(slugify('  AI & ML: what’s next?!  ')).toBe('ai-ml-what-s-next')
		expect(slugify('C++ -- and  Rust')).toBe('c-and-rust')
	})

	it('folds diacritics and a few letters NFKD leaves whole', () => {
		expect(slugify('Crème brûlée à Zürich')).toBe('creme-brulee-a-zurich')
		expect(slugify('Straße in Łódź, Ærø')).toBe('strasse-in-lodz-aero')
	})

	it('is never only digits, nor empty', () => {
		expect(slugify('2026')).toBe('item-2026')
		expect(slugify('12 34')).toBe('12-34')
		expect(slugify('¿¡…!?')).toBe('item')
		expect(slugify('数据')).toBe('item')
		expect(isSlug(slugify('2026'))).toBe(true)
	})

	it('cuts a long title at a word, within the limit', () => {
		const slug = slugify('word '.repeat(40))
		expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
		expect(slug).toMatch(/^word(-word)+$/)
		expect(slugify('x'.repeat(200))).toHaveLength(SLUG_MAX)
	})
})

describe('slug rules', () => {
	it('accepts what slugify makes and refuses the rest with a reason', () => {
		expect(slugProblem('my-post-2')).toBeUndefined()
		expect(slugProblem('')).toMatch(/required/)
		expect(slugProblem('123')).toMatch(/only digits/)
		expect(slugProblem('My Post')).toMatch(/lowercase/)
		expect(slugProblem('a--b')).toMatch(/single hyphens/)
		expect(slugProblem('-a')).toBeDefined()
		expect(slugProblem('a'.repeat(SLUG_MAX + 1))).toMatch(/at most 80/)
	})

	it('numbers a taken slug, keeping within the limit', () => {
		expect(withSuffix('post', 1)).toBe('post')
		expect(withSuffix('post', 2)).toBe('post-2')
		const long = withSuffix('a'.repeat(SLUG_MAX), 12)
		expect(long).toHaveLength(SLUG_MAX)
		expect(long.endsWith('-12')).toBe(true)
	})
})

describe('addresses', () => {
	it('fills a pattern with the slug, or an admin pattern with the id', () => {
		expect(itemPath('/blog/:slug', { id: 3, slug: 'my-post' })).toBe('/blog/my-post')
		expect(itemPath('/admin/blog/edit/:id', { id: 3, slug: 'my-post' })).toBe('/admin/blog/edit/3')
		expect(itemPath('/admin/blog/edit/:id', 3)).toBe('/admin/blog/edit/3')
		expect(() => itemPath('/blog/:slug', 3)).toThrow(/no slug/)
		expect(slugAddress('https://example.com/', '/blog/:slug', 'my-post')).toBe('https://example.com/blog/my-post')
	})
})
