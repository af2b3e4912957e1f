import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import { optionalTextRule, type Presentation, requiredTextRule } from '#server/content/fields.ts'

/** Plain text of several lines (an FAQ's answer, a description): searched; the history diffs its words. */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'long',
	searchText: textOf,
	facts: (value) => ({ ...noFacts(), texts: [textOf(value)].filter(Boolean) }),
})

export const longText = (
	label: string,
	max: number,
	{ required, ...presentation }: Presentation & { required: boolean },
) =>
	describeField(required ? requiredTextRule(label, max) : optionalTextRule(label, max), {
		kind: 'textarea',
		label,
		required,
		maxLength: max,
		...presentation,
	})
