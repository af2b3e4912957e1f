import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import { imageNames, type OriginalExtension, type Variant } from '#shared/image-urls.ts'
import { isUploadType, UPLOAD_MAX_PIXELS, UPLOAD_TYPES, UPLOAD_TYPES_TEXT } from '#shared/uploads.ts'
import { saveFiles, type StoredFile, type UploadStorage } from '#server/uploads/storage.ts'

/** An upload the server refuses, with the HTTP status that says why. */
export class UploadError extends Error {
	constructor(
		readonly status: 400 | 413 | 415,
		message: string,
		/** The form field it is about (the API's `fields`). */
		readonly field = 'image',
	) {
		super(message)
		this.name = 'UploadError'
	}
}

const TOO_LARGE = 'The image is too large: at most 50 megapixels'

/** Decoded pixels (EXIF orientation applied) and what the file names need to know about them. */
type Source = { pixels: sharp.Sharp; width: number; height: number; extension: OriginalExtension; animated: boolean }

/**
 * How the files are written. Uploads: the original in its own format, squeezed hard (mozjpeg), and the
 * variants at a moderate AVIF effort (3 of 9: about five times faster than the default 4, files 10 to
 * 15 % larger). Images drawn for the sample content: everything quickly, so that a first start is quick.
 */
type Encoding = {
	original: (pixels: sharp.Sharp, extension: OriginalExtension) => sharp.Sharp
	avifEffort: number
	webpEffort: number
}

/**
 * Decides the type from the bytes (never the name or the declared type), re-encodes the image so that
 * nothing but pixels survives (EXIF, GPS, comments, trailing payloads), makes its responsive variants
 * (`image-urls.ts`), and stores them all under a new random name. Answers the original's URL.
 */
export async function storeImage<Reservation extends { forget(): Promise<void> }>(
	storage: UploadStorage,
	data: Buffer,
	/** Records the image under its name before its files are stored (the media library); undone if storing fails. */
	reserve: (name: string) => Promise<Reservation>,
): Promise<{ imageUrl: string; reservation: Reservation }> {
	const detected = await fileTypeFromBuffer(data)
	const extension = detected && isUploadType(detected.mime) ? UPLOAD_TYPES[detected.mime] : undefined
	if (!extension) {
		throw new UploadError(415, `Only ${UPLOAD_TYPES_TEXT} images are accepted`)
	}
	let files: StoredFile[]
	try {
		files = await encodeAll(await openUpload(data, extension), UPLOAD_ENCODING)
	} catch (error) {
		if (error instanceof UploadError) throw error
		const message = error instanceof Error ? error.message : ''
		if (/pixel limit/i.test(message)) throw new UploadError(413, TOO_LARGE)
		throw new UploadError(415, 'The file could not be read as an image')
	}
	const reservation = await reserve(files.at(-1)!.name)
	try {
		return { imageUrl: await saveFiles(storage, files), reservation }
	} catch (error) {
		await storage.remove(files.map((file) => file.name)).catch(() => undefined)
		await reservation.forget()
		throw error
	}
}

/**
 * Stores an image drawn on the server (sample content) like an upload, variants included. The picture
 * is rendered once; the original is encoded for speed rather than size.
 */
export async function storeRenderedImage(
	storage: UploadStorage,
	picture: sharp.Sharp,
	extension: 'jpg' | 'png',
): Promise<string> {
	// A JPEG has no transparency: without the alpha channel, no variant spends time and bytes on one.
	const opaque = extension === 'jpg' ? picture.removeAlpha() : picture
	const { data, info } = await opaque.raw().toBuffer({ resolveWithObject: true })
	const pixels = sharp(data, { raw: info })
	const source: Source = { pixels, width: info.width, height: info.height, extension, animated: false }
	return saveFiles(storage, await encodeAll(source, QUICK_ENCODING))
}

async function openUpload(data: Buffer, extension: OriginalExtension): Promise<Source> {
	const animatable = extension === 'gif' || extension === 'webp'
	const image = sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: animatable, failOn: 'error' })
	const metadata = await image.metadata()
	if (metadata.width * metadata.height > UPLOAD_MAX_PIXELS) throw new UploadError(413, TOO_LARGE)
	const animated = (metadata.pages ?? 1) > 1
	// The size after the EXIF orientation is applied; an animation's is one frame's.
	const { width, height } = animated ? { width: metadata.width, height: metadata.pageHeight ?? 0 } : metadata.autoOrient
	// rotate() applies the EXIF orientation to the pixels before the metadata is dropped.
	return { pixels: image.rotate(), width, height, extension, animated }
}

const UPLOAD_ENCODING: Encoding = {
	original(pixels, extension) {
		switch (extension) {
			case 'jpg':
				return pixels.jpeg({ quality: 85, mozjpeg: true })
			case 'png':
				return pixels.png({ compressionLevel: 9 })
			case 'webp':
				return pixels.webp({ quality: 82 })
			case 'avif':
				return pixels.avif({ quality: 55 })
			case 'gif':
				return pixels.gif()
		}
	},
	avifEffort: 3,
	webpEffort: 4,
}

const QUICK_ENCODING: Encoding = {
	// Plain libjpeg (not mozjpeg): about ten times faster to encode.
	original: (pixels, extension) =>
		extension === 'png' ? pixels.png({ compressionLevel: 9 }) : pixels.jpeg({ quality: 82 }),
	avifEffort: 0,
	webpEffort: 2,
}

/** The original and its variants, encoded in memory; nothing is stored until every one has succeeded. */
async function encodeAll(source: Source, encoding: Encoding): Promise<StoredFile[]> {
	const names = imageNames({ id: randomUUID(), ...source })
	const [original, variants] = await Promise.all([
		encoding.original(source.pixels.clone(), source.extension).toBuffer(),
		encodeVariants(source, names.variants, encoding),
	])
	// The original last: once it exists, so does every variant its name promises.
	return [...variants, { name: names.original, data: original }]
}

/**
 * Every variant, made from one decode: the pixels are reduced once to the largest variant's width (JPEG
 * decodes straight at a fraction of its size), and each variant is resized from that.
 */
async function encodeVariants(source: Source, variants: Variant[], encoding: Encoding): Promise<StoredFile[]> {
	const largest = Math.max(0, ...variants.map((variant) => variant.width))
	if (largest === 0) return []
	const { data, info } = await source.pixels
		.clone()
		.resize({ width: largest, withoutEnlargement: true })
		.toColourspace('srgb')
		.raw()
		.toBuffer({ resolveWithObject: true })
	// Flat colours and sharp edges (PNG logos, charts) keep full colour resolution; photos do not need it.
	const graphic = source.extension === 'png'
	return Promise.all(
		variants.map(async (variant) => {
			const resized = sharp(data, { raw: info }).resize(variant.width, variant.height, { fit: 'fill' })
			const encoded =
				variant.format === 'avif'
					? resized.avif({ quality: 50, effort: encoding.avifEffort, chromaSubsampling: graphic ? '4:4:4' : '4:2:0' })
					: resized.webp({ quality: 75, effort: encoding.webpEffort, smartSubsample: graphic })
			return { name: variant.name, data: await encoded.toBuffer() }
		}),
	)
}
