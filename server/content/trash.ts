import { can, requirePermission } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import type { AccessItem } from '#server/content/access.ts'
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

/**
 * Everything in the trash, the most recently deleted first; for a user, what they may restore or purge (an
 * author their own items: docs/design.md §15).
 */
export async function listTrash(db: Db, days: number, user?: User): Promise<TrashEntry[]> {
	await purgeExpired(db, days)
	const lists = await Promise.all(
		contentTypes.map(async (type) =>
			(await type.trashed(db))
				.filter((entry) => !user || can(user, { type, action: 'delete', item: entry.record as AccessItem }))
				.map((entry) => ({ collection: type.name, ...entry })),
		),
	)
	return lists.flat().sort((a, b) => (a.deleted_at < b.deleted_at ? 1 : a.deleted_at > b.deleted_at ? -1 : 0))
}

/** Who restores or purges: the user, whose type's `delete` rule must allow it for the item (AccessDenied). */
type TrashOptions = ActorOption & { user?: User | undefined }

/** The type and, for a user, the item once their `delete` rule allows it (an unknown one is a 404). */
async function ruledType(db: Db, collection: string, id: number, user: User | undefined): Promise<ContentType> {
	const type = trashableType(collection)
	if (!user) return type
	const [entry] = await type.trashed(db, id)
	if (!entry) throw new NotFoundError('The item in the trash')
	requirePermission(user, { type, action: 'delete', item: entry.record as AccessItem })
	return type
}

export async function restoreFromTrash(
	db: Db,
	collection: string,
	id: number,
	options: TrashOptions = {},
): Promise<ContentItem> {
	return (await ruledType(db, collection, id, options.user)).restore(db, id, options)
}

export async function deleteForever(db: Db, collection: string, id: number, options: TrashOptions = {}): Promise<void> {
	const purged = await (await ruledType(db, collection, id, options.user)).purge(db, { id }, options)
	if (purged === 0) throw new NotFoundError('The item in the trash')
}
