import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase } from '#server/db/database.ts'
import { readCounter, recordHit } from '#server/rate-limit/counters.ts'
import { createPostgresDatabase, untyped, usingPostgres } from '#tests/helpers/database.ts'

const MIGRATION = '2026-11-24-005-rate-limits'
const PREVIOUS = '2026-11-22-004-contact-read-at'

let dataDir: string
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
const open = () => openDatabase({ dataDir, databaseUrl: postgres?.url })

beforeAll(async () => {
	dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-migration-'))
	postgres = usingPostgres ? await createPostgresDatabase() : undefined
})
afterAll(async () => {
	await postgres?.drop()
	await fs.rm(dataDir, { recursive: true, force: true })
})

describe('the rate_limits migration', () => {
	it('renames login_throttle to rate_limits and failures to hits, keeping the counts', async () => {
		// The database as the release before the rename left it.
		const before = await openDatabase({ dataDir, databaseUrl: postgres?.url, migrateUpTo: PREVIOUS })
		const stamp = new Date().toISOString()
		await untyped(before.db)
			.insertInto('login_throttle')
			.values([
				{ key: 'contact:203.0.113.9', failures: 3, window_started_at: stamp },
				{ key: 'ip:203.0.113.9', failures: 7, window_started_at: stamp },
			])
			.execute()
		await before.close()

		const after = await open()
		try {
			expect(await readCounter(after.db, 'contact:203.0.113.9')).toEqual({ hits: 3, windowStartedAt: stamp })
			expect(await readCounter(after.db, 'ip:203.0.113.9')).toEqual({ hits: 7, windowStartedAt: stamp })
			// The kept count goes on: two more hits reach a limit of 5, the third is refused.
			const limit = { limit: 5, windowMs: 10 * 60 * 1000 }
			expect(await recordHit(after.db, ['contact:203.0.113.9'], limit)).toBe(0)
			expect(await recordHit(after.db, ['contact:203.0.113.9'], limit)).toBe(0)
			expect(await recordHit(after.db, ['contact:203.0.113.9'], limit)).toBeGreaterThan(0)
			const applied = await untyped(after.db).selectFrom('kysely_migration').select('name').execute()
			expect(applied.map((row) => row.name)).toContain(MIGRATION)
			if (after.kind === 'postgres') {
				const { rows } = await sql<{
					conname: string
				}>`SELECT conname FROM pg_constraint WHERE conrelid = 'rate_limits'::regclass AND contype = 'p'`.execute(
					after.db,
				)
				expect(rows).toEqual([{ conname: 'rate_limits_pkey' }])
			}
		} finally {
			await after.close()
		}
	})
})
