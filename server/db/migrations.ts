import type { CreateTableBuilder } from 'kysely'
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'

import { parseImageUrl, storedNameOf, UPLOADS_URL_PREFIX } from '#shared/image-urls.ts'
import { splitPictures } from '#shared/pictures.ts'
import { claimFree, slugify } from '#shared/slugs.ts'
import type { DbKind } from '#server/db/database.ts'
import { jsonColumnType } from '#server/db/json-column.ts'
import { analyticsMigration } from '#server/db/migration-010-analytics.ts'
import { redirectsMigration } from '#server/db/migration-012-redirects.ts'
import { teamMigration } from '#server/db/migration-014-team.ts'
import { invitationsMigration } from '#server/db/migration-015-invitations.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas, so they work on an untyped handle (Kysely's own advice) */
type AnyDb = Kysely<any>
type Table = CreateTableBuilder<string, any>

function withId(kind: DbKind, table: Table): Table {
	return kind === 'postgres'
		? table.addColumn('id', 'serial', (col) => col.primaryKey())
		: table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
}

/** The editorial workflow's columns (docs/design.md §8): published unless saved as a draft; trashed when deleted_at is set. */
function withWorkflow(table: Table): Table {
	return table
		.addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
		.addColumn('publish_at', 'text')
		.addColumn('deleted_at', 'text')
}

/** The content types' tables when the editorial workflow came (later types get its columns from `content`). */
const WORKFLOW_TABLES = [
	'partners',
	'faqs',
	'testimonials',
	'applications',
	'products',
	'consulting',
	'blogs',
	'careers',
]

function withTimestamps(table: Table): Table {
	return table
		.addColumn('created_at', 'text', (col) => col.notNull())
		.addColumn('updated_at', 'text', (col) => col.notNull())
}

const text = (table: Table, ...names: string[]) =>
	names.reduce((t, name) => t.addColumn(name, 'text', (col) => col.notNull().defaultTo('')), table)

/** A content table's column: text (a name), or a structured field's JSON (`{ json: name }`: server/db/json-column.ts). */
type ContentColumn = string | { json: string }
const columns = (kind: DbKind, table: Table, list: readonly ContentColumn[]) =>
	list.reduce(
		(t, column) =>
			typeof column === 'string'
				? text(t, column)
				: t.addColumn(column.json, jsonColumnType(kind), (col) => col.notNull().defaultTo(sql`'null'`)),
		table,
	)

/** The picture columns of the content tables as they were when the media library came. */
const PICTURE_COLUMNS_007 = {
	partners: 'image_url',
	testimonials: 'picture',
	applications: 'picture',
	products: 'picture',
	consulting: 'picture',
	blogs: 'picture',
} as const

/** The tables that got slugs (docs/design.md §11), with the column each item's first slug was made from. */
const SLUG_TABLES_009 = {
	applications: 'title',
	products: 'title',
	consulting: 'title',
	blogs: 'heading',
	careers: 'position_name',
} as const

/** A media record for every upload the content shows (trashed items included), marked used: never an orphan. */
async function adoptShownImages(db: AnyDb): Promise<void> {
	const names = new Set<string>()
	for (const [table, column] of Object.entries(PICTURE_COLUMNS_007)) {
		const rows: Array<Record<string, string>> = await db.selectFrom(table).select(column).execute()
		for (const url of rows.flatMap((row) => splitPictures(row[column] ?? ''))) {
			const name = storedNameOf(url)
			if (name) names.add(name)
		}
	}
	const at = new Date().toISOString()
	for (const name of names) {
		const size = parseImageUrl(UPLOADS_URL_PREFIX + name)
		await db
			.insertInto('media')
			.values({ name, width: size?.width ?? null, height: size?.height ?? null, created_at: at, used_at: at })
			.execute()
	}
}

/** Migrations are code (not files) so they travel inside the server bundle. Never edit a shipped one. */
function migrations(kind: DbKind): Record<string, Migration> {
	const tables = {
		/** The first content tables' shape: the shipped migration keeps making exactly this. */
		firstContent: (db: AnyDb, name: string, ...columns: string[]) =>
			withTimestamps(text(withId(kind, db.schema.createTable(name)), ...columns)).execute(),
		/**
		 * A content type's table as every content type has it now: its columns, timestamps, workflow, and who
		 * made and last saved each item (docs/design.md §15).
		 */
		content: (db: AnyDb, name: string, ...list: ContentColumn[]) =>
			withWorkflow(withTimestamps(columns(kind, withId(kind, db.schema.createTable(name)), list)))
				.addColumn('created_by', 'integer')
				.addColumn('updated_by', 'integer')
				.execute(),
		/** A content table as migration 013 made it, before the credit columns (014 adds them to it). */
		contentBefore014: (db: AnyDb, name: string, ...list: ContentColumn[]) =>
			withWorkflow(withTimestamps(columns(kind, withId(kind, db.schema.createTable(name)), list))).execute(),
	}

	return {
		'2026-11-21-001-content': {
			async up(db: AnyDb) {
				await tables.firstContent(db, 'partners', 'partner_name', 'image_url')
				await tables.firstContent(db, 'faqs', 'question', 'answer')
				await withTimestamps(
					text(withId(kind, db.schema.createTable('testimonials')), 'name', 'position', 'message')
						.addColumn('stars', 'double precision', (col) => col.notNull().defaultTo(0))
						.$call((t) => text(t, 'picture', 'youtube_link', 'linkedin', 'twitter', 'facebook', 'instagram')),
				).execute()
				await tables.firstContent(db, 'applications', 'title', 'description', 'picture', 'youtube_link', 'category')
				await tables.firstContent(db, 'products', 'title', 'description', 'picture', 'youtube_link')
				await tables.firstContent(db, 'consulting', 'title', 'description', 'picture', 'youtube_link')
				await tables.firstContent(db, 'blogs', 'heading', 'body', 'picture')
				await tables.firstContent(db, 'careers', 'position_name', 'job_description')
				await tables.firstContent(db, 'contact_submissions', 'name', 'email', 'phone', 'subject', 'message')
			},
		},
		'2026-11-21-002-auth': {
			async up(db: AnyDb) {
				await withTimestamps(
					withId(kind, db.schema.createTable('admin_users')).addColumn('email', 'text', (col) =>
						col.notNull().unique(),
					),
				)
					.addColumn('password_hash', 'text', (col) => col.notNull())
					.execute()
				await db.schema
					.createTable('sessions')
					.addColumn('token_hash', 'text', (col) => col.primaryKey())
					.addColumn('admin_id', 'integer', (col) => col.notNull().references('admin_users.id').onDelete('cascade'))
					.addColumn('created_at', 'text', (col) => col.notNull())
					.addColumn('expires_at', 'text', (col) => col.notNull())
					.addColumn('last_seen_at', 'text', (col) => col.notNull())
					.execute()
				await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute()
				await db.schema
					.createTable('login_throttle')
					.addColumn('key', 'text', (col) => col.primaryKey())
					.addColumn('failures', 'integer', (col) => col.notNull())
					.addColumn('window_started_at', 'text', (col) => col.notNull())
					.execute()
			},
		},
		// One row: bumped with every write of public content, so every instance can tell its caches are stale.
		'2026-11-21-003-content-version': {
			async up(db: AnyDb) {
				await db.schema
					.createTable('content_version')
					.addColumn('id', 'integer', (col) => col.primaryKey())
					.addColumn('version', 'integer', (col) => col.notNull())
					.addColumn('updated_at', 'text', (col) => col.notNull())
					.execute()
				await db
					.insertInto('content_version')
					.values({ id: 1, version: 1, updated_at: new Date().toISOString() })
					.execute()
			},
		},
		// Nullable, so existing messages (and rows restored from older backups) start unread.
		'2026-11-22-004-contact-read-at': {
			async up(db: AnyDb) {
				await db.schema.alterTable('contact_submissions').addColumn('read_at', 'text').execute()
			},
		},
		// The counters serve the contact form's limit as well as sign-in: a name for both. Counts are kept.
		'2026-11-24-005-rate-limits': {
			async up(db: AnyDb) {
				const rename = async (trx: AnyDb) => {
					await trx.schema.alterTable('login_throttle').renameColumn('failures', 'hits').execute()
					await trx.schema.alterTable('login_throttle').renameTo('rate_limits').execute()
					// PostgreSQL named the primary key after the table; SQLite's key has no name of its own.
					if (kind === 'postgres')
						await sql`ALTER TABLE rate_limits RENAME CONSTRAINT login_throttle_pkey TO rate_limits_pkey`.execute(trx)
				}
				// PostgreSQL runs each migration in a transaction already; SQLite does not, so both renames
				// are made one here (half done, the migration could never run again).
				await (db.isTransaction ? rename(db) : db.transaction().execute(rename))
			},
		},
		// docs/design.md §8: drafts, scheduling and trash on every content table; the history of every item; the
		// upcoming publication times, so every instance's caches know when a scheduled item goes live.
		'2026-11-24-006-editorial-workflow': {
			async up(db: AnyDb) {
				const run = async (trx: AnyDb) => {
					for (const table of WORKFLOW_TABLES) {
						await trx.schema
							.alterTable(table)
							.addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
							.execute()
						await trx.schema.alterTable(table).addColumn('publish_at', 'text').execute()
						await trx.schema.alterTable(table).addColumn('deleted_at', 'text').execute()
					}
					await withId(kind, trx.schema.createTable('revisions'))
						.addColumn('collection', 'text', (col) => col.notNull())
						.addColumn('item_id', 'integer', (col) => col.notNull())
						.addColumn('record', 'text', (col) => col.notNull())
						.addColumn('created_at', 'text', (col) => col.notNull())
						.execute()
					await trx.schema
						.createIndex('revisions_item')
						.on('revisions')
						.columns(['collection', 'item_id', 'id'])
						.execute()
					await trx.schema
						.alterTable('content_version')
						.addColumn('schedule', 'text', (col) => col.notNull().defaultTo('[]'))
						.execute()
				}
				// As in 005: SQLite runs migrations outside a transaction; half done, this one could never run again.
				await (db.isTransaction ? run(db) : db.transaction().execute(run))
			},
		},
		// docs/design.md §9: a record per stored image. The images the content already shows are adopted here;
		// files stored but shown nowhere are adopted at start, from the storage (server/content/media.ts).
		'2026-11-25-007-media': {
			async up(db: AnyDb) {
				const run = async (trx: AnyDb) => {
					await withId(kind, trx.schema.createTable('media'))
						.addColumn('name', 'text', (col) => col.notNull().unique())
						.addColumn('width', 'integer')
						.addColumn('height', 'integer')
						.addColumn('alt', 'text', (col) => col.notNull().defaultTo(''))
						.addColumn('decorative', 'integer', (col) => col.notNull().defaultTo(0))
						.addColumn('focal_x', 'real')
						.addColumn('focal_y', 'real')
						.addColumn('created_at', 'text', (col) => col.notNull())
						.addColumn('used_at', 'text')
						.execute()
					await adoptShownImages(trx)
				}
				await (db.isTransaction ? run(db) : db.transaction().execute(run))
			},
		},
		// ADR 0029: passkeys, an authenticator app with recovery codes,
		// sessions the admin can see and end, and the audit log.
		'2026-11-25-008-account-security': {
			async up(db: AnyDb) {
				const run = async (trx: AnyDb) => {
					for (const column of ['user_agent', 'ip', 'method']) {
						await trx.schema
							.alterTable('sessions')
							.addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
							.execute()
					}
					await trx.schema.alterTable('admin_users').addColumn('totp_secret', 'text').execute()
					await trx.schema.alterTable('admin_users').addColumn('totp_enabled_at', 'text').execute()
					await trx.schema.alterTable('admin_users').addColumn('totp_last_step', 'integer').execute()
					await withId(kind, trx.schema.createTable('passkeys'))
						.addColumn('admin_id', 'integer', (col) => col.notNull())
						.addColumn('credential_id', 'text', (col) => col.notNull().unique())
						.addColumn('public_key', 'text', (col) => col.notNull())
						.addColumn('counter', 'integer', (col) => col.notNull().defaultTo(0))
						.addColumn('transports', 'text', (col) => col.notNull().defaultTo('[]'))
						.addColumn('device_type', 'text', (col) => col.notNull().defaultTo(''))
						.addColumn('backed_up', 'integer', (col) => col.notNull().defaultTo(0))
						.addColumn('name', 'text', (col) => col.notNull())
						.addColumn('created_at', 'text', (col) => col.notNull())
						.addColumn('last_used_at', 'text')
						.execute()
					await withId(kind, trx.schema.createTable('recovery_codes'))
						.addColumn('admin_id', 'integer', (col) => col.notNull())
						.addColumn('code_hash', 'text', (col) => col.notNull().unique())
						.addColumn('created_at', 'text', (col) => col.notNull())
						.addColumn('used_at', 'text')
						.execute()
					await trx.schema
						.createTable('auth_challenges')
						.addColumn('token_hash', 'text', (col) => col.primaryKey())
						.addColumn('kind', 'text', (col) => col.notNull())
						.addColumn('admin_id', 'integer')
						.addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
						.addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
						.addColumn('expires_at', 'text', (col) => col.notNull())
						.execute()
					await withId(kind, trx.schema.createTable('audit_log'))
						.addColumn('at', 'text', (col) => col.notNull())
						.addColumn('action', 'text', (col) => col.notNull())
						.addColumn('collection', 'text')
						.addColumn('item_id', 'integer')
						.addColumn('session', 'text')
						.addColumn('ip', 'text')
						.addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
						.execute()
					await trx.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute()
					await trx.schema
						.createTable('known_devices')
						.addColumn('admin_id', 'integer', (col) => col.notNull())
						.addColumn('device', 'text', (col) => col.notNull())
						.addColumn('first_seen_at', 'text', (col) => col.notNull())
						.addPrimaryKeyConstraint('known_devices_pk', ['admin_id', 'device'])
						.execute()
				}
				await (db.isTransaction ? run(db) : db.transaction().execute(run))
			},
		},
		// docs/design.md §11 (ADR 0030): readable addresses. Every item of the types with pages gets a slug made
		// from its title (unique in its table, never only digits); earlier slugs are kept for their 301s.
		'2026-11-25-009-slugs': {
			async up(db: AnyDb) {
				const run = async (trx: AnyDb) => {
					for (const [table, titleColumn] of Object.entries(SLUG_TABLES_009)) {
						await trx.schema
							.alterTable(table)
							.addColumn('slug', 'text', (col) => col.notNull().defaultTo(''))
							.execute()
						const rows: Array<{ id: number; title: string }> = await trx
							.selectFrom(table)
							.select(['id', `${titleColumn} as title`])
							.orderBy('id')
							.execute()
						const taken = new Set<string>()
						for (const row of rows) {
							const slug = claimFree(slugify(row.title), taken)
							await trx.updateTable(table).set({ slug }).where('id', '=', row.id).execute()
						}
						await trx.schema.createIndex(`${table}_slug`).on(table).column('slug').unique().execute()
					}
					await withId(kind, trx.schema.createTable('slug_history'))
						.addColumn('collection', 'text', (col) => col.notNull())
						.addColumn('slug', 'text', (col) => col.notNull())
						.addColumn('item_id', 'integer', (col) => col.notNull())
						.addColumn('created_at', 'text', (col) => col.notNull())
						.addUniqueConstraint('slug_history_slug', ['collection', 'slug'])
						.execute()
				}
				await (db.isTransaction ? run(db) : db.transaction().execute(run))
			},
		},
		// docs/design.md §12 (ADR 0033): built-in, cookieless analytics.
		'2026-11-26-010-analytics': analyticsMigration,
		// Single-record types (ADR 0041): one row each, its fields as JSON; a new one needs no migration.
		'2026-11-27-011-singletons': {
			async up(db: AnyDb) {
				await db.schema
					.createTable('singletons')
					.addColumn('name', 'text', (col) => col.primaryKey())
					.addColumn('data', jsonColumnType(kind), (col) => col.notNull())
					.addColumn('created_at', 'text', (col) => col.notNull())
					.addColumn('updated_at', 'text', (col) => col.notNull())
					.execute()
			},
		},
		// docs/design.md §13 (docs/decisions/0045-redirects.md): the redirects list, earlier slugs' 301s in it.
		'2026-11-28-012-redirects': redirectsMigration(kind),
		// docs/design.md §13 (ADR 0044): the site's own pages, each an ordered list of blocks.
		'2026-11-28-013-pages': {
			async up(db: AnyDb) {
				await tables.contentBefore014(db, 'pages', 'title', 'description', 'image', 'slug', { json: 'blocks' })
				await db.schema.createIndex('pages_slug').on('pages').column('slug').unique().execute()
			},
		},
		// docs/design.md §15 (ADR 0051): users with roles; items, revisions, media and audit entries name who.
		'2026-11-28-014-team': teamMigration,
		// docs/design.md §15 (ADR 0055): invitations to the team, single use, their tokens hashed.
		'2026-11-28-015-invitations': invitationsMigration(kind),
		// docs/design.md §15 (docs/decisions/0054-password-resets.md): a forgotten password's single-use
		// links (only their tokens' hashes), and the site's rule that every account needs a second factor.
		'2026-11-28-016-password-resets': {
			async up(db: AnyDb) {
				const run = async (trx: AnyDb) => {
					await trx.schema
						.createTable('password_resets')
						.addColumn('token_hash', 'text', (col) => col.primaryKey())
						.addColumn('admin_id', 'integer', (col) => col.notNull())
						.addColumn('created_at', 'text', (col) => col.notNull())
						.addColumn('expires_at', 'text', (col) => col.notNull())
						.addColumn('used_at', 'text')
						.execute()
					await trx.schema.createIndex('password_resets_admin').on('password_resets').column('admin_id').execute()
					await trx.schema
						.createTable('security_policy')
						.addColumn('id', 'integer', (col) => col.primaryKey())
						.addColumn('require_second_factor', 'integer', (col) => col.notNull().defaultTo(0))
						.addColumn('updated_at', 'text', (col) => col.notNull())
						.execute()
				}
				await (db.isTransaction ? run(db) : db.transaction().execute(run))
			},
		},
		// Who has an item's edit screen open (docs/decisions/0052-presence-and-per-field-merge.md): a row per
		// session and item, kept in the database so every instance sees every editor.
		'2026-11-28-017-presence': {
			async up(db: AnyDb) {
				await db.schema
					.createTable('editing_presence')
					.addColumn('collection', 'text', (col) => col.notNull())
					.addColumn('item_id', 'integer', (col) => col.notNull())
					.addColumn('user_id', 'integer', (col) => col.notNull())
					.addColumn('session_id', 'text', (col) => col.notNull())
					.addColumn('seen_at', 'text', (col) => col.notNull())
					.addPrimaryKeyConstraint('editing_presence_pk', ['collection', 'item_id', 'session_id'])
					.execute()
				await db.schema.createIndex('editing_presence_seen_at').on('editing_presence').column('seen_at').execute()
			},
		},
		// docs/design.md §15 (docs/decisions/0056-review.md): a reviewer's 'Request changes', the note the
		// item's author reads on it. The status `in_review` needs no change: `status` is text.
		'2026-12-01-018-review-requests': {
			async up(db: AnyDb) {
				await withId(kind, db.schema.createTable('review_requests'))
					.addColumn('collection', 'text', (col) => col.notNull())
					.addColumn('item_id', 'integer', (col) => col.notNull())
					.addColumn('note', 'text', (col) => col.notNull())
					.addColumn('requested_by', 'integer')
					.addColumn('created_at', 'text', (col) => col.notNull())
					.addColumn('resolved_at', 'text')
					.execute()
				await db.schema
					.createIndex('review_requests_item')
					.on('review_requests')
					.columns(['collection', 'item_id'])
					.execute()
			},
		},
		// docs/decisions/0058-seo-fields-and-tags.md: every table of a type with pages gets the search and sharing
		// fields, the blog its excerpt and tags; existing items get them empty (their pages say what they said).
		'2026-12-01-019-seo-fields': {
			async up(db: AnyDb) {
				for (const table of ['pages', 'applications', 'products', 'consulting', 'blogs', 'careers']) {
					for (const column of ['meta_title', 'meta_description', 'social_image']) {
						await db.schema
							.alterTable(table)
							.addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
							.execute()
					}
				}
				await db.schema
					.alterTable('blogs')
					.addColumn('excerpt', 'text', (col) => col.notNull().defaultTo(''))
					.execute()
				await db.schema
					.alterTable('blogs')
					.addColumn('tags', jsonColumnType(kind), (col) => col.notNull().defaultTo(sql`'[]'`))
					.execute()
			},
		},
		// docs/design.md §17 (docs/decisions/0059-structured-positions.md): a position's facts, all optional;
		// existing positions get them empty (no salary: null), so their pages and answers say what they said.
		'2026-12-01-020-career-facts': {
			async up(db: AnyDb) {
				for (const column of ['department', 'location', 'workplace', 'employment_type', 'valid_through']) {
					await db.schema
						.alterTable('careers')
						.addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
						.execute()
				}
				// Nullable: PostgreSQL reads a jsonb `null` back as no value, which a restore inserts as SQL NULL.
				await db.schema.alterTable('careers').addColumn('salary', jsonColumnType(kind)).execute()
			},
		},
		// docs/design.md §17 (docs/decisions/0060-job-applications.md): candidates' applications to a position,
		// personal data with a private résumé file (its stored name here, the bytes in the private storage).
		'2026-12-01-021-job-applications': {
			async up(db: AnyDb) {
				await withTimestamps(
					withId(kind, db.schema.createTable('job_applications'))
						.addColumn('career_id', 'integer', (col) => col.notNull())
						.addColumn('name', 'text', (col) => col.notNull())
						.addColumn('email', 'text', (col) => col.notNull())
						.addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
						.addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
						.addColumn('resume_file', 'text', (col) => col.notNull())
						.addColumn('resume_type', 'text', (col) => col.notNull())
						.addColumn('resume_size', 'integer', (col) => col.notNull())
						.addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
						.addColumn('notes', 'text', (col) => col.notNull().defaultTo('')),
				).execute()
				await db.schema.createIndex('job_applications_career').on('job_applications').column('career_id').execute()
				await db.schema.createIndex('job_applications_created').on('job_applications').column('created_at').execute()
			},
		},
	}
}

/** Brings the schema up to date (or, for a test of a migration, up to the one named `upTo`); `created` is
 * true when this call made the database from nothing. */
export async function migrateToLatest(db: AnyDb, kind: DbKind, upTo?: string): Promise<{ created: boolean }> {
	const provider: MigrationProvider = { getMigrations: async () => migrations(kind) }
	const migrator = new Migrator({ db, provider })
	const { error, results } = await (upTo === undefined ? migrator.migrateToLatest() : migrator.migrateTo(upTo))
	const failed = results?.find((result) => result.status === 'Error')
	if (error || failed) {
		const reason = error instanceof Error ? error.message : String(error ?? '')
		throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`)
	}
	if (kind === 'sqlite') await sql`PRAGMA optimize`.execute(db)
	const first = Object.keys(migrations(kind))[0]
	return { created: results?.some((result) => result.migrationName === first && result.status === 'Success') ?? false }
}

/** The migrations of this code the database has not recorded as applied (the ready check asks). */
export async function pendingMigrations(db: AnyDb, kind: DbKind): Promise<string[]> {
	const provider: MigrationProvider = { getMigrations: async () => migrations(kind) }
	const applied = await new Migrator({ db, provider }).getMigrations()
	return applied.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name)
}
