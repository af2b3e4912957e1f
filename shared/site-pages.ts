/**
 * The public pages that are not a content type's list or item (app/routes.ts declares their routes; the
 * types' pages come from their definitions), with what the analytics call them.
 * tests/unit/site-pages.test.ts keeps this list and the routes in step.
 */
export const FIXED_PAGES = [
	{ path: '/', title: 'Home' },
	{ path: '/about', title: 'About Us' },
	{ path: '/contact-us', title: 'Contact Us' },
	{ path: '/portfolio', title: 'Portfolio' },
	{ path: '/api-reference', title: 'API reference' },
] as const
