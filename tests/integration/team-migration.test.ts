/**
 * Migration 014 (docs/design.md §15, ADR 0051) on a database of the one-account era (SQLite, or PostgreSQL
 * under pg_virtualenv): the account becomes the first administrator "Admin" with its sessions, passkeys and
 * audit entries, and everything that existed is credited to it; a failed sign-in's entry stays nobody's.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findSession } from '#server/auth/sessions.ts'
import { openDatabase } from '#server/db/database.ts'
import { createPostgresDatabase, untyped, usingPostgres } from '#tests/helpers/database.ts'

const PREVIOUS = '2026-11-28-013-pages'

let dataDir: string
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined

beforeAll(async () => {
	dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-team-migration-'))
	postgres = usingPostgres ? await createPostgresDatabase() : undefined
})
afterAll(async () => {
	await postgres?.drop()
	await fs.rm(dataDir, { recursive: true, force: true })
})

describe('the team migration', () => {
	it('makes the one account the first administrator, with its sessions, and credits it with everything', async () => {
		const before = await openDatabase({ dataDir, databaseUrl: postgres?.url, migrateUpTo: PREVIOUS })
		const at = new Date().toISOString()
		const stamps = { created_at: at, updated_at: at }
		const old = untyped(before.db)
		const account = await old
			.insertInto('admin_users')
			.values({ email: 'owner@example.com', password_hash: 'scrypt$x', ...stamps })
			.returning('id')
			.executeTakeFirstOrThrow()
		// A session as the one-account code opened it (createSession now also writes the team's columns).
		const token = 'a-session-of-the-one-account-era'
		const tokenHash = createHash('sha256').update(token).digest('hex')
		const expires = new Date(Date.now() + 60 * 60 * 1000).toISOString()
		await old
			.insertInto('sessions')
			.values({ token_hash: tokenHash, admin_id: account.id, created_at: at, expires_at: expires, last_seen_at: at })
			.execute()
		const faq = await old
			.insertInto('faqs')
			.values({ question: 'Q', answer: 'A', ...stamps })
			.returning('id')
			.executeTakeFirstOrThrow()
		await old
			.insertInto('revisions')
			.values({ collection: 'faqs', item_id: faq.id, record: '{}', created_at: at })
			.execute()
		await old.insertInto('media').values({ name: 'a_10x10.jpg', created_at: at, used_at: at }).execute()
		await old.insertInto('audit_log').values({ at, action: 'sign-in', session: 'abcd', ip: '' }).execute()
		await old.insertInto('audit_log').values({ at, action: 'sign-in-failed', session: null, ip: '' }).execute()
		await before.close()

		const after = await openDatabase({ dataDir, databaseUrl: postgres?.url })
		try {
			const db = untyped(after.db)
			expect(await db.selectFrom('admin_users').select(['name', 'role', 'types', 'status', 'slug']).execute()).toEqual([
				{ name: 'Admin', role: 'administrator', types: '["blogs"]', status: 'active', slug: 'admin' },
			])
			expect(await findSession(after.db, token)).toMatchObject({ id: account.id, name: 'Admin', role: 'administrator' })
			const credit = await db.selectFrom('faqs').select(['created_by', 'updated_by']).executeTakeFirstOrThrow()
			expect(credit).toEqual({ created_by: account.id, updated_by: account.id })
			expect((await db.selectFrom('revisions').select('user_id').executeTakeFirstOrThrow()).user_id).toBe(account.id)
			expect((await db.selectFrom('media').select('created_by').executeTakeFirstOrThrow()).created_by).toBe(account.id)
			const entries = await db.selectFrom('audit_log').select(['action', 'user_id']).orderBy('id').execute()
			expect(entries).toEqual([
				{ action: 'sign-in', user_id: account.id },
				{ action: 'sign-in-failed', user_id: null },
			])
		} finally {
			await after.close()
		}
	})
})
