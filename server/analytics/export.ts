import type { AnalyticsDay } from '#server/analytics/report-schema.ts'
import { toCsv } from '#server/csv.ts'
import { dayOf, type DayRange } from '#server/days.ts'

/** The analytics export: a row per day of the range (server/csv.ts: RFC 4180, a byte order mark). */
export const analyticsCsv = (days: readonly AnalyticsDay[]) => toCsv(days, ['date', 'views', 'visitors'])

/** `analytics-2026-10-28-to-2026-11-26.csv`; the document's example names a day's file. */
export const analyticsCsvFileName = (date = new Date(), range: DayRange = { from: dayOf(date), to: dayOf(date) }) =>
	`analytics-${range.from}-to-${range.to}.csv`
