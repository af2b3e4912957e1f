import type { Config } from './config'
import type { Db, DbKind } from './db/database'
import type { ContactMailer } from './mail/contact-notifier'
import type { UploadStorage } from './uploads/storage'

/** What request handlers need: handed to the JSON API and, as load context, to React Router loaders and actions. */
export type Services = {
	config: Config
	db: Db
	dbKind: DbKind
	storage: UploadStorage
	/** E-mails each new contact message to the company (a no-op unless SMTP_URL and CONTACT_NOTIFY_TO are set). */
	contactMailer: ContactMailer
}

declare module 'react-router' {
	interface AppLoadContext {
		services: Services
		requestId: string
		/** The client's address (behind a proxy, from X-Forwarded-For when TRUST_PROXY is on). */
		clientAddress: string
		/** The Content-Security-Policy nonce of this rendering (app/entry.server.tsx). */
		cspNonce: string
	}
}
