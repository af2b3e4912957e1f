import fs from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded files live. The local folder is the default; an object store would implement the same two methods. */
export interface UploadStorage {
	/** Stores the bytes under `name` (already random and safe) and returns the public URL. */
	save(name: string, data: Buffer): Promise<string>
	/** The folder served at /uploads, when the storage is local. */
	readonly localDirectory?: string
}

export const UPLOADS_URL_PREFIX = '/uploads/'

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
