import { type AliasableExpression, type ExpressionBuilder, sql } from 'kysely'

import { addDays, dayOf, type DayRange } from '#server/days.ts'
import type { Db } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'

/**
 * Raw page views become daily aggregates (docs/design.md §12, ADR 0033): once a day is over, its views are
 * counted per page, referrer, campaign and device into analytics_daily, and the raw rows are deleted after
 * ANALYTICS_RAW_DAYS. Every instance's housekeeping
 * runs this: a day is rolled up once (its row in analytics_rollups is the claim, in the same transaction).
 * A year of daily rows is a row per day and page (referrer, campaign, device) that had a view that day.
 * A day not rolled up yet (today) is counted from the raw rows: the reports read both.
 */

export const DIMENSIONS = ['site', 'page', 'referrer', 'campaign', 'device'] as const
export type Dimension = (typeof DIMENSIONS)[number]

/** UTM values hold no control characters (page-view.ts), so a tab joins a campaign's three safely. */
export const CAMPAIGN_SEPARATOR = '\t'

type Events = ExpressionBuilder<Database, 'analytics_events'>
const VALUE: Record<Dimension, (eb: Events) => AliasableExpression<string>> = {
	site: () => sql<string>`''`,
	page: (eb) => eb.ref('path'),
	referrer: (eb) => eb.ref('referrer'),
	campaign: () =>
		sql<string>`utm_source || ${CAMPAIGN_SEPARATOR} || utm_medium || ${CAMPAIGN_SEPARATOR} || utm_campaign`,
	device: (eb) => eb.ref('device'),
}

/** Views and distinct visitors per day and value of a dimension, from the raw rows the filter keeps. */
export function rawCounts(db: Db, dimension: Dimension, days: (eb: Events) => ReturnType<Events['and']>) {
	return db
		.selectFrom('analytics_events')
		.where(days)
		.$if(dimension === 'campaign', (query) =>
			query.where((eb) =>
				eb.or([eb('utm_source', '!=', ''), eb('utm_medium', '!=', ''), eb('utm_campaign', '!=', '')]),
			),
		)
		.select((eb) => [
			'day',
			VALUE[dimension](eb).as('value'),
			eb.fn.countAll<number>().as('views'),
			eb.fn.count<number>('visitor').distinct().as('visitors'),
		])
		.groupBy(['day', 'value'])
}

/** Raw rows of the range's days that are not rolled up yet (a report counts those live). */
export const notRolledUp = (range: DayRange) => (eb: Events) =>
	eb.and([
		eb('day', '>=', range.from),
		eb('day', '<=', range.to),
		eb('day', 'not in', eb.selectFrom('analytics_rollups').select('day')),
	])

/**
 * Views are written up to a second or so after they happen (the collector's batches), so a day is rolled
 * up only once this long has passed since it ended.
 */
export const SETTLE_MS = 10 * 60 * 1000

/** Rolls up every finished day that is not yet; resolves to the days this call rolled up. */
export async function rollUpFinishedDays(db: Db, at = Date.now()): Promise<string[]> {
	const lastFinished = addDays(dayOf(at - SETTLE_MS), -1)
	const pending = await db
		.selectFrom('analytics_events')
		.select('day')
		.distinct()
		.where((eb) =>
			eb.and([eb('day', '<=', lastFinished), eb('day', 'not in', eb.selectFrom('analytics_rollups').select('day'))]),
		)
		.orderBy('day')
		.execute()
	const rolled: string[] = []
	for (const { day } of pending) if (await rollUpDay(db, day, at)) rolled.push(day)
	return rolled
}

async function rollUpDay(db: Db, day: string, at: number): Promise<boolean> {
	return db.transaction().execute(async (trx) => {
		// The claim: another instance rolling up the same day waits here, then finds the row and stops.
		const claimed = await trx
			.insertInto('analytics_rollups')
			.values({ day, rolled_at: new Date(at).toISOString() })
			.onConflict((conflict) => conflict.column('day').doNothing())
			.executeTakeFirst()
		if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false
		for (const dimension of DIMENSIONS) {
			const counts = await rawCounts(trx, dimension, (eb) => eb.and([eb('day', '=', day)])).execute()
			const rows = counts.map((row) => ({
				day,
				dimension,
				value: String(row.value),
				views: Number(row.views),
				visitors: Number(row.visitors),
			}))
			// In slices: a day of many pages would pass the databases' limit of parameters in one statement.
			for (let start = 0; start < rows.length; start += 1000)
				await trx
					.insertInto('analytics_daily')
					.values(rows.slice(start, start + 1000))
					.execute()
		}
		return true
	})
}

/** Deletes raw views older than `rawDays` days whose day is rolled up; resolves to how many. */
export async function pruneRawViews(db: Db, rawDays: number, at = Date.now()): Promise<number> {
	const result = await db
		.deleteFrom('analytics_events')
		.where((eb) =>
			eb.and([
				eb('day', '<', addDays(dayOf(at), -rawDays)),
				eb('day', 'in', eb.selectFrom('analytics_rollups').select('day')),
			]),
		)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}
