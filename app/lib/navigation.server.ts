import type { NavLink } from '#server/content/content-type.ts'
import { contentTypes } from '#server/content/registry.ts'
import type { SiteNavigation } from '#app/lib/navigation.ts'

/**
 * The site's header and footer links: the fixed pages, and each content type's list where its
 * definition puts it (server/content/types/), ordered by `position`.
 */

type Placed = NavLink & { to: string }

const FIXED: Placed[] = [
	{ menu: 'header', label: 'Home', to: '/', position: 10 },
	{ menu: 'header', label: 'About Us', to: '/about', position: 20 },
	{ menu: 'header', label: 'Portfolio', to: '/portfolio', position: 30 },
	{ menu: 'footer-company', label: 'About', to: '/about', position: 10 },
	{ menu: 'footer-company', label: 'Portfolio', to: '/portfolio', position: 20 },
]

function build(): SiteNavigation {
	const placed: Placed[] = [
		...FIXED,
		...contentTypes.flatMap(({ public: shown }) =>
			shown?.list ? (shown.nav ?? []).map((link) => ({ ...link, to: shown.list!.path })) : [],
		),
	].sort((a, b) => a.position - b.position)
	const menu = (name: NavLink['menu']) =>
		placed.filter((link) => link.menu === name).map(({ to, label }) => ({ to, label }))
	return {
		header: menu('header'),
		'footer-services': menu('footer-services'),
		'footer-company': menu('footer-company'),
	}
}

/** The same for every page and request (it changes only with the code). */
export const siteNavigation: SiteNavigation = build()
