import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import * as tar from 'tar'
import { contentTypes } from '#server/content/registry.ts'
import { bumpContentVersion } from '#server/content/version.ts'
import type { Db, DbKind } from '#server/db/database.ts'

/**
 * Backups: one .tar.gz holding the rows of every table that matters (read in one transaction, so they
 * are consistent while the site keeps running) as JSON, and the uploaded files. The format is the same
 * for SQLite and PostgreSQL, so a backup can also move a site from one to the other.
 */

/**
 * The tables a backup holds, restored in this order (children after parents): the admin account, every
 * content type's table (server/content/registry.ts: a new type is backed up with no further wiring; its
 * drafts, schedules and trash are columns of it), the items' history, and the inbox. Sessions and
 * rate-limit counters are not kept. A backup made before a table existed restores it empty.
 */
export const BACKUP_TABLES: readonly string[] = [
	'admin_users',
	...contentTypes.map((type) => type.name),
	'revisions',
	'contact_submissions',
]

export const BACKUP_FORMAT = 1
type Manifest = { format: number; createdAt: string; database: DbKind; counts: Record<string, number> }
type Rows = Record<string, Array<Record<string, unknown>>>

// Tables are named by BACKUP_TABLES above (code, never input); Kysely cannot type a query over a computed table name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

async function readAllRows(db: Db, kind: DbKind): Promise<Rows> {
	const transaction = kind === 'postgres' ? db.transaction().setIsolationLevel('repeatable read') : db.transaction()
	return transaction.execute(async (trx) => {
		const rows = {} as Rows
		for (const table of BACKUP_TABLES) {
			rows[table] = await (trx as unknown as AnyDb).selectFrom(table).selectAll().orderBy('id').execute()
		}
		return rows
	})
}

/** A working folder beside the data (same disk, so uploads can be hard-linked rather than copied). */
async function workFolder(dataDir: string, purpose: string): Promise<string> {
	const folder = path.join(dataDir, `.${purpose}-${randomBytes(4).toString('hex')}`)
	await fs.mkdir(folder, { recursive: true })
	return folder
}

async function linkOrCopy(from: string, to: string): Promise<void> {
	try {
		await fs.link(from, to)
	} catch {
		await fs.copyFile(from, to)
	}
}

export async function createBackup(options: {
	db: Db
	kind: DbKind
	dataDir: string
	uploadsDir: string
	outFile: string
}): Promise<Manifest> {
	const rows = await readAllRows(options.db, options.kind)
	const manifest: Manifest = {
		format: BACKUP_FORMAT,
		createdAt: new Date().toISOString(),
		database: options.kind,
		counts: Object.fromEntries(BACKUP_TABLES.map((table) => [table, rows[table]?.length ?? 0])),
	}
	const staging = await workFolder(options.dataDir, 'backup')
	try {
		await fs.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2))
		await fs.writeFile(path.join(staging, 'database.json'), JSON.stringify(rows))
		await fs.mkdir(path.join(staging, 'uploads'))
		const files = await fs.readdir(options.uploadsDir).catch(() => [] as string[])
		for (const file of files) {
			if (file.endsWith('.partial')) continue
			await linkOrCopy(path.join(options.uploadsDir, file), path.join(staging, 'uploads', file))
		}
		await fs.mkdir(path.dirname(path.resolve(options.outFile)), { recursive: true })
		await tar.create({ gzip: true, file: options.outFile, cwd: staging, portable: true }, [
			'manifest.json',
			'database.json',
			'uploads',
		])
	} finally {
		await fs.rm(staging, { recursive: true, force: true })
	}
	return manifest
}

export class RestoreRefused extends Error {}

/**
 * Replaces the database's rows and adds the uploaded files from a backup. Refuses to overwrite a
 * database that already has content unless `force` is set.
 */
export async function restoreBackup(options: {
	db: Db
	kind: DbKind
	dataDir: string
	uploadsDir: string
	file: string
	force: boolean
}): Promise<Manifest> {
	const work = await workFolder(options.dataDir, 'restore')
	try {
		await tar.extract({ file: options.file, cwd: work, strict: true })
		const manifest = JSON.parse(await fs.readFile(path.join(work, 'manifest.json'), 'utf8')) as Manifest
		if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`Unknown backup format ${manifest.format}`)
		const rows = JSON.parse(await fs.readFile(path.join(work, 'database.json'), 'utf8')) as Rows
		const db = options.db as unknown as AnyDb
		if (!options.force) {
			for (const table of BACKUP_TABLES.filter((name) => name !== 'admin_users')) {
				const { count } = await db.selectFrom(table).select(db.fn.countAll().as('count')).executeTakeFirstOrThrow()
				if (Number(count) > 0) {
					throw new RestoreRefused(`The database already has content (${table}); restore with --force to replace it`)
				}
			}
		}
		await db.transaction().execute(async (trx) => {
			await trx.deleteFrom('sessions').execute()
			for (const table of [...BACKUP_TABLES].reverse()) await trx.deleteFrom(table).execute()
			for (const table of BACKUP_TABLES) {
				for (const row of rows[table] ?? []) await trx.insertInto(table).values(row).execute()
				if (options.kind === 'postgres') {
					// Rows came with their ids: move each id sequence past them.
					await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
						trx,
					)
				}
			}
			// Every instance's page and API caches are stale now (server/content/version.ts).
			await bumpContentVersion(trx as unknown as Db)
		})
		await fs.mkdir(options.uploadsDir, { recursive: true })
		const files = await fs.readdir(path.join(work, 'uploads')).catch(() => [] as string[])
		for (const file of files) {
			const target = path.join(options.uploadsDir, path.basename(file))
			await fs
				.rename(path.join(work, 'uploads', file), target)
				.catch(() => fs.copyFile(path.join(work, 'uploads', file), target))
		}
		return manifest
	} finally {
		await fs.rm(work, { recursive: true, force: true })
	}
}
