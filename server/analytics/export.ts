import { toCsv } from '#server/csv.ts'
import type { AnalyticsDay, DayRange } from '#server/analytics/report-schema.ts'

/** The analytics export: a row per day of the range (server/csv.ts: RFC 4180, a byte order mark). */
export const analyticsCsv = (days: readonly AnalyticsDay[]) => toCsv(days, ['date', 'views', 'visitors'])

/** `analytics-2026-10-28-to-2026-11-26.csv`; the document's example names a day's file. */
export const analyticsCsvFileName = (date = new Date(), range?: DayRange) => {
	const day = date.toISOString().slice(0, 10)
	return `analytics-${range?.from ?? day}-to-${range?.to ?? day}.csv`
}
