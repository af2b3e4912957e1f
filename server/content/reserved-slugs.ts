/**
 * The first path segments the site itself answers (its routes in app/routes.ts, the JSON API's paths,
 * the static files' folders): a page at `/{slug}` may not take one (docs/design.md §13). Written out
 * rather than derived, because the domain layer may not read the routes or the API (ADR 0017);
 * tests/unit/reserved-slugs.test.ts proves every route and API path is here. `home` and `about` are pages.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
	// Public routes and resources.
	'blog',
	'career',
	'careers',
	'contact-us',
	'portfolio',
	'api-reference',
	'page-preview',
	'sitemap',
	'robots',
	// The admin area.
	'admin',
	'dashboard',
	// An invitation's page, and its call (docs/design.md §15).
	'invitations',
	// Files and the server's own.
	'assets',
	'uploads',
	'upload',
	'healthz',
	'readyz',
	'openapi',
	// The JSON API's collections and calls.
	'analytics',
	'applications',
	'auth',
	'blogs',
	'consulting',
	'contact',
	'contact-submissions',
	'contact_submissions',
	'job-applications',
	'faqs',
	'media',
	'navigation',
	'pages',
	'partners',
	'presence',
	'products',
	'redirects',
	'settings',
	'site-checks',
	'testimonials',
	'trash',
	'users',
]

/**
 * Slugs no blog post may take: `/blog/author/{slug}` are the authors' pages (docs/design.md §15) and
 * `/blog/tag/{slug}` the tags' (ADR 0058), so `/blog/author` and `/blog/tag` are no post's address either.
 */
export const RESERVED_BLOG_SLUGS: readonly string[] = ['author', 'tag']
