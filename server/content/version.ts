import { now, type Db } from '#server/db/database.ts'

/**
 * The content version: one row in `content_version`, bumped in the same transaction as every write of
 * content the public site shows. Every instance on the database compares it with the version its cached
 * answers were made from, so a write anywhere makes every cache stale (see docs/decisions/0010-caching.md).
 */
export type ContentVersion = { version: number; updatedAt: string }

export async function readContentVersion(db: Db): Promise<ContentVersion> {
	const row = await db
		.selectFrom('content_version')
		.select(['version', 'updated_at'])
		.where('id', '=', 1)
		.executeTakeFirstOrThrow()
	return { version: row.version, updatedAt: row.updated_at }
}

/** Bumps the version: call it inside the transaction that changes public content. */
export async function bumpContentVersion(db: Db): Promise<ContentVersion> {
	const row = await db
		.updateTable('content_version')
		.set((eb) => ({ version: eb('version', '+', 1), updated_at: now() }))
		.where('id', '=', 1)
		.returning(['version', 'updated_at'])
		.executeTakeFirstOrThrow()
	return { version: row.version, updatedAt: row.updated_at }
}

const watchers = new WeakMap<Db, ContentVersionWatcher>()

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
	watchers.get(db)?.saw(version)
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
