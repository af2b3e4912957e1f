import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'

import type { Db } from '#server/db/database.ts'
import { log } from '#server/logging.ts'
import { clearCounters, countHit, pruneCounters, readCounter, uncountHit } from '#server/rate-limit/counters.ts'

/** A store prunes its ended windows at most this often (lazily, on a hit: an idle instance does nothing). */
export const PRUNE_EVERY_MS = 60_000
/**
 * A row is pruned only once its window has been over this long: instances' clocks differ a little, and
 * a window that one instance still counts must not vanish under it (deleting it would restart it at 1).
 */
export const PRUNE_GRACE_MS = 60_000

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * An express-rate-limit store that counts in the database's `rate_limits` table (the shared counters
 * of server/rate-limit/counters.ts), so every app instance on one database enforces one limit: each hit
 * is one atomic upsert on the key `<prefix><client key>`. A limiter's fixed window comes from its
 * options (`init`). Ended windows are deleted now and then (only this prefix's rows).
 */
export class DatabaseStore implements Store {
	/** Counts are shared between instances (tells express-rate-limit's misconfiguration checks). */
	readonly localKeys = false
	readonly prefix: string
	windowMs = 60_000
	private readonly db: Db
	private readonly now: () => number
	private lastPruned = Number.NEGATIVE_INFINITY

	/** `prefix`: what this limiter counts, such as `api:`; `now`: the clock (tests move it). */
	constructor(db: Db, options: { prefix: string; now?: () => number }) {
		if (!/^[a-z0-9-]+:$/.test(options.prefix)) throw new Error(`Not a counter prefix: ${options.prefix}`)
		this.db = db
		this.prefix = options.prefix
		this.now = options.now ?? Date.now
	}

	init(options: Pick<Options, 'windowMs'>): void {
		this.windowMs = options.windowMs
	}

	async get(key: string): Promise<ClientRateLimitInfo | undefined> {
		const counter = await readCounter(this.db, this.prefix + key)
		if (!counter) return undefined
		const resetTime = new Date(Date.parse(counter.windowStartedAt) + this.windowMs)
		return resetTime.getTime() > this.now() ? { totalHits: counter.hits, resetTime } : undefined
	}

	async increment(key: string): Promise<ClientRateLimitInfo> {
		const at = this.now()
		this.pruneNowAndThen(at)
		const counter = await countHit(this.db, this.prefix + key, this.windowMs, at)
		return { totalHits: counter.hits, resetTime: new Date(Date.parse(counter.windowStartedAt) + this.windowMs) }
	}

	async decrement(key: string): Promise<void> {
		await uncountHit(this.db, this.prefix + key, this.windowMs, this.now())
	}

	async resetKey(key: string): Promise<void> {
		await clearCounters(this.db, [this.prefix + key])
	}

	/** Deletes this prefix's rows whose window ended at least PRUNE_GRACE_MS before `at`. Answers how many. */
	prune(at = this.now()): Promise<number> {
		const startedBy = new Date(at - this.windowMs - PRUNE_GRACE_MS).toISOString()
		return pruneCounters(this.db, this.prefix, startedBy)
	}

	/** Not awaited: a hit never waits for the tidying (nor logs it: it runs every minute), and a failed prune waits for the next. */
	private pruneNowAndThen(at: number): void {
		if (at - this.lastPruned < PRUNE_EVERY_MS) return
		this.lastPruned = at
		this.prune(at).catch((error: unknown) =>
			log('warn', 'pruning rate limit windows failed', { limiter: this.prefix, error: reason(error) }),
		)
	}
}
