import { Form, isRouteErrorResponse, Link, Outlet, useLocation } from 'react-router'

import { signInPath } from '#shared/return-path.ts'
import { UnsavedChangesGuard } from '#app/components/admin/unsaved-changes.tsx'
import { Logo } from '#app/components/logo.tsx'
import { pageOfDataRequest } from '#app/lib/admin-bar.server.ts'
import { ANALYTICS_PATH, PROFILE_PATH, SECURITY_PATH } from '#app/lib/admin-paths.ts'
import { can, requirePermission } from '#app/lib/auth.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { REVIEW_PATH } from '#app/lib/review.ts'
import type { Route } from './+types/layout'

/**
 * The screens below name themselves; when one fails, the error page needs a title of its own (the
 * robots tag is in the shell).
 */
export const meta: Route.MetaFunction = ({ error, matches }) =>
	error ? [{ title: pageTitle(errorTitle(error), matches) }] : []

function errorTitle(error: unknown) {
	if (isRouteErrorResponse(error) && error.status === 401) return 'Sign In Required'
	if (isRouteErrorResponse(error) && error.status === 404) return 'Page Not Found'
	return 'Something went wrong'
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export async function loader({ request, context }: Route.LoaderArgs) {
	// The Security screen is open to a user who must set up a second factor first; every other screen sends
	// them there (app/lib/auth.server.ts `ensurePermission`).
	const onSecurityScreen = pageOfDataRequest(new URL(request.url).pathname) === SECURITY_PATH
	const admin = await requirePermission(request, context, {
		permission: onSecurityScreen ? 'account.second-factor' : 'admin.enter',
	})
	const { trashDays, uploadMaxBytes } = context.services.config
	return {
		email: admin.email,
		trashDays,
		uploadMaxBytes,
		analytics: can(admin, { permission: 'analytics.read' }),
		review: can(admin, { permission: 'content.review' }),
		setUpOnly: admin.secondFactorPending === true,
	}
}

const NAV_LINK = 'rounded-md px-2 py-2 font-medium text-slate-700 hover:text-brand-700 sm:px-3'

function AdminShell({
	children,
	signedIn,
	analytics = false,
	review = false,
	setUpOnly = false,
}: {
	children: React.ReactNode
	signedIn: boolean
	/** Whether the user may read the analytics (a contributor may not: docs/design.md §15). */
	analytics?: boolean
	/** Whether the user reviews what contributors submit (an editor or administrator). */
	review?: boolean
	/** Only the Security screen and Sign Out: the account must set up a second factor first. */
	setUpOnly?: boolean
}) {
	return (
		<div className="flex min-h-screen flex-col bg-slate-50">
			{/* Here, not in `meta`: a screen's own `meta` would replace the layout's. React puts it in the head. */}
			<meta name="robots" content="noindex, nofollow" />
			<a href="#main" className="skip-link">
				Skip to content
			</a>
			<header className="border-b border-slate-200 bg-white">
				<div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
					<Link to={signedIn ? '/dashboard' : '/'} className="text-slate-900">
						<Logo />
						<span className="sr-only"> admin</span>
					</Link>
					{signedIn ? (
						<nav aria-label="Admin" className="flex flex-wrap items-center gap-1 text-sm sm:gap-2">
							{setUpOnly ? null : (
								<Link to="/dashboard" className={NAV_LINK}>
									Dashboard
								</Link>
							)}
							{review && !setUpOnly && (
								<Link to={REVIEW_PATH} className={NAV_LINK}>
									Review
								</Link>
							)}
							{analytics && (
								<Link to={ANALYTICS_PATH} className={NAV_LINK}>
									Analytics
								</Link>
							)}
							{setUpOnly ? null : (
								<Link to={PROFILE_PATH} className={NAV_LINK}>
									Profile
								</Link>
							)}
							<Link to={SECURITY_PATH} className={NAV_LINK}>
								Security
							</Link>
							<Link to="/" className={NAV_LINK}>
								View site
							</Link>
							<Form method="post" action="/admin/sign-out">
								<button
									type="submit"
									className="rounded-full px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
								>
									Sign Out
								</button>
							</Form>
						</nav>
					) : null}
				</div>
			</header>
			<main id="main" tabIndex={-1} className="flex-1 outline-none">
				{children}
			</main>
		</div>
	)
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<AdminShell signedIn analytics={loaderData.analytics} review={loaderData.review} setUpOnly={loaderData.setUpOnly}>
			{/* Leaving a form with unsaved changes asks first (app/components/admin/guarded-form.tsx reports them). */}
			<UnsavedChangesGuard>
				<Outlet />
			</UnsavedChangesGuard>
		</AdminShell>
	)
}

/** Without a session: docs/product.md's 'go away', with the way to sign in. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	// After signing in, the admin comes back to this very screen.
	const { pathname, search } = useLocation()
	const unauthorised = isRouteErrorResponse(error) && error.status === 401
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return (
		<AdminShell signedIn={false}>
			<div className="mx-auto max-w-xl px-6 py-24 text-center">
				{unauthorised ? (
					<>
						<h1 className="text-3xl font-bold text-slate-900">go away</h1>
						<p className="mt-4 text-slate-600">This area is for the site&apos;s admin only.</p>
						<Link
							to={signInPath(pathname + search)}
							className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
						>
							Sign in
						</Link>
					</>
				) : (
					<>
						<h1 className="text-3xl font-bold text-slate-900">
							{notFound ? 'Oops! Page Not Found' : 'Something went wrong'}
						</h1>
						<p className="mt-4 text-slate-600">
							{notFound ? 'That item does not exist (any more).' : 'Please try again in a moment.'}
						</p>
						<Link to="/dashboard" className="mt-8 inline-block text-brand-700 underline">
							Back to the dashboard
						</Link>
					</>
				)}
			</div>
		</AdminShell>
	)
}
