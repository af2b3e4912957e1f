import type { PageViewCollector } from '#server/analytics/collector.ts'
import type { Config } from '#server/config.ts'
import type { Db, DbKind } from '#server/db/database.ts'
import type { ContactMailer } from '#server/mail/contact-notifier.ts'
import type { PrivateFiles } from '#server/uploads/private-storage.ts'
import type { UploadStorage } from '#server/uploads/storage.ts'

/** What request handlers need: handed to the JSON API and, as load context, to React Router loaders and actions. */
export type Services = {
	config: Config
	db: Db
	dbKind: DbKind
	storage: UploadStorage
	/** Personal files, never at a URL: candidates' résumés (server/uploads/private-storage.ts). */
	resumes: PrivateFiles
	/** E-mails each new contact message to the settings' recipients, and the admin's alerts (a no-op without SMTP_URL). */
	contactMailer: ContactMailer
	/** Counts the public pages' views in batches (server/analytics/collector.ts). */
	pageViews: PageViewCollector
}

import type { SiteNavigation } from '#server/content/types/navigation.ts'
import type { SiteSettings } from '#server/content/types/settings.ts'

declare module 'react-router' {
	interface AppLoadContext {
		services: Services
		requestId: string
		/** The client's address (behind a proxy, from X-Forwarded-For when TRUST_PROXY is on). */
		clientAddress: string
		/** The Content-Security-Policy nonce of this rendering (app/entry.server.tsx). */
		cspNonce: string
		/** The site's settings as this rendering found them (docs/design.md §13). */
		settings: SiteSettings
		/** The header's and footer's links as this rendering found them (docs/decisions/0042-navigation.md). */
		navigation: SiteNavigation
	}
}
