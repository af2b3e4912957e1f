import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

import { AUTHOR_PAGE_PATTERN } from '#shared/authors.ts'
import { TAG_PAGE_PATTERN } from '#shared/blog-tags.ts'
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '#shared/password-reset-paths.ts'
import { PAGE_PREVIEW_PATH } from '#shared/site-pages.ts'
import { contentTypes, singletons } from '#server/content/registry.ts'
import { BLOG_DELETE_PATH, PROFILE_PATH } from '#app/lib/admin-paths.ts'
import { FORM_CHECKS_PATH } from '#app/lib/form-checks.ts'

/** React Router paths have no leading slash. */
const at = (path: string) => path.replace(/^\//, '')

/**
 * Each content type's admin screens: its hand-made modules, or the generic list and edit screens that
 * render its definition (server/content/types/). A module used for several paths gets an id per type.
 */
const adminRoutes = contentTypes.flatMap(({ name, admin }) => [
	...[admin.list.path, ...(admin.list.aliases ?? [])].map((path, index) =>
		route(at(path), admin.list.module ?? 'routes/admin/content-list.tsx', {
			id: `admin/${name}/list${index === 0 ? '' : `/${index}`}`,
		}),
	),
	...(admin.edit
		? [route(at(admin.edit.path), admin.edit.module ?? 'routes/admin/content-edit.tsx', { id: `admin/${name}/edit` })]
		: []),
])

/** Each single-record type's screen (ADR 0041): one generic module draws them all. */
const singletonRoutes = singletons.map(({ name, admin }) =>
	route(at(admin.path), 'routes/admin/singleton-edit.tsx', { id: `admin/${name}/singleton` }),
)

/** Each content type's public screens (always hand-made: each is designed). */
const publicRoutes = contentTypes.flatMap(({ name, public: shown }) =>
	[shown?.list, shown?.item].flatMap((screen, index) =>
		screen?.module ? [route(at(screen.path), screen.module, { id: `${name}/${index === 0 ? 'list' : 'item'}` })] : [],
	),
)

export default [
	route('admin', 'routes/admin/sign-in.tsx'),
	route('admin/sign-out', 'routes/admin/sign-out.tsx'),
	// A forgotten password (docs/decisions/0054-password-resets.md): asking for a link, and the link's page.
	route(at(FORGOT_PASSWORD_PATH), 'routes/admin/forgot-password.tsx'),
	route(`${at(RESET_PASSWORD_PATH)}/:token`, 'routes/admin/reset-password.tsx'),
	// An invitation's link (docs/design.md §15): outside both layouts, as the sign-in page; its form posts
	// here too (the JSON API's POST at this address leaves form posts to it: ADR 0055).
	route('invitations/:token', 'routes/team-invitation.tsx'),
	// Everything below checks the session on the server, in the layout and in each loader and action.
	layout('routes/admin/layout.tsx', [
		route('dashboard', 'routes/admin/dashboard.tsx'),
		...adminRoutes,
		...singletonRoutes,
		route(at(BLOG_DELETE_PATH), 'routes/admin/blog-delete.tsx'),
		route('dashboard/contact-submission', 'routes/admin/contact-submissions.tsx'),
		route('dashboard/contact-submission/:id', 'routes/admin/contact-submission.tsx'),
		// Job applications (docs/design.md §17): every position's, or one position's (`?career_id=`).
		route('dashboard/applicants', 'routes/admin/applicants.tsx'),
		route('dashboard/applicants/:id', 'routes/admin/applicant.tsx'),
		// Every content type's trash and each item's history (docs/design.md §8).
		route('dashboard/trash', 'routes/admin/trash.tsx'),
		route('dashboard/review', 'routes/admin/review.tsx'),
		// What the checks find on the live site (docs/design.md §16).
		route('dashboard/site-health', 'routes/admin/site-health.tsx'),
		route('dashboard/history/:collection/:id', 'routes/admin/history.tsx'),
		// The media library: every stored image, its alt text and focal point (docs/design.md §9).
		route('dashboard/media', 'routes/admin/media.tsx'),
		route('dashboard/media/:id', 'routes/admin/media-item.tsx'),
		// The account's second factors and passkeys (docs/decisions/0029-account-security.md).
		route('dashboard/security', 'routes/admin/security.tsx'),
		// Each user's own name, bio and photo: their bylines and author page (docs/design.md §15).
		route(at(PROFILE_PATH), 'routes/admin/profile.tsx'),
		// The admin's open sessions and the audit log (ADR 0029).
		route('dashboard/sessions', 'routes/admin/sessions.tsx'),
		route('dashboard/audit', 'routes/admin/audit.tsx'),
		// Page views, visitors and where they came from, counted without cookies (ADR 0033).
		route('dashboard/analytics', 'routes/admin/analytics.tsx'),
		// Where addresses with no page send their visitors, earlier slugs included (docs/design.md §13).
		route('dashboard/redirects', 'routes/admin/redirects.tsx'),
		route('dashboard/redirects/:id', 'routes/admin/redirect-edit.tsx'),
		// The team: its users, their roles, and invitations (docs/design.md §15).
		route('dashboard/team', 'routes/admin/team.tsx'),
		route('dashboard/team/:id', 'routes/admin/team-member.tsx'),
	]),
	// Resource routes for crawlers and feed readers (app/lib/feeds.server.ts), cached like pages.
	route('sitemap.xml', 'routes/sitemap.ts'),
	route('robots.txt', 'routes/robots.ts'),
	route('blog/rss.xml', 'routes/blog-rss.ts'),
	// The checks of an add or edit form as typed (app/lib/item-checks.server.ts), for its checks panel: JSON.
	route(at(FORM_CHECKS_PATH), 'routes/form-checks.ts'),
	layout('routes/public-layout.tsx', [
		index('routes/home.tsx'),
		route('contact-us', 'routes/contact-us.tsx'),
		route('portfolio', 'routes/portfolio.tsx'),
		...publicRoutes,
		// Each author's page (docs/design.md §15): `author` is no post's slug (server/content/reserved-slugs.ts).
		route(at(AUTHOR_PAGE_PATTERN), 'routes/blog-author.tsx'),
		// Each tag's page (ADR 0058): `tag` is no post's slug either.
		route(at(TAG_PAGE_PATTERN), 'routes/blog-tag.tsx'),
		route('api-reference', 'routes/api-reference.tsx'),
		// The page editor's live preview of its unsaved form (app/lib/page-preview.server.ts).
		route(at(PAGE_PREVIEW_PATH), 'routes/page-preview.tsx'),
		// Anything no other route claims: docs/product.md's 404 page, with a real 404 status.
		route('*', 'routes/not-found.tsx'),
	]),
] satisfies RouteConfig
