import type { AppLoadContext } from 'react-router'
import { readSessionToken } from '#server/auth/request-auth.ts'
import { contentTypes } from '#server/content/registry.ts'
import { getAdmin } from '#app/lib/auth.server.ts'
import type { AdminBarView, PageCounterpart } from '#app/components/admin-bar.tsx'

/**
 * The admin bar of the public pages (app/components/admin-bar.tsx): shown only to a signed-in admin.
 * Which admin screen is a page's counterpart comes from the content type definitions
 * (server/content/types/): an item's page → its edit screen, a list page → its Manage screen, the home
 * page (which shows partners, FAQs and testimonials) → the dashboard.
 */
function counterparts(): PageCounterpart[] {
	const items = contentTypes.flatMap(({ admin, public: shown }) =>
		shown?.item && admin.edit ? [{ page: shown.item.path, admin: admin.edit.path }] : [],
	)
	const lists = contentTypes.flatMap(({ admin, public: shown }) =>
		shown?.list ? [{ page: shown.list.path, admin: admin.list.path }] : [],
	)
	return [...items, ...lists, { page: '/', admin: '/dashboard' }]
}

/** The same for every request (it changes only with the code). */
export const adminBarView: AdminBarView = { counterparts: counterparts() }

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
	if (token === undefined) return null
	return (await getAdmin(request, context)) ? adminBarView : null
}
