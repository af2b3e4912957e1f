import { useLocation } from 'react-router'

import type { NavigationItem } from '#server/content/types/navigation.ts'
import { Logo } from '#app/components/logo.tsx'
import { useSite } from '#app/lib/site-settings.ts'

export const CONTACT_SECTION_ID = 'contact'
export const SITE_MENU_ID = 'site-menu'
/** The header item drawn as the button, which scrolls to the page's own contact section when it has one. */
export const CONTACT_PATH = '/contact-us'

const linkClass = (current: boolean) =>
	`block rounded-md px-3 py-2 text-base font-medium whitespace-nowrap transition-colors lg:text-sm ${
		current ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'
	}`

/** Whether a link names the page shown, or a page under it (`/` only itself), as React Router's NavLink says. */
function isCurrent(url: string, pathname: string): boolean {
	if (!url.startsWith('/')) return false
	const path = url.split(/[?#]/, 1)[0]!.replace(/(.)\/$/, '$1')
	return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)
}

function MenuLink({ label, url, pathname }: { label: string; url: string; pathname: string }) {
	const current = isCurrent(url, pathname)
	return (
		<a
			href={url}
			aria-current={current ? 'page' : undefined}
			className={linkClass(current)}
			data-scroll-to={url === CONTACT_PATH ? CONTACT_SECTION_ID : undefined}
		>
			{label}
		</a>
	)
}

/**
 * An item with links under it: a `<details>` drop-down, which opens and closes by click, tap, Enter or
 * Space without script; its own link comes first in it. Opening one closes the others (`name`).
 */
function DropDown({ item, pathname }: { item: NavigationItem; pathname: string }) {
	const current = [item, ...item.children].some((link) => isCurrent(link.url, pathname))
	return (
		<details name="site-drop-down" data-drop-down="" className="site-drop-down">
			<summary className={`${linkClass(current)} flex cursor-pointer items-center gap-1`}>
				{item.label}
				<svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className="site-drop-down-chevron">
					<path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
				</svg>
			</summary>
			<ul className="site-drop-down-panel">
				{[item, ...item.children].map((link, index) => (
					<li key={index}>
						<MenuLink label={link.label} url={link.url} pathname={pathname} />
					</li>
				))}
			</ul>
		</details>
	)
}

function HeaderItem({ item, pathname }: { item: NavigationItem; pathname: string }) {
	if (item.children.length > 0) {
		return (
			<li>
				<DropDown item={item} pathname={pathname} />
			</li>
		)
	}
	if (item.url === CONTACT_PATH) {
		return (
			<li className="mt-2 lg:mt-0 lg:ml-2">
				<a
					href={CONTACT_PATH}
					data-scroll-to={CONTACT_SECTION_ID}
					className="inline-block rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-700"
				>
					{item.label}
				</a>
			</li>
		)
	}
	return (
		<li>
			<MenuLink label={item.label} url={item.url} pathname={pathname} />
		</li>
	)
}

/**
 * The site's header. On a phone the menu is a popover: its button opens it, Escape or a tap outside
 * closes it, without script; drop-downs open nested in it. On a desktop the same list sits in the header's
 * bar (app.css, `.site-menu`) and a drop-down's links hang below it. app/enhance/header.ts adds the shadow
 * once the page scrolls, `aria-expanded`, closes a drop-down on Escape or a click elsewhere, and gives
 * Contact Us its smooth scroll to the page's own contact section. `items`: the site's navigation
 * (server/content/types/navigation.ts, read for each rendering).
 */
export function SiteHeader({ items }: { items: readonly NavigationItem[] }) {
	const { pathname } = useLocation()
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
						{items.map((item, index) => (
							<HeaderItem key={index} item={item} pathname={pathname} />
						))}
					</ul>
				</nav>
			</div>
		</header>
	)
}
