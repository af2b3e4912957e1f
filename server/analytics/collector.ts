import type { Db } from '#server/db/database.ts'
import type { AnalyticsEventsTable } from '#server/db/schema.ts'
import { log } from '#server/logging.ts'
import { dayOf } from '#server/analytics/report-schema.ts'
import { countedPath, deviceOf, referrerOf, type PageViewInput } from '#server/analytics/page-view.ts'
import { perAddressLimit, type NotCounted } from '#server/analytics/counting-rules.ts'
import { visitorHasher } from '#server/analytics/visitors.ts'

/**
 * The page-view collector (DESIGN.md §12, ADR 0033): a view is hashed into its day's visitor and queued in
 * memory; the queue is written in one insert per second (or at BATCH_MAX views), so counting costs the
 * database one write per batch, not one per view, and a page's own answer never waits for it. A process
 * stopping writes what it holds (`close`); a process killed loses at most its last second of views.
 */

const FLUSH_MS = 1000
const BATCH_MAX = 500
/** If the database is away, views wait up to this many; past it they are dropped (and said in the log). */
const QUEUE_MAX = 20_000

export type ViewRequest = {
	input: PageViewInput
	address: string
	userAgent: string
	/** The host the request was made to, and PUBLIC_URL's: a referrer among them is this site itself. */
	ownHosts: string[]
	/** Names the site in the visitor hash (the same visitor of two sites on one database is two). */
	site: string
}

export type PageViewCollector = {
	/** Queues the view, or says why it is not counted. */
	record(view: ViewRequest): Promise<'counted' | NotCounted | 'not-a-page'>
	/** Writes what is queued now (the tests, and `close`); resolves to how many views were written. */
	flush(): Promise<number>
	close(): Promise<void>
}

export function createPageViewCollector(db: Db, clock: () => number = Date.now): PageViewCollector {
	const visitors = visitorHasher(db)
	const allowed = perAddressLimit(undefined, clock)
	let queue: AnalyticsEventsTable[] = []
	let timer: NodeJS.Timeout | undefined
	let writing: Promise<number> = Promise.resolve(0)

	const schedule = () => {
		timer ??= setTimeout(() => {
			timer = undefined
			void flush()
		}, FLUSH_MS)
		timer.unref()
	}

	async function write(batch: AnalyticsEventsTable[]): Promise<number> {
		for (let start = 0; start < batch.length; start += BATCH_MAX) {
			await db
				.insertInto('analytics_events')
				.values(batch.slice(start, start + BATCH_MAX))
				.execute()
		}
		return batch.length
	}

	function flush(): Promise<number> {
		if (timer) clearTimeout(timer)
		timer = undefined
		const batch = queue
		queue = []
		// One batch at a time, in order: a slow write is not overtaken by the next.
		writing = writing.then(
			() => (batch.length ? write(batch) : 0),
			() => (batch.length ? write(batch) : 0),
		)
		return writing.catch((error: unknown) => {
			// Kept for the next try while there is room: the database may be restarting.
			if (queue.length + batch.length <= QUEUE_MAX) queue = [...batch, ...queue]
			else log('warn', 'page views dropped', { views: batch.length })
			log('warn', 'writing page views failed', { error: error instanceof Error ? error.message : String(error) })
			schedule()
			return 0
		})
	}

	return {
		async record({ input, address, userAgent, ownHosts, site }) {
			const path = countedPath(input.path)
			if (path === undefined) return 'not-a-page'
			if (!allowed(address)) return 'rate-limited'
			const at = clock()
			const day = dayOf(at)
			const visitor = await visitors.hash(day, { site, address, userAgent })
			if (queue.length >= QUEUE_MAX) return 'rate-limited'
			queue.push({
				day,
				at: new Date(at).toISOString(),
				path,
				referrer: referrerOf(input.referrer, ownHosts),
				utm_source: input.utm_source,
				utm_medium: input.utm_medium,
				utm_campaign: input.utm_campaign,
				device: deviceOf(input.width),
				visitor,
			})
			if (queue.length >= BATCH_MAX) void flush()
			else schedule()
			return 'counted'
		},
		flush,
		async close() {
			await flush()
		},
	}
}
