import type { Generated } from 'kysely'

/** Columns every table with an id carries. Timestamps are ISO 8601 UTC strings on both databases. */
type Timestamps = { created_at: string; updated_at: string }
type Row<T> = { id: Generated<number> } & T & Timestamps

export type ContactSubmissionsTable = Row<{
	name: string
	email: string
	phone: string
	subject: string
	message: string
	/** When the admin first opened or marked it read; null while unread. */
	read_at: string | null
}>

/** docs/design.md §17: a candidate's application to a position; the résumé's bytes are in the private storage. */
export type JobApplicationsTable = Row<{
	career_id: number
	name: string
	email: string
	phone: string
	message: string
	/** The résumé's stored name in the private storage (server/uploads/private-storage.ts). */
	resume_file: string
	resume_type: string
	resume_size: number
	status: string
	notes: string
}>

export type AdminUsersTable = Row<{
	email: string
	password_hash: string
	/** The authenticator app's shared secret (base32), once enrolment was confirmed with a code. */
	totp_secret: string | null
	totp_enabled_at: string | null
	/** The 30-second step of the last code accepted: no code of it or before can be used again. */
	totp_last_step: number | null
	/** docs/design.md §15: who they are to the team and the site (bylines), and what they may do. */
	name: Generated<string>
	role: Generated<string>
	/** JSON list of the content types an author or contributor writes. */
	types: Generated<string>
	/** 'active', or 'removed' (signed out for good; what they made stays credited to them). */
	status: Generated<string>
	last_seen_at: string | null
	bio: Generated<string>
	/** A media library image's URL, or ''. */
	photo: Generated<string>
	/** Their author page's address: /blog/author/{slug}. */
	slug: string | null
}>
export type SessionsTable = {
	token_hash: string
	admin_id: number
	created_at: string
	expires_at: string
	last_seen_at: string
	/** The browser's User-Agent as given (trimmed), for the Sessions screen. */
	user_agent: Generated<string>
	/** The client's address when the session began. */
	ip: Generated<string>
	/** How it was opened: 'password', 'password+totp', 'password+recovery-code', 'passkey'. */
	method: Generated<string>
}

/** A WebAuthn credential of the admin (server/auth/passkeys.ts); ids and keys base64url. */
export type PasskeysTable = {
	id: Generated<number>
	admin_id: number
	credential_id: string
	public_key: string
	counter: Generated<number>
	/** JSON array of the authenticator's transports ('internal', 'hybrid', 'usb'...). */
	transports: Generated<string>
	device_type: Generated<string>
	backed_up: Generated<number>
	name: string
	created_at: string
	last_used_at: string | null
}

/** One-time recovery codes: only their hashes; `used_at` set when one is spent. */
export type RecoveryCodesTable = {
	id: Generated<number>
	admin_id: number
	code_hash: string
	created_at: string
	used_at: string | null
}

/**
 * Short-lived state of a step in progress, shared by every instance: a sign-in waiting for its second
 * factor, a WebAuthn challenge, an authenticator app being enrolled. Keyed by the hash of a random token.
 */
export type AuthChallengesTable = {
	token_hash: string
	kind: string
	admin_id: number | null
	/** JSON: what the step needs (a WebAuthn challenge, a secret being enrolled). */
	data: Generated<string>
	attempts: Generated<number>
	expires_at: string
}

/**
 * A link to choose a new password (server/auth/password-resets.ts): the hash of its random token, whose
 * account, until when it works, and when it was used (kept a day, so that the page can say why it no longer works).
 */
export type PasswordResetsTable = {
	token_hash: string
	admin_id: number
	created_at: string
	expires_at: string
	used_at: string | null
}

/** One row (id 1), once an administrator has set it: the site's rules for every account (server/auth/security-policy.ts). */
export type SecurityPolicyTable = {
	id: number
	/** 1: an account without a passkey or authenticator app may only set one up (docs/design.md §15). */
	require_second_factor: number
	updated_at: string
}

/** Who did what (server/auth/audit.ts): never a secret nor a message's body. */
export type AuditLogTable = {
	id: Generated<number>
	at: string
	action: string
	collection: string | null
	item_id: number | null
	/** The short id of the session that acted (the Sessions screen shows the same). */
	session: string | null
	ip: string | null
	/** JSON of a few safe facts (a passkey's name, the device); '' when none. */
	detail: Generated<string>
	/** The user who acted; null for nobody signed in (a failed sign-in). */
	user_id: number | null
}

/** An invitation to the team (server/auth/invitations.ts, docs/design.md §15): only its token's hash is kept. */
export type InvitationsTable = {
	id: Generated<number>
	/** Lower case, as admin_users.email. */
	email: string
	role: string
	/** JSON list of the content types the user will write (authors and contributors). */
	types: Generated<string>
	token_hash: string
	/** The administrator who made (or last re-sent) it. */
	invited_by: number | null
	created_at: string
	expires_at: string
	accepted_at: string | null
	revoked_at: string | null
}

/** Devices the admin signed in from before (a hash of browser and system): a new one sends an alert. */
export type KnownDevicesTable = { admin_id: number; device: string; first_seen_at: string }
/** Rate-limit and sign-in counters per key (server/rate-limit/counters.ts). */
export type RateLimitsTable = {
	key: string
	hits: number
	window_started_at: string
}

/** One row (id 1): bumped in the same transaction as every write of public content (server/cache/version.ts). */
export type ContentVersionTable = {
	id: number
	version: number
	updated_at: string
	/** JSON: the publication times still to come (ISO 8601 UTC, ascending), as of the last write. */
	schedule: string
}

/** The states an item had before each save (docs/design.md §8), as JSON: server/content/revisions.ts. */
/** One row per single-record type (server/content/singleton.ts): its fields as one JSON value. */
export type SingletonsTable = {
	name: string
	/** JSON (jsonb on PostgreSQL): the record's fields as the domain holds them. */
	data: unknown
	created_at: string
	updated_at: string
	/** The user who saved it last (docs/design.md §15). */
	updated_by: number | null
}

export type RevisionsTable = {
	id: Generated<number>
	collection: string
	item_id: number
	record: string
	created_at: string
	/** Who saved the state this revision keeps (its record's `updated_by`; the first account's before the team). */
	user_id: number | null
}

/** Each item's earlier slugs (docs/design.md §11), whose addresses answer 301 to its current one: server/content/slugs.ts. */
export type SlugHistoryTable = {
	id: Generated<number>
	collection: string
	slug: string
	item_id: number
	created_at: string
}

/**
 * A redirect (docs/design.md §13): a request for `from_path` that would be a 404 is sent to `to_path` (a site
 * path, its query kept, or an http(s) address) with `status` (301 or 302). `from_path` is unique.
 */
export type RedirectsTable = {
	id: Generated<number>
	from_path: string
	to_path: string
	status: number
	created_at: string
	updated_at: string
}

/**
 * Who has an item's edit screen open (docs/decisions/0052-presence-and-per-field-merge.md): one row per
 * session and item, its `seen_at` moved by each heartbeat; rows older than a minute count for nothing.
 */
export type EditingPresenceTable = {
	collection: string
	item_id: number
	user_id: number
	/** The session's public id (server/auth/sessions.ts `sessionIdOf`): never the token or its hash. */
	session_id: string
	seen_at: string
}

/**
 * A reviewer's 'Request changes' (docs/design.md §15, docs/decisions/0056-review.md): the note the item's
 * author reads on it, open until the item is submitted again or published.
 */
export type ReviewRequestsTable = {
	id: Generated<number>
	collection: string
	item_id: number
	note: string
	/** The reviewer (no foreign key: a removed user's notes stay, as their items do). */
	requested_by: number | null
	created_at: string
	/** When the item was submitted again or published; null while the author has it to do. */
	resolved_at: string | null
}

/** A stored image (docs/design.md §9): its original's file name under /uploads/; the variants follow from it. */
export type MediaTable = {
	id: Generated<number>
	name: string
	/** Unknown for files named before sizes were part of the name. */
	width: number | null
	height: number | null
	alt: Generated<string>
	/** 1: the image says nothing a reader needs (alt=""); then no alt text is needed to publish. */
	decorative: Generated<number>
	/** What must stay in frame when a box crops the image, 0..1 from the left and the top; null: the centre. */
	focal_x: number | null
	focal_y: number | null
	created_at: string
	/** When an item first used it; null for an upload never saved into anything (removed after a day). */
	used_at: string | null
	/** The user who uploaded it (an author may delete their own unused images: docs/design.md §15). */
	created_by: number | null
}

/** A page view as counted (server/analytics/collector.ts): never an address or a user agent. */
export type AnalyticsEventsTable = {
	/** The UTC day, YYYY-MM-DD (what roll-ups and pruning go by). */
	day: string
	at: string
	path: string
	/** The referring site's host; '' for none (or this site itself). */
	referrer: string
	utm_source: string
	utm_medium: string
	utm_campaign: string
	device: string
	/** A hash of the day's salt, the site, the address and the user agent: the same visitor within one day only. */
	visitor: string
}

/** One day's views and visitors per value of a dimension (the site, a page, a referrer, a campaign, a device). */
export type AnalyticsDailyTable = { day: string; dimension: string; value: string; views: number; visitors: number }
/** The days whose raw views are rolled up into analytics_daily. */
export type AnalyticsRollupsTable = { day: string; rolled_at: string }
/** Today's visitor salt (random, shared by every instance); deleted once its day is over. */
export type AnalyticsSaltsTable = { day: string; salt: string }

/**
 * The tables queried with Kysely's types. The content types' own tables are typed by their Zod schemas
 * instead (server/content/content-type.ts), so adding a content type never touches this file.
 */
export type Database = {
	contact_submissions: ContactSubmissionsTable
	job_applications: JobApplicationsTable
	admin_users: AdminUsersTable
	sessions: SessionsTable
	passkeys: PasskeysTable
	recovery_codes: RecoveryCodesTable
	auth_challenges: AuthChallengesTable
	password_resets: PasswordResetsTable
	security_policy: SecurityPolicyTable
	audit_log: AuditLogTable
	known_devices: KnownDevicesTable
	invitations: InvitationsTable
	rate_limits: RateLimitsTable
	content_version: ContentVersionTable
	revisions: RevisionsTable
	singletons: SingletonsTable
	slug_history: SlugHistoryTable
	redirects: RedirectsTable
	media: MediaTable
	editing_presence: EditingPresenceTable
	review_requests: ReviewRequestsTable
	analytics_events: AnalyticsEventsTable
	analytics_daily: AnalyticsDailyTable
	analytics_rollups: AnalyticsRollupsTable
	analytics_salts: AnalyticsSaltsTable
}
