import { UPLOADS_URL_PREFIX } from '#shared/image-urls.ts'
import { splitPictures } from '#shared/pictures.ts'
import { type ImageFacts, imageFacts } from '#server/content/media.ts'
import type { Db } from '#server/db/database.ts'

export type { ImageFacts }

/** Every upload address in a loader's data: single URLs and comma-joined picture lists, at any depth. */
function uploadUrls(value: unknown, found = new Set<string>()): Set<string> {
	if (typeof value === 'string') {
		if (value.startsWith(UPLOADS_URL_PREFIX)) for (const url of splitPictures(value)) found.add(url)
	} else if (Array.isArray(value)) {
		for (const item of value) uploadUrls(item, found)
	} else if (value !== null && typeof value === 'object') {
		for (const item of Object.values(value)) uploadUrls(item, found)
	}
	return found
}

/**
 * A public page's data with the alt text and focal point of every library image it shows
 * (`imageFacts`, read by ResponsiveImage through the public layout). Found in the data itself, so no
 * page can forget a picture field.
 */
export async function withImageFacts<Data extends object>(
	db: Db,
	data: Data,
): Promise<Data & { imageFacts: Record<string, ImageFacts> }> {
	return { ...data, imageFacts: await imageFacts(db, uploadUrls(data)) }
}
