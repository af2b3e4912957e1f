import type { ContentHook } from '#server/content/hooks/hook.ts'
import { now } from '#server/db/database.ts'

/**
 * A reviewer's 'Request changes' stays open while the author works on the item (docs/design.md §15,
 * docs/decisions/0056-review.md): submitting it again or publishing it answers the request; a purge forgets
 * the notes with the item.
 */
export function reviewHook(table: string): ContentHook {
	return {
		name: 'review',
		async afterChange({ trx, item }) {
			if (item.status !== 'in_review' && item.status !== 'published') return
			await trx
				.updateTable('review_requests')
				.set({ resolved_at: now() })
				.where('collection', '=', table)
				.where('item_id', '=', item.id)
				.where('resolved_at', 'is', null)
				.execute()
		},
		async afterDelete({ trx, operation, ids }) {
			if (operation !== 'purge' || ids.length === 0) return
			await trx.deleteFrom('review_requests').where('collection', '=', table).where('item_id', 'in', ids).execute()
		},
	}
}
