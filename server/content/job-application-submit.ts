import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'

import { isClosed } from '#shared/career-facts.ts'
import { RESUME_MAX_BYTES, RESUME_TYPES, RESUME_TYPES_TEXT, type ResumeType } from '#shared/job-applications.ts'
import { isLive, type WorkflowState } from '#shared/workflow.ts'
import { parseOrThrow } from '#server/content/collection.ts'
import { contactLimit, type ContactLimited } from '#server/content/contact-submissions.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { type JobApplication, JobApplicationInput } from '#server/content/job-applications.ts'
import { careers } from '#server/content/types/careers.ts'
import { type Db, now } from '#server/db/database.ts'
import { UploadError } from '#server/uploads/images.ts'
import type { PrivateFiles } from '#server/uploads/private-storage.ts'

/**
 * A candidate's application (docs/design.md §17), as `POST /careers/{id}/applications` and the position
 * page's form receive it: the position must be open, the fields valid, the résumé a PDF or DOCX by its
 * bytes; then the contact limit per address is counted (one limit with contact messages), the file stored
 * privately and the row written, and the notifier told (in the background).
 */

/** The position as an application names it. */
export type Position = { id: number; position_name: string }

/**
 * Whether candidates may apply to the position: it is live (published, not scheduled, not in the trash)
 * and not closed (its `valid_through` day is not over, UTC: docs/design.md §17).
 */
export const isOpenPosition = (
	item: (WorkflowState & { deleted_at?: string | null; valid_through?: string | null }) | undefined,
): boolean => item !== undefined && !item.deleted_at && isLive(item) && !isClosed(item)

export const POSITION_NOT_FOUND = 'The position'

/** The open position of this id, or NotFoundError (unknown, unpublished, trashed, closed). */
export async function openPosition(db: Db, id: number): Promise<Position> {
	const career = await careers.get(db, id)
	if (!career || !isOpenPosition(career)) throw new NotFoundError(POSITION_NOT_FOUND)
	return { id: career.id, position_name: career.position_name }
}

const DOCX: ResumeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * The résumé's type, from its bytes alone (file-type: a PDF starts with `%PDF-`; a DOCX is a ZIP whose
 * entries are a Word document's, `word/document.xml`); never its name or the type the browser claims.
 */
export async function resumeType(data: Buffer): Promise<ResumeType> {
	if (data.length > RESUME_MAX_BYTES) throw new UploadError(413, 'The CV is too large: at most 5 MB', 'resume')
	const detected = await fileTypeFromBuffer(data).catch(() => undefined)
	const pdf = detected?.mime === 'application/pdf' && data.subarray(0, 5).toString('latin1') === '%PDF-'
	if (pdf) return 'application/pdf'
	if (detected?.mime === DOCX && data.includes('word/document.xml')) return DOCX
	throw new UploadError(415, `The CV must be ${RESUME_TYPES_TEXT}`, 'resume')
}

/** Told of each stored application (e-mails: server/mail/); must never throw nor block. */
export type ApplicationNotifier = { jobApplication(application: JobApplication, position: Position): void }

export type ApplicationOutcome = { kind: 'stored'; application: JobApplication } | ContactLimited

export const RESUME_MISSING = 'Attach your CV (a PDF or a Word file)'

export async function submitJobApplication(
	services: { db: Db; files: PrivateFiles },
	careerId: number,
	input: unknown,
	resume: Buffer | undefined,
	sender: { clientAddress: string; limit: number },
	notifier?: ApplicationNotifier,
): Promise<ApplicationOutcome> {
	const { db, files } = services
	const position = await openPosition(db, careerId)
	const fields = parseOrThrow(JobApplicationInput, input)
	if (!resume || resume.length === 0) throw new ValidationError(RESUME_MISSING, { resume: RESUME_MISSING })
	const type = await resumeType(resume)
	const limited = await contactLimit(db, sender)
	if (limited) return limited
	const name = `${randomUUID()}.${RESUME_TYPES[type]}`
	await files.save(name, resume)
	const timestamp = now()
	try {
		const row = await db
			.insertInto('job_applications')
			.values({
				career_id: position.id,
				name: fields.name,
				email: fields.email,
				phone: fields.phone,
				message: fields.message,
				resume_file: name,
				resume_type: type,
				resume_size: resume.length,
				status: 'new',
				notes: '',
				created_at: timestamp,
				updated_at: timestamp,
			})
			.returningAll()
			.executeTakeFirstOrThrow()
		const { resume_file: _file, ...stored } = row
		const application = { ...stored, status: 'new' as const }
		notifier?.jobApplication(application, position)
		return { kind: 'stored', application }
	} catch (error) {
		await files.remove([name]).catch(() => undefined)
		throw error
	}
}
