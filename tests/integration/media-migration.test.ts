import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adoptStoredFiles } from '#server/content/media.ts'
import { openDatabase } from '#server/db/database.ts'
import { createPostgresDatabase, untyped, usingPostgres } from '#tests/helpers/database.ts'

const PREVIOUS = '2026-11-24-006-editorial-workflow'
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

let dataDir: string
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined

beforeAll(async () => {
	dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-media-migration-'))
	postgres = usingPostgres ? await createPostgresDatabase() : undefined
})
afterAll(async () => {
	await postgres?.drop()
	await fs.rm(dataDir, { recursive: true, force: true })
})

async function* names(...list: string[]) {
	yield* list
}

describe('the media migration and adoption', () => {
	it('adopts every upload the content shows (trashed items too) as used; other addresses are left alone', async () => {
		const before = await openDatabase({ dataDir, databaseUrl: postgres?.url, migrateUpTo: PREVIOUS })
		const at = new Date().toISOString()
		const stamps = { created_at: at, updated_at: at }
		await untyped(before.db)
			.insertInto('products')
			.values({
				title: 'Lens',
				picture: `/uploads/${ID}_1600x900.jpg, https://cdn.example.com/a.png,/uploads/old-name.png`,
				...stamps,
			})
			.execute()
		await untyped(before.db)
			.insertInto('blogs')
			.values({ heading: 'Gone', picture: `/uploads/${OTHER}_800x600.png`, deleted_at: at, ...stamps })
			.execute()
		// The same image twice: one record.
		await untyped(before.db)
			.insertInto('partners')
			.values({ partner_name: 'Acme', image_url: `/uploads/${ID}_1600x900.jpg`, ...stamps })
			.execute()
		await before.close()

		const after = await openDatabase({ dataDir, databaseUrl: postgres?.url })
		try {
			const rows = await untyped(after.db)
				.selectFrom('media')
				.select(['name', 'width', 'height', 'alt', 'used_at'])
				.orderBy('name')
				.execute()
			expect(rows.map(({ used_at, ...row }) => ({ ...row, used: used_at !== null }))).toEqual([
				{ name: `${ID}_1600x900.jpg`, width: 1600, height: 900, alt: '', used: true },
				{ name: `${OTHER}_800x600.png`, width: 800, height: 600, alt: '', used: true },
				{ name: 'old-name.png', width: null, height: null, alt: '', used: true },
			])

			// Files stored but shown nowhere are adopted at start, originals only, once.
			const stored = [`${ID}_1600x900.jpg`, `${ID}_1600x900-w320.webp`, 'orphan.jpg', `${OTHER}_40x30-w40.avif`]
			expect(await adoptStoredFiles(after.db, names(...stored))).toBe(1)
			expect(await adoptStoredFiles(after.db, names(...stored))).toBe(0)
			const orphan = await untyped(after.db)
				.selectFrom('media')
				.select(['used_at'])
				.where('name', '=', 'orphan.jpg')
				.executeTakeFirstOrThrow()
			// Adopted as used: an image from before the library is never removed as an abandoned upload.
			expect(orphan.used_at).not.toBeNull()
		} finally {
			await after.close()
		}
	})
})
