import { type AppLoadContext, generatePath, matchPath } from 'react-router'

import { HOME_SLUG } from '#shared/item-path.ts'
import { readSessionToken } from '#server/auth/request-auth.ts'
import { contentTypes } from '#server/content/registry.ts'
import { adminBarHtml } from '#app/components/admin-bar.server.tsx'
import { getUser } from '#app/lib/auth.server.ts'
import { itemOfPage, shownPreviewNotice } from '#app/lib/preview.server.ts'

/**
 * The admin bar of the public pages (app/components/admin-bar.server.tsx): shown only to a signed-in
 * admin. Which admin screen is a page's counterpart comes from the content type definitions
 * (server/content/types/): an item's page → its edit screen (the home page: the `home` page's), a list page → its
 * Manage screen, a home page that is no page yet → the dashboard. Worked out here, on the server, so
 * the visitors' pages carry none of its code (their JavaScript budget).
 */

/** A public page's pattern (`/blog/:slug`) and the admin screen that edits what it shows (`/admin/blog/edit/:id`). */
type PageCounterpart = { page: string; admin: string }

function counterparts(): PageCounterpart[] {
	const items = contentTypes.flatMap(({ admin, public: shown }) =>
		shown?.item && admin.edit ? [{ page: shown.item.path, admin: admin.edit.path }] : [],
	)
	const lists = contentTypes.flatMap(({ admin, public: shown }) =>
		shown?.list ? [{ page: shown.list.path, admin: admin.list.path }] : [],
	)
	// Lists first: a page built from blocks is at `/:slug`, which a list's own address (`/blog`) matches too.
	return [...lists, ...items, { page: '/', admin: '/dashboard' }]
}
const COUNTERPARTS = counterparts()

/**
 * The admin screen of the page at `pathname`, with the item's id (`itemId`, for a page named by its slug,
 * or the page's `:id`); none for other pages.
 */
export function counterpartOf(pathname: string, itemId?: number): string | undefined {
	for (const { page, admin } of COUNTERPARTS) {
		const match = matchPath(page, pathname)
		if (!match) continue
		const id = itemId === undefined ? match.params.id : String(itemId)
		if (admin.includes(':id') && id === undefined) return undefined
		return generatePath(admin, { ...match.params, id })
	}
	return undefined
}

/**
 * The page a request is for: a data request's address (React Router's single fetch) ends in `.data`, and
 * a path ending in `/` in `/_.data` (the home page's is `/_.data`; `/_root.data` before that future flag).
 */
export function pageOfDataRequest(pathname: string): string {
	if (pathname === '/_root.data') return '/'
	if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length)
	return pathname.replace(/\.data$/, '')
}

/** The bar of one page, as HTML (app/components/admin-bar.server.tsx). */
export type AdminBarView = { html: string }

/**
 * The bar for this request, or null for everyone but a signed-in admin. A request without a session
 * token (every visitor) costs no query; one with a token costs the session lookup every admin screen
 * makes. Such a request is never answered from a cache nor stored (server/cache/policy.ts).
 */
export async function loadAdminBar(request: Request, context: AppLoadContext): Promise<AdminBarView | null> {
	const token = readSessionToken({
		cookie: request.headers.get('cookie'),
		authorization: request.headers.get('authorization'),
	})
	if (token === undefined || !(await getUser(request, context))) return null
	const url = new URL(request.url)
	const pathname = pageOfDataRequest(url.pathname)
	// The home page is the page whose slug is `home` (docs/design.md §13): the bar edits it, if there is one.
	const home = pathname === '/' ? await itemOfPage(`/${HOME_SLUG}`, context) : undefined
	const item = home?.item ? home : await itemOfPage(pathname, context)
	const itemPage = home?.item ? `/${HOME_SLUG}` : pathname
	// An item's page edits that item, if there is one (an unknown id's 404 page has nothing to edit).
	const editTo = item && !item.item ? undefined : counterpartOf(itemPage, item?.item?.id)
	// A page's own preview, or that of an item it shows (`?preview=`: a draft FAQ on the home page).
	const preview = item?.preview ?? (await shownPreviewNotice(url, pathname, context))
	return { html: adminBarHtml({ editTo, preview }) }
}
