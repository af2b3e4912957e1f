import fs from 'node:fs/promises'
import path from 'node:path'
import { UPLOADS_URL_PREFIX } from '#shared/image-urls.ts'

/** Where uploaded files live. The local folder is the default; an object store would implement the same two members. */
export interface UploadStorage {
	/** Stores the bytes under `name` (already random and safe) and returns the public URL. */
	save(name: string, data: Buffer): Promise<string>
	/** The folder served at /uploads, when the storage is local. */
	readonly localDirectory?: string
}

export type StoredFile = { name: string; data: Buffer }

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
	return {
		localDirectory: directory,
		async save(name, data) {
			await fs.mkdir(directory, { recursive: true })
			// Write then rename, so a half-written file is never served.
			const target = path.join(directory, name)
			const temporary = `${target}.partial`
			await fs.writeFile(temporary, data, { flag: 'wx' })
			await fs.rename(temporary, target)
			return UPLOADS_URL_PREFIX + name
		},
	}
}
