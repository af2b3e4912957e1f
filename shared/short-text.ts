// Apart from shared/markdown.ts, so a component can use it without bringing markdown-it along.

/** Plain text with its whitespace folded, cut at a word before `maxLength` (with an ellipsis) when longer. */
export function shortText(source: string, maxLength = Infinity): string {
	const text = source.replace(/\s+/g, ' ').trim()
	if (text.length <= maxLength) return text
	const cut = text.slice(0, maxLength)
	// Without the punctuation the cut ends on ('quarter.…' reads as a typo): the ellipsis stands for it.
	const kept = cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength - 20)).replace(/[\s.,;:!?\u2013\u2014-]+$/, '')
	return `${kept}…`
}
