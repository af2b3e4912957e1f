import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import { optionalTextRule, type Presentation, requiredTextRule } from '#server/content/fields.ts'

/**
 * Markdown (shared/markdown.ts renders it; raw HTML shows as text): a blog post's body. Searched as its
 * source; the history diffs its words; the checks read its links, headings and images from the source.
 */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'long',
	searchText: textOf,
	facts: (value) => ({ ...noFacts(), markdown: [textOf(value)].filter(Boolean) }),
})

export const markdown = (
	label: string,
	max: number,
	{ required, ...presentation }: Presentation & { required: boolean },
) =>
	describeField(required ? requiredTextRule(label, max) : optionalTextRule(label, max), {
		kind: 'markdown',
		label,
		required,
		maxLength: max,
		...presentation,
	})
