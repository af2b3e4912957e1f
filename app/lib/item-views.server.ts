import { itemViews } from '#server/analytics/report.ts'
import { lastDays } from '#server/days.ts'
import type { ContentType } from '#server/content/content-type.ts'
import type { Db } from '#server/db/database.ts'
import { itemPagePrefix } from '#server/analytics/pages.ts'
import { ITEM_VIEWS_DAYS } from '#shared/page-views.ts'

/**
 * The page views of each item of a Manage list in the last ITEM_VIEWS_DAYS days (issue 17): one query for
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
