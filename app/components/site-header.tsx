import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Logo } from '#app/components/logo.tsx'

export const CONTACT_SECTION_ID = 'contact'

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Contact Us scrolls to this page's contact section when it has one, and otherwise goes to /contact-us. */
function scrollToContact(event: MouseEvent<HTMLAnchorElement>, onDone: () => void) {
	const section = document.getElementById(CONTACT_SECTION_ID)
	if (!section) return onDone()
	event.preventDefault()
	section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
	section.focus({ preventScroll: true })
	onDone()
}

/** `links`: the site's navigation (app/lib/navigation.server.ts). */
export function SiteHeader({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
	const [menuOpen, setMenuOpen] = useState(false)
	const [scrolled, setScrolled] = useState(false)
	const location = useLocation()
	const menuId = useId()
	const menuButton = useRef<HTMLButtonElement>(null)

	useEffect(() => {
		const update = () => setScrolled(window.scrollY > 0)
		update()
		window.addEventListener('scroll', update, { passive: true })
		return () => window.removeEventListener('scroll', update)
	}, [])

	// A navigation closes the menu.
	const [lastPath, setLastPath] = useState(location.pathname)
	if (lastPath !== location.pathname) {
		setLastPath(location.pathname)
		setMenuOpen(false)
	}

	useEffect(() => {
		if (!menuOpen) return
		const onKey = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return
			setMenuOpen(false)
			menuButton.current?.focus()
		}
		document.addEventListener('keydown', onKey)
		return () => document.removeEventListener('keydown', onKey)
	}, [menuOpen])

	const linkClass = ({ isActive }: { isActive: boolean }) =>
		`block rounded-md px-3 py-2 text-base font-medium whitespace-nowrap transition-colors lg:text-sm ${
			isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'
		}`

	return (
		<header
			data-scrolled={scrolled ? 'true' : 'false'}
			className={`sticky top-0 z-40 bg-white/95 backdrop-blur transition-shadow ${scrolled ? 'shadow-md' : ''}`}
		>
			<div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
				<Link to="/" className="text-lg text-slate-900" aria-label="Sigma Analytics home">
					<Logo />
				</Link>
				<button
					ref={menuButton}
					type="button"
					className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:hidden"
					aria-expanded={menuOpen}
					aria-controls={menuId}
					onClick={() => setMenuOpen((open) => !open)}
				>
					<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
						{menuOpen ? (
							<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
						) : (
							<path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
						)}
					</svg>
					Menu
				</button>
				{/* The phone's drop-down hangs below the header over the page: opaque there. On a desktop the menu
				    sits in the header's bar, so it shows the header's own translucent, blurred backdrop. */}
				<nav
					id={menuId}
					aria-label="Main"
					className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-4 shadow-md lg:static lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
				>
					<ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-2">
						{links.map((link) => (
							<li key={link.to}>
								<NavLink to={link.to} end={link.to === '/'} className={linkClass} prefetch="intent">
									{link.label}
								</NavLink>
							</li>
						))}
						<li className="mt-2 lg:mt-0 lg:ml-2">
							<Link
								to="/contact-us"
								onClick={(event) => scrollToContact(event, () => setMenuOpen(false))}
								className="inline-block rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-700"
							>
								Contact Us
							</Link>
						</li>
					</ul>
				</nav>
			</div>
		</header>
	)
}
