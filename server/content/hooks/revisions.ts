import type { ContentHook } from '#server/content/hooks/hook.ts'
import { dropRevisions, keepRevision } from '#server/content/revisions.ts'

/** Every update keeps the state it replaces in the item's history; a purge forgets it (docs/design.md §8). */
export function revisionsHook(table: string): ContentHook {
	return {
		name: 'revisions',
		async afterChange({ trx, operation, previous }) {
			if (operation === 'update' && previous) await keepRevision(trx, table, previous)
		},
		async afterDelete({ trx, operation, ids }) {
			if (operation === 'purge') await dropRevisions(trx, table, ids)
		},
	}
}
