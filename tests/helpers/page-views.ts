import type { AnalyticsEventsTable } from '#server/db/schema.ts'

/**
 * Raw page views of `day` as the collector writes them (server/analytics/collector.ts): `views` views of
 * `path` by `visitors` different visitors, desktop, no referrer or campaign unless `extra` says so.
 */
export function viewsOf(
	day: string,
	path: string,
	views: number,
	visitors: number,
	extra: Partial<AnalyticsEventsTable> = {},
): AnalyticsEventsTable[] {
	return Array.from({ length: views }, (_, i) => ({
		day,
		at: `${day}T10:00:00.000Z`,
		path,
		referrer: '',
		utm_source: '',
		utm_medium: '',
		utm_campaign: '',
		device: 'desktop',
		visitor: `${path}-visitor-${i % visitors}`,
		...extra,
	}))
}
