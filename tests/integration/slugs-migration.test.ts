/**
 * Migration 009 (docs/design.md §11, ADR 0030) on a database with content from before it (SQLite, or
 * PostgreSQL under pg_virtualenv): every item of the five types with pages gets a slug made from its
 * title, numbered when taken, never only digits, trashed items included; the table refuses a duplicate.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase } from '#server/db/database.ts'
import { createPostgresDatabase, untyped, usingPostgres } from '#tests/helpers/database.ts'

const PREVIOUS = '2026-11-25-008-account-security'

let dataDir: string
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined

beforeAll(async () => {
	dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-slugs-migration-'))
	postgres = usingPostgres ? await createPostgresDatabase() : undefined
})
afterAll(async () => {
	await postgres?.drop()
	await fs.rm(dataDir, { recursive: true, force: true })
})

describe('the slugs migration', () => {
	it('gives every existing item a unique slug from its title', async () => {
		const before = await openDatabase({ dataDir, databaseUrl: postgres?.url, migrateUpTo: PREVIOUS })
		const at = new Date().toISOString()
		const stamps = { created_at: at, updated_at: at }
		const headings = ['Hello, World!', 'hello world', 'Hello World', '2026', 'Crème brûlée']
		for (const heading of headings)
			await untyped(before.db)
				.insertInto('blogs')
				.values({ heading, body: 'b', picture: '/p.jpg', ...stamps })
				.execute()
		await untyped(before.db)
			.insertInto('blogs')
			.values({ heading: 'Trashed', body: 'b', picture: '/p.jpg', deleted_at: at, ...stamps })
			.execute()
		await untyped(before.db)
			.insertInto('careers')
			.values({ position_name: 'Data Engineer', ...stamps })
			.execute()
		await untyped(before.db)
			.insertInto('partners')
			.values({ partner_name: 'Acme', ...stamps })
			.execute()
		await before.close()

		const after = await openDatabase({ dataDir, databaseUrl: postgres?.url })
		try {
			const blogs = await untyped(after.db).selectFrom('blogs').select(['heading', 'slug']).orderBy('id').execute()
			expect(blogs.map((row) => row.slug)).toEqual([
				'hello-world',
				'hello-world-2',
				'hello-world-3',
				'item-2026',
				'creme-brulee',
				'trashed',
			])
			const careers = await untyped(after.db).selectFrom('careers').select('slug').execute()
			expect(careers).toEqual([{ slug: 'data-engineer' }])
			// Types without pages have no slug.
			const partner = await untyped(after.db).selectFrom('partners').selectAll().executeTakeFirstOrThrow()
			expect(partner).not.toHaveProperty('slug')
			// Unique per table: the database itself refuses a second 'hello-world'.
			await expect(
				untyped(after.db)
					.insertInto('blogs')
					.values({ heading: 'x', body: 'b', picture: '/p.jpg', slug: 'hello-world', ...stamps })
					.execute(),
			).rejects.toThrow()
			const history = await untyped(after.db).selectFrom('slug_history').selectAll().execute()
			expect(history).toEqual([])
		} finally {
			await after.close()
		}
	})
})
