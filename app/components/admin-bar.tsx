import { generatePath, Link, matchPath, useLocation } from 'react-router'

/** A public page's pattern (`/blog/:id`) and the admin screen that edits what it shows (`/admin/blog/edit/:id`). */
export type PageCounterpart = { page: string; admin: string }
export type AdminBarView = { counterparts: readonly PageCounterpart[] }

/** The admin screen of the page at `pathname`, with the page's `:id` carried over; none for other pages. */
export function counterpartOf(counterparts: readonly PageCounterpart[], pathname: string): string | undefined {
	for (const { page, admin } of counterparts) {
		const match = matchPath(page, pathname)
		if (match) return generatePath(admin, match.params)
	}
	return undefined
}

const linkClass =
	'rounded px-2 py-1 font-medium text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * The signed-in admin's way back from a public page (where some saves land, as the spec says) to the admin
 * area. Rendered on the server for the admin only (app/lib/admin-bar.server.ts), so a visitor's page never
 * has it nor makes room for it. The edit link follows client-side navigation: it is worked out here from
 * the current address, so the layout's data need not be loaded again on every page.
 */
export function AdminBar({ bar, editable }: { bar: AdminBarView; editable: boolean }) {
	const { pathname } = useLocation()
	const edit = editable ? counterpartOf(bar.counterparts, pathname) : undefined
	return (
		<nav aria-label="Admin bar" className="bg-slate-900 text-sm text-white">
			<div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1.5 sm:px-6">
				<span className="mr-auto text-slate-300">Signed in as admin</span>
				<Link to="/dashboard" className={linkClass}>
					Dashboard
				</Link>
				{edit ? (
					<Link to={edit} className={linkClass}>
						Edit this page
					</Link>
				) : null}
			</div>
		</nav>
	)
}
