import { z } from 'zod'

import { toValidationError } from '#server/content/collection.ts'
import { ValidationError } from '#server/content/errors.ts'
import { addDays, Day, dayOf, type DayRange, daysBetween, lastDays, optionalParam } from '#server/days.ts'

/**
 * The shape of what the analytics report answers (docs/design.md §12, ADR 0033): `GET /analytics`, the
 * Analytics screen and the dashboard's summary read the same report. Days are UTC calendar days.
 */

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

/** The source of a visit that came with no referrer from another site (typed, bookmarked, an app). */
export const DIRECT_SOURCE = '(direct)'

/** The ranges the screen offers; the API takes any `from`/`to` up to MAX_RANGE_DAYS days apart. */
export const RANGE_CHOICES = [7, 30, 90] as const
export const DEFAULT_RANGE_DAYS = 30
export const MAX_RANGE_DAYS = 366
/** How many rows the report's lists (pages, referrers, campaigns) hold at most. */
export const REPORT_LIST_MAX = 50

const count = z.int().min(0)

export const AnalyticsDay = z.object({
	date: Day.meta({ description: 'A UTC day, YYYY-MM-DD' }),
	views: count.meta({ description: 'Page views that day' }),
	visitors: count.meta({ description: 'Different visitors that day' }),
})

export const AnalyticsReport = z.object({
	from: Day.meta({ description: 'The first day of the range (UTC)' }),
	to: Day.meta({ description: 'The last day of the range (UTC), included' }),
	days: z.array(AnalyticsDay).meta({ description: 'Every day of the range, in order, days without views included' }),
	pages: z
		.array(
			z.object({
				path: z
					.string()
					.meta({ description: "The page's address; an item's earlier addresses count as its current one" }),
				title: z.string().nullable().meta({ description: 'What the page shows (an item’s title); null when unknown' }),
				views: count,
				visitors: count.meta({ description: 'The sum of each day’s different visitors' }),
			}),
		)
		.meta({ description: `The most viewed pages, most first (at most ${REPORT_LIST_MAX})` }),
	referrers: z
		.array(
			z.object({
				source: z.string().meta({
					description: `The referring site's host name, or \`${DIRECT_SOURCE}\` for visits from no other site`,
				}),
				views: count,
				visitors: count,
			}),
		)
		.meta({ description: `Where views came from, most first (at most ${REPORT_LIST_MAX})` }),
	campaigns: z
		.array(
			z.object({
				source: z.string().meta({ description: 'utm_source' }),
				medium: z.string().meta({ description: 'utm_medium' }),
				campaign: z.string().meta({ description: 'utm_campaign' }),
				views: count,
				visitors: count,
			}),
		)
		.meta({ description: 'Views of addresses that carried UTM parameters, by source, medium and campaign' }),
	devices: z
		.array(z.object({ device: z.enum(DEVICES), views: count, visitors: count }))
		.meta({ description: 'Views by the width of the screen: mobile under 576 px, tablet under 992 px, desktop' }),
	views: count.meta({ description: 'Page views in the range' }),
	visitors: count.meta({ description: 'The sum of each day’s different visitors' }),
	contacts: count.meta({ description: 'Messages sent through the contact form in the range' }),
	conversion: z
		.number()
		.min(0)
		.nullable()
		.meta({ description: 'contacts divided by visitors (0.02 is 2 %); null without visitors' }),
})
export type AnalyticsReport = z.infer<typeof AnalyticsReport>
export type AnalyticsDay = z.infer<typeof AnalyticsDay>

export const AnalyticsQuery = z.object({
	from: optionalParam(Day),
	to: optionalParam(Day),
	days: optionalParam(
		z.coerce
			.number()
			.int('days is a whole number')
			.min(1, 'days must be at least 1')
			.max(MAX_RANGE_DAYS, `days must be at most ${MAX_RANGE_DAYS}`),
	),
})

/**
 * The range a query string asks for: `from` and `to`; or `days` (the last so many, today included); `from`
 * alone runs to today, `to` alone starts DEFAULT_RANGE_DAYS before it; nothing: the last 30 days.
 */
export function parseAnalyticsRange(query: Record<string, unknown>, at = Date.now()): DayRange {
	const parsed = AnalyticsQuery.safeParse({ from: query.from, to: query.to, days: query.days })
	if (!parsed.success) throw toValidationError(parsed.error)
	const { from, to, days } = parsed.data
	if (from || to) {
		const last = to ?? dayOf(at)
		const first = from ?? addDays(last, -(DEFAULT_RANGE_DAYS - 1))
		// The field to mend: the last day when it comes before the first, the first when the range is too long.
		if (first > last) throw rangeError('to', 'The first day must not be after the last')
		if (daysBetween(first, last) >= MAX_RANGE_DAYS)
			throw rangeError('from', `A range holds at most ${MAX_RANGE_DAYS} days`)
		return { from: first, to: last }
	}
	return lastDays(days ?? DEFAULT_RANGE_DAYS, at)
}

const rangeError = (field: 'from' | 'to', message: string) => new ValidationError(message, { [field]: message })
