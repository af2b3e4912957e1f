import MarkdownIt from 'markdown-it'
import type Token from 'markdown-it/lib/token.mjs'

import { withBodyExtensions } from '#shared/markdown-extensions.ts'
import { shortText } from '#shared/short-text.ts'
import { youtubeVideoId } from '#shared/youtube.ts'

/**
 * Bodies are CommonMark with GFM tables, callouts and pictures (shared/markdown-extensions.ts). Raw HTML
 * is off (it is shown as text) and markdown-it refuses javascript:/vbscript:/data: links, so a body can
 * never inject script into the page.
 */
const markdown = withBodyExtensions(new MarkdownIt({ html: false, linkify: true, typographer: true }))
// Job descriptions were plain text shown with their line breaks before they were Markdown: a single
// line break still ends a line there, so the positions written before keep their look.
const markdownWithBreaks = withBodyExtensions(
	new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: true }),
)

type RenderOptions = { breaks?: boolean }

/** A body as one HTML text (the feed, structured data): a video is the link it is written as. */
export function renderMarkdown(source: string, { breaks = false }: RenderOptions = {}): string {
	return (breaks ? markdownWithBreaks : markdown).render(source)
}

/** A body as a page shows it: its HTML, and between, each video written as a YouTube link alone on its line. */
export type BodyPart = { html: string } | { video: string }

export function renderMarkdownParts(source: string, { breaks = false }: RenderOptions = {}): BodyPart[] {
	const md = breaks ? markdownWithBreaks : markdown
	const env = {}
	const tokens = md.parse(source, env)
	const parts: BodyPart[] = []
	let start = 0
	const html = (end: number) => {
		if (end > start) parts.push({ html: md.renderer.render(tokens.slice(start, end), md.options, env) })
	}
	for (let index = 0; index < tokens.length; index++) {
		const open = tokens[index]!
		const video = open.type === 'paragraph_open' && open.level === 0 ? videoOf(tokens[index + 1]) : undefined
		if (!video) continue
		html(index)
		parts.push({ video })
		// The paragraph's three tokens: open, its line, close.
		start = index + 3
		index += 2
	}
	html(tokens.length)
	return parts
}

/** The YouTube address a paragraph's line is, alone (bare, or a link whose text is its address). */
function videoOf(line: Token | undefined): string | undefined {
	if (line?.type !== 'inline') return undefined
	const children = (line.children ?? []).filter((child) => !(child.type === 'text' && child.content.trim() === ''))
	const [open, text, close, ...rest] = children
	if (rest.length || open?.type !== 'link_open' || text?.type !== 'text' || close?.type !== 'link_close')
		return undefined
	const href = open.attrGet('href') ?? ''
	const id = youtubeVideoId(href)
	return id && youtubeVideoId(text.content.trim()) === id ? href : undefined
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
