import type MarkdownIt from 'markdown-it'
import githubAlerts from 'markdown-it-github-alerts'

import { parseImageUrl, srcSet, VARIANT_FORMATS } from '#shared/image-urls.ts'

/**
 * What bodies hold beyond CommonMark (docs/design.md §14, ADR 0047), for every page that shows one:
 * callouts, pictures at the size the screen needs, and tables that scroll on a phone.
 * Everything stays escaped: raw HTML is off, and the callouts' titles are escaped here (the plugin's own
 * renderer would not).
 */

/** The callouts a body may hold (`> [!NOTE]`, GitHub's syntax) and their default titles. */
export const CALLOUTS = { note: 'Note', tip: 'Tip', warning: 'Warning' } as const

/** A picture in a body is shown at most at the reading measure (`max-w-3xl`, as the detail pages' pictures). */
export const BODY_IMAGE_SIZES = '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)'

function callouts(md: MarkdownIt): void {
	md.use(githubAlerts, {
		markers: Object.keys(CALLOUTS).map((name) => name.toUpperCase()),
		titles: CALLOUTS,
		icons: {},
	})
	md.renderer.rules.alert_open = (tokens, index) => {
		const { type, title } = tokens[index]!.meta as { type: keyof typeof CALLOUTS; title: string }
		return `<div class="callout callout-${type}" role="note"><p class="callout-title">${md.utils.escapeHtml(title)}</p>\n`
	}
	md.renderer.rules.alert_close = () => '</div>\n'
}

/**
 * An image of the media library becomes a `<picture>` offering its AVIF and WebP variants, with its size
 * (nothing moves when it arrives) and loaded when near; any other image an `<img>` loaded the same way.
 */
function pictures(md: MarkdownIt): void {
	md.renderer.rules.image = (tokens, index, options, env, self) => {
		const token = tokens[index]!
		const src = token.attrGet('src') ?? ''
		const alt = self.renderInlineAsText(token.children ?? [], options, env)
		const title = token.attrGet('title')
		const info = parseImageUrl(src)
		const attributes: Array<[string, string | number | undefined]> = [
			['src', src],
			['alt', alt],
			['title', title ?? undefined],
			['width', info?.width],
			['height', info?.height],
			['loading', 'lazy'],
			['decoding', 'async'],
		]
		const image = `<img ${attributes
			.filter(([, value]) => value !== undefined)
			.map(([name, value]) => `${name}="${md.utils.escapeHtml(String(value))}"`)
			.join(' ')}>`
		if (!info || info.variants.length === 0) return image
		const sources = VARIANT_FORMATS.map(
			(format) =>
				`<source type="image/${format}" srcset="${md.utils.escapeHtml(srcSet(info, format))}" sizes="${BODY_IMAGE_SIZES}">`,
		)
		return `<picture>${sources.join('')}${image}</picture>`
	}
}

/** A table scrolls sideways inside the text's measure instead of widening the page (focusable: keyboards scroll it). */
function scrollingTables(md: MarkdownIt): void {
	md.renderer.rules.table_open = () =>
		'<div class="table-scroll" tabindex="0" role="region" aria-label="Table">\n<table>\n'
	md.renderer.rules.table_close = () => '</table>\n</div>\n'
}

/**
 * No `data:` address either, not even the pictures markdown-it allows: the site's CSP shows none, and a body's
 * pictures come from the media library (or another site) by address.
 */
function noDataAddresses(md: MarkdownIt): void {
	const validate = md.validateLink.bind(md)
	md.validateLink = (url) => !/^\s*data:/i.test(url) && validate(url)
}

/** The extensions, on one markdown-it instance. */
export function withBodyExtensions(md: MarkdownIt): MarkdownIt {
	return md.use(callouts).use(pictures).use(scrollingTables).use(noDataAddresses)
}
