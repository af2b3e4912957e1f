import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router'

import { NOT_COUNTED_ATTRIBUTE } from '#shared/page-views.ts'
import { PAGE_PREVIEW_PATH } from '#shared/site-pages.ts'
import type { SiteNavigation } from '#server/content/types/navigation.ts'
import { AnnouncementBar } from '#app/components/announcement-bar.tsx'
import { NotFoundContent } from '#app/components/not-found.tsx'
import type { PageHandle } from '#app/components/public-scripts.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { loadAdminBar } from '#app/lib/admin-bar.server.ts'
import { notFoundMeta, pageTitle } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/site-settings.ts'
import type { Route } from './+types/public-layout'

/** Only shown when a page below failed (its own `meta` is then not used): the 404's head, or an error's title. */
export const meta: Route.MetaFunction = ({ error, matches }) =>
	isRouteErrorResponse(error) && error.status === 404
		? notFoundMeta(matches)
		: [{ title: pageTitle('Something went wrong', matches) }, { name: 'robots', content: 'noindex' }]

/**
 * The header's and footer's links (the navigation as this rendering read it: server/create-app.ts), and
 * the admin bar for a signed-in admin (null for everyone else, at no query's cost).
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => ({
	navigation: { header: context.navigation.header, footer: context.navigation.footer } satisfies SiteNavigation,
	// The page editor's live preview shows the page as visitors see it: without the bar.
	adminBar: new URL(request.url).pathname === PAGE_PREVIEW_PATH ? null : await loadAdminBar(request, context),
})

/** Every public page is server-rendered HTML, never hydrated (ADR 0032): its JavaScript is a few kB. */
export const handle: PageHandle = { hydrate: false }

/**
 * A client-side navigation to a public page (a link in the admin area, which is a React app) loads it as a
 * document instead: rendered here, it would miss its enhancements, which only run on a document.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
	window.location.assign(request.url)
	return new Promise<never>(() => {})
}

function FeedLink() {
	const site = useSite()
	return <link rel="alternate" type="application/rss+xml" title={`${site.name} Blog`} href="/blog/rss.xml" />
}

const NO_LINKS: SiteNavigation = { header: [], footer: [] }

function Shell({ children }: { children: React.ReactNode }) {
	const layoutData = useRouteLoaderData<typeof loader>('routes/public-layout')
	const navigation = layoutData?.navigation ?? NO_LINKS
	return (
		<div className="flex min-h-screen flex-col">
			<a href="#main" className="skip-link">
				Skip to content
			</a>
			{/* The admin's bar, made on the server (app/lib/admin-bar.server.ts): visitors' pages carry none of its code. */}
			{layoutData?.adminBar ? <div dangerouslySetInnerHTML={{ __html: layoutData.adminBar.html }} /> : null}
			{/* The blog's feed, announced on every public page (app/routes/blog-rss.ts); React puts it in the head. */}
			<FeedLink />
			<AnnouncementBar />
			<SiteHeader items={navigation.header} />
			<main id="main" tabIndex={-1} className="flex-1 outline-none">
				{children}
			</main>
			<SiteFooter groups={navigation.footer} />
		</div>
	)
}

export default function PublicLayout() {
	return (
		<Shell>
			<Outlet />
		</Shell>
	)
}

/** Errors below this layout keep the header and footer: an unknown id shows the 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<Shell>
				<NotFoundContent />
			</Shell>
		)
	}
	return (
		<Shell>
			<div {...{ [NOT_COUNTED_ATTRIBUTE]: '' }} className="mx-auto max-w-2xl px-6 py-24 text-center">
				<h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
				<p className="mt-4 text-slate-600">Please try again in a moment.</p>
			</div>
		</Shell>
	)
}
