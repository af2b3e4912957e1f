import Paragraph from '@tiptap/extension-paragraph'

/**
 * What would begin a block at a line's start: a heading's `#`, a bullet's `-` or `+`, a number's `.` or `)`,
 * a quote's `>`, a setext underline (`---`, `===`). @tiptap/markdown escapes the inline marks only, so an
 * edited "\# 1 priority" came back a heading (ADR 0048).
 */
const BLOCK_STARTS: Array<[RegExp, string]> = [
	[/^( {0,3})(#{1,6})(?=[ \t]|$)/, '$1\\$2'],
	[/^( {0,3})([-+])(?=[ \t]|$)/, '$1\\$2'],
	[/^( {0,3})(\d{1,9})([.)])(?=[ \t]|$)/, '$1$2\\$3'],
	[/^( {0,3})(>)/, '$1\\$2'],
	[/^( {0,3})(-{2,}|={2,})([ \t]*)$/, '$1\\$2$3'],
]

/** Each line of a paragraph's Markdown with what would start a block there escaped (read back as the text). */
export const escapeLineStarts = (markdown: string): string =>
	markdown
		.split('\n')
		.map((line) => BLOCK_STARTS.reduce((escaped, [start, replacement]) => escaped.replace(start, replacement), line))
		.join('\n')

/** The paragraph, written so that its text stays text when read again. */
export const BodyParagraph = Paragraph.extend({
	renderMarkdown(node, helpers, context) {
		return escapeLineStarts(this.parent?.(node, helpers, context) ?? '')
	},
})
