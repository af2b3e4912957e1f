/**
 * Migration 012 (docs/design.md §13, docs/decisions/0045-redirects.md) on a database with earlier slugs
 * from before it (SQLite, or PostgreSQL under pg_virtualenv): each row of `slug_history` becomes a 301 from
 * the old address straight to the item's current one, so a→b→c gives a→c and b→c; rows of purged items
 * give none; `slug_history` is kept.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase } from '#server/db/database.ts'
import { createPostgresDatabase, untyped, usingPostgres } from '#tests/helpers/database.ts'

const PREVIOUS = '2026-11-27-011-singletons'

let dataDir: string
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined

beforeAll(async () => {
	dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-redirects-migration-'))
	postgres = usingPostgres ? await createPostgresDatabase() : undefined
})
afterAll(async () => {
	await postgres?.drop()
	await fs.rm(dataDir, { recursive: true, force: true })
})

describe('the redirects migration', () => {
	it('turns every earlier slug into a 301 to its item’s current address', async () => {
		const before = await openDatabase({ dataDir, databaseUrl: postgres?.url, migrateUpTo: PREVIOUS })
		const at = new Date().toISOString()
		const stamps = { created_at: at, updated_at: at }
		const blog = await untyped(before.db)
			.insertInto('blogs')
			.values({ heading: 'Now', body: 'b', picture: '/p.jpg', slug: 'post-c', ...stamps })
			.returning('id')
			.executeTakeFirstOrThrow()
		const career = await untyped(before.db)
			.insertInto('careers')
			.values({ position_name: 'Engineer', slug: 'engineer-2', ...stamps })
			.returning('id')
			.executeTakeFirstOrThrow()
		const history = [
			{ collection: 'blogs', slug: 'post-a', item_id: blog.id },
			{ collection: 'blogs', slug: 'post-b', item_id: blog.id },
			{ collection: 'careers', slug: 'engineer', item_id: career.id },
			// An item that is gone: nothing to lead to.
			{ collection: 'blogs', slug: 'orphan', item_id: 9999 },
		]
		for (const row of history)
			await untyped(before.db)
				.insertInto('slug_history')
				.values({ ...row, created_at: at })
				.execute()
		await before.close()

		const after = await openDatabase({ dataDir, databaseUrl: postgres?.url })
		try {
			const redirects = await after.db
				.selectFrom('redirects')
				.select(['from_path', 'to_path', 'status'])
				.orderBy('id')
				.execute()
			expect(redirects).toEqual([
				{ from_path: '/blog/post-a', to_path: '/blog/post-c', status: 301 },
				{ from_path: '/blog/post-b', to_path: '/blog/post-c', status: 301 },
				{ from_path: '/career/engineer', to_path: '/career/engineer-2', status: 301 },
			])
			expect(await after.db.selectFrom('slug_history').selectAll().execute()).toHaveLength(4)
			// `from` is unique: the database itself refuses a second one.
			await expect(
				after.db
					.insertInto('redirects')
					.values({ from_path: '/blog/post-a', to_path: '/x', status: 301, ...stamps })
					.execute(),
			).rejects.toThrow()
		} finally {
			await after.close()
		}
	})
})
