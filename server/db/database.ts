import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from '#server/db/migrations.ts'
import type { Database } from '#server/db/schema.ts'

export type Db = Kysely<Database>
export type DbKind = 'sqlite' | 'postgres'
export type DatabaseHandle = {
	db: Db
	kind: DbKind
	/** True when this start created the database (so it is empty). */
	created: boolean
	close(): Promise<void>
}

/**
 * Opens the database named by the configuration (PostgreSQL when a URL is given, otherwise a
 * SQLite file in the data folder) and brings its schema up to date.
 */
export async function openDatabase(options: {
	databaseUrl?: string | undefined
	dataDir: string
	/** Tests of a migration: the schema as the release before it left it (migrations up to this one). */
	migrateUpTo?: string
}): Promise<DatabaseHandle> {
	const opened = options.databaseUrl
		? openPostgres(options.databaseUrl)
		: openSqlite(path.join(options.dataDir, 'sigma.sqlite'))
	try {
		const { created } = await migrateToLatest(opened.db, opened.kind, options.migrateUpTo)
		return { ...opened, created }
	} catch (error) {
		await opened.close()
		throw error
	}
}

function openSqlite(file: string): Omit<DatabaseHandle, 'created'> {
	fs.mkdirSync(path.dirname(file), { recursive: true })
	const sqlite = new SQLite(file)
	// WAL lets readers run beside the writer; NORMAL is durable across process crashes in WAL mode.
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = NORMAL')
	sqlite.pragma('busy_timeout = 5000')
	sqlite.pragma('foreign_keys = ON')
	const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
	return { db, kind: 'sqlite', close: () => db.destroy() }
}

function openPostgres(connectionString: string): Omit<DatabaseHandle, 'created'> {
	const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 })
	// An idle client losing its connection (database restart) must not crash the process.
	pool.on('error', (error) =>
		console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', error: error.message })),
	)
	const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
	return { db, kind: 'postgres', close: () => db.destroy() }
}

/**
 * Whether `db` (the handle or one of its transactions) talks to PostgreSQL. A transaction is a Kysely
 * instance of its own that code receives without the DatabaseHandle's `kind`; the dialect's adapter is
 * what it shares with the handle that opened it.
 */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter

export const now = () => new Date().toISOString()
