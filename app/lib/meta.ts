import type { MetaDescriptor } from 'react-router'

import { site } from '#app/site-config.ts'

export const pageTitle = (title?: string) => (title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`)

/**
 * The head of a page whose item is not there (and of the 404 page). Public pages' tags are made by their
 * loaders, on the server (`meta` in their data: app/lib/seo.server.ts), so that nothing but this ships
 * as code.
 */
export const notFoundMeta: MetaDescriptor[] = [
	{ title: pageTitle('Page not found') },
	{ name: 'description', content: 'The page you are looking for does not exist (any more).' },
	{ name: 'robots', content: 'noindex' },
]
