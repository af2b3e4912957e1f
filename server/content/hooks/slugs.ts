import type { ContentHook } from '#server/content/hooks/hook.ts'
import type { SlugQueries } from '#server/content/slugs.ts'

/**
 * Types with pages (ADR 0030): a save stores a free slug (the item's own, a chosen one, or one made from the
 * title); a changed slug leaves its old address leading to the item (a redirect of the list: ADR 0045); a
 * purged item leaves none, and the redirects that led to it go. The retry
 * when a concurrent save took the slug first is the write's (server/content/collection/write.ts).
 */
export function slugsHook(slugs: SlugQueries): ContentHook {
	return {
		name: 'slugs',
		beforeChange: ({ db, data, previous }) => slugs.settle(db, data, previous),
		async afterChange({ trx, operation, item, previous }) {
			// A chosen slug that was another item's earlier one is this item's address now.
			if (operation === 'create') await slugs.recordChange(trx, item.id, '', String(item.slug))
			else if (operation === 'update' && previous && item.slug !== previous.slug)
				await slugs.recordChange(trx, item.id, String(previous.slug ?? ''), String(item.slug))
		},
		async afterDelete({ trx, operation, ids, items = [] }) {
			if (operation === 'purge') await slugs.drop(trx, ids, items)
		},
	}
}
