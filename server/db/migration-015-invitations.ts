import type { Kysely, Migration } from 'kysely'

import type { DbKind } from '#server/db/database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- a migration describes a past schema (see migrations.ts) */

/**
 * docs/design.md §15 (docs/decisions/0055-invitations.md): invitations to the team. Each row is one link
 * an administrator made: who it is for, the role and content types it gives, the hash of its token (the
 * token itself is only in the link), who made it, until when it works, and whether it was used or withdrawn.
 */
export function invitationsMigration(kind: DbKind): Migration {
	return {
		async up(db: Kysely<any>) {
			await db.schema
				.createTable('invitations')
				.addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (col) =>
					kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
				)
				.addColumn('email', 'text', (col) => col.notNull())
				.addColumn('role', 'text', (col) => col.notNull())
				// A JSON list of content type names, as admin_users.types.
				.addColumn('types', 'text', (col) => col.notNull().defaultTo('["blogs"]'))
				.addColumn('token_hash', 'text', (col) => col.notNull())
				// No foreign key: an invitation outlives nothing, and a removed inviter's row stays anyway.
				.addColumn('invited_by', 'integer')
				.addColumn('created_at', 'text', (col) => col.notNull())
				.addColumn('expires_at', 'text', (col) => col.notNull())
				.addColumn('accepted_at', 'text')
				.addColumn('revoked_at', 'text')
				.execute()
			await db.schema.createIndex('invitations_token_hash').on('invitations').column('token_hash').unique().execute()
			await db.schema.createIndex('invitations_email').on('invitations').column('email').execute()
		},
	}
}
