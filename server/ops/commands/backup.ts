import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/database.ts'
import { createBackup, restoreBackup, RestoreRefused } from '#server/ops/backup.ts'
import { parseArguments, type Command } from '#server/ops/commands/command.ts'
import { createStorage } from '#server/uploads/storage-from-config.ts'

const BACKUP_USAGE = 'Usage: npm run backup [-- --out <file>]'
const RESTORE_USAGE = 'Usage: npm run restore -- <backup.tar.gz> [--force]'

/**
 * `npm run backup [-- --out <file>]`: a consistent copy of the database (SQLite or PostgreSQL, as the
 * environment says) and the uploaded images (the local folder, or the S3 bucket of S3_BUCKET), in one
 * .tar.gz, taken while the site runs.
 */
export const backupCommand: Command = async (args, { env, out, err }) => {
	const parsed = parseArguments(() => parseArgs({ args, options: { out: { type: 'string' } } }), BACKUP_USAGE, err)
	if (!parsed) return 2
	const config = loadConfig(env)
	const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-')
	const outFile = path.resolve(parsed.values.out ?? path.join('backups', `sigma-${stamp}.tar.gz`))
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
		out(
			`Backup written to ${outFile} (${rows} rows from ${manifest.database}, with the uploads of the ${storage.description}).`,
		)
		return 0
	} finally {
		await database.close()
	}
}

/**
 * `npm run restore -- <backup.tar.gz> [--force]`: puts a backup's rows and uploads into the database and
 * the storage the environment names (the local folder, or the S3 bucket of S3_BUCKET). Stop the site
 * first. Without --force it refuses to overwrite existing content.
 */
export const restoreCommand: Command = async (args, { env, out, err }) => {
	const parsed = parseArguments(
		() => parseArgs({ args, options: { force: { type: 'boolean' } }, allowPositionals: true }),
		RESTORE_USAGE,
		err,
	)
	if (!parsed) return 2
	const file = parsed.positionals[0]
	if (!file || parsed.positionals.length > 1) {
		err(RESTORE_USAGE)
		return 2
	}
	const config = loadConfig(env)
	const storage = await createStorage(config)
	const database = await openDatabase(config)
	try {
		const manifest = await restoreBackup({
			db: database.db,
			kind: database.kind,
			dataDir: config.dataDir,
			storage,
			file: path.resolve(file),
			force: parsed.values.force ?? false,
		})
		out(`Restored the backup of ${manifest.createdAt} (${manifest.database}) into ${database.kind}.`)
		return 0
	} catch (error) {
		if (!(error instanceof RestoreRefused)) throw error
		err(error.message)
		return 1
	} finally {
		await database.close()
	}
}
