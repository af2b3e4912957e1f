import MarkdownIt from 'markdown-it'

import { shortText } from '#shared/short-text.ts'

/**
 * Blog bodies are CommonMark. Raw HTML is off (it is shown as text) and markdown-it refuses
 * javascript:/vbscript:/data: links, so a body can never inject script into the page.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true })
// Job descriptions were plain text shown with their line breaks before they were Markdown: a single
// line break still ends a line there, so the positions written before keep their look.
const markdownWithBreaks = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: true })

export function renderMarkdown(source: string, { breaks = false }: { breaks?: boolean } = {}): string {
	return (breaks ? markdownWithBreaks : markdown).render(source)
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** The plain text of a Markdown body, for previews and descriptions: no markup, whitespace folded. */
export function markdownToPlainText(source: string, maxLength = Infinity): string {
	const text = renderMarkdown(source)
		// Inline markup sits inside words and next to punctuation; anything else separates what it holds.
		.replace(/<\/?(?:a|em|strong|code|s)\b[^>]*>/g, '')
		.replace(/<[^>]+>/g, ' ')
		.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
	return shortText(text, maxLength)
}

export { shortText }
