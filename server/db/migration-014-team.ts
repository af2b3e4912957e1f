import type { Kysely, Migration } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- a migration describes a past schema (see migrations.ts) */

/**
 * docs/design.md §15 (docs/decisions/0051-team-and-roles.md): a team of users. The one account there was
 * becomes the first administrator, named "Admin", with everything it had (its sessions, passkeys, second
 * factor and audit entries already hang on its id); what it made is credited to it.
 */

/** The content tables when the team came: each item gets who made it and who saved it last. */
const CONTENT_TABLES_014 = [
	'partners',
	'faqs',
	'testimonials',
	'applications',
	'products',
	'consulting',
	'blogs',
	'careers',
	'pages',
]

export const teamMigration: Migration = {
	async up(db: Kysely<any>) {
		await db.schema
			.alterTable('admin_users')
			.addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
			.execute()
		await db.schema
			.alterTable('admin_users')
			.addColumn('role', 'text', (col) => col.notNull().defaultTo('administrator'))
			.execute()
		// A JSON list of content type names (authors and contributors write only those).
		await db.schema
			.alterTable('admin_users')
			.addColumn('types', 'text', (col) => col.notNull().defaultTo('["blogs"]'))
			.execute()
		await db.schema
			.alterTable('admin_users')
			.addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
			.execute()
		await db.schema.alterTable('admin_users').addColumn('last_seen_at', 'text').execute()
		await db.schema
			.alterTable('admin_users')
			.addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
			.execute()
		await db.schema
			.alterTable('admin_users')
			.addColumn('photo', 'text', (col) => col.notNull().defaultTo(''))
			.execute()
		await db.schema.alterTable('admin_users').addColumn('slug', 'text').execute()
		await db.schema.createIndex('admin_users_slug').on('admin_users').column('slug').unique().execute()

		const first = await db.selectFrom('admin_users').select('id').orderBy('id').executeTakeFirst()
		if (first) {
			await db.updateTable('admin_users').set({ name: 'Admin', slug: 'admin' }).where('id', '=', first.id).execute()
		}
		const firstId: number | null = first?.id ?? null

		for (const table of CONTENT_TABLES_014) {
			await db.schema.alterTable(table).addColumn('created_by', 'integer').execute()
			await db.schema.alterTable(table).addColumn('updated_by', 'integer').execute()
			if (firstId !== null) await db.updateTable(table).set({ created_by: firstId, updated_by: firstId }).execute()
		}
		await db.schema.alterTable('singletons').addColumn('updated_by', 'integer').execute()
		await db.schema.alterTable('revisions').addColumn('user_id', 'integer').execute()
		await db.schema.alterTable('media').addColumn('created_by', 'integer').execute()
		await db.schema.alterTable('audit_log').addColumn('user_id', 'integer').execute()
		await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'at']).execute()
		if (firstId !== null) {
			await db.updateTable('singletons').set({ updated_by: firstId }).execute()
			await db.updateTable('revisions').set({ user_id: firstId }).execute()
			await db.updateTable('media').set({ created_by: firstId }).execute()
			// Every entry made in a session was the one account's; a failed sign-in's stays nobody's.
			await db.updateTable('audit_log').set({ user_id: firstId }).where('session', 'is not', null).execute()
		}
	},
}
