/**
 * Backups and job applications (docs/design.md §17): without `--with-applications` a backup holds neither
 * the applications nor their CVs; with it, both, and a restore puts them back (rows and files).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pdf } from '#tests/helpers/documents.ts'
import { storedApplication } from '#tests/helpers/job-applications.ts'
import { runCommand } from '#tests/helpers/scripts.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let source: TestApp
let target: TestApp
let folder: string
beforeAll(async () => {
	;[source, target] = await Promise.all([startTestApp(), startTestApp()])
	folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-applications-backup-'))
})
afterAll(async () => {
	await Promise.all([source?.close(), target?.close()])
	await fs.rm(folder, { recursive: true, force: true })
})

const envOf = (app: TestApp) => ({
	DATA_DIR: app.dataDir,
	DATABASE_URL: app.config.databaseUrl ?? '',
	S3_BUCKET: app.config.s3?.bucket ?? '',
	LOG_LEVEL: 'silent',
})

/** The archive's file names and its database rows. */
async function contentsOf(file: string) {
	const entries: string[] = []
	await tar.list({ file, onReadEntry: (entry) => void entries.push(entry.path) })
	const unpacked = await fs.mkdtemp(path.join(folder, 'unpacked-'))
	await tar.extract({ file, cwd: unpacked })
	const rows = JSON.parse(await fs.readFile(path.join(unpacked, 'database.json'), 'utf8')) as Record<string, unknown[]>
	return { entries, rows }
}

describe('backups and job applications', { timeout: 60_000 }, () => {
	it('leave the applications and their CVs out unless --with-applications, and restore them with it', async () => {
		const application = await storedApplication(source)
		const row = await source.services.db
			.selectFrom('job_applications')
			.selectAll()
			.where('id', '=', application.id)
			.executeTakeFirstOrThrow()

		const without = path.join(folder, 'without.tar.gz')
		const plain = await runCommand('backup', ['--out', without], envOf(source))
		expect(plain.code, plain.stderr).toBe(0)
		expect(plain.stdout).toContain('without job applications')
		const left = await contentsOf(without)
		expect(left.rows).not.toHaveProperty('job_applications')
		expect(left.entries.some((entry) => entry.includes(row.resume_file) || entry.startsWith('resumes'))).toBe(false)

		const withThem = path.join(folder, 'with.tar.gz')
		const full = await runCommand('backup', ['--out', withThem, '--with-applications'], envOf(source))
		expect(full.code, full.stderr).toBe(0)
		const kept = await contentsOf(withThem)
		expect(kept.rows.job_applications).toHaveLength(1)
		expect(kept.entries).toContain(`resumes/${row.resume_file}`)

		const restored = await runCommand('restore', [withThem, '--force'], envOf(target))
		expect(restored.code, restored.stderr).toBe(0)
		const back = await target.services.db.selectFrom('job_applications').selectAll().execute()
		expect(back).toEqual([row])
		const file = await target.services.resumes.read(row.resume_file)
		expect(file && (await buffer(file.body))).toEqual(pdf())
	})
})
