import type { OriginalExtension } from '#shared/image-urls.ts'

/**
 * What `POST /upload` takes (ADR 0005), written once: the server decides by these from the file's bytes
 * (server/uploads/images.ts), the admin's upload inputs say them and refuse the obvious before sending.
 */

/** The accepted types, by the MIME type read from the bytes, with the stored original's extension. */
export const UPLOAD_TYPES = {
	'image/jpeg': 'jpg',
	'image/png': 'png',
	'image/webp': 'webp',
	'image/avif': 'avif',
	'image/gif': 'gif',
} as const satisfies Record<string, OriginalExtension>

export type UploadType = keyof typeof UPLOAD_TYPES

/** The types as a file input's `accept`. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_TYPES).join(',')

export const UPLOAD_TYPES_TEXT = 'JPEG, PNG, WebP, AVIF or GIF'

/** `UPLOAD_MAX_BYTES`'s default (server/config.ts); the admin layout's loader hands the setting to the forms. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/** The most pixels an upload may decode to (a small file can hold a huge image). */
export const UPLOAD_MAX_PIXELS = 50_000_000

export const isUploadType = (type: string): type is UploadType => Object.hasOwn(UPLOAD_TYPES, type)

/**
 * The multipart field that keeps an upload in the library while no item uses it (`1`): the upload area
 * of the Media screen and the picker sends it; an image field's upload, removed if its form is never
 * saved, does not (ADR 0049).
 */
export const UPLOAD_KEEP_FIELD = 'keep'

/** A size in the words of the limits: '10 MB', '1.5 MB', '800 KB'. */
export function bytesText(bytes: number): string {
	const mb = bytes / (1024 * 1024)
	if (mb >= 1) return `${Number(mb.toFixed(1))} MB`
	return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
