import type { AppLoadContext } from 'react-router'

import type { SiteView } from '#app/lib/site-settings.ts'

/** What every page may show of the settings (docs/design.md §13): the record without its history's date. */
export function siteView(context: AppLoadContext): SiteView {
	const { name, tagline, description, phone, email, address, social, services, title_template } = context.settings
	return { name, tagline, description, phone, email, address, social, services, title_template }
}
