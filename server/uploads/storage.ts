import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { isStoredName, UPLOADS_URL_PREFIX } from '#shared/image-urls.ts'

export { isStoredName }

/** A stored file as it is read back: its bytes as a stream, and what the answer's headers need. */
export type StoredObject = { body: Readable; size: number; lastModified: Date; etag: string }

/**
 * Where uploaded files live: the local folder by default, an S3-compatible bucket when `S3_BUCKET` is set
 * (`s3-storage.ts`). Names are flat (no folders), random and safe (`shared/image-urls.ts`); callers never
 * pass a name that came from a request without checking it against `isStoredName`.
 */
export interface UploadStorage {
	/** Where the files are, for logs and the ready check (never a secret). */
	readonly description: string
	/** Stores the bytes under `name` and returns the public URL (`/uploads/<name>`). */
	save(name: string, data: Buffer): Promise<string>
	/** The file's bytes and metadata, or undefined when there is no such file. */
	read(name: string): Promise<StoredObject | undefined>
	/** Removes the files; a name that is not there is no error. */
	remove(names: readonly string[]): Promise<void>
	/** Every stored name (for backups and for adopting files stored before the media library). */
	list(): AsyncIterable<string>
	/** The folder served at /uploads by express.static, when the storage is local. */
	readonly localDirectory?: string
}

export type StoredFile = { name: string; data: Buffer }

/**
 * The ready check's probe objects (server/ops/health.ts) start with this: uploads are stored under random
 * ids, never this, and `list()` skips them, so a probe left by a crash is never backed up or adopted.
 */
export const PROBE_PREFIX = 'readiness-probe-'
export const isProbeName = (name: string): boolean => name.startsWith(PROBE_PREFIX)

/**
 * Stores the files of one image (its variants, then its original) and returns the URL of the last one,
 * the original: a URL is only handed out once every file it implies is in place.
 */
export async function saveFiles(storage: UploadStorage, files: StoredFile[]): Promise<string> {
	const last = files.at(-1)
	if (!last) throw new Error('nothing to store')
	await Promise.all(files.slice(0, -1).map((file) => storage.save(file.name, file.data)))
	return storage.save(last.name, last.data)
}

export function localStorage(directory: string): UploadStorage {
	const fileOf = (name: string) => {
		if (!isStoredName(name)) throw new Error('not a stored file name')
		return path.join(directory, name)
	}
	return {
		description: 'local folder',
		localDirectory: directory,
		async save(name, data) {
			await fs.mkdir(directory, { recursive: true })
			// Write then rename, so a half-written file is never served.
			const target = fileOf(name)
			const temporary = `${target}.partial`
			await fs.writeFile(temporary, data, { flag: 'wx' })
			await fs.rename(temporary, target)
			return UPLOADS_URL_PREFIX + name
		},
		async read(name) {
			if (!isStoredName(name)) return undefined
			const file = fileOf(name)
			const stat = await fs.stat(file).catch(() => undefined)
			if (!stat?.isFile()) return undefined
			return {
				body: createReadStream(file),
				size: stat.size,
				lastModified: stat.mtime,
				etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
			}
		},
		async remove(names) {
			await Promise.all(names.map((name) => fs.rm(fileOf(name), { force: true })))
		},
		async *list() {
			const entries = await fs.readdir(directory, { withFileTypes: true }).catch(() => [])
			for (const entry of entries) {
				if (
					entry.isFile() &&
					isStoredName(entry.name) &&
					!entry.name.endsWith('.partial') &&
					!isProbeName(entry.name)
				) {
					yield entry.name
				}
			}
		},
	}
}
