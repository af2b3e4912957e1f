// The notice an edit screen shows while others have the item open (shared/presence.ts): names joined as
// people write them, and the verb agreeing with them.
import { describe, expect, it } from 'vitest'

import { editingNotice, joinNames, presencePath } from '#shared/presence.ts'

describe('editingNotice', () => {
	it('says nothing while nobody else is there', () => {
		expect(editingNotice([])).toBe('')
	})

	it('names one, two and more people naturally', () => {
		expect(editingNotice(['Ana'])).toBe('Ana is editing this')
		expect(editingNotice(['Ana', 'Ben'])).toBe('Ana and Ben are editing this')
		expect(editingNotice(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben and Cy are editing this')
		expect(joinNames(['Ana', 'Ben', 'Cy', 'Dee'])).toBe('Ana, Ben, Cy and Dee')
	})
})

describe('presencePath', () => {
	it('is the API address of an item’s presence', () => {
		expect(presencePath('faqs', 12)).toBe('/presence/faqs/12')
	})
})
