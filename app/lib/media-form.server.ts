import { pictureUrls } from '#shared/pictures.ts'
import type { AuditActor } from '#server/auth/audit.ts'
import type { ContentType } from '#server/content/content-type.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { getMediaRow, mediaByUrl, updateMedia } from '#server/content/media.ts'
import type { Db } from '#server/db/database.ts'
import { MEDIA_ALT_PREFIX, MEDIA_DECORATIVE_PREFIX, type MediaFacts } from '#app/lib/media-form.ts'

/**
 * The media side of an admin form with image fields: the facts its edit form shows of the item's
 * pictures, and the alt text and 'decorative' the admin typed there, stored before the item is saved.
 */

/** Alt text and 'decorative' of the item's pictures (the edit form prefills its inputs with them). */
export async function mediaFactsOf(db: Db, type: ContentType, item: Record<string, unknown>): Promise<MediaFacts> {
	const urls = type.pictureFields.flatMap(({ field }) => pictureUrls(item[field]))
	const rows = await mediaByUrl(db, urls)
	return Object.fromEntries(
		[...rows].map(([url, row]) => [url, { id: row.id, alt: row.alt, decorative: row.decorative === 1 }]),
	)
}

/**
 * Stores the alt text and 'decorative' a form sends (`media_alt:<id>`, `media_decorative:<id>`), before
 * the item's own save: what was typed is kept even if the save is then refused, and the publish check
 * (server/content/media.ts assertAltText) sees it. An unchecked box is not sent, so the alt input's
 * presence says the picture was in the form. Unchanged records are left alone: every media write empties
 * the public caches. A record deleted meanwhile (from the Media screen) is skipped.
 */
export async function applyMediaForm(db: Db, form: FormData, actor?: AuditActor): Promise<void> {
	for (const [name, value] of form) {
		if (!name.startsWith(MEDIA_ALT_PREFIX) || typeof value !== 'string') continue
		const key = name.slice(MEDIA_ALT_PREFIX.length)
		const id = /^[1-9]\d{0,15}$/.test(key) ? Number(key) : undefined
		if (id === undefined) continue
		const alt = value.trim()
		const decorative = form.get(MEDIA_DECORATIVE_PREFIX + key) === '1'
		try {
			const row = await getMediaRow(db, id)
			if (row.alt === alt && (row.decorative === 1) === decorative) continue
			await updateMedia(db, id, { alt, decorative }, { actor })
		} catch (error) {
			if (error instanceof NotFoundError) continue
			// The field's own limits (the input's maxLength) make this rare: said above the form.
			if (error instanceof ValidationError) throw new ValidationError(`${error.message} (an image's alt text)`)
			throw error
		}
	}
}
