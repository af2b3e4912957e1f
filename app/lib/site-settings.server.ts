import type { AppLoadContext } from 'react-router'

import type { SiteSettings } from '#server/content/types/settings.ts'
import type { SiteView } from '#app/lib/site-settings.ts'

/**
 * The announcement bar as pages show it at `at`: its text and link when it has a text and `at` is within
 * its dates (each optional, stored as UTC instants). Its dates are in the content version's schedule
 * (server/cache/version.ts), so a page cached before either is made again at that moment.
 */
export function announcementAt(
	announcement: SiteSettings['announcement'],
	at: number = Date.now(),
): SiteView['announcement'] {
	if (!announcement?.text) return null
	const moment = new Date(at).toISOString()
	if (announcement.starts_at && moment < announcement.starts_at) return null
	if (announcement.ends_at && moment >= announcement.ends_at) return null
	return { text: announcement.text, url: announcement.url }
}

/** What every page may show of the settings (docs/design.md §13): never the staff's addresses nor the history's date. */
export function siteView(context: AppLoadContext): SiteView {
	const { name, tagline, description, phone, email, address, social, services, title_template } = context.settings
	const { logo, favicon, announcement } = context.settings
	return {
		name,
		tagline,
		description,
		phone,
		email,
		address,
		social,
		services,
		title_template,
		logo,
		favicon,
		announcement: announcementAt(announcement),
	}
}
