// `npm run backup [-- --out <file>]`: a consistent copy of the database (SQLite or PostgreSQL, as the
// environment says) and the uploaded images (the local folder, or the S3 bucket of S3_BUCKET), in one
// .tar.gz, taken while the site runs.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/database.ts'
import { createBackup } from '#server/ops/backup.ts'
import { createStorage } from '#server/uploads/storage-from-config.ts'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const config = loadConfig()
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-')
const outFile = path.resolve(values.out ?? path.join('backups', `sigma-${stamp}.tar.gz`))
const storage = await createStorage(config)
const database = await openDatabase(config)
try {
	const manifest = await createBackup({
		db: database.db,
		kind: database.kind,
		dataDir: config.dataDir,
		storage,
		outFile,
	})
	const rows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0)
	console.log(
		`Backup written to ${outFile} (${rows} rows from ${manifest.database}, with the uploads of the ${storage.description}).`,
	)
} finally {
	await database.close()
}
