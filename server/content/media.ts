import type { Selectable } from 'kysely'
import { z } from 'zod'

import { parseImageUrl, storedNameOf, UPLOADS_URL_PREFIX } from '#shared/image-urls.ts'
import { type AuditActor, recordAudit } from '#server/auth/audit.ts'
import { writeContent } from '#server/cache/version.ts'
import type { ActorOption } from '#server/content/collection.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { hasNul, noNul } from '#server/content/fields.ts'
import { type Db, now } from '#server/db/database.ts'
import type { MediaTable } from '#server/db/schema.ts'

/**
 * The media library's records (docs/design.md §9): one per stored image, named by its original's file. Items
 * keep pointing at images by URL (docs/product.md's format); a record adds what the URL cannot say: alt text, a
 * focal point, whether the image is decorative, and whether anything ever used it. Which items use an
 * image is read from the items themselves (media-usage.ts), so it can never go stale.
 */

export const ALT_MAX = 250

const FocalPoint = z
	.object({
		x: z.number({ error: 'The focal point needs x and y between 0 and 1' }).min(0).max(1),
		y: z.number({ error: 'The focal point needs x and y between 0 and 1' }).min(0).max(1),
	})
	.meta({ description: 'What must stay in frame when a box crops the image: 0..1 from the left and from the top' })

export const MediaUpdate = z
	.object({
		alt: z
			.string({ error: 'Alt text must be text' })
			.trim()
			.max(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`)
			.refine(noNul, hasNul('Alt text'))
			.optional()
			.meta({ description: `What the image shows, for people who cannot see it (at most ${ALT_MAX} characters)` }),
		decorative: z
			.boolean({ error: 'Decorative must be true or false' })
			.optional()
			.meta({ description: 'True when the image says nothing a reader needs: shown with alt="", no alt text needed' }),
		focal_point: FocalPoint.nullable().optional().meta({ description: 'null: the centre' }),
	})
	.strict()
export type MediaUpdate = z.infer<typeof MediaUpdate>

export type MediaRow = Selectable<MediaTable>

/** A record as the API and the screens show it (`used_by` is added by media-usage.ts). */
export type MediaRecord = {
	id: number
	url: string
	width: number | null
	height: number | null
	alt: string
	decorative: boolean
	focal_point: { x: number; y: number } | null
	created_at: string
}

export const toMediaRecord = (row: MediaRow): MediaRecord => ({
	id: row.id,
	url: UPLOADS_URL_PREFIX + row.name,
	width: row.width,
	height: row.height,
	alt: row.alt,
	decorative: row.decorative === 1,
	focal_point: row.focal_x === null || row.focal_y === null ? null : { x: row.focal_x, y: row.focal_y },
	created_at: row.created_at,
})

/** What a public page needs to show an image: its alt text ('' when decorative) and its crop (in percent). */
export type ImageFacts = {
	/** '' for a decorative image; null when the library has no words for it (the page's own apply). */
	alt: string | null
	focal: { x: number; y: number } | null
}

export async function listMediaRows(db: Db): Promise<MediaRow[]> {
	return db.selectFrom('media').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
}

export async function getMediaRow(db: Db, id: number): Promise<MediaRow> {
	const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst()
	if (!row) throw new NotFoundError('The image')
	return row
}

/** The records of these image addresses (others' addresses and unknown files have none). */
export async function mediaByUrl(db: Db, urls: Iterable<string>): Promise<Map<string, MediaRow>> {
	const names = [...new Set([...urls].flatMap((url) => storedNameOf(url) ?? []))]
	if (names.length === 0) return new Map()
	const rows = await db.selectFrom('media').selectAll().where('name', 'in', names).execute()
	return new Map(rows.map((row) => [UPLOADS_URL_PREFIX + row.name, row]))
}

const percent = (fraction: number) => Math.round(fraction * 1000) / 10
/** A focal point in percent (0..100, to a tenth), as `object-position` and the admin's inputs take it. */
export const focalInPercent = (point: { x: number; y: number } | null) =>
	point && { x: percent(point.x), y: percent(point.y) }

/** Facts for showing these images on a public page, by URL (the focal point in percent). */
export async function imageFacts(db: Db, urls: Iterable<string>): Promise<Record<string, ImageFacts>> {
	const rows = await mediaByUrl(db, urls)
	return Object.fromEntries(
		[...rows].map(([url, row]) => {
			const { decorative, alt, focal_point } = toMediaRecord(row)
			// The focal point in percent, rounded: what `object-position` takes.
			const focal = focalInPercent(focal_point)
			return [url, { alt: decorative ? '' : alt || null, focal }]
		}),
	)
}

/**
 * Reserves the record of an upload before its files are stored (so the start-up adoption never takes it
 * for an old file); `forget` takes it back if storing fails. An upload `kept` (made to the library itself,
 * not into an item's field) counts as used from the start: it is never removed as abandoned (ADR 0049).
 */
export async function reserveUpload(
	db: Db,
	name: string,
	{ kept = false, createdBy = null }: { kept?: boolean; createdBy?: number | null } = {},
): Promise<{ id: number; forget: () => Promise<void> }> {
	const size = parseImageUrl(UPLOADS_URL_PREFIX + name)
	const at = now()
	const row = await db
		.insertInto('media')
		.values({
			name,
			width: size?.width ?? null,
			height: size?.height ?? null,
			created_at: at,
			used_at: kept ? at : null,
			created_by: createdBy,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return { id: row.id, forget: async () => void (await db.deleteFrom('media').where('id', '=', row.id).execute()) }
}

/** Records images stored by the site itself (sample content): used from the start, with their alt text. */
export async function recordStoredImage(
	db: Db,
	url: string,
	facts: { alt?: string; decorative?: boolean } = {},
): Promise<void> {
	const name = storedNameOf(url)
	if (!name) return
	const size = parseImageUrl(url)
	const at = now()
	await db
		.insertInto('media')
		.values({
			name,
			width: size?.width ?? null,
			height: size?.height ?? null,
			alt: facts.alt ?? '',
			decorative: facts.decorative ? 1 : 0,
			created_at: at,
			used_at: at,
		})
		.onConflict((conflict) => conflict.column('name').doNothing())
		.execute()
}

/** Originals found in the storage with no record (stored before the media library): adopted as used. */
export async function adoptStoredFiles(db: Db, storedNames: AsyncIterable<string>): Promise<number> {
	const originals: string[] = []
	for await (const name of storedNames) {
		const size = parseImageUrl(UPLOADS_URL_PREFIX + name)
		// A variant's name carries `-w<width>`; what parses (or has no size at all) is an original.
		if (size || !/-w\d+\.(avif|webp)$/.test(name)) originals.push(name)
	}
	if (originals.length === 0) return 0
	const known = new Set((await db.selectFrom('media').select('name').execute()).map((row) => row.name))
	const missing = originals.filter((name) => !known.has(name))
	for (const name of missing) await recordStoredImage(db, UPLOADS_URL_PREFIX + name)
	return missing.length
}

/** Marks the images of a saved item as used (they are no longer orphans): inside the item's write. */
export async function markUsed(db: Db, urls: readonly string[]): Promise<void> {
	const names = [...new Set(urls.flatMap((url) => storedNameOf(url) ?? []))]
	if (names.length === 0) return
	await db
		.updateTable('media')
		.set({ used_at: now() })
		.where('name', 'in', names)
		.where('used_at', 'is', null)
		.execute()
}

/**
 * Refuses to publish an item whose images lack alt text (docs/design.md §9, ADR 0022): a draft may, so work
 * is never lost for want of it. Images the library does not know (another site's) are not checked.
 */
export async function assertAltText(
	db: Db,
	pictures: ReadonlyArray<{ field: string; label: string; urls: string[] }>,
	/** Images shown already (on a live item): not checked again. */
	shown: ReadonlySet<string> = new Set(),
) {
	const rows = await mediaByUrl(
		db,
		pictures.flatMap((picture) => picture.urls),
	)
	const fields: Record<string, string> = {}
	for (const { field, label, urls } of pictures) {
		const missing = urls.filter((url) => {
			const row = rows.get(url)
			return !shown.has(url) && row !== undefined && row.decorative === 0 && row.alt.trim() === ''
		})
		if (missing.length === 0) continue
		const which = urls.length > 1 ? ` (${missing.map((url) => `picture ${urls.indexOf(url) + 1}`).join(', ')})` : ''
		fields[field] =
			`${label}: add alt text${which} before publishing, or mark the image decorative. A draft can be saved without it.`
	}
	const first = Object.values(fields)[0]
	if (first) throw new ValidationError(first, fields)
}

/** Sets alt text, decorative and focal point. Public pages show them, so the content version moves. */
export async function updateMedia(db: Db, id: number, input: unknown, options: ActorOption = {}): Promise<MediaRow> {
	const parsed = MediaUpdate.safeParse(input)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		const field = issue?.path[0] === undefined ? '_' : String(issue.path[0])
		const message =
			issue?.code === 'unrecognized_keys' ? 'Only alt, decorative and focal_point can be set' : issue?.message
		throw new ValidationError(message ?? 'Invalid input', { [field]: message ?? 'Invalid input' })
	}
	const { alt, decorative, focal_point } = parsed.data
	await getMediaRow(db, id)
	return writeContent(db, async (trx) => {
		const row = await trx
			.updateTable('media')
			.set({
				...(alt !== undefined && { alt }),
				...(decorative !== undefined && { decorative: decorative ? 1 : 0 }),
				...(focal_point !== undefined && { focal_x: focal_point?.x ?? null, focal_y: focal_point?.y ?? null }),
			})
			.where('id', '=', id)
			.returningAll()
			.executeTakeFirstOrThrow()
		// Which facts changed, not their values: alt text is content.
		const changed = Object.keys(parsed.data).sort().join(',')
		await auditMedia(trx, options.actor, 'media-updated', id, changed ? { changed } : undefined)
		return row
	})
}

const auditMedia = (
	trx: Db,
	actor: AuditActor | undefined,
	action: 'media-updated' | 'media-deleted',
	itemId: number,
	detail?: Record<string, string>,
) => (actor ? recordAudit(trx, { ...actor, action, collection: 'media', itemId, detail }) : undefined)

/** Every file of a record: its original and, for a name that gives its size, every variant. */
export function filesOf(row: Pick<MediaRow, 'name'>): string[] {
	const info = parseImageUrl(UPLOADS_URL_PREFIX + row.name)
	const variants = info?.variants.map((variant) => variant.url.slice(UPLOADS_URL_PREFIX.length)) ?? []
	return [...variants, row.name]
}

/** Deletes the record (the caller has checked that nothing uses it, and removes the files after). */
export async function deleteMediaRow(db: Db, id: number, options: ActorOption = {}): Promise<void> {
	await writeContent(db, async (trx) => {
		await trx.deleteFrom('media').where('id', '=', id).execute()
		await auditMedia(trx, options.actor, 'media-deleted', id)
	})
}

/** Uploads never saved into any item and older than `before`: the orphans the start-up sweep removes. */
export async function neverUsedBefore(db: Db, before: string): Promise<MediaRow[]> {
	return db.selectFrom('media').selectAll().where('used_at', 'is', null).where('created_at', '<', before).execute()
}
