import { describe, expect, it } from 'vitest'

import { formatTime } from '#shared/time-zone.ts'
import { isLocalPath } from '#app/lib/local-path.ts'
import { diffWords, sideOf, withContext } from '#app/lib/word-diff.server.ts'
import type { DiffPart } from '#app/lib/word-diff.ts'

const join = (parts: readonly DiffPart[]) => parts.map((part) => part.text).join('')

describe('diffWords', () => {
	it('marks the words only one side has, and gives each side back exactly', () => {
		const before = 'We build  dashboards\nfor small shops.'
		const after = 'We build forecasts and dashboards\nfor shops.'
		const parts = diffWords(before, after)
		expect(join(sideOf(parts, 'before'))).toBe(before)
		expect(join(sideOf(parts, 'after'))).toBe(after)
		expect(parts.filter((part) => part.op === 'del').map((part) => part.text.trim())).toEqual(['', 'small'])
		expect(
			parts
				.filter((part) => part.op === 'ins')
				.map((part) => part.text.trim())
				.join('|'),
		).toContain('forecasts and')
	})

	it('handles empty and identical texts', () => {
		expect(diffWords('', 'new')).toEqual([{ op: 'ins', text: 'new' }])
		expect(diffWords('old', '')).toEqual([{ op: 'del', text: 'old' }])
		expect(diffWords('same text', 'same text')).toEqual([{ op: 'same', text: 'same text' }])
	})

	it('stays fast on long texts (a blog body) and still finds the change', () => {
		const words = Array.from({ length: 20_000 }, (_, index) => `w${index % 97}`)
		const before = words.join(' ')
		const after = [...words.slice(0, 10_000), 'CHANGED', ...words.slice(10_001)].join(' ')
		const started = performance.now()
		const parts = diffWords(before, after)
		expect(performance.now() - started).toBeLessThan(2000)
		expect(parts.filter((part) => part.op !== 'same')).toEqual([
			{ op: 'del', text: words[10_000] },
			{ op: 'ins', text: 'CHANGED' },
		])
		expect(join(sideOf(parts, 'after'))).toBe(after)
	})

	it('shortens long unchanged stretches around a change', () => {
		const long = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ')
		const parts = withContext(diffWords(`${long} old ${long}`, `${long} new ${long}`), 3)
		expect(parts[0]).toEqual({ op: 'same', text: '… word97 word98 word99 ' })
		expect(parts.at(-1)).toEqual({ op: 'same', text: ' word0 word1 word2 …' })
	})
})

describe('formatTime without a time zone', () => {
	it('writes a time in UTC with the same month names everywhere', () => {
		expect(formatTime('2025-09-03T07:05:00.000Z')).toBe('3 Sep 2025, 07:05 UTC')
		expect(formatTime('2025-12-31T23:59:59.999Z')).toBe('31 Dec 2025, 23:59 UTC')
		expect(formatTime('not a time')).toBe('not a time')
	})
})

describe('isLocalPath', () => {
	it.each(['/', '/blog', '/dashboard/edit-FAQ?x=1'])('accepts %s', (path) => expect(isLocalPath(path)).toBe(true))
	it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', '/a\nb', 42])(
		'refuses %s',
		(path) => expect(isLocalPath(path)).toBe(false),
	)
})
