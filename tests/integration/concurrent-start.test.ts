import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { contentTypes } from '#server/content/registry.ts'
import { START_LOCK_KEY } from '#server/db/database.ts'
import { createPostgresDatabase, untyped, usingPostgres } from '#tests/helpers/database.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { sampleContent } from '#sample-content/items.ts'
import { SAMPLE_PAGES } from '#sample-content/pages.ts'

/**
 * Instances behind a balancer are often started at the same moment, on a database nobody has set up yet
 * (ADR 0024). SQLite is one file for one process, so this is PostgreSQL's test.
 */
describe.runIf(usingPostgres)('three instances starting together on one empty PostgreSQL database', () => {
	let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
	let apps: TestApp[] = []
	afterAll(async () => {
		await Promise.all(apps.map((app) => app.close()))
		await database?.drop()
	})

	it('migrate it, create the admin account and add the sample content exactly once, then are all ready', async () => {
		database = await createPostgresDatabase()
		const url = database.url
		apps = await Promise.all([1, 2, 3].map(() => startTestApp({ DATABASE_URL: url, SAMPLE_CONTENT: '1' })))
		const db = untyped(apps[0]!.services.db)

		for (const type of contentTypes) {
			// The starter pages come with every new database (ADR 0044), the rest with the sample content.
			const expected: ReadonlyArray<Record<string, unknown>> =
				type.name === 'pages' ? SAMPLE_PAGES : (sampleContent[type.name] ?? [])
			const rows = await db.selectFrom(type.name).selectAll().execute()
			expect(rows, type.name).toHaveLength(expected.length)
			// Each sample item once: its first text field (a name, title or question) is found on one row only.
			for (const item of expected) {
				const [field, value] = Object.entries(item).find(([, v]) => typeof v === 'string') ?? []
				expect(
					rows.filter((row) => row[field!] === value),
					`${type.name}: ${String(value)}`,
				).toHaveLength(1)
			}
		}
		expect(await db.selectFrom('admin_users').select('email').execute()).toEqual([{ email: 'admin@example.com' }])
		const migrations = await db.selectFrom('kysely_migration').select('name').execute()
		expect(new Set(migrations.map((row) => row.name)).size).toBe(migrations.length)

		for (const app of apps) {
			expect((await app.api('GET', '/readyz')).status).toBe(200)
			expect(
				(
					await app.api('POST', '/admin/login', {
						body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
					})
				).status,
			).toBe(200)
		}
	}, 120_000)

	it('waits for the start lock before it migrates anything', async () => {
		const empty = await createPostgresDatabase()
		const holder = new pg.Client({ connectionString: empty.url })
		await holder.connect()
		let app: TestApp | undefined
		try {
			await holder.query('select pg_advisory_lock($1::bigint)', [START_LOCK_KEY])
			let settled = false
			const starting = startTestApp({ DATABASE_URL: empty.url })
			starting.then(
				() => (settled = true),
				() => (settled = true),
			)
			await new Promise((resolve) => setTimeout(resolve, 1_000))
			expect(settled).toBe(false)
			const tables = await holder.query("select 1 from information_schema.tables where table_name = 'kysely_migration'")
			expect(tables.rowCount).toBe(0)

			await holder.query('select pg_advisory_unlock($1::bigint)', [START_LOCK_KEY])
			app = await starting
			expect((await app.api('GET', '/readyz')).status).toBe(200)
		} finally {
			await app?.close()
			await holder.end()
			await empty.drop()
		}
	})
})
