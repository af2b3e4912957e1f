import { defineFieldKind, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import { textField, type TextOptions } from '#server/content/field-kinds/kinds/text.ts'

/** Plain text of several lines (an FAQ's answer, a description): searched; the history diffs its words. */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'long',
	searchText: textOf,
	facts: (value) => ({ ...noFacts(), texts: [textOf(value)].filter(Boolean) }),
})

export const longText = (label: string, max: number, options: TextOptions) => textField('textarea', label, max, options)
