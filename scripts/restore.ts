// `npm run restore -- <backup.tar.gz> [--force]`: puts a backup's rows and uploads into the database and
// the storage the environment names (the local folder, or the S3 bucket of S3_BUCKET). Stop the site
// first. Without --force it refuses to overwrite existing content.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/database.ts'
import { restoreBackup, RestoreRefused } from '#server/ops/backup.ts'
import { createStorage } from '#server/uploads/storage-from-config.ts'

const usage = 'Usage: npm run restore -- <backup.tar.gz> [--force]'
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
const file = positionals[0]
if (!file || positionals.length > 1) {
	console.error(usage)
	process.exit(2)
}
const config = loadConfig()
const storage = await createStorage(config)
const database = await openDatabase({ ...config })
try {
	const manifest = await restoreBackup({
		db: database.db,
		kind: database.kind,
		dataDir: config.dataDir,
		storage,
		file: path.resolve(file),
		force: values.force ?? false,
	})
	console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database}) into ${database.kind}.`)
} catch (error) {
	if (error instanceof RestoreRefused) {
		console.error(error.message)
		process.exitCode = 1
	} else throw error
} finally {
	await database.close()
}
