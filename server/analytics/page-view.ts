import { z } from 'zod'

import { UTM_MAX } from '#shared/page-views.ts'
import { isPagePath } from '#server/analytics/pages.ts'
import type { Device } from '#server/analytics/report-schema.ts'

/**
 * What the public pages' script sends when a page is shown (app/enhance/page-view.ts), and what of it is
 * kept: the path, the referring site's host (never its page), UTM tags, and a device class from the
 * viewport's width. Nothing that names a person.
 */

const PATH_MAX = 300
const HOST_MAX = 253

/** Printable text without control characters (it is shown on the admin's screens and in a CSV file). */
const tag = z
	.string({ error: 'A UTM value must be text' })
	.trim()
	.max(UTM_MAX, `A UTM value holds at most ${UTM_MAX} characters`)
	.regex(/^[^\p{Cc}]*$/u, 'A UTM value must not hold control characters')
	.optional()
	.transform((value) => value ?? '')

export const PageViewInput = z.object({
	path: z
		.string({ error: 'path must be text' })
		.min(1, 'path must start with /')
		.max(PATH_MAX, `path holds at most ${PATH_MAX} characters`)
		.regex(/^\/[^\s\p{Cc}?#]*$/u, 'path must be the page’s address, from its first /, without query or fragment')
		.meta({ description: "The page's path (`location.pathname`)" }),
	referrer: z
		.string({ error: 'referrer must be text' })
		.max(HOST_MAX)
		.regex(/^[a-z0-9.-]*$/i, 'referrer must be a host name (the referring page’s address is not sent)')
		.optional()
		.transform((value) => (value ?? '').toLowerCase())
		.meta({ description: "The referring page's host name, if any (`new URL(document.referrer).hostname`)" }),
	width: z
		.int({ error: 'width must be a whole number of CSS pixels' })
		.min(0)
		.max(100_000)
		.meta({ description: 'The viewport width in CSS pixels: only its device class is kept' }),
	utm_source: tag,
	utm_medium: tag,
	utm_campaign: tag,
})
export type PageViewInput = z.infer<typeof PageViewInput>

/** The path as it is counted ('/blog/' and '/blog' are one page), or undefined for what is not a page of the site. */
export function countedPath(path: string): string | undefined {
	const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
	return isPagePath(trimmed) ? trimmed : undefined
}

/** Plausible's classes, from the viewport's width. */
export function deviceOf(width: number): Device {
	if (width < 576) return 'mobile'
	if (width < 992) return 'tablet'
	return 'desktop'
}

/** The referring site as counted: without `www.`; '' for none or for this site itself (a visitor moving on). */
export function referrerOf(host: string, ownHosts: readonly string[]): string {
	const bare = host.replace(/^www\./, '').replace(/\.$/, '')
	if (bare === '') return ''
	return ownHosts.some((own) => own.replace(/^www\./, '') === bare) ? '' : bare
}
