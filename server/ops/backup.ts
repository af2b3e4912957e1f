import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { type Kysely, sql } from 'kysely'
import * as tar from 'tar'

import { claimFree, slugify } from '#shared/slugs.ts'
import { rollUpFinishedDays } from '#server/analytics/rollup.ts'
import { bumpContentVersion } from '#server/cache/version.ts'
import { contentTypes } from '#server/content/registry.ts'
import { STARTER_PAGE_SLUGS } from '#server/content/starter-pages.ts'
import type { Db, DbKind } from '#server/db/database.ts'
import { toJsonText } from '#server/db/json-column.ts'
import { redirectsFromSlugHistory } from '#server/db/migration-012-redirects.ts'
import { log } from '#server/logging.ts'
import { withTeam } from '#server/ops/backup-team.ts'
import type { PrivateFiles } from '#server/uploads/private-storage.ts'
import { isStoredName, type UploadStorage } from '#server/uploads/storage.ts'

/**
 * Backups: one .tar.gz holding the rows of every table that matters (read in one transaction, so they
 * are consistent while the site keeps running) as JSON, and the uploaded files. The format is the same
 * for SQLite and PostgreSQL, so a backup can also move a site from one to the other. The files are read
 * from and written to the upload storage (the local folder or an S3 bucket), always as the archive's
 * `uploads/` folder: a backup moves a site between the two as well, and older backups restore.
 */

/**
 * What the site shows and keeps: every content type's table (server/content/registry.ts: a new type is
 * backed up with no further wiring; its drafts, schedules and trash are columns of it), the media
 * library's records, the items' history, and the inbox. A restore refuses to replace them unless forced.
 */
export const CONTENT_TABLES: readonly string[] = [
	...contentTypes.map((type) => type.name),
	'media',
	'revisions',
	// Reviewers' notes to the items' authors (docs/design.md §15).
	'review_requests',
	'slug_history',
	// The redirects list (docs/design.md §13), earlier slugs' 301s included.
	'redirects',
	'contact_submissions',
	// Single-record types (ADR 0041): a row each.
	'singletons',
]

/**
 * The tables a backup holds, restored in this order (children after parents): the admin account with its
 * second factors (ADR 0029: a restored account keeps its passkeys, authenticator app and recovery codes
 * together), the content, the audit log and the analytics. Sessions, steps in progress, password reset
 * links, invitations and rate-limit counters are not kept. A backup made before a table existed restores it
 * empty.
 */
export const BACKUP_TABLES: readonly string[] = [
	'admin_users',
	'passkeys',
	'recovery_codes',
	'known_devices',
	// The rule that every account needs a second factor (docs/design.md §15): the accounts' with them.
	'security_policy',
	...CONTENT_TABLES,
	'audit_log',
	// The site's analytics as daily totals (ADR 0033): finished days are rolled up first. Not the raw views
	// (up to ANALYTICS_RAW_DAYS of rows, with visitor hashes), nor the salts.
	'analytics_daily',
	'analytics_rollups',
]
/**
 * A backup made before slugs (docs/design.md §11) has none: each item gets one from its title, as migration
 * 009 gave the rows it found (unique in the table, numbered when taken).
 */
function withSlugs(table: string, rows: ReadonlyArray<Record<string, unknown>>): Array<Record<string, unknown>> {
	const from = contentTypes.find((type) => type.name === table)?.slugFrom
	if (from === undefined) return [...rows]
	const has = (row: Record<string, unknown>) => typeof row.slug === 'string' && row.slug !== ''
	const taken = new Set(rows.filter(has).map((row) => String(row.slug)))
	return rows.map((row) => (has(row) ? row : { ...row, slug: claimFree(slugify(String(row[from] ?? '')), taken) }))
}

/** Each item page's address before its slug (`/blog/`), by table: a backup from before redirects gets them from its slug history. */
const ITEM_PAGES = Object.fromEntries(
	contentTypes.flatMap((type) => {
		const page = type.public?.item?.path
		return type.slugFrom !== undefined && page?.endsWith('/:slug') ? [[type.name, page.slice(0, -':slug'.length)]] : []
	}),
)

/** Tables keyed by their columns, not by a generated id (their order in the backup): no sequence to move after a restore. */
const WITHOUT_ID = new Map<string, string[]>([
	['known_devices', ['admin_id', 'device']],
	['analytics_daily', ['day', 'dimension', 'value']],
	['analytics_rollups', ['day']],
	['singletons', ['name']],
	['security_policy', ['id']],
])

/**
 * A row as a restore inserts it: a JSON column's value (read back parsed on PostgreSQL) as its JSON text,
 * which both databases take (server/db/json-column.ts).
 */
const insertable = (row: Record<string, unknown>) =>
	Object.fromEntries(
		Object.entries(row).map(([column, value]) => [
			column,
			value !== null && typeof value === 'object' && !(value instanceof Uint8Array) ? toJsonText(value) : value,
		]),
	)

/**
 * Job applications (docs/design.md §17) are personal data kept `APPLICATION_DAYS`: a backup holds them, and
 * their résumés (the archive's `resumes/` folder), only when asked (`--with-applications`), so that
 * backups kept longer than that do not keep candidates longer. A restore replaces them only when the
 * backup has them.
 */
export const APPLICATION_TABLE = 'job_applications'

export const BACKUP_FORMAT = 1
type Manifest = {
	format: number
	createdAt: string
	database: DbKind
	counts: Record<string, number>
	/** The backup holds the job applications and their résumés (absent in older backups: it does not). */
	applications?: boolean
}
type Rows = Record<string, Array<Record<string, unknown>>>

// Tables are named by BACKUP_TABLES above (code, never input); Kysely cannot type a query over a computed table name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

async function readAllRows(db: Db, kind: DbKind, tables: readonly string[]): Promise<Rows> {
	const transaction = kind === 'postgres' ? db.transaction().setIsolationLevel('repeatable read') : db.transaction()
	return transaction.execute(async (trx) => {
		const rows = {} as Rows
		for (const table of tables) {
			const order = WITHOUT_ID.get(table) ?? ['id']
			rows[table] = await order
				.reduce((query, column) => query.orderBy(column), (trx as unknown as AnyDb).selectFrom(table).selectAll())
				.execute()
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

/** Runs `task` over the items, a few at a time (a bucket answers faster to several requests at once). */
async function eachAtMost<T>(limit: number, items: AsyncIterable<T> | Iterable<T>, task: (item: T) => Promise<void>) {
	const running = new Set<Promise<void>>()
	for await (const item of items) {
		const job = task(item).finally(() => running.delete(job))
		running.add(job)
		if (running.size >= limit) await Promise.race(running)
	}
	await Promise.all(running)
}

/** Copies every stored file into `folder`: hard links from a local folder, downloads from a bucket. */
async function copyOut(
	storage: Pick<UploadStorage, 'list' | 'read' | 'localDirectory'>,
	folder: string,
): Promise<void> {
	const local = storage.localDirectory
	await eachAtMost(8, storage.list(), async (name) => {
		const target = path.join(folder, name)
		if (local) return linkOrCopy(path.join(local, name), target)
		const object = await storage.read(name)
		// Removed since it was listed (the site keeps running): nothing to keep.
		if (object) await pipeline(object.body, createWriteStream(target))
	})
}

/** Puts the files of a backup's `uploads/` folder into the storage; returns the names it could not take. */
async function copyIn(folder: string, storage: UploadStorage): Promise<string[]> {
	const files = await fs.readdir(folder).catch(() => [] as string[])
	const local = storage.localDirectory
	if (local) {
		await fs.mkdir(local, { recursive: true })
		for (const file of files) {
			const target = path.join(local, path.basename(file))
			await fs.rename(path.join(folder, file), target).catch(() => fs.copyFile(path.join(folder, file), target))
		}
		return []
	}
	const skipped = files.filter((file) => !isStoredName(file))
	await eachAtMost(
		8,
		files.filter((file) => isStoredName(file)),
		async (file) => void (await storage.save(file, await fs.readFile(path.join(folder, file)))),
	)
	return skipped
}

/** Puts a backup's résumés into the private storage. */
async function copyResumesIn(folder: string, files: PrivateFiles): Promise<void> {
	const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => isStoredName(name))
	await eachAtMost(8, names, async (name) => {
		// The site's own copy of the same file (a restore into the site it came from) gives way to the backup's.
		await files.remove([name])
		await files.save(name, await fs.readFile(path.join(folder, name)))
	})
}

export async function createBackup(options: {
	db: Db
	kind: DbKind
	dataDir: string
	storage: UploadStorage
	outFile: string
	/** With the job applications and their résumés (`--with-applications`). */
	applications?: PrivateFiles | undefined
}): Promise<Manifest> {
	await rollUpFinishedDays(options.db)
	const tables = options.applications ? [...BACKUP_TABLES, APPLICATION_TABLE] : BACKUP_TABLES
	const rows = await readAllRows(options.db, options.kind, tables)
	const manifest: Manifest = {
		format: BACKUP_FORMAT,
		createdAt: new Date().toISOString(),
		database: options.kind,
		counts: Object.fromEntries(tables.map((table) => [table, rows[table]?.length ?? 0])),
		...(options.applications && { applications: true }),
	}
	const staging = await workFolder(options.dataDir, 'backup')
	try {
		await fs.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2))
		await fs.writeFile(path.join(staging, 'database.json'), JSON.stringify(rows))
		await fs.mkdir(path.join(staging, 'uploads'))
		await copyOut(options.storage, path.join(staging, 'uploads'))
		if (options.applications) {
			await fs.mkdir(path.join(staging, 'resumes'))
			await copyOut(options.applications, path.join(staging, 'resumes'))
		}
		await fs.mkdir(path.dirname(path.resolve(options.outFile)), { recursive: true })
		await tar.create({ gzip: true, file: options.outFile, cwd: staging, portable: true }, [
			'manifest.json',
			'database.json',
			'uploads',
			...(options.applications ? ['resumes'] : []),
		])
	} finally {
		await fs.rm(staging, { recursive: true, force: true })
	}
	return manifest
}

export class RestoreRefused extends Error {}

/**
 * Replaces the database's rows and adds the uploaded files from a backup. Refuses to overwrite a
 * database that already has content (but the starter pages every new one gets) unless `force` is set.
 */
export async function restoreBackup(options: {
	db: Db
	kind: DbKind
	dataDir: string
	storage: UploadStorage
	file: string
	force: boolean
	/** Where a backup's résumés go, when it has the job applications. */
	applications?: PrivateFiles | undefined
}): Promise<Manifest> {
	const work = await workFolder(options.dataDir, 'restore')
	try {
		await tar.extract({ file: options.file, cwd: work, strict: true })
		const manifest = JSON.parse(await fs.readFile(path.join(work, 'manifest.json'), 'utf8')) as Manifest
		if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`Unknown backup format ${manifest.format}`)
		const rows = withTeam(
			JSON.parse(await fs.readFile(path.join(work, 'database.json'), 'utf8')) as Rows,
			contentTypes.map((type) => type.name),
		) as Rows
		const db = options.db as unknown as AnyDb
		if (!options.force) {
			for (const table of CONTENT_TABLES) {
				// A new installation's starter pages and its single records as first read, never edited, are not
				// content a restore would lose.
				const { count } = await db
					.selectFrom(table)
					.select(db.fn.countAll().as('count'))
					.$if(table === 'singletons', (query) => query.where('updated_at', '!=', sql.ref('created_at')))
					.$if(table === 'pages', (query) =>
						query.where((eb) =>
							eb.or([eb('slug', 'not in', STARTER_PAGE_SLUGS), eb('updated_at', '!=', eb.ref('created_at'))]),
						),
					)
					.executeTakeFirstOrThrow()
				if (Number(count) > 0) {
					throw new RestoreRefused(`The database already has content (${table}); restore with --force to replace it`)
				}
			}
		}
		await db.transaction().execute(async (trx) => {
			await trx.deleteFrom('sessions').execute()
			// Who had which item open: the items and sessions it names are the replaced database's.
			await trx.deleteFrom('editing_presence').execute()
			await trx.deleteFrom('auth_challenges').execute()
			// A link to choose a password names an account by its id, which the backup's accounts may reuse.
			await trx.deleteFrom('password_resets').execute()
			// Pending invitations name the accounts being replaced (ADR 0055): their links end, as sessions do.
			await trx.deleteFrom('invitations').execute()
			// The backup's daily totals replace the site's analytics; raw views are not in a backup.
			await trx.deleteFrom('analytics_events').execute()
			const tables = manifest.applications ? [...BACKUP_TABLES, APPLICATION_TABLE] : BACKUP_TABLES
			for (const table of [...tables].reverse()) await trx.deleteFrom(table).execute()
			for (const table of tables) {
				for (const row of withSlugs(table, rows[table] ?? []))
					await trx.insertInto(table).values(insertable(row)).execute()
				if (options.kind === 'postgres' && !WITHOUT_ID.has(table)) {
					// Rows came with their ids: move each id sequence past them.
					await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
						trx,
					)
				}
			}
			// A backup made before the redirects list: its earlier slugs' 301s are made as migration 012 made them.
			if (rows.redirects === undefined) await redirectsFromSlugHistory(trx, ITEM_PAGES, new Date().toISOString())
			// Every instance's page and API caches are stale now (server/cache/version.ts).
			await bumpContentVersion(trx as unknown as Db)
		})
		const skipped = await copyIn(path.join(work, 'uploads'), options.storage)
		if (manifest.applications && options.applications)
			await copyResumesIn(path.join(work, 'resumes'), options.applications)
		if (skipped.length > 0) log('warn', 'backup files not restored (not a stored name)', { files: skipped.length })
		return manifest
	} finally {
		await fs.rm(work, { recursive: true, force: true })
	}
}
