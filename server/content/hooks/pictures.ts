import { pictureUrls } from '#shared/pictures.ts'
import type { ContentHook } from '#server/content/hooks/hook.ts'
import { assertAltText, markUsed } from '#server/content/media.ts'
import type { Db } from '#server/db/database.ts'

/**
 * Everything a write does about a type's images (ADR 0022): a form's Publish asks for their alt text, and a
 * saved item marks its images used (no longer orphans to sweep). All of it reads the picture fields here.
 */

/** A field that holds images (one URL, or a list: field kinds `image` and `images`), with its label (content-type.ts). */
export type PictureField = { field: string; label: string; altFrom?: string | undefined }

export function picturesHook(pictureFields: readonly PictureField[]): ContentHook {
	const picturesOf = (record: Record<string, unknown>) =>
		pictureFields.map(({ field, label }) => ({ field, label, urls: pictureUrls(record[field]) }))

	/**
	 * A form's Publish asks for alt text on the images it puts before the public (a draft does not): on an
	 * item going live, every image; on a live item, the images this save adds (ADR 0022, ADR 0034).
	 */
	async function checkPictures(db: Db, fields: Record<string, unknown>, before?: Record<string, unknown>) {
		if (fields.status !== 'published') return
		const shown = before?.status === 'published' ? picturesOf(before).flatMap((picture) => picture.urls) : []
		// A field whose images take their words from the item (a partner's logo) needs none in the library.
		const described = pictureFields.filter((picture) => picture.altFrom === undefined)
		const pictures = picturesOf(fields).filter((picture) => described.some((field) => field.field === picture.field))
		await assertAltText(db, pictures, new Set(shown))
	}

	const markPicturesUsed = (trx: Db, fields: Record<string, unknown>) =>
		markUsed(
			trx,
			picturesOf(fields).flatMap((picture) => picture.urls),
		)

	return {
		name: 'pictures',
		async beforeChange({ db, data, previous, requireAltText }) {
			if (requireAltText) await checkPictures(db, data, previous)
			return data
		},
		async afterChange({ trx, operation, item }) {
			if (operation !== 'restore') await markPicturesUsed(trx, item)
		},
	}
}
