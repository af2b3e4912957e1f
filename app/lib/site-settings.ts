import { useRouteLoaderData } from 'react-router'

import { fillTitleTemplate } from '#shared/title-template.ts'

/**
 * The site's settings as pages show them (docs/design.md §13): read from the `settings` record on the
 * server for every rendering (server/create-app.ts puts it in the load context), handed to every page by
 * the root loader, and read by components with `useSite()`.
 */
export type SiteView = {
	name: string
	tagline: string
	description: string
	phone: string
	email: string
	address: {
		street: string
		city: string
		region: string
		postal_code: string
		country: string
		country_code: string
	}
	social: ReadonlyArray<{ name: string; url: string }>
	services: readonly string[]
	title_template: string
	/** The company's logo and the browsers' icon (media library addresses), when the settings have them. */
	logo: string | null
	favicon: string | null
	/** The announcement bar, when it shows now: its text set, and now within its dates (site-settings.server.ts). */
	announcement: { text: string; url: string } | null
}

/** The address on one line: "1 Canal Street, Leeds, LS1 4AP, United Kingdom". */
export const formattedAddress = ({ address }: Pick<SiteView, 'address'>) =>
	[address.street, address.city, [address.region, address.postal_code].filter(Boolean).join(' '), address.country]
		.filter(Boolean)
		.join(', ')

/** ' in Leeds, West Yorkshire' for a sentence about the company, or '' while the settings have no city. */
export const inCity = (city: string, region = '') => (city ? ` in ${[city, region].filter(Boolean).join(', ')}` : '')

/** A phone number as a `tel:` address: its digits and `+`. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

/** The year the site's copyright starts (docs/product.md's 'copyright line for 2024'). */
const COPYRIGHT_FROM = 2024

/**
 * The footer's years: '2024' in 2024, then '2024–<this year>', the year read when the page is rendered (on
 * the server: public pages never run in the browser), so the line never goes out of date.
 */
export function copyrightYears(now = new Date()): string {
	const year = now.getUTCFullYear()
	return year > COPYRIGHT_FROM ? `${COPYRIGHT_FROM}–${year}` : String(COPYRIGHT_FROM)
}

/** A page's title in the site's template ('%s | {name}'); the home page's is the name and tagline. */
export const titleFor = (site: Pick<SiteView, 'name' | 'tagline' | 'title_template'>, title?: string) =>
	title
		? fillTitleTemplate(site.title_template, { title, name: site.name })
		: [site.name, site.tagline].filter(Boolean).join(' | ')

/** The site's settings, in any component below the root. */
export function useSite(): SiteView {
	const root = useRouteLoaderData('root') as { site?: SiteView } | undefined
	if (!root?.site) throw new Error('useSite() outside a page the root loader rendered')
	return root.site
}
