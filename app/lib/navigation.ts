import type { NavLink } from '#server/content/content-type.ts'

/* The site's header and footer links, as the public layout draws them (made by app/lib/navigation.server.ts). */

export type SiteLink = { to: string; label: string }
export type SiteNavigation = Record<NavLink['menu'], SiteLink[]>
