import path from 'node:path'

/** The Content-Type of a stored file, from its extension (what express.static says for the same file). */
const CONTENT_TYPES: Record<string, string> = {
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.png': 'image/png',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.gif': 'image/gif',
}

export const contentTypeOf = (name: string): string =>
	CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'

/** Stored names are random and never reused: a file never changes, so it may be kept for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable'
