import { ITEM_VIEWS_DAYS } from '#shared/page-views.ts'
import { itemPagePrefix } from '#server/analytics/pages.ts'
import { itemDays, itemViews } from '#server/analytics/report.ts'
import type { ContentType } from '#server/content/content-type.ts'
import { lastDays } from '#server/days.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The page views of each item of a Manage list in the last ITEM_VIEWS_DAYS days (ADR 0033): one query for
 * the whole list. A type whose items have no page of their own (FAQs, partners) gets null, and no query.
 */
export async function withItemViews<T extends { id: number }>(
	db: Db,
	type: Pick<ContentType, 'name'>,
	items: readonly T[],
): Promise<Array<T & { views: number | null }>> {
	if (itemPagePrefix(type) === undefined) return items.map((item) => ({ ...item, views: null }))
	const views = await itemViews(db, type.name, lastDays(ITEM_VIEWS_DAYS))
	return items.map((item) => ({ ...item, views: views.get(item.id) ?? 0 }))
}

/**
 * An item's views per day in the last ITEM_VIEWS_DAYS days, with their totals, for its edit screen; null
 * for a type whose items have no page of their own.
 */
export async function itemViewDays(db: Db, type: Pick<ContentType, 'name'>, id: number) {
	if (itemPagePrefix(type) === undefined) return null
	const days = await itemDays(db, type.name, id, lastDays(ITEM_VIEWS_DAYS))
	return {
		period: ITEM_VIEWS_DAYS,
		days,
		views: days.reduce((sum, day) => sum + day.views, 0),
		visitors: days.reduce((sum, day) => sum + day.visitors, 0),
	}
}

export type ItemViewDays = NonNullable<Awaited<ReturnType<typeof itemViewDays>>>
