import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import { optionalTextRule, type Presentation, requiredTextRule, type TextOptions } from '#server/content/fields.ts'

export type { TextOptions }

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

/** A text field of `kind` (one line, several, Markdown): the same rule, told apart by how it is edited and read. */
export const textField = (kind: string, label: string, max: number, { required, ...presentation }: TextOptions) =>
	describeField(required ? requiredTextRule(label, max) : optionalTextRule(label, max), {
		kind,
		label,
		required,
		maxLength: max,
		...presentation,
	})
