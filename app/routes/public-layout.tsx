import { lazy, Suspense } from 'react'
import {
	isRouteErrorResponse,
	Outlet,
	useNavigation,
	useRouteLoaderData,
	type ShouldRevalidateFunction,
} from 'react-router'
import { NotFoundContent } from '#app/components/not-found.tsx'
import { PreviewBanner } from '#app/components/preview-banner.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { notFoundMeta, pageTitle } from '#app/lib/meta.ts'
import { site } from '#app/site-config.ts'
import { siteNavigation, type SiteNavigation } from '#app/lib/navigation.server.ts'
import { loadAdminBar } from '#app/lib/admin-bar.server.ts'
import type { Route } from './+types/public-layout'

/** Only shown when a page below failed (its own `meta` is then not used): the 404's head, or an error's title. */
export const meta: Route.MetaFunction = ({ error }) =>
	isRouteErrorResponse(error) && error.status === 404
		? notFoundMeta
		: [{ title: pageTitle('Something went wrong') }, { name: 'robots', content: 'noindex' }]

/** The blog's feed, announced on every public page (the feed is app/routes/blog-rss.ts). */
export const links: Route.LinksFunction = () => [
	{ rel: 'alternate', type: 'application/rss+xml', title: `${site.name} Blog`, href: '/blog/rss.xml' },
]

/**
 * The header's and footer's links (app/lib/navigation.server.ts), the same for every page, and the admin
 * bar for a signed-in admin (null for everyone else, at no query's cost).
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => ({
	navigation: siteNavigation,
	adminBar: await loadAdminBar(request, context),
})

/**
 * Loaded once, when the layout is entered: signing in and out happen in the admin area, so coming back
 * loads it anew (and the bar's edit link follows the address on its own). A form posted from a public
 * page may have changed the session, though, so an action reloads it as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
	formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false

/** Only the signed-in admin's pages have the bar: a visitor's never load its code. */
const AdminBar = lazy(() => import('#app/components/admin-bar.tsx').then((module) => ({ default: module.AdminBar })))

const NO_LINKS: SiteNavigation = { header: [], 'footer-services': [], 'footer-company': [] }

/** `editable`: false on an error page (an unknown id has nothing to edit). */
function Shell({ children, editable = true }: { children: React.ReactNode; editable?: boolean }) {
	const layoutData = useRouteLoaderData<typeof loader>('routes/public-layout')
	const navigation = layoutData?.navigation ?? NO_LINKS
	return (
		<div className="flex min-h-screen flex-col">
			<a href="#main" className="skip-link">
				Skip to content
			</a>
			{layoutData?.adminBar ? (
				<Suspense fallback={null}>
					<AdminBar bar={layoutData.adminBar} editable={editable} />
				</Suspense>
			) : null}
			<SiteHeader links={navigation.header} />
			<PreviewBanner />
			<main id="main" tabIndex={-1} className="flex-1 outline-none">
				{children}
			</main>
			<SiteFooter services={navigation['footer-services']} company={navigation['footer-company']} />
		</div>
	)
}

/** Pages arrive server-rendered; 'Loading...' shows only while a client-side navigation waits for data. */
function NavigationProgress() {
	const navigation = useNavigation()
	if (navigation.state !== 'loading') return null
	return (
		<div role="status" className="fixed inset-x-0 top-0 z-50">
			<div className="h-1 w-full animate-pulse bg-brand-600" />
			<span className="sr-only">Loading...</span>
		</div>
	)
}

export default function PublicLayout() {
	return (
		<Shell>
			<NavigationProgress />
			<Outlet />
		</Shell>
	)
}

/** Errors below this layout keep the header and footer: an unknown id shows the 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<Shell editable={false}>
				<NotFoundContent />
			</Shell>
		)
	}
	return (
		<Shell editable={false}>
			<div className="mx-auto max-w-2xl px-6 py-24 text-center">
				<h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
				<p className="mt-4 text-slate-600">Please try again in a moment.</p>
			</div>
		</Shell>
	)
}
