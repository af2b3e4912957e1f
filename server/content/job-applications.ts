import { z } from 'zod'

import { APPLICATION_STATUSES, ApplicationStatus, CONSENT_MESSAGE, consentGiven } from '#shared/job-applications.ts'
import { type AuditActor, recordAudit } from '#server/auth/audit.ts'
import { parseOrThrow, RecordMeta } from '#server/content/collection.ts'
import { ContactInput, PHONE_PATTERN } from '#server/content/contact-submissions.ts'
import { NotFoundError } from '#server/content/errors.ts'
import { describeField } from '#server/content/field-kinds/kind.ts'
import { optionalText, requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'
import { toCsv } from '#server/csv.ts'
import { type Db, now } from '#server/db/database.ts'
import type { PrivateFiles } from '#server/uploads/private-storage.ts'

/**
 * Job applications (docs/design.md §17, docs/decisions/0060-job-applications.md): what candidates send
 * with a position's form, and the team's reading of them (status, notes, the résumé, erasure). Personal
 * data: the team (administrators and editors) alone reads it; every opening, download, change and
 * erasure is in the audit log by id alone, never a name, an address or a note. Nothing here touches the
 * content version: the public site shows none of it. The public submission is job-application-submit.ts.
 */

const LABEL = 'Job application'

/** What a candidate sends besides the résumé (the multipart body's text fields). */
export const JobApplicationInput = z.object({
	name: requiredText('Name', 200),
	email: ContactInput.shape.email,
	phone: describeField(
		optionalText('Phone', 40).refine(
			(value) => value === '' || PHONE_PATTERN.test(value),
			'Enter a valid phone number',
		),
		{ kind: 'text', label: 'Phone', required: false, maxLength: 40 },
	),
	message: longText('Message', 5000, { required: false }),
	consent: z
		.unknown()
		.refine(consentGiven, CONSENT_MESSAGE)
		.transform(() => true as const)
		.meta({ type: 'boolean', description: 'Must be true: the candidate agrees to the privacy notice' }),
})

/** PUT /job-applications/{id}: the team's status and notes (either may be left out). */
export const JobApplicationUpdate = z
	.object({
		status: ApplicationStatus.optional(),
		notes: z.string({ error: 'notes must be text' }).max(10000, 'Notes must be at most 10000 characters').optional(),
	})
	.refine((value) => value.status !== undefined || value.notes !== undefined, {
		message: 'Send status or notes',
		path: ['status'],
	})

/** An application as the API answers it: the résumé by its type and size (GET …/resume for the file). */
export const JobApplicationFields = z.object({
	career_id: z.int().min(1).meta({ description: 'The position applied to' }),
	name: z.string(),
	email: z.string(),
	phone: z.string(),
	message: z.string(),
	resume_type: z.string().meta({ description: 'application/pdf, or the DOCX type' }),
	resume_size: z.int().meta({ description: 'In bytes' }),
	status: ApplicationStatus,
	notes: z.string().meta({ description: 'The team’s notes; never shown to the candidate' }),
})
export const JobApplication = JobApplicationFields.extend(RecordMeta.shape)
export type JobApplication = z.infer<typeof JobApplication>

export const ApplicationListQuery = z.object({
	career_id: z.coerce.number().int().min(1, 'career_id must be a position’s id').optional(),
	status: ApplicationStatus.optional(),
})
export type ApplicationFilter = z.infer<typeof ApplicationListQuery> & { search?: string | undefined }

type Row = JobApplication & { resume_file: string }

const present = ({ resume_file: _file, ...row }: Row): JobApplication => ({
	...row,
	status: ApplicationStatus.catch('new').parse(row.status),
})

async function row(db: Db, id: number): Promise<Row> {
	const found = await db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst()
	if (!found) throw new NotFoundError(LABEL)
	return found as Row
}

/** Who opened or changed an application, by id alone (docs/design.md §17: never its content). */
type Seen = 'application-viewed' | 'application-downloaded' | 'application-updated' | 'application-deleted'
async function audit(db: Db, actor: AuditActor | undefined, action: Seen, id: number, detail?: Record<string, string>) {
	if (actor) await recordAudit(db, { ...actor, action, collection: 'job_applications', itemId: id, detail })
}

/** A name or address typed into the Applicants screen's search: LIKE's own characters are matched as typed. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const jobApplications = {
	label: LABEL,

	/** The newest first, of one position and one status when asked; `search` matches the name or the e-mail. */
	async list(db: Db, filter: ApplicationFilter = {}): Promise<JobApplication[]> {
		const search = filter.search?.trim()
		const rows = await db
			.selectFrom('job_applications')
			.selectAll()
			.$if(filter.career_id !== undefined, (q) => q.where('career_id', '=', filter.career_id!))
			.$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
			.$if(Boolean(search), (q) =>
				q.where((eb) =>
					eb.or([
						eb(eb.fn('lower', ['name']), 'like', likePattern(search!)),
						eb(eb.fn('lower', ['email']), 'like', likePattern(search!)),
					]),
				),
			)
			.orderBy('id', 'desc')
			.execute()
		return rows.map((found) => present(found as Row))
	},

	/** One application; opening it is recorded (who, when), as the team's reading of personal data. */
	async open(db: Db, id: number, actor?: AuditActor): Promise<JobApplication> {
		const found = present(await row(db, id))
		await audit(db, actor, 'application-viewed', id)
		return found
	},

	/** The résumé's bytes and type, for a download; recorded as a download. */
	async resume(db: Db, files: PrivateFiles, id: number, actor?: AuditActor) {
		const found = await row(db, id)
		const object = await files.read(found.resume_file)
		if (!object) throw new NotFoundError('The résumé')
		await audit(db, actor, 'application-downloaded', id)
		return { object, type: found.resume_type, fileName: resumeFileName(found) }
	},

	async update(db: Db, id: number, input: unknown, actor?: AuditActor): Promise<JobApplication> {
		const change = parseOrThrow(JobApplicationUpdate, input)
		return db.transaction().execute(async (trx) => {
			const updated = await trx
				.updateTable('job_applications')
				.set({ ...change, updated_at: now() })
				.where('id', '=', id)
				.returningAll()
				.executeTakeFirst()
			if (!updated) throw new NotFoundError(LABEL)
			// Which fields changed, never what they say.
			await audit(trx, actor, 'application-updated', id, { fields: Object.keys(change).sort().join(', ') })
			return present(updated as Row)
		})
	},

	/**
	 * Erases the application and its résumé at once (personal data must be erasable): the file first, so a
	 * failure leaves the row to erase again rather than a file nothing names.
	 */
	async remove(db: Db, files: PrivateFiles, id: number, actor?: AuditActor): Promise<void> {
		const found = await row(db, id)
		await files.remove([found.resume_file])
		await db.transaction().execute(async (trx) => {
			await trx.deleteFrom('job_applications').where('id', '=', id).execute()
			await audit(trx, actor, 'application-deleted', id)
		})
	},

	/** How many applications there are of each status (of one position when asked), and in all. */
	async counts(db: Db, careerId?: number): Promise<Record<ApplicationStatus | 'all', number>> {
		const rows = await db
			.selectFrom('job_applications')
			.select(['status', (eb) => eb.fn.countAll().as('count')])
			.$if(careerId !== undefined, (q) => q.where('career_id', '=', careerId!))
			.groupBy('status')
			.execute()
		const counts = Object.fromEntries([...APPLICATION_STATUSES, 'all'].map((status) => [status, 0])) as Record<
			ApplicationStatus | 'all',
			number
		>
		for (const { status, count } of rows) {
			const key = ApplicationStatus.catch('new').parse(status)
			counts[key] += Number(count)
			counts.all += Number(count)
		}
		return counts
	},

	/** Applications per position (the admin careers list), by career id. */
	async perCareer(db: Db): Promise<Map<number, number>> {
		const rows = await db
			.selectFrom('job_applications')
			.select(['career_id', (eb) => eb.fn.countAll().as('count')])
			.groupBy('career_id')
			.execute()
		return new Map(rows.map(({ career_id, count }) => [career_id, Number(count)]))
	},
}

/** The résumé's file name in a download: `application-12.pdf` (never the candidate's own name or file name). */
export const resumeFileName = (found: { id: number; resume_file: string }) =>
	`application-${found.id}.${found.resume_file.split('.').pop() ?? 'pdf'}`

/**
 * Erases every application older than `days` (`APPLICATION_DAYS`), résumés included: the housekeeping's
 * step (server/ops/housekeeping.ts). The files go first: after a failure the next pass finds the rows
 * again (removing a file that is gone is no error). Answers how many were erased.
 */
export async function eraseExpiredApplications(db: Db, files: PrivateFiles, days: number, at = Date.now()) {
	const before = new Date(at - days * 24 * 60 * 60 * 1000).toISOString()
	const expired = await db
		.selectFrom('job_applications')
		.select(['id', 'resume_file'])
		.where('created_at', '<', before)
		.execute()
	if (expired.length === 0) return 0
	await files.remove(expired.map((found) => found.resume_file))
	await db
		.deleteFrom('job_applications')
		.where(
			'id',
			'in',
			expired.map((found) => found.id),
		)
		.execute()
	return expired.length
}

export const APPLICATION_CSV_COLUMNS = [
	'id',
	'created_at',
	'career_id',
	'position',
	'name',
	'email',
	'phone',
	'message',
	'status',
	'notes',
] as const

/** The Applicants screen's export (server/csv.ts: formula cells neutralised), without the files. */
export function jobApplicationsCsv(list: readonly JobApplication[], positions: ReadonlyMap<number, string>): string {
	return toCsv(
		list.map((found) => ({ ...found, position: positions.get(found.career_id) ?? '' })),
		APPLICATION_CSV_COLUMNS,
	)
}

export const applicationsCsvFileName = (date = new Date()) => `job-applications-${date.toISOString().slice(0, 10)}.csv`
