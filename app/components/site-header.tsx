import { NavLink } from 'react-router'

import { Logo } from '#app/components/logo.tsx'
import { useSite } from '#app/lib/site-settings.ts'

export const CONTACT_SECTION_ID = 'contact'
export const SITE_MENU_ID = 'site-menu'

const linkClass = ({ isActive }: { isActive: boolean }) =>
	`block rounded-md px-3 py-2 text-base font-medium whitespace-nowrap transition-colors lg:text-sm ${
		isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'
	}`

/**
 * The site's header. On a phone the menu is a popover: its button opens it, Escape or a tap outside
 * closes it, without script. On a desktop the same list sits in the header's bar (app.css, `.site-menu`).
 * app/enhance/header.ts adds the shadow once the page scrolls, `aria-expanded`, and Contact Us's smooth
 * scroll to the page's own contact section. `links`: the site's navigation (app/lib/navigation.server.ts).
 */
export function SiteHeader({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
	return (
		<header
			data-enhance="header"
			data-scrolled="false"
			className="sticky top-0 z-40 bg-white/95 backdrop-blur transition-shadow data-[scrolled=true]:shadow-md"
		>
			<div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
				<a href="/" className="flex items-center text-lg text-slate-900" aria-label={`${useSite().name} home`}>
					<Logo />
				</a>
				<button
					type="button"
					popoverTarget={SITE_MENU_ID}
					aria-controls={SITE_MENU_ID}
					className="site-menu-button inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:hidden"
				>
					<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
						<path
							className="site-menu-closed"
							d="M4 7h16M4 12h16M4 17h16"
							stroke="currentColor"
							strokeWidth="2"
							strokeLinecap="round"
						/>
						<path
							className="site-menu-open"
							d="M6 6l12 12M18 6L6 18"
							stroke="currentColor"
							strokeWidth="2"
							strokeLinecap="round"
						/>
					</svg>
					Menu
				</button>
				{/* The phone's drop-down hangs below the header over the page: opaque there. On a desktop the menu
				    sits in the header's bar, so it shows the header's own translucent, blurred backdrop. */}
				<nav id={SITE_MENU_ID} popover="auto" aria-label="Main" className="site-menu">
					<ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-2">
						{links.map((link) => (
							<li key={link.to}>
								<NavLink to={link.to} end={link.to === '/'} className={linkClass}>
									{link.label}
								</NavLink>
							</li>
						))}
						<li className="mt-2 lg:mt-0 lg:ml-2">
							<a
								href="/contact-us"
								data-scroll-to={CONTACT_SECTION_ID}
								className="inline-block rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-700"
							>
								Contact Us
							</a>
						</li>
					</ul>
				</nav>
			</div>
		</header>
	)
}
