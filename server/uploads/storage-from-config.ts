import path from 'node:path'

import type { Config } from '#server/config.ts'
import { s3Storage } from '#server/uploads/s3-storage.ts'
import { localStorage, type UploadStorage } from '#server/uploads/storage.ts'

/**
 * The storage the settings name: the S3 bucket of S3_BUCKET (made sure of first, so a wrong endpoint or
 * key stops the start with a clear message rather than failing the first upload), else DATA_DIR/uploads.
 * The server, `npm run backup` and `npm run restore` all take their storage from here.
 */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<UploadStorage> {
	if (!config.s3) return localStorage(path.join(config.dataDir, 'uploads'))
	const storage = s3Storage(config.s3)
	await storage.ensureBucket()
	return storage
}
