import type { ActorOption } from '#server/content/collection.ts'
import type { ContentItem, ContentType } from '#server/content/content-type.ts'
import { NotFoundError } from '#server/content/errors.ts'
import { contentTypes } from '#server/content/registry.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The trash of every content type (docs/design.md §8): a delete only marks an item (collection/trash.ts), so it can
 * come back with its id; items deleted more than `days` ago are purged for good, with their history.
 * Contact submissions are personal data and never come here (contact-submissions.ts erases them).
 */

export type TrashEntry = { collection: string; id: number; deleted_at: string; record: ContentItem }

const DAY_MS = 24 * 60 * 60 * 1000
/** Items deleted before this moment are past keeping. */
export const trashCutoff = (days: number, at = Date.now()) => new Date(at - days * DAY_MS).toISOString()

/** The content type whose API name is `name` (a path segment: anything else is a 404). */
export function trashableType(name: string): ContentType {
	const type = contentTypes.find((candidate) => candidate.name === name)
	if (!type) throw new NotFoundError('That kind of content')
	return type
}

/** Purges what is past keeping: run when the trash is read, and now and then by the server. */
export async function purgeExpired(db: Db, days: number): Promise<number> {
	const before = trashCutoff(days)
	let purged = 0
	for (const type of contentTypes) purged += await type.purge(db, { before })
	return purged
}

/** Everything in the trash, the most recently deleted first. */
export async function listTrash(db: Db, days: number): Promise<TrashEntry[]> {
	await purgeExpired(db, days)
	const lists = await Promise.all(
		contentTypes.map(async (type) => (await type.trashed(db)).map((entry) => ({ collection: type.name, ...entry }))),
	)
	return lists.flat().sort((a, b) => (a.deleted_at < b.deleted_at ? 1 : a.deleted_at > b.deleted_at ? -1 : 0))
}

export async function restoreFromTrash(
	db: Db,
	collection: string,
	id: number,
	options: ActorOption = {},
): Promise<ContentItem> {
	return trashableType(collection).restore(db, id, options)
}

export async function deleteForever(db: Db, collection: string, id: number, options: ActorOption = {}): Promise<void> {
	const purged = await trashableType(collection).purge(db, { id }, options)
	if (purged === 0) throw new NotFoundError('The item in the trash')
}
