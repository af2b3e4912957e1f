import MarkdownIt from 'markdown-it'
import type Token from 'markdown-it/lib/token.mjs'

/**
 * What the checks read of a Markdown body (docs/design.md §16): its headings' levels, its links with their
 * text, its images with their alt text. Parsed as the site parses bodies (shared/markdown.ts: CommonMark,
 * raw HTML off, bare addresses made links), without rendering.
 */
export type MarkdownReading = {
	headings: number[]
	links: Array<{ href: string; text: string }>
	images: Array<{ src: string; alt: string }>
}

const parser = new MarkdownIt({ html: false, linkify: true })

export function readMarkdown(source: string): MarkdownReading {
	const reading: MarkdownReading = { headings: [], links: [], images: [] }
	for (const token of parser.parse(source, {})) {
		if (token.type === 'heading_open') reading.headings.push(Number(token.tag.slice(1)))
		if (token.type === 'inline') readInline(token.children ?? [], reading)
	}
	return reading
}

function readInline(children: Token[], reading: MarkdownReading) {
	let open: { href: string; text: string } | undefined
	for (const child of children) {
		if (child.type === 'link_open') open = { href: child.attrGet('href') ?? '', text: '' }
		else if (child.type === 'link_close' && open) {
			reading.links.push({ href: open.href, text: open.text.trim() })
			open = undefined
		} else if (child.type === 'image') {
			const alt = child.children?.map((part) => part.content).join('') ?? child.content
			reading.images.push({ src: child.attrGet('src') ?? '', alt: alt.trim() })
			// An image inside a link is the link's text for a screen reader: its alt text.
			if (open) open.text += alt
		} else if (open && (child.type === 'text' || child.type === 'code_inline')) open.text += child.content
	}
}
