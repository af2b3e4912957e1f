import { ipKeyGenerator } from 'express-rate-limit'
import { z } from 'zod'

import { PAGE_VIEWS_PATH } from '#shared/page-views.ts'
import { notCountedByHeaders } from '#server/analytics/counting-rules.ts'
import { analyticsCsv, analyticsCsvFileName } from '#server/analytics/export.ts'
import { PageViewInput } from '#server/analytics/page-view.ts'
import { readAnalytics } from '#server/analytics/report.ts'
import { AnalyticsReport, MAX_RANGE_DAYS, parseAnalyticsRange } from '#server/analytics/report-schema.ts'
import { csvAnswer, sendCsv } from '#server/api/csv-download.ts'
import { type ApiErrorBody, CROSS_ORIGIN_REFUSED, isCrossOrigin, sessionUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { parseOrThrow } from '#server/content/collection.ts'
import { Day } from '#server/days.ts'
import { log } from '#server/logging.ts'

/** Built-in analytics (docs/design.md §12, ADR 0033): the public pages' counter and the admin's report. */

const TAG = 'Analytics'

const rangeQuery = {
	from: { description: 'The first day (UTC), YYYY-MM-DD', schema: Day },
	to: { description: 'The last day (UTC), YYYY-MM-DD, included; default: today', schema: Day },
	days: {
		description: `Instead of from and to: the last so many days, today included (1 to ${MAX_RANGE_DAYS})`,
		schema: z.int().min(1).max(MAX_RANGE_DAYS),
	},
}

const reportExample: AnalyticsReport = {
	from: '2025-03-13',
	to: '2025-03-14',
	days: [
		{ date: '2025-03-13', views: 120, visitors: 64 },
		{ date: '2025-03-14', views: 98, visitors: 51 },
	],
	pages: [
		{ path: '/blog/forecasting-with-little-data', title: 'Forecasting with little data', views: 80, visitors: 41 },
	],
	referrers: [{ source: 'news.ycombinator.com', views: 52, visitors: 40 }],
	campaigns: [{ source: 'newsletter', medium: 'email', campaign: 'march', views: 12, visitors: 11 }],
	devices: [
		{ device: 'mobile', views: 90, visitors: 50 },
		{ device: 'desktop', views: 128, visitors: 65 },
	],
	views: 218,
	visitors: 115,
	contacts: 3,
	conversion: 3 / 115,
}

export const analyticsOperations: ApiOperation[] = [
	{
		method: 'post',
		path: PAGE_VIEWS_PATH,
		operationId: 'countPageView',
		tag: TAG,
		summary: 'Count a page view',
		description:
			"Sent by the public pages' own script once a page is shown (not while it is only prerendered). No cookie is read or set; the client's address and user agent only make the day's visitor hash and are never stored. Not counted, with the same answer: robots, `DNT: 1`, `Sec-GPC: 1`, a prefetch or prerender (`Sec-Purpose`), the signed-in admin, an address that is no page of the site, and more than 60 views a minute from one address. Views are written in batches, about a second later.",
		access: 'public',
		mountedBy: 'app',
		request: {
			kind: 'json',
			name: 'PageView',
			// A view is a few hundred bytes; more is not a browser's.
			limit: '2kb',
			schema: PageViewInput,
			example: { path: '/blog/forecasting-with-little-data', referrer: 'news.ycombinator.com', width: 390 },
		},
		answer: {
			status: 204,
			description:
				'Received (counted, or left out by the rules above; also when the database is away: the view is then lost)',
		},
		failures: { 403: 'Sent from a page of another site' },
		handle: async (req, res, services) => {
			res.setHeader('Cache-Control', 'no-store')
			const publicUrl = services.config.publicUrl
			if (isCrossOrigin(req, publicUrl ? new URL(publicUrl).origin : undefined)) {
				res.status(403).json({ error: CROSS_ORIGIN_REFUSED } satisfies ApiErrorBody)
				return
			}
			const input = parseOrThrow(PageViewInput, req.body)
			try {
				// The limit first: it costs nothing, and spares the session lookup a flood of made-up cookies.
				const admitted = services.pageViews.admit(ipKeyGenerator(req.ip ?? ''))
				const skipped =
					!admitted || notCountedByHeaders(req.headers) || (await sessionUser(req, services)) !== undefined
				if (!skipped) {
					const publicHost = publicUrl ? new URL(publicUrl).hostname : undefined
					await services.pageViews.record({
						input,
						address: req.ip ?? '',
						userAgent: req.get('user-agent') ?? '',
						ownHosts: [req.hostname, ...(publicHost ? [publicHost] : [])],
						site: publicHost ?? req.hostname,
					})
				}
			} catch (error) {
				// The visitor's page is not to show an error for our counting: the view is lost, the log says so.
				log('warn', 'page view not counted', {
					id: res.locals.requestId,
					error: error instanceof Error ? error.message : String(error),
				})
			}
			res.status(204).end()
		},
	},
	{
		method: 'get',
		path: '/analytics',
		operationId: 'readAnalytics',
		tag: TAG,
		summary: 'Read the site analytics',
		description:
			'Views and visitors per day, the top pages (with titles), referrers, campaigns (UTM) and devices, and the contact-form conversion, for a range of UTC days (default: the last 30). A visitor is counted once per day: over several days, visitors are the sum of each day’s.',
		access: { permission: 'analytics.read' },
		query: rangeQuery,
		answer: {
			status: 200,
			description: 'The report of the range',
			body: { name: 'AnalyticsReport', schema: AnalyticsReport, example: reportExample },
		},
		handle: async (req, res, { db }) => {
			res.json(await readAnalytics(db, parseAnalyticsRange(req.query)))
		},
	},
	{
		method: 'get',
		path: '/analytics.csv',
		operationId: 'exportAnalytics',
		tag: TAG,
		summary: 'Export the analytics as CSV',
		description:
			'Every day of the range (the same query as `GET /analytics`) with its views and visitors, as a download: UTF-8 with a byte order mark, CRLF between records. Columns: date, views, visitors.',
		access: { permission: 'analytics.read' },
		query: rangeQuery,
		answer: csvAnswer(analyticsCsvFileName, analyticsCsv(reportExample.days)),
		handle: async (req, res, { db }) => {
			const range = parseAnalyticsRange(req.query)
			const report = await readAnalytics(db, range)
			sendCsv(res, analyticsCsv(report.days), analyticsCsvFileName(new Date(), range))
		},
	},
]
