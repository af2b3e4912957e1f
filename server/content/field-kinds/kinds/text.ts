import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import { optionalTextRule, type Presentation, requiredTextRule } from '#server/content/fields.ts'

/** One line of text: a title, a name, a position. Searched; the history shows it whole. */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'text',
	searchText: textOf,
	facts: (value) => ({ ...noFacts(), texts: [textOf(value)].filter(Boolean) }),
})

export const requiredText = (label: string, max: number, presentation: Presentation = {}) =>
	describeField(requiredTextRule(label, max), { kind: 'text', label, required: true, maxLength: max, ...presentation })

/** Missing or null is stored as ''. */
export const optionalText = (label: string, max: number, presentation: Presentation = {}) =>
	describeField(optionalTextRule(label, max), { kind: 'text', label, required: false, maxLength: max, ...presentation })
