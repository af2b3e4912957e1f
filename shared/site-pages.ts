/**
 * The public pages that are not a content type's list or item (the home page is the `home` page's, at the
 * fixed `/`; About and the other pages built from blocks are the `pages` type's items) (app/routes.ts declares their routes; the
 * types' pages come from their definitions), with what the analytics call them.
 * tests/unit/site-pages.test.ts keeps this list and the routes in step.
 */
export const FIXED_PAGES = [
	{ path: '/', title: 'Home' },
	{ path: '/contact-us', title: 'Contact Us' },
	{ path: '/portfolio', title: 'Portfolio' },
	{ path: '/api-reference', title: 'API reference' },
] as const

/** Where the page editor posts its unsaved form for its live preview (docs/design.md §13; never a page's slug). */
export const PAGE_PREVIEW_PATH = '/page-preview'
/** The header the editor's preview posts carry (a visit to the address is a 404). */
export const PAGE_PREVIEW_HEADER = 'x-page-preview'
