import '#app/app.css'

// The same file app.css's @font-face names, so Vite emits it once under one hashed (immutable) URL.
import brandFontUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import type { ReactNode } from 'react'
import {
	data,
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useMatches,
	useRouteLoaderData,
} from 'react-router'

import { isServerOnlyPage, PublicScripts } from '#app/components/public-scripts.tsx'
import { Toaster } from '#app/components/toaster.tsx'
import { siteView } from '#app/lib/site-settings.server.ts'
import { takeToast, toastView } from '#app/lib/toast.server.ts'
import type { Route } from './+types/root'

export const links: Route.LinksFunction = () => [
	// Found in the HTML rather than after the stylesheet is parsed, so the brand font usually arrives before
	// the first paint and the fallback is rarely seen. Fonts are fetched in CORS mode: without `crossorigin`
	// the preload would not be reused and the font would be fetched twice.
	{ rel: 'preload', href: brandFontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
]

export function loader({ request, context }: Route.LoaderArgs) {
	const { toast, headers } = takeToast(request)
	return data({ toast: toast && toastView(toast), site: siteView(context) }, { headers })
}

export function Layout({ children }: { children: ReactNode }) {
	const rootData = useRouteLoaderData<typeof loader>('root')
	// Public pages are not hydrated: React renders them here, and a few kB of enhancements do the rest.
	const serverOnly = isServerOnlyPage(useMatches())
	return (
		<html lang="en">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				{/* The server's no-referrer header makes a plain form post say `Origin: null`, which its CSRF check refuses. */}
				<meta name="referrer" content="same-origin" />
				<Meta />
				<Favicon href={rootData?.site.favicon ?? null} />
				{/* No nonce on styles (style-src takes none); the browser hides nonces from scripts, so the client would render a different one. */}
				<Links nonce="" />
			</head>
			<body className="min-h-screen bg-white font-sans text-slate-800 antialiased wrap-break-word">
				{children}
				<Toaster toast={rootData?.toast} />
				{serverOnly ? (
					<PublicScripts />
				) : (
					<>
						<ScrollRestoration />
						<Scripts />
					</>
				)}
			</body>
		</html>
	)
}

/** The browsers' icon: the settings' `favicon` when set (a media library picture), else the built-in one. */
function Favicon({ href }: { href: string | null }) {
	return href ? <link rel="icon" href={href} /> : <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
	return (
		<main className="mx-auto max-w-2xl px-6 py-24 text-center">
			<h1 className="text-3xl font-bold text-slate-900">{title}</h1>
			<p className="mt-4 text-slate-600">Please try again in a moment.</p>
			<a className="mt-8 inline-block text-brand-600 underline" href="/">
				Go back to Home
			</a>
		</main>
	)
}
