import { describe, expect, it } from 'vitest'

import { imageNames, UPLOADS_URL_PREFIX } from '#shared/image-urls.ts'
import { renderMarkdown, renderMarkdownParts } from '#shared/markdown.ts'

/** What bodies hold beyond CommonMark, as the site renders it (shared/markdown-extensions.ts, ADR 0047). */
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const html = (source: string) => renderMarkdown(source)

describe('callouts', () => {
	it.each([
		['NOTE', 'note', 'Note'],
		['TIP', 'tip', 'Tip'],
		['WARNING', 'warning', 'Warning'],
	])('> [!%s] is a titled note', (marker, type, title) => {
		expect(html(`> [!${marker}]\n> Back up first.`)).toBe(
			`<div class="callout callout-${type}" role="note"><p class="callout-title">${title}</p>\n<p>Back up first.</p>\n</div>\n`,
		)
	})

	it('takes its own title, escaped', () => {
		expect(html('> [!WARNING] Mind <img src=x onerror=alert(1)>\n> Text')).toContain(
			'<p class="callout-title">Mind &lt;img src=x onerror=alert(1)&gt;</p>',
		)
	})

	it('leaves other quotes, and unknown markers, quotes', () => {
		expect(html('> Just a quote')).toBe('<blockquote>\n<p>Just a quote</p>\n</blockquote>\n')
		expect(html('> [!DANGER]\n> x')).toContain('<blockquote>')
	})
})

describe('pictures', () => {
	const { original } = imageNames({
		id: '0123456789abcdef0123',
		width: 1600,
		height: 900,
		extension: 'jpg',
		animated: false,
	})
	const upload = UPLOADS_URL_PREFIX + original

	it("offer a library image's variants at the reading measure, with its size, loaded when near", () => {
		const out = html(`![A chart of sales](${upload})`)
		expect(out).toMatch(
			/^<p><picture><source type="image\/avif" srcset="[^"]+-w320\.avif 320w, [^"]+" sizes="\(min-width: 768px\) 720px/,
		)
		expect(out).toContain('<source type="image/webp"')
		expect(out).toContain(
			`<img src="${upload}" alt="A chart of sales" width="1600" height="900" loading="lazy" decoding="async"></picture>`,
		)
	})

	it('show any other image as an <img>, its words escaped, never a data: address', () => {
		expect(html('![a "quoted" <b>](https://example.com/x.png "Title")')).toBe(
			'<p><img src="https://example.com/x.png" alt="a &quot;quoted&quot; &lt;b&gt;" title="Title" loading="lazy" decoding="async"></p>\n',
		)
		expect(html('![x](data:image/png;base64,AAAA)')).not.toContain('<img')
	})
})

describe('tables', () => {
	it('scroll inside a focusable, named region', () => {
		expect(html('| a | b |\n|---|--:|\n| 1 | 2 |')).toMatch(
			/^<div class="table-scroll" tabindex="0" role="region" aria-label="Table">\n<table>\n<thead>[\s\S]*<td style="text-align:right">2<\/td>[\s\S]*<\/table>\n<\/div>\n$/,
		)
	})
})

describe('videos', () => {
	it('are a YouTube address alone on its line, bare or as a link to itself', () => {
		expect(renderMarkdownParts(`Intro\n\n${VIDEO}\n\n[${VIDEO}](${VIDEO})\n\nEnd`)).toEqual([
			{ html: '<p>Intro</p>\n' },
			{ video: VIDEO },
			{ video: VIDEO },
			{ html: '<p>End</p>\n' },
		])
	})

	it('stay links inside text, lists and quotes, with other words, or to other sites', () => {
		for (const source of [
			`Watch ${VIDEO} now`,
			`- ${VIDEO}`,
			`> ${VIDEO}`,
			`[the talk](${VIDEO})`,
			'https://vimeo.com/123456',
		]) {
			const parts = renderMarkdownParts(source)
			expect(parts, source).toHaveLength(1)
			expect(parts[0], source).toHaveProperty('html')
		}
	})

	it('are the link they are written as in the feed', () => {
		expect(renderMarkdown(VIDEO)).toBe(`<p><a href="${VIDEO}">${VIDEO}</a></p>\n`)
	})
})

describe('raw HTML', () => {
	it('is text, in every part', () => {
		expect(renderMarkdownParts(`<script>alert(1)</script>\n\n${VIDEO}`)).toEqual([
			{ html: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n' },
			{ video: VIDEO },
		])
	})
})
