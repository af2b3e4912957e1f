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

export type AdminUsersTable = Row<{ email: string; password_hash: string }>
export type SessionsTable = {
	token_hash: string
	admin_id: number
	created_at: string
	expires_at: string
	last_seen_at: string
}
/** Rate-limit and sign-in counters per key (server/rate-limit/counters.ts). */
export type RateLimitsTable = {
	key: string
	hits: number
	window_started_at: string
}

/** One row (id 1): bumped in the same transaction as every write of public content (server/content/version.ts). */
export type ContentVersionTable = {
	id: number
	version: number
	updated_at: string
	/** JSON: the publication times still to come (ISO 8601 UTC, ascending), as of the last write. */
	schedule: string
}

/** The states an item had before each save (DESIGN.md §8), as JSON: server/content/revisions.ts. */
export type RevisionsTable = {
	id: Generated<number>
	collection: string
	item_id: number
	record: string
	created_at: string
}

/** A stored image (DESIGN.md §9): its original's file name under /uploads/; the variants follow from it. */
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
}

/**
 * The tables queried with Kysely's types. The content types' own tables are typed by their Zod schemas
 * instead (server/content/content-type.ts), so adding a content type never touches this file.
 */
export type Database = {
	contact_submissions: ContactSubmissionsTable
	admin_users: AdminUsersTable
	sessions: SessionsTable
	rate_limits: RateLimitsTable
	content_version: ContentVersionTable
	revisions: RevisionsTable
	media: MediaTable
}
