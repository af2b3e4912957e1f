import { markdownToPlainText } from '#shared/markdown.ts'
import { defineFieldKind, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import { textField, type TextOptions } from '#server/content/field-kinds/kinds/text.ts'

/**
 * Markdown (shared/markdown.ts renders it; raw HTML shows as text): a blog post's body, a job or portfolio
 * description, an FAQ's answer, edited in the rich-text editor (ADR 0048). Searched as its
 * source; the history diffs its words; the checks read its links, headings and images from the source.
 */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'long',
	// A form's textarea sends its line breaks as CRLF (the HTML standard): kept as the \n the editor and the API write.
	fromForm: (text) => (typeof text === 'string' ? text.replace(/\r\n?/g, '\n') : text),
	searchText: textOf,
	plainText: (value) => markdownToPlainText(textOf(value)),
	facts: (value) => ({ ...noFacts(), markdown: [textOf(value)].filter(Boolean) }),
})

export const markdown = (label: string, max: number, options: TextOptions) => textField('markdown', label, max, options)
