import type { ListFilter } from '#shared/workflow.ts'
import { anyDb, type Collection, type Query, type ReadOptions, toItem } from '#server/content/collection/records.ts'
import { NotFoundError } from '#server/content/errors.ts'
import { fromStoredRow } from '#server/content/field-kinds/registry.ts'
import { listRevisions } from '#server/content/revisions.ts'
import { type Db, now } from '#server/db/database.ts'

/** The items a reader may see: never the trash; drafts, items in review and scheduled ones only when asked for. */
export function visible(query: Query, filter: ListFilter): Query {
	const at = now()
	const kept = query.where('deleted_at', 'is', null)
	if (filter === 'all') return kept
	if (filter === 'draft' || filter === 'in_review') return kept.where('status', '=', filter)
	const published = kept.where('status', '=', 'published')
	if (filter === 'scheduled') return published.where('publish_at', '>', at)
	return published.where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', at)]))
}

/** A content type's reads: live items unless asked for more (docs/design.md §8), never the trash. */
export function readQueries<Item>({ table, label, slugs, shape }: Collection) {
	async function get(db: Db, id: number, options: ReadOptions = {}): Promise<Item | undefined> {
		const query = anyDb(db).selectFrom(table).selectAll().where('id', '=', id)
		return toItem<Item>(shape, await visible(query, options.status ?? 'live').executeTakeFirst())
	}

	async function getOrThrow(db: Db, id: number, options: ReadOptions = {}): Promise<Item> {
		const item = await get(db, id, options)
		if (!item) throw new NotFoundError(label)
		return item
	}

	return {
		async list(db: Db, options: ReadOptions = {}): Promise<Item[]> {
			const query = anyDb(db).selectFrom(table).selectAll().orderBy('id', 'asc')
			const rows = await visible(query, options.status ?? 'live').execute()
			return rows.map((row) => toItem<Item>(shape, row)!)
		},

		get,
		getOrThrow,

		/** Types with pages: the item whose address is `slug` now (what `get` answers for an id). */
		async getBySlug(db: Db, slug: string, options: ReadOptions = {}): Promise<Item | undefined> {
			if (!slugs) return undefined
			const query = anyDb(db).selectFrom(table).selectAll().where('slug', '=', slug)
			return toItem<Item>(shape, await visible(query, options.status ?? 'live').executeTakeFirst())
		},

		/** The item's history, newest first (the states its saves replaced). */
		async revisions(db: Db, id: number) {
			await getOrThrow(db, id, { status: 'all' })
			const revisions = await listRevisions(db, table, id)
			// A state kept before a field's kind changed how it is held reads as the domain holds it now.
			return revisions.map((revision) => ({ ...revision, record: fromStoredRow(shape, revision.record) }))
		},
	}
}
export type ReadQueries<Item> = ReturnType<typeof readQueries<Item>>
