import path from 'node:path'
import { parseArgs } from 'node:util'

import { loadConfig } from '#server/config.ts'
import { type Db, type DbKind, openDatabase } from '#server/db/database.ts'
import { createBackup, restoreBackup, RestoreRefused } from '#server/ops/backup.ts'
import { type Command, parseArguments } from '#server/ops/commands/command.ts'
import { type PrivateFiles, privateFiles } from '#server/uploads/private-storage.ts'
import type { UploadStorage } from '#server/uploads/storage.ts'
import { createStorage } from '#server/uploads/storage-from-config.ts'

type SiteData = { db: Db; kind: DbKind; dataDir: string; storage: UploadStorage; resumes: PrivateFiles }

/** The database and the uploads' storage the environment names, open for `work`, then closed. */
async function withSiteData(env: NodeJS.ProcessEnv, work: (site: SiteData) => Promise<number>): Promise<number> {
	const config = loadConfig(env)
	const storage = await createStorage(config)
	const database = await openDatabase(config)
	try {
		return await work({
			db: database.db,
			kind: database.kind,
			dataDir: config.dataDir,
			storage,
			resumes: privateFiles(config),
		})
	} finally {
		await database.close()
	}
}

const BACKUP_USAGE = 'Usage: npm run backup [-- --out <file>] [--with-applications]'
const RESTORE_USAGE = 'Usage: npm run restore -- <backup.tar.gz> [--force]'

/**
 * `npm run backup [-- --out <file>] [--with-applications]`: a consistent copy of the database (SQLite or
 * PostgreSQL, as the environment says) and the uploaded images (the local folder, or the S3 bucket of
 * S3_BUCKET), in one .tar.gz, taken while the site runs. Job applications and their résumés are personal
 * data kept `APPLICATION_DAYS`: only with `--with-applications` (docs/design.md §17).
 */
export const backupCommand: Command = async (args, { env, out, err }) => {
	const parsed = parseArguments(
		() => parseArgs({ args, options: { out: { type: 'string' }, 'with-applications': { type: 'boolean' } } }),
		BACKUP_USAGE,
		err,
	)
	if (!parsed) return 2
	const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-')
	const outFile = path.resolve(parsed.values.out ?? path.join('backups', `backup-${stamp}.tar.gz`))
	return withSiteData(env, async (site) => {
		const withApplications = parsed.values['with-applications'] ?? false
		const manifest = await createBackup({ ...site, outFile, applications: withApplications ? site.resumes : undefined })
		const rows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0)
		const applications = withApplications ? ', with the job applications and their CVs' : ', without job applications'
		out(
			`Backup written to ${outFile} (${rows} rows from ${manifest.database}, with the uploads of the ${site.storage.description}${applications}).`,
		)
		return 0
	})
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
	const force = parsed.values.force ?? false
	return withSiteData(env, async (site) => {
		try {
			const manifest = await restoreBackup({ ...site, file: path.resolve(file), force, applications: site.resumes })
			out(`Restored the backup of ${manifest.createdAt} (${manifest.database}) into ${site.kind}.`)
			return 0
		} catch (error) {
			if (!(error instanceof RestoreRefused)) throw error
			err(error.message)
			return 1
		}
	})
}
