import type { Kysely } from 'kysely'

import { UPLOADS_URL_PREFIX } from '#shared/image-urls.ts'
import { splitPictures } from '#shared/pictures.ts'
import type { ActorOption } from '#server/content/collection.ts'
import { InUseError } from '#server/content/errors.ts'
import {
	deleteMediaRow,
	filesOf,
	getMediaRow,
	listMediaRows,
	type MediaRecord,
	type MediaRow,
	neverUsedBefore,
	toMediaRecord,
} from '#server/content/media.ts'
import { contentTypes } from '#server/content/registry.ts'
import type { Db } from '#server/db/database.ts'

/**
 * Which items use which images, read from the items (every content type's image fields) and the users'
 * profiles, so it is never stale. Items in the trash count: restoring one must not bring back a broken
 * image. The history does not: it keeps 50 states per item, and pinning their images would make cleaning
 * up impossible (ADR 0022).
 */

export type MediaUser = {
	collection: string
	id: number
	title: string
	/** In the trash: restorable until purged, so its images stay. */
	in_trash: boolean
}
/** The `collection` of a use that is a user's profile photo (its `id` the user's). */
export const PROFILE_PHOTOS = 'users'

export type MediaWithUsers = MediaRecord & { used_by: MediaUser[] }

/** Where only removing files can reach: the storage, passed in so this layer stays free of it. */
export type FileRemover = { remove(names: readonly string[]): Promise<void> }

async function usersByUrl(db: Db): Promise<Map<string, MediaUser[]>> {
	const users = new Map<string, MediaUser[]>()
	for (const type of contentTypes) {
		const fields = type.pictureFields.map((picture) => picture.field)
		if (fields.length === 0) continue
		const title = type.admin.itemTitle
		// Kysely cannot type a query over a table chosen at run time (as in collection/records.ts).
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		const rows: Array<Record<string, unknown>> = await (db as unknown as Kysely<any>)
			.selectFrom(type.name)
			.select(['id', 'deleted_at', title, ...fields])
			.orderBy('id')
			.execute()
		for (const row of rows) {
			const user: MediaUser = {
				collection: type.name,
				id: Number(row.id),
				title: String(row[title] ?? ''),
				in_trash: row.deleted_at !== null,
			}
			const urls = new Set(fields.flatMap((field) => splitPictures(String(row[field] ?? ''))))
			for (const url of urls) users.set(url, [...(users.get(url) ?? []), user])
		}
	}
	// A profile's photo (docs/design.md §15): bylines and author pages show it, removed users' too.
	const profiles = await db.selectFrom('admin_users').select(['id', 'name', 'photo']).where('photo', '!=', '').execute()
	for (const { id, name, photo } of profiles) {
		const user: MediaUser = { collection: PROFILE_PHOTOS, id, title: name, in_trash: false }
		users.set(photo, [...(users.get(photo) ?? []), user])
	}
	return users
}

const withUsers = (row: MediaRow, users: Map<string, MediaUser[]>): MediaWithUsers => ({
	...toMediaRecord(row),
	used_by: users.get(UPLOADS_URL_PREFIX + row.name) ?? [],
})

export type MediaQuery = { q?: string; unused?: boolean }

/** The library, newest first: `q` finds words of the alt text or the file name; `unused` keeps the unused. */
export async function listMedia(db: Db, query: MediaQuery = {}): Promise<MediaWithUsers[]> {
	const [rows, users] = await Promise.all([listMediaRows(db), usersByUrl(db)])
	const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
	return rows
		.map((row) => withUsers(row, users))
		.filter((media) => !query.unused || media.used_by.length === 0)
		.filter((media) => words.every((word) => `${media.alt} ${media.url}`.toLowerCase().includes(word)))
}

export async function getMedia(db: Db, id: number): Promise<MediaWithUsers> {
	const [row, users] = await Promise.all([getMediaRow(db, id), usersByUrl(db)])
	return withUsers(row, users)
}

/**
 * Deletes an image nothing uses: its record, then its original and every variant (their URLs answer 404
 * afterwards). While anything uses it, an InUseError names the users and nothing changes.
 */
export async function deleteMedia(db: Db, storage: FileRemover, id: number, options: ActorOption = {}): Promise<void> {
	const media = await getMedia(db, id)
	if (media.used_by.length > 0) throw new InUseError('This image', media.used_by)
	const row = await getMediaRow(db, id)
	await deleteMediaRow(db, id, options)
	await storage.remove(filesOf(row))
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Removes uploads that were never saved into any item and are more than a day old (a form left without
 * saving). An image that was used once stays until the admin deletes it: nothing goes behind their back.
 */
export async function removeAbandonedUploads(db: Db, storage: FileRemover, at = Date.now()): Promise<number> {
	const candidates = await neverUsedBefore(db, new Date(at - DAY_MS).toISOString())
	if (candidates.length === 0) return 0
	const users = await usersByUrl(db)
	let removed = 0
	for (const row of candidates) {
		// Used without being marked (an item written before this process knew the image): kept.
		if (users.has(UPLOADS_URL_PREFIX + row.name)) continue
		await deleteMediaRow(db, row.id)
		await storage.remove(filesOf(row))
		removed++
	}
	return removed
}
