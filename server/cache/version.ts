import { sql } from 'kysely'

import { type Db, isPostgres, now } from '#server/db/database.ts'

/**
 * The content version: one row in `content_version`, bumped in the same transaction as every write of
 * content the public site shows. Every instance on the database compares it with the version its cached
 * answers were made from, so a write anywhere makes every cache stale (see docs/decisions/0010-caching.md).
 */
export type ContentVersion = {
	version: number
	updatedAt: string
	/**
	 * When scheduled items go live, and other moments registered (an announcement's dates), ascending (ISO
	 * 8601 UTC): each one changes public content with no write.
	 */
	schedule: readonly string[]
}

type VersionRow = { version: number; updated_at: string; schedule: string }
const toVersion = (row: VersionRow): ContentVersion => ({
	version: row.version,
	updatedAt: row.updated_at,
	schedule: parseSchedule(row.schedule),
})

function parseSchedule(json: string): string[] {
	try {
		const times: unknown = JSON.parse(json)
		return Array.isArray(times) ? times.filter((time): time is string => typeof time === 'string') : []
	} catch {
		return []
	}
}

export async function readContentVersion(db: Db): Promise<ContentVersion> {
	const row = await db
		.selectFrom('content_version')
		.select(['version', 'updated_at', 'schedule'])
		.where('id', '=', 1)
		.executeTakeFirstOrThrow()
	return toVersion(row)
}

/** The tables of the content types (each registers itself when defined: server/content/collection.ts). */
const contentTables = new Set<string>()
export const registerContentTable = (table: string) => void contentTables.add(table)

/**
 * Other moments public content changes with no write, after `at` (a singleton's `schedule`: the settings'
 * announcement starts and ends), registered by their definitions (server/content/singleton.ts).
 */
type ScheduleSource = (db: Db, at: string) => Promise<readonly string[]>
const scheduleSources: ScheduleSource[] = []
export const registerScheduleSource = (source: ScheduleSource) => void scheduleSources.push(source)

/** Every moment after `at` public content changes with no write, ascending and once each. */
async function upcomingChanges(db: Db, at: string): Promise<string[]> {
	const all = [...(await upcomingPublications(db, at))]
	for (const source of scheduleSources) all.push(...(await source(db, at)))
	return [...new Set(all)].sort()
}

/** When the published items not yet live go live, ascending: one query over every content table. */
async function upcomingPublications(db: Db, at: string): Promise<string[]> {
	if (contentTables.size === 0) return []
	const selects = [...contentTables].map(
		(table) =>
			sql`select publish_at from ${sql.table(table)} where status = 'published' and deleted_at is null and publish_at > ${at}`,
	)
	const { rows } = await sql<{
		publish_at: string
	}>`select distinct publish_at from (${sql.join(selects, sql` union all `)}) as upcoming order by publish_at`.execute(
		db,
	)
	return rows.map((row) => row.publish_at)
}

/** The PostgreSQL channel that hears of every new content version (payload: the version number). */
export const CONTENT_VERSION_CHANNEL = 'sigma_content_version'

/**
 * Bumps the version (and notes what is scheduled): call it inside the transaction that changes public
 * content. On PostgreSQL it also sends a NOTIFY, which the database delivers only when (and if) that
 * transaction commits, so every instance's listener (version-listener.ts) hears of it at once.
 */
export async function bumpContentVersion(db: Db): Promise<ContentVersion> {
	const at = now()
	const schedule = JSON.stringify(await upcomingChanges(db, at))
	const row = await db
		.updateTable('content_version')
		.set((eb) => ({ version: eb('version', '+', 1), updated_at: at, schedule }))
		.where('id', '=', 1)
		.returning(['version', 'updated_at', 'schedule'])
		.executeTakeFirstOrThrow()
	if (isPostgres(db)) await sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${String(row.version)})`.execute(db)
	return toVersion(row)
}

/** What public content is at a moment: the version and the scheduled items that have gone live since it was written. */
export type ContentState = {
	/** Equal for two moments exactly when every public answer is the same at both. */
	key: string
	/** When public content last changed: the write, or the last scheduled item that went live. */
	lastModified: string
	/** When it changes next with no write (the next scheduled item), if anything is scheduled. */
	nextChange: string | undefined
}

export function contentState(version: ContentVersion, at: number = Date.now()): ContentState {
	const { schedule } = version
	if (schedule.length === 0)
		return { key: String(version.version), lastModified: version.updatedAt, nextChange: undefined }
	const moment = new Date(at).toISOString()
	let passed = 0
	while (passed < schedule.length && schedule[passed]! <= moment) passed++
	const lastPassed = schedule[passed - 1]
	return {
		key: `${version.version}.${passed}`,
		lastModified: lastPassed !== undefined && lastPassed > version.updatedAt ? lastPassed : version.updatedAt,
		nextChange: schedule[passed],
	}
}

const watchers = new WeakMap<Db, ContentVersionWatcher>()

/** A write on `db` committed `version`: this process's watcher on `db` knows it at once. */
export const versionCommitted = (db: Db, version: ContentVersion) => watchers.get(db)?.saw(version)

/**
 * Runs `write` and bumps the version in one transaction; this process's watcher on `db` learns the new
 * version as soon as it commits. Inside a caller's transaction (which commits later) the bump joins it
 * and the watcher finds the new version on its next check instead.
 */
export async function writeContent<T>(db: Db, write: (db: Db) => Promise<T>): Promise<T> {
	if (db.isTransaction) {
		const result = await write(db)
		await bumpContentVersion(db)
		return result
	}
	const { result, version } = await db.transaction().execute(async (trx) => {
		const result = await write(trx)
		return { result, version: await bumpContentVersion(trx) }
	})
	versionCommitted(db, version)
	return result
}

/**
 * What one process knows of the content version. Reading it costs nothing while the last check is less
 * than `maxAgeMs` old; after that one query (shared by every caller waiting for it) reads it again. This
 * process's own writes (through `writeContent` on the same `db`) are known at once.
 */
export class ContentVersionWatcher {
	#latest: ContentVersion | undefined
	#checkedAt = -Infinity
	#reading: Promise<ContentVersion> | undefined
	readonly #listeners = new Set<(version: ContentVersion) => void>()

	constructor(
		private readonly db: Db,
		readonly maxAgeMs = 1000,
	) {
		watchers.set(db, this)
	}

	/** The version if it was checked less than `maxAgeMs` ago; otherwise undefined (call `check()`). */
	get fresh(): ContentVersion | undefined {
		return performance.now() - this.#checkedAt < this.maxAgeMs ? this.#latest : undefined
	}

	/** The newest version seen, however old the check. */
	get latest(): ContentVersion | undefined {
		return this.#latest
	}

	/** The fresh version, reading it from the database when the last check is too old. */
	current(): ContentVersion | Promise<ContentVersion> {
		return this.fresh ?? this.check()
	}

	/** Reads the version from the database now (one query for all who wait). */
	check(): Promise<ContentVersion> {
		this.#reading ??= (async () => {
			const started = performance.now()
			try {
				this.saw(await readContentVersion(this.db), started)
				return this.#latest!
			} finally {
				this.#reading = undefined
			}
		})()
		return this.#reading
	}

	/**
	 * Hears that `version` was committed elsewhere (a notification): unless it is known already, reads the
	 * version row now. A read already on its way may have started before that commit, so one more read
	 * follows when it comes back older; the second began after the commit and sees it.
	 */
	async heard(version: number): Promise<void> {
		for (let reads = 0; reads < 2; reads++) {
			if (this.#latest && this.#latest.version >= version) return
			await this.check()
		}
	}

	/** Calls `listener` whenever a newer version is seen. */
	onChange(listener: (version: ContentVersion) => void): void {
		this.#listeners.add(listener)
	}

	/** Takes note of a version known to be current at `at` (a read that started then, or a commit just now). */
	saw(version: ContentVersion, at = performance.now()): void {
		this.#checkedAt = Math.max(this.#checkedAt, at)
		if (this.#latest && version.version <= this.#latest.version) return
		this.#latest = version
		for (const listener of this.#listeners) listener(version)
	}
}
