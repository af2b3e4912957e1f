import path from 'node:path'

import type { Config } from '#server/config.ts'
import { s3Storage } from '#server/uploads/s3-storage.ts'
import { localStorage, type StoredObject } from '#server/uploads/storage.ts'

/**
 * Files that are personal data (candidates' résumés: docs/design.md §17, docs/decisions/0060-job-applications.md),
 * kept apart from the public uploads: never under /uploads, never at a URL. Locally a folder beside the
 * uploads' (`DATA_DIR/private/resumes`, which nothing serves); on S3 the same bucket under the key prefix
 * `private/resumes/`, which the uploads' handler cannot name (a stored name has no `/`) and which the
 * uploads' listing (backups, the media library's adoption) skips. The same storage code as the uploads,
 * through the same interface (`UploadStorage`, local folder and S3), but it hands out no address.
 */
export type PrivateFiles = {
	readonly description: string
	save(name: string, data: Buffer): Promise<void>
	read(name: string): Promise<StoredObject | undefined>
	/** A name that is not there is no error. */
	remove(names: readonly string[]): Promise<void>
	list(): AsyncIterable<string>
}

export const PRIVATE_PREFIX = 'private/resumes/'

export function privateFiles(config: Pick<Config, 'dataDir' | 's3'>): PrivateFiles {
	const storage = config.s3
		? s3Storage({ ...config.s3, prefix: PRIVATE_PREFIX })
		: localStorage(path.join(config.dataDir, ...PRIVATE_PREFIX.split('/').filter(Boolean)))
	return {
		description: storage.description,
		save: async (name, data) => void (await storage.save(name, data)),
		read: (name) => storage.read(name),
		remove: (names) => storage.remove(names),
		list: () => storage.list(),
	}
}
