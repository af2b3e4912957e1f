import { pruneRawViews, rollUpFinishedDays } from '#server/analytics/rollup.ts'
import { deleteSaltsBefore } from '#server/analytics/visitors.ts'
import { pruneAudit } from '#server/auth/audit-log.ts'
import { eraseExpiredApplications } from '#server/content/job-applications.ts'
import { adoptStoredFiles } from '#server/content/media.ts'
import { removeAbandonedUploads } from '#server/content/media-usage.ts'
import { purgeExpired } from '#server/content/trash.ts'
import { dayOf } from '#server/days.ts'
import type { Db } from '#server/db/database.ts'
import { log } from '#server/logging.ts'
import type { PrivateFiles } from '#server/uploads/private-storage.ts'
import type { UploadStorage } from '#server/uploads/storage.ts'

const EVERY_SIX_HOURS = 6 * 60 * 60 * 1000
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

export type Housekeeping = {
	/**
	 * The pass at the start is over (it never rejects: each step logs its own failure). The start does not
	 * wait for it; tests do, so that it cannot trim or roll up what a test has just written.
	 */
	firstPass: Promise<void>
	/** No further pass; resolves once a running one is over, so the database is not closed under it. */
	stop(): Promise<void>
}

/**
 * What each process tidies now and every six hours: the trash past `TRASH_DAYS` (reading the trash
 * purges it too), uploads no item used within a day (ADR 0022) and audit entries past `AUDIT_DAYS`
 * (ADR 0029), job applications past `APPLICATION_DAYS` with their résumés (docs/design.md §17); finished days of page views are rolled up and raw views past `ANALYTICS_RAW_DAYS` pruned
 * (ADR 0033). Every instance may run it: each step is idempotent.
 */
export function startHousekeeping(services: {
	db: Db
	storage: UploadStorage
	resumes: PrivateFiles
	trashDays: number
	auditDays: number
	applicationDays: number
	analyticsRawDays: number
}): Housekeeping {
	const { db, storage, resumes, trashDays, auditDays, applicationDays, analyticsRawDays } = services
	const tidy = async () => {
		await purgeExpired(db, trashDays).then(
			(purged) => purged > 0 && log('info', 'trash purged', { items: purged }),
			(error: unknown) => log('warn', 'trash purge failed', { error: reason(error) }),
		)
		await removeAbandonedUploads(db, storage).then(
			(removed) => removed > 0 && log('info', 'abandoned uploads removed', { images: removed }),
			(error: unknown) => log('warn', 'removing abandoned uploads failed', { error: reason(error) }),
		)
		await pruneAudit(db, auditDays).then(
			(pruned) => pruned > 0 && log('info', 'audit log pruned', { entries: pruned }),
			(error: unknown) => log('warn', 'audit log pruning failed', { error: reason(error) }),
		)
		await eraseExpiredApplications(db, resumes, applicationDays).then(
			(erased) => erased > 0 && log('info', 'old job applications erased', { applications: erased }),
			(error: unknown) => log('warn', 'erasing old job applications failed', { error: reason(error) }),
		)
		await rollUpFinishedDays(db)
			.then(async (days) => {
				if (days.length > 0) log('info', 'page views rolled up', { days: days.length })
				await deleteSaltsBefore(db, dayOf(Date.now()))
				const pruned = await pruneRawViews(db, analyticsRawDays)
				if (pruned > 0) log('info', 'raw page views pruned', { views: pruned })
			})
			.catch((error: unknown) => log('warn', 'rolling up page views failed', { error: reason(error) }))
	}
	// Each step catches its own failure; this catch keeps a future one that does not from stopping the passes.
	const pass = () => tidy().catch((error: unknown) => log('warn', 'housekeeping failed', { error: reason(error) }))
	let running = pass()
	const firstPass = running
	const timer = setInterval(() => {
		running = running.then(pass)
	}, EVERY_SIX_HOURS).unref()
	return {
		firstPass,
		async stop() {
			clearInterval(timer)
			await running
		},
	}
}

/** Gives a media record to every image stored before the media library (or by a restore of an older backup). */
export async function adoptExistingUploads(db: Db, storage: UploadStorage): Promise<void> {
	const adopted = await adoptStoredFiles(db, storage.list())
	if (adopted > 0) log('info', 'stored images added to the media library', { images: adopted })
}
