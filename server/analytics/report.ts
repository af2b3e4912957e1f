import { fixedPageTitle, itemPagePrefix, itemPages } from '#server/analytics/pages.ts'
import { type AnalyticsReport, DEVICES, DIRECT_SOURCE, REPORT_LIST_MAX } from '#server/analytics/report-schema.ts'
import { CAMPAIGN_SEPARATOR, type Dimension, notRolledUp, rawCounts } from '#server/analytics/rollup.ts'
import { addDays, type DayRange, eachDay } from '#server/days.ts'
import { type Db, isPostgres } from '#server/db/database.ts'

/**
 * The analytics report (docs/design.md §12): what `GET /analytics`, the Analytics screen, the dashboard and the
 * Manage lists show. Finished days come from the daily roll-ups, the rest live from the raw views
 * (rollup.ts). Visitors over several days are the sum of each day's: a visitor's hash changes every day by
 * design, so nobody can be followed from one day to the next (as in Plausible).
 */

type Counts = { views: number; visitors: number }
const add = (into: Map<string, Counts>, key: string, views: number, visitors: number) => {
	const counts = into.get(key) ?? { views: 0, visitors: 0 }
	into.set(key, { views: counts.views + views, visitors: counts.visitors + visitors })
}

/**
 * The report's reads, one after another on one snapshot (PostgreSQL: repeatable read; SQLite: one
 * transaction): a roll-up committing meanwhile is seen whole or not at all, and a report holds one
 * connection of the pool, not one per query.
 */
function onSnapshot<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
	const transaction = isPostgres(db) ? db.transaction().setIsolationLevel('repeatable read') : db.transaction()
	return transaction.execute(read)
}

/** Which of a dimension's values to count: those starting with `prefix` (an item type's pages), or `paths`. */
type Only = { prefix?: string | undefined; paths?: readonly string[] | undefined }

/**
 * Views and visitors over the range per value of a dimension, or per day (`site`, or `perDay`), optionally
 * of some of its values only (`only`).
 */
async function countsBy(
	db: Db,
	dimension: Dimension,
	range: DayRange,
	{ prefix, paths }: Only = {},
	perDay = dimension === 'site',
): Promise<Map<string, Counts>> {
	const counts = new Map<string, Counts>()
	const key = perDay ? 'day' : 'value'
	const rolled = await db
		.selectFrom('analytics_daily')
		.select((eb) => [
			`${key} as key`,
			eb.fn.sum<number>('views').as('views'),
			eb.fn.sum<number>('visitors').as('visitors'),
		])
		.where('dimension', '=', dimension)
		.where('day', '>=', range.from)
		.where('day', '<=', range.to)
		.$if(prefix !== undefined, (query) => query.where('value', 'like', `${prefix}%`))
		.$if(paths !== undefined, (query) => query.where('value', 'in', paths!))
		.groupBy(key)
		.execute()
	for (const row of rolled) add(counts, String(row.key), Number(row.views), Number(row.visitors))
	const live = await rawCounts(db, dimension, (eb) =>
		eb.and([
			notRolledUp(range)(eb),
			...(prefix === undefined ? [] : [eb('path', 'like', `${prefix}%`)]),
			...(paths === undefined ? [] : [eb('path', 'in', paths)]),
		]),
	).execute()
	for (const row of live as Array<{ day: string; value: unknown; views: unknown; visitors: unknown }>)
		add(counts, perDay ? row.day : String(row.value), Number(row.views), Number(row.visitors))
	return counts
}

/** Every day of the range with its counts (none: zero). */
const eachDayOf = (range: DayRange, perDay: Map<string, Counts>) =>
	eachDay(range).map((date) => ({ date, ...(perDay.get(date) ?? { views: 0, visitors: 0 }) }))

/** The most viewed first; equal views by name, the same on both databases. */
const top = <T extends Counts>(rows: Array<T & { key: string }>) =>
	rows
		.sort((a, b) => b.views - a.views || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
		.slice(0, REPORT_LIST_MAX)
		.map(({ key: _key, ...row }) => row)

export function readAnalytics(db: Db, range: DayRange): Promise<AnalyticsReport> {
	return onSnapshot(db, async (trx) => {
		const site = await countsBy(trx, 'site', range)
		const pageCounts = await countsBy(trx, 'page', range)
		const referrerCounts = await countsBy(trx, 'referrer', range)
		const campaignCounts = await countsBy(trx, 'campaign', range)
		const deviceCounts = await countsBy(trx, 'device', range)
		const contacts = await contactsIn(trx, range)
		const items = await itemPages(trx)

		const days = eachDayOf(range, site)
		const views = days.reduce((sum, day) => sum + day.views, 0)
		const visitors = days.reduce((sum, day) => sum + day.visitors, 0)
		// An item's views under its earlier addresses count as its current address's.
		const pages = new Map<string, Counts>()
		for (const [path, counts] of pageCounts) add(pages, items.get(path)?.path ?? path, counts.views, counts.visitors)
		const titleOf = (path: string) => fixedPageTitle(path) ?? items.get(path)?.title ?? null
		return {
			...range,
			days,
			pages: top([...pages].map(([path, counts]) => ({ key: path, path, title: titleOf(path), ...counts }))),
			referrers: top(
				[...referrerCounts].map(([host, counts]) => ({ key: host, source: host || DIRECT_SOURCE, ...counts })),
			),
			campaigns: top(
				[...campaignCounts].map(([key, counts]) => {
					const [source = '', medium = '', campaign = ''] = key.split(CAMPAIGN_SEPARATOR)
					return { key, source, medium, campaign, ...counts }
				}),
			),
			devices: DEVICES.filter((device) => deviceCounts.has(device)).map((device) => ({
				device,
				...deviceCounts.get(device)!,
			})),
			views,
			visitors,
			contacts,
			conversion: visitors > 0 ? contacts / visitors : null,
		}
	})
}

/** Messages that came through the contact form in the range (those the admin has not deleted). */
async function contactsIn(db: Db, range: DayRange): Promise<number> {
	const { count } = await db
		.selectFrom('contact_submissions')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.where('created_at', '>=', `${range.from}T00:00:00.000Z`)
		.where('created_at', '<', `${addDays(range.to, 1)}T00:00:00.000Z`)
		.executeTakeFirstOrThrow()
	return Number(count)
}

/**
 * Views of each item of a content type in the range, its earlier addresses included (the Manage lists):
 * only that type's pages are read.
 */
export function itemViews(db: Db, typeName: string, range: DayRange): Promise<Map<number, number>> {
	return onSnapshot(db, async (trx) => {
		const views = new Map<number, number>()
		const prefix = itemPagePrefix({ name: typeName })
		if (prefix === undefined) return views
		const items = await itemPages(trx, typeName)
		for (const [path, counts] of await countsBy(trx, 'page', range, { prefix })) {
			const item = items.get(path)
			if (item) views.set(item.id, (views.get(item.id) ?? 0) + counts.views)
		}
		return views
	})
}

/**
 * One item's views and visitors per day of the range, its earlier addresses included (its edit screen).
 * A visitor seen at two of its addresses on one day counts at each, as on the report's page list.
 */
export function itemDays(db: Db, typeName: string, id: number, range: DayRange): Promise<AnalyticsReport['days']> {
	return onSnapshot(db, async (trx) => {
		const pages = await itemPages(trx, typeName)
		const paths = [...pages].filter(([, item]) => item.id === id).map(([path]) => path)
		return eachDayOf(range, paths.length > 0 ? await countsBy(trx, 'page', range, { paths }, true) : new Map())
	})
}
