import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import type { UploadStorage } from './storage'

/** An upload the server refuses, with the HTTP status that says why. */
export class UploadError extends Error {
	constructor(
		readonly status: 400 | 413 | 415,
		message: string,
	) {
		super(message)
		this.name = 'UploadError'
	}
}

const ACCEPTED = {
	'image/jpeg': 'jpg',
	'image/png': 'png',
	'image/webp': 'webp',
	'image/avif': 'avif',
	'image/gif': 'gif',
} as const

export const MAX_PIXELS = 50_000_000
export const ACCEPTED_TYPES_TEXT = 'JPEG, PNG, WebP, AVIF or GIF'

/**
 * Decides the type from the bytes (never the name or the declared type), re-encodes the image so
 * that nothing but pixels survives (EXIF, GPS, comments, trailing payloads), and stores it under a
 * random name.
 */
export async function storeImage(storage: UploadStorage, data: Buffer): Promise<{ imageUrl: string }> {
	const detected = await fileTypeFromBuffer(data)
	const extension = detected && ACCEPTED[detected.mime as keyof typeof ACCEPTED]
	if (!extension) {
		throw new UploadError(415, `Only ${ACCEPTED_TYPES_TEXT} images are accepted`)
	}
	const encoded = await reencode(data, extension)
	const imageUrl = await storage.save(`${randomUUID()}.${extension}`, encoded)
	return { imageUrl }
}

async function reencode(data: Buffer, extension: (typeof ACCEPTED)[keyof typeof ACCEPTED]): Promise<Buffer> {
	const animated = extension === 'gif' || extension === 'webp'
	try {
		const image = sharp(data, { limitInputPixels: MAX_PIXELS, animated, failOn: 'error' })
		const { width = 0, height = 0 } = await image.metadata()
		if (width * height > MAX_PIXELS) throw new UploadError(413, 'The image is too large: at most 50 megapixels')
		// rotate() applies the EXIF orientation to the pixels before the metadata is dropped.
		const oriented = image.rotate()
		switch (extension) {
			case 'jpg':
				return await oriented.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
			case 'png':
				return await oriented.png({ compressionLevel: 9 }).toBuffer()
			case 'webp':
				return await oriented.webp({ quality: 82 }).toBuffer()
			case 'avif':
				return await oriented.avif({ quality: 55 }).toBuffer()
			case 'gif':
				return await oriented.gif().toBuffer()
		}
	} catch (error) {
		if (error instanceof UploadError) throw error
		const message = error instanceof Error ? error.message : ''
		if (/pixel limit/i.test(message)) throw new UploadError(413, 'The image is too large: at most 50 megapixels')
		throw new UploadError(415, 'The file could not be read as an image')
	}
}
