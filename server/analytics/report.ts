import type { Kysely } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { contentTypes } from '#server/content/registry.ts'
import {
	addDays,
	DEVICES,
	DIRECT_SOURCE,
	eachDay,
	REPORT_LIST_MAX,
	type AnalyticsReport,
	type DayRange,
	type Device,
} from '#server/analytics/report-schema.ts'
import { CAMPAIGN_SEPARATOR, notRolledUp, rawCounts, type Dimension } from '#server/analytics/rollup.ts'

/**
 * The analytics report (DESIGN.md §12): what `GET /analytics`, the Analytics screen, the dashboard and the
 * manage lists show. Finished days come from the daily roll-ups, the rest live from the raw views
 * (rollup.ts). Visitors over several days are the sum of each day's: a visitor's hash changes every day by
 * design, so nobody can be followed from one day to the next (as in Plausible).
 */

type Counts = { views: number; visitors: number }
const add = (into: Map<string, Counts>, key: string, views: number, visitors: number) => {
	const counts = into.get(key) ?? { views: 0, visitors: 0 }
	into.set(key, { views: counts.views + views, visitors: counts.visitors + visitors })
}

/** Views and visitors per value of a dimension over the range (per day for `site`: its value is the day). */
async function countsBy(db: Db, dimension: Dimension, range: DayRange): Promise<Map<string, Counts>> {
	const counts = new Map<string, Counts>()
	const keyOf = (row: { day: string; value: unknown }) => (dimension === 'site' ? row.day : String(row.value))
	const [rolled, live] = await Promise.all([
		db
			.selectFrom('analytics_daily')
			.select(['day', 'value', 'views', 'visitors'])
			.where('dimension', '=', dimension)
			.where('day', '>=', range.from)
			.where('day', '<=', range.to)
			.execute(),
		rawCounts(db, dimension, notRolledUp(range)).execute(),
	])
	type Row = { day: string; value: unknown; views: unknown; visitors: unknown }
	for (const row of [...rolled, ...live] as Row[]) add(counts, keyOf(row), Number(row.views), Number(row.visitors))
	return counts
}

// The content tables are typed by their Zod schemas, not by Kysely (server/content/content-type.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db as unknown as Kysely<any>

/** The types whose items have pages named by a slug (`/blog/:slug`), with what their address starts with. */
const ITEM_PAGES = contentTypes.flatMap((type) => {
	const pattern = type.public?.item?.path
	if (!pattern?.endsWith('/:slug') || !type.slugFrom) return []
	return [{ type, prefix: pattern.slice(0, -':slug'.length), titleColumn: type.slugFrom }]
})

/** The slug of an item page's path for one of ITEM_PAGES, or undefined. */
const slugIn = (path: string, prefix: string) => {
	if (!path.startsWith(prefix)) return undefined
	const slug = path.slice(prefix.length)
	return slug !== '' && !slug.includes('/') ? slug : undefined
}

type PageItem = { id: number; path: string; title: string }

/**
 * The items behind item pages' paths, by path: an earlier slug's path names the same item as its current
 * one (its views are the item's). Two queries per type with pages, whatever the number of paths.
 */
async function itemsOfPaths(
	db: Db,
	paths: readonly string[],
	only?: string,
): Promise<Map<string, PageItem & { type: string }>> {
	const found = new Map<string, PageItem & { type: string }>()
	for (const { type, prefix, titleColumn } of ITEM_PAGES) {
		if (only !== undefined && type.name !== only) continue
		const slugs = [...new Set(paths.flatMap((path) => slugIn(path, prefix) ?? []))]
		if (slugs.length === 0) continue
		const earlier = await db
			.selectFrom('slug_history')
			.select(['slug', 'item_id'])
			.where('collection', '=', type.name)
			.where('slug', 'in', slugs)
			.execute()
		const items: Array<{ id: number; slug: string; title: string }> = await anyDb(db)
			.selectFrom(type.name)
			.select(['id', 'slug', `${titleColumn} as title`])
			.where((eb) =>
				eb.or([
					eb('slug', 'in', slugs),
					...(earlier.length
						? [
								eb(
									'id',
									'in',
									earlier.map((row) => row.item_id),
								),
							]
						: []),
				]),
			)
			.execute()
		const byId = new Map(items.map((item) => [Number(item.id), item]))
		const bySlug = new Map(items.map((item) => [item.slug, item]))
		for (const { slug, item_id } of earlier)
			if (!bySlug.has(slug) && byId.has(Number(item_id))) bySlug.set(slug, byId.get(Number(item_id))!)
		for (const slug of slugs) {
			const item = bySlug.get(slug)
			if (item)
				found.set(prefix + slug, {
					id: Number(item.id),
					path: prefix + item.slug,
					title: String(item.title),
					type: type.name,
				})
		}
	}
	return found
}

/** The titles of the pages that are not an item's (the fixed pages and each type's list). */
const PAGE_TITLES = new Map<string, string>([
	['/', 'Home'],
	['/about', 'About Us'],
	['/contact-us', 'Contact Us'],
	['/portfolio', 'Portfolio'],
	['/api-reference', 'API reference'],
	...contentTypes.flatMap((type) => {
		const list = type.public?.list?.path
		const label = type.public?.nav?.find((link) => link.menu === 'header')?.label ?? type.label.plural
		return list ? [[list, label] as [string, string]] : []
	}),
])

const top = <T extends { views: number }>(rows: T[]) => rows.sort((a, b) => b.views - a.views).slice(0, REPORT_LIST_MAX)

export async function readAnalytics(db: Db, range: DayRange): Promise<AnalyticsReport> {
	const [site, pageCounts, referrerCounts, campaignCounts, deviceCounts, contacts] = await Promise.all([
		countsBy(db, 'site', range),
		countsBy(db, 'page', range),
		countsBy(db, 'referrer', range),
		countsBy(db, 'campaign', range),
		countsBy(db, 'device', range),
		contactsIn(db, range),
	])
	const days = eachDay(range).map((date) => ({ date, ...(site.get(date) ?? { views: 0, visitors: 0 }) }))
	const views = days.reduce((sum, day) => sum + day.views, 0)
	const visitors = days.reduce((sum, day) => sum + day.visitors, 0)

	// An item's views under its earlier addresses count as its current address's.
	const items = await itemsOfPaths(db, [...pageCounts.keys()])
	const pages = new Map<string, Counts>()
	for (const [path, counts] of pageCounts) add(pages, items.get(path)?.path ?? path, counts.views, counts.visitors)
	const titleOf = (path: string) =>
		PAGE_TITLES.get(path) ?? [...items.values()].find((item) => item.path === path)?.title ?? null

	return {
		...range,
		days,
		pages: top([...pages].map(([path, counts]) => ({ path, title: titleOf(path), ...counts }))),
		referrers: top([...referrerCounts].map(([host, counts]) => ({ source: host || DIRECT_SOURCE, ...counts }))),
		campaigns: top(
			[...campaignCounts].map(([key, counts]) => {
				const [source = '', medium = '', campaign = ''] = key.split(CAMPAIGN_SEPARATOR)
				return { source, medium, campaign, ...counts }
			}),
		),
		devices: DEVICES.filter((device) => deviceCounts.has(device)).map((device: Device) => ({
			device,
			...deviceCounts.get(device)!,
		})),
		views,
		visitors,
		contacts,
		conversion: visitors > 0 ? contacts / visitors : null,
	}
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

/** Views of each item of a content type in the range, its earlier addresses included (the manage lists). */
export async function itemViews(db: Db, typeName: string, range: DayRange): Promise<Map<number, number>> {
	const pageCounts = await countsBy(db, 'page', range)
	const items = await itemsOfPaths(db, [...pageCounts.keys()], typeName)
	const views = new Map<number, number>()
	for (const [path, counts] of pageCounts) {
		const item = items.get(path)
		if (item) views.set(item.id, (views.get(item.id) ?? 0) + counts.views)
	}
	return views
}
