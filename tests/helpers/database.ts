import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import pg from 'pg'

export const usingPostgres = process.env.TEST_DATABASE === 'postgres'

/**
 * A fresh, empty PostgreSQL database on the cluster that `pg_virtualenv` started (PG* variables), so
 * test files never see each other's rows. Returns its URL and a function that drops it.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
	const name = `test_${randomBytes(6).toString('hex')}`
	const admin = new pg.Client()
	await admin.connect()
	await admin.query(`CREATE DATABASE ${name}`)
	await admin.end()
	const { PGUSER = 'postgres', PGPASSWORD = '', PGHOST = 'localhost', PGPORT = '5432' } = process.env
	const url = `postgresql://${encodeURIComponent(PGUSER)}:${encodeURIComponent(PGPASSWORD)}@${PGHOST}:${PGPORT}/${name}`
	return {
		url,
		async drop() {
			const client = new pg.Client()
			await client.connect()
			await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
			await client.end()
		},
	}
}

/** The database without Kysely's table types, for writes and reads behind the content modules' back
 * (content tables are typed by their Zod schemas, not in server/db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const untyped = (db: unknown) => db as Kysely<any>
