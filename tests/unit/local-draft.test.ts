import { describe, expect, it } from 'vitest'

import { draftStorageKey, parseDraft, readDraft, removeDraft, sameValues, writeDraft } from '#app/lib/local-draft.ts'
import { isSessionExpired } from '#app/lib/session-expired.ts'

/** A Storage in memory, as localStorage behaves. */
function memoryStorage() {
	const items = new Map<string, string>()
	return {
		items,
		getItem: (key: string) => items.get(key) ?? null,
		setItem: (key: string, value: string) => void items.set(key, String(value)),
		removeItem: (key: string) => void items.delete(key),
	}
}

describe('local drafts', () => {
	it('keeps a screen’s text values and when, under its path, and gives them back', () => {
		const storage = memoryStorage()
		writeDraft('/dashboard/edit-FAQ/3', { question: 'Why?', answer: 'Because.' }, 1_700_000_000_000, storage)
		expect([...storage.items.keys()]).toEqual([draftStorageKey('/dashboard/edit-FAQ/3')])
		expect(readDraft('/dashboard/edit-FAQ/3', storage)).toEqual({
			savedAt: 1_700_000_000_000,
			values: { question: 'Why?', answer: 'Because.' },
		})
		// Another screen's path has its own (none here).
		expect(readDraft('/dashboard/edit-FAQ', storage)).toBeUndefined()
		removeDraft('/dashboard/edit-FAQ/3', storage)
		expect(readDraft('/dashboard/edit-FAQ/3', storage)).toBeUndefined()
	})

	it.each([
		['nothing', null],
		['not JSON', '{oops'],
		['no timestamp', JSON.stringify({ values: { a: 'b' } })],
		['a non-number timestamp', JSON.stringify({ savedAt: 'yesterday', values: {} })],
		['values that are not strings', JSON.stringify({ savedAt: 1, values: { a: 1 } })],
		['values as a list', JSON.stringify({ savedAt: 1, values: ['a'] })],
		['a bare string', JSON.stringify('draft')],
	])('reads %s as no draft', (_name, raw) => {
		expect(parseDraft(raw)).toBeUndefined()
	})

	it('survives a storage that refuses (private mode, full quota)', () => {
		const refusing = {
			getItem: () => {
				throw new Error('SecurityError')
			},
			setItem: () => {
				throw new Error('QuotaExceededError')
			},
			removeItem: () => {
				throw new Error('SecurityError')
			},
		}
		expect(() => writeDraft('/x', { a: 'b' }, 1, refusing)).not.toThrow()
		expect(readDraft('/x', refusing)).toBeUndefined()
		expect(() => removeDraft('/x', refusing)).not.toThrow()
	})

	it('compares values by name, whatever their order, a missing one counting as a difference', () => {
		expect(sameValues({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true)
		expect(sameValues({ a: '1' }, { a: '1', b: '' })).toBe(false)
		expect(sameValues({ a: '1' }, { a: '2' })).toBe(false)
		expect(sameValues({}, {})).toBe(true)
	})
})

describe('isSessionExpired', () => {
	it('recognises the answer of an action without a session, and nothing else', () => {
		expect(isSessionExpired({ sessionExpired: true, error: 'x', fields: {}, values: {} })).toBe(true)
		expect(isSessionExpired({ error: 'Required', fields: {}, values: {} })).toBe(false)
		expect(isSessionExpired({ sessionExpired: 'yes' })).toBe(false)
		expect(isSessionExpired(undefined)).toBe(false)
		expect(isSessionExpired(null)).toBe(false)
	})
})
