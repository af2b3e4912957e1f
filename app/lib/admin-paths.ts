/**
 * The addresses of the trash, a blog's delete confirmation, an item's history, the media library, the sessions, the audit log and the
 * analytics (app/routes.ts declares them), for links and forms.
 */

export const TRASH_PATH = '/dashboard/trash'

/** A blog's delete confirmation (docs/product.md §2.5): the blog's own screen, beside those its definition names. */
export const BLOG_DELETE_PATH = '/admin/blog/delete/:id'
/** The query parameter of BLOG_DELETE_PATH naming the Manage Blogs address to go back to. */
export const BLOG_DELETE_BACK = 'back'

/** The trash screen's form intents (the Undo of a delete's toast posts `restore` there too). */
export const TRASH_INTENTS = { restore: 'restore', deleteForever: 'delete-forever' } as const

export const historyPath = (collection: string, id: number) =>
	`/dashboard/history/${encodeURIComponent(collection)}/${id}`

/** The media library's grid and an image's own screen (docs/design.md §9). */
export const MEDIA_PATH = '/dashboard/media'

export const mediaPath = (id: number) => `${MEDIA_PATH}/${id}`

/** The image screen's form intents. */
export const MEDIA_INTENTS = { save: 'save', delete: 'delete' } as const

/** The image screen's form fields. The focal point is typed in percent (0..100): people think in those. */
export const MEDIA_FIELDS = { alt: 'alt', decorative: 'decorative', focalX: 'focal_x', focalY: 'focal_y' } as const

/** The admin's open sessions (ADR 0029): see them, sign them out. */
export const SESSIONS_PATH = '/dashboard/sessions'

/** The Sessions screen's form intents. */
export const SESSION_INTENTS = { end: 'end', endOthers: 'end-others' } as const

/** The audit log's screen, and its export (served by the JSON API: the session cookie goes with the download). */
export const AUDIT_PATH = '/dashboard/audit'
export const AUDIT_CSV_PATH = '/admin/audit.csv'

/**
 * The site's analytics (ADR 0033), and its export: the JSON API's, like the audit log's, so the session
 * cookie goes with the download.
 */
export const ANALYTICS_PATH = '/dashboard/analytics'
export const ANALYTICS_CSV_PATH = '/analytics.csv'

/** Each user's own profile: name, bio and photo, shown on bylines and their author page (docs/design.md §15). */
export const PROFILE_PATH = '/dashboard/profile'

/** The admin's Security screen: second factors and recovery codes (docs/decisions/0029-account-security.md). */
export const SECURITY_PATH = '/dashboard/security'

/**
 * The Security screen's form intents and fields, of every section (the authenticator app, the passkeys,
 * the recovery codes). Adding a passkey needs the browser's prompt, so it goes through the JSON API
 * (app/lib/passkeys.ts); everything else is a plain form post.
 */
export const SECURITY_INTENTS = {
	totpSetup: 'totp-setup',
	totpConfirm: 'totp-confirm',
	totpDisable: 'totp-disable',
	recoveryCodes: 'recovery-codes',
	passkeyRemove: 'passkey-remove',
} as const
export const SECURITY_FIELDS = {
	token: 'token',
	code: 'code',
	password: 'password',
	passkeyId: 'id',
	passkeyName: 'name',
} as const
