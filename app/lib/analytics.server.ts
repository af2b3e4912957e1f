import type { AppLoadContext } from 'react-router'

import { readAnalytics } from '#server/analytics/report.ts'
import {
	type AnalyticsReport,
	DEFAULT_RANGE_DAYS,
	DIRECT_SOURCE,
	parseAnalyticsRange,
	RANGE_CHOICES,
} from '#server/analytics/report-schema.ts'
import { ValidationError } from '#server/content/errors.ts'
import { type DayRange, lastDays } from '#server/days.ts'
import type { Db } from '#server/db/database.ts'
import { ANALYTICS_CSV_PATH, ANALYTICS_PATH } from '#app/lib/admin-paths.ts'
import { requirePermission } from '#app/lib/auth.server.ts'

/**
 * The Analytics screen and the dashboard's summary (ADR 0033; the report is server/analytics/): the
 * report of the range the address asks for, with what the screen needs around it (the range choices, the
 * export's address). A range it refuses is said on the screen, which shows the default range instead.
 */

/** The range as a query string: the export's, and the form's values. */
const rangeQuery = ({ from, to }: DayRange) => `?${new URLSearchParams({ from, to })}`

export async function loadAnalytics({ request, context }: { request: Request; context: AppLoadContext }) {
	await requirePermission(request, context, { permission: 'analytics.read' })
	const asked = Object.fromEntries(new URL(request.url).searchParams)
	// One 'now' for the range and the choices, so that a request at midnight (UTC) marks the one it shows.
	const at = Date.now()
	let range: DayRange
	let error: { message: string; fields: Record<string, string> } | undefined
	try {
		range = parseAnalyticsRange(asked, at)
	} catch (failure) {
		if (!(failure instanceof ValidationError)) throw failure
		// The screen stays usable: the default range, with the reason beside the form.
		error = { message: failure.message, fields: failure.fields }
		range = lastDays(DEFAULT_RANGE_DAYS, at)
	}
	const report = await readAnalytics(context.services.db, range)
	return {
		report: withSourceNames(report),
		error,
		// What the form shows: the range in use, or what was typed when it was refused.
		values: error ? { from: asked.from ?? '', to: asked.to ?? '' } : range,
		choices: RANGE_CHOICES.map((days) => ({
			days,
			to: `${ANALYTICS_PATH}?days=${days}`,
			current: sameRange(range, lastDays(days, at)),
		})),
		csv: `${ANALYTICS_CSV_PATH}${rangeQuery(range)}`,
	}
}

const sameRange = (a: DayRange, b: DayRange) => a.from === b.from && a.to === b.to

/** The report as people read it: visits from no other site are 'Direct / none'. */
function withSourceNames(report: AnalyticsReport): AnalyticsReport {
	const named = report.referrers.map((row) => ({
		...row,
		source: row.source === DIRECT_SOURCE ? 'Direct / none' : row.source,
	}))
	return { ...report, referrers: named }
}

/** How many days the dashboard's summary covers (its heading says so). */
export const SUMMARY_DAYS = 30
/** How many of the top pages and referrers the dashboard shows (the Analytics screen has the rest). */
const SUMMARY_ROWS = 5

/** The dashboard's summary: the last SUMMARY_DAYS days' totals, each day for its chart, the top pages and referrers. */
export async function analyticsSummary(db: Db) {
	const range = lastDays(SUMMARY_DAYS)
	const { views, visitors, conversion, days, pages, referrers } = withSourceNames(await readAnalytics(db, range))
	return {
		period: SUMMARY_DAYS,
		...range,
		views,
		visitors,
		conversion,
		days,
		pages: pages.slice(0, SUMMARY_ROWS),
		referrers: referrers.slice(0, SUMMARY_ROWS),
	}
}
