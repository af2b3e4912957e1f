import { describe, expect, it } from 'vitest'

import { readingMinutes, readingStats, wordCount } from '#shared/reading-time.ts'

/** The editor's word count and reading time, and the public post's (shared/reading-time.ts). */
describe('reading time', () => {
	it('counts words, with their apostrophes and hyphens, in any script', () => {
		expect(wordCount('')).toBe(0)
		expect(wordCount("It's a well-known fact — 42 of them!")).toBe(7)
		expect(wordCount('日本語 テキスト and café')).toBe(4)
	})

	it('rounds to whole minutes, at least one for any text', () => {
		expect(readingMinutes(0)).toBe(0)
		expect(readingMinutes(1)).toBe(1)
		expect(readingMinutes(230 * 3)).toBe(3)
		expect(readingMinutes(230 * 3 + 150)).toBe(4)
	})

	it('says both', () => {
		expect(readingStats('one').label).toBe('1 word · 1 min read')
		expect(readingStats('word '.repeat(1234)).label).toBe('1,234 words · 5 min read')
	})
})
