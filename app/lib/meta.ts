import type { MetaDescriptor } from 'react-router'

import { type SiteView, titleFor } from '#app/lib/site-settings.ts'

/** What a `meta` function gets of the pages it renders: the root's data carries the site's settings. */
type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>

/** A page's title in the site's template (docs/design.md §13), from the root loader's settings. */
export function pageTitle(title: string | undefined, matches: Matches): string {
	const site = (matches.find((match) => match?.id === 'root')?.data as { site?: SiteView } | undefined)?.site
	return site ? titleFor(site, title) : (title ?? '')
}

/**
 * The head of a page whose item is not there (and of the 404 page). Public pages' tags are made by their
 * loaders, on the server (`meta` in their data: app/lib/seo.server.ts), so that nothing but this ships
 * as code.
 */
export const notFoundMeta = (matches: Matches): MetaDescriptor[] => [
	{ title: pageTitle('Page not found', matches) },
	{ name: 'description', content: 'The page you are looking for does not exist (any more).' },
	{ name: 'robots', content: 'noindex' },
]
