import fs from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresAdapter, PostgresDialect, sql, SqliteDialect } from 'kysely'
import pg from 'pg'

import SQLite from '#server/db/better-sqlite3.ts'
import { migrateToLatest } from '#server/db/migrations.ts'
import type { Database } from '#server/db/schema.ts'
import { log } from '#server/logging.ts'

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
 * SQLite file in the data folder), brings its schema up to date and runs `prepare`, both under the start
 * lock: instances starting together on one empty database migrate and prepare it one after the other, so
 * only the first sees `created` (ADR 0024).
 */
export async function openDatabase(options: {
	databaseUrl?: string | undefined
	dataDir: string
	/** Tests of a migration: the schema as the release before it left it (migrations up to this one). */
	migrateUpTo?: string
	/** What must happen once per database, after the migrations and before anything is served (create-app). */
	prepare?: (database: Omit<DatabaseHandle, 'close'>) => Promise<void>
}): Promise<DatabaseHandle> {
	const opened = options.databaseUrl
		? openPostgres(options.databaseUrl)
		: openSqlite(path.join(options.dataDir, 'sigma.sqlite'))
	try {
		return await underStartLock(opened, async () => {
			const { created } = await migrateToLatest(opened.db, opened.kind, options.migrateUpTo)
			await options.prepare?.({ db: opened.db, kind: opened.kind, created })
			return { ...opened, created }
		})
	} catch (error) {
		await opened.close()
		throw error
	}
}

/** The start lock's key: any fixed number, the same in every release ('SIGMA' in ASCII). */
export const START_LOCK_KEY = 0x5349474d41

/**
 * PostgreSQL: a session-level advisory lock on one connection of the pool, held while `work` runs on the
 * others (PostgreSQL drops it if this process dies). Kysely's Migrator locks only its own run; the admin
 * account and the sample content need the same. SQLite is one file used by one process: no lock.
 */
async function underStartLock<T>(opened: Omit<DatabaseHandle, 'created'>, work: () => Promise<T>): Promise<T> {
	if (opened.kind !== 'postgres') return work()
	return opened.db.connection().execute(async (connection) => {
		await sql`select pg_advisory_lock(${sql.lit(START_LOCK_KEY)})`.execute(connection)
		try {
			return await work()
		} finally {
			await sql`select pg_advisory_unlock(${sql.lit(START_LOCK_KEY)})`.execute(connection)
		}
	})
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
	pool.on('error', (error) => log('error', 'postgres pool error', { error: error.message }))
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
