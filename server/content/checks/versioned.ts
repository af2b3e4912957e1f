import { readContentVersion } from '#server/cache/version.ts'
import type { Db } from '#server/db/database.ts'

/**
 * A value computed from the content, kept until the content changes (docs/design.md §16): every write bumps
 * the content version in its transaction (server/cache/version.ts, ADR 0010), and a scheduled item going
 * live changes what is live with no write, so the key is the version and the scheduled moments passed. A
 * repeat read costs one query; a write anywhere shows at the next one, on every instance.
 */
type Kept = { key: string; value: Promise<unknown> }
const kept = new WeakMap<Db, Map<string, Kept>>()

export async function contentKey(db: Db): Promise<string> {
	const { version, schedule } = await readContentVersion(db)
	const now = new Date().toISOString()
	return `${version}:${schedule.filter((moment) => moment <= now).length}`
}

export async function versioned<T>(db: Db, name: string, compute: () => Promise<T>): Promise<T> {
	const key = await contentKey(db)
	const values = kept.get(db) ?? new Map<string, Kept>()
	kept.set(db, values)
	const found = values.get(name)
	if (found?.key === key) return found.value as Promise<T>
	const value = compute()
	values.set(name, { key, value })
	// A failed computation is not kept: the next read tries again.
	value.catch(() => values.get(name)?.value === value && values.delete(name))
	return value
}
