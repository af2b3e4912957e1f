import { perAddressLimit } from '#server/analytics/counting-rules.ts'
import { countedPath, deviceOf, type PageViewInput, referrerOf } from '#server/analytics/page-view.ts'
import { SETTLE_MS } from '#server/analytics/rollup.ts'
import { visitorHasher } from '#server/analytics/visitors.ts'
import { DAY_MS, dayOf, startOfDay } from '#server/days.ts'
import type { Db } from '#server/db/database.ts'
import type { AnalyticsEventsTable } from '#server/db/schema.ts'
import { log } from '#server/logging.ts'

/**
 * The page-view collector (docs/design.md §12, ADR 0033): a view is hashed into its day's visitor and queued in
 * memory; the queue is written in one transaction a second (or as soon as BATCH_MAX views wait), so
 * counting costs the database one write per batch, not one per view, and a page's own answer never waits
 * for it. A process stopping writes what it holds (`close`); a process killed loses at most its last
 * second of views.
 */

const FLUSH_MS = 1000
/** Rows per insert statement; a batch of more (views that waited through an outage) takes several. */
export const BATCH_MAX = 500
/** If the database is away or slow, views wait (queued or being written) up to this many; more are dropped. */
const PENDING_MAX = 20_000

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
	/** Whether the address may have one more view counted this minute (asked first: it costs nothing). */
	admit(address: string): boolean
	/** Queues the view, or says why it is not counted. */
	record(view: ViewRequest): Promise<'counted' | 'not-a-page' | 'day-over' | 'queue-full' | 'closed'>
	/** Writes what is queued now (the tests, and `close`); resolves to how many views were written. */
	flush(): Promise<number>
	close(): Promise<void>
}

type Row = AnalyticsEventsTable

export function createPageViewCollector(
	db: Db,
	clock: () => number = Date.now,
	{ pendingMax = PENDING_MAX }: { pendingMax?: number } = {},
): PageViewCollector {
	const visitors = visitorHasher(db)
	const admit = perAddressLimit(undefined, clock)
	let queue: Row[] = []
	let inFlight = 0
	let closed = false
	let timer: NodeJS.Timeout | undefined
	let writing: Promise<number> = Promise.resolve(0)
	let dropped = 0

	const schedule = () => {
		if (closed || timer) return
		timer = setTimeout(() => {
			timer = undefined
			void flush()
		}, FLUSH_MS)
		timer.unref()
	}

	// Each process forgets yesterday's salt at midnight, whether or not a view comes (visitors.ts).
	let midnight: NodeJS.Timeout | undefined
	const atMidnight = () => {
		const now = clock()
		midnight = setTimeout(
			() => {
				visitors
					.forgetBefore(dayOf(clock()))
					.catch((error: unknown) => log('warn', 'forgetting a salt failed', { error: reason(error) }))
				atMidnight()
			},
			startOfDay(dayOf(now)) + DAY_MS - now + 1000,
		)
		midnight.unref()
	}
	atMidnight()

	/** Views of days already rolled up would be counted nowhere: they are dropped, and the log says so. */
	async function withoutRolledUpDays(batch: Row[]): Promise<Row[]> {
		const settled = dayOf(clock() - SETTLE_MS)
		const old = [...new Set(batch.filter((row) => row.day < settled).map((row) => row.day))]
		if (old.length === 0) return batch
		const rolled = await db.selectFrom('analytics_rollups').select('day').where('day', 'in', old).execute()
		if (rolled.length === 0) return batch
		const over = new Set(rolled.map((row) => row.day))
		const kept = batch.filter((row) => !over.has(row.day))
		log('warn', 'page views dropped: their day is rolled up already', { views: batch.length - kept.length })
		return kept
	}

	async function write(batch: Row[]): Promise<number> {
		const rows = await withoutRolledUpDays(batch)
		// One transaction: a batch is written whole or not at all, so a retry never counts a view twice.
		await db.transaction().execute(async (trx) => {
			for (let start = 0; start < rows.length; start += BATCH_MAX)
				await trx
					.insertInto('analytics_events')
					.values(rows.slice(start, start + BATCH_MAX))
					.execute()
		})
		return rows.length
	}

	/** Writes everything queued, one batch at a time, in order. */
	async function writeQueued(): Promise<number> {
		const batch = queue
		queue = []
		if (batch.length === 0) return 0
		inFlight = batch.length
		try {
			return await write(batch)
		} catch (error) {
			// Kept for the next try: the database may be restarting.
			queue = [...batch, ...queue]
			log('warn', 'writing page views failed', { views: batch.length, error: reason(error) })
			schedule()
			return 0
		} finally {
			inFlight = 0
		}
	}

	function flush(): Promise<number> {
		if (timer) clearTimeout(timer)
		timer = undefined
		writing = writing.then(writeQueued, writeQueued)
		return writing
	}

	return {
		admit,
		async record({ input, address, userAgent, ownHosts, site }) {
			if (closed) return 'closed'
			const path = countedPath(input.path)
			if (path === undefined) return 'not-a-page'
			const at = clock()
			const day = dayOf(at)
			const visitor = await visitors.hash(day, { site, address, userAgent })
			if (visitor === undefined) return 'day-over'
			if (closed) return 'closed'
			if (queue.length + inFlight >= pendingMax) {
				if (dropped++ % 1000 === 0)
					log('warn', 'page views dropped: too many waiting to be written', { views: dropped })
				return 'queue-full'
			}
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
			closed = true
			clearTimeout(midnight)
			await flush()
		},
	}
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))
