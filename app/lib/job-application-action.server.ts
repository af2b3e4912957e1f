import { type AppLoadContext, data } from 'react-router'

import {
	APPLICATION_TEXT_FIELDS,
	type ApplicationFormData,
	type ApplicationTextField,
	RESUME_MAX_BYTES,
} from '#shared/job-applications.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { fieldInfo } from '#server/content/field-kinds/kind.ts'
import { submitJobApplication } from '#server/content/job-application-submit.ts'
import { JobApplicationInput } from '#server/content/job-applications.ts'
import { UploadError } from '#server/uploads/images.ts'
import { readFormData } from '#app/lib/form-data.server.ts'

/** The position page's form fields' length limits, from the schema the server checks (their `maxLength`). */
export function applicationFieldLimits(): Record<ApplicationTextField, number | undefined> {
	const shape = JobApplicationInput.shape
	return Object.fromEntries(
		APPLICATION_TEXT_FIELDS.map((name) => [name, fieldInfo.get(shape[name])?.maxLength]),
	) as Record<ApplicationTextField, number | undefined>
}

/** A body past this is refused before it is read: the CV's 5 MB and room for the text fields. */
const BODY_MAX_BYTES = RESUME_MAX_BYTES + 256 * 1024
const TOO_LARGE = 'The CV is too large: at most 5 MB'
const CLOSED = 'This position is no longer open.'

/**
 * The position page's form (docs/design.md §17): a plain multipart post to the page's own action, which
 * renders the page again with the result, so it works without script. The same domain call as
 * `POST /careers/{id}/applications`; a refusal renders the typed text back (never the file: a browser
 * cannot be given one back, and the form says so).
 */
export async function handleApplicationForm(request: Request, context: AppLoadContext, careerId: number) {
	const length = Number(request.headers.get('content-length') ?? Number.NaN)
	if (!(length <= BODY_MAX_BYTES)) {
		return data<ApplicationFormData>({ ok: false, fields: { resume: TOO_LARGE }, values: {} }, { status: 413 })
	}
	const form = await readFormData(request)
	const values: Partial<Record<ApplicationTextField, string>> = {}
	for (const field of APPLICATION_TEXT_FIELDS) {
		const value = form.get(field)
		if (typeof value === 'string') values[field] = value
	}
	const file = form.get('resume')
	const resume = file instanceof Blob && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : undefined
	const refused = (status: number, fields: ApplicationFormData & { ok: false }) =>
		data<ApplicationFormData>(fields, { status })
	try {
		const outcome = await submitJobApplication(
			{ db: context.services.db, files: context.services.resumes },
			careerId,
			{ ...values, consent: form.get('consent') ?? undefined },
			resume,
			{ clientAddress: context.clientAddress, limit: context.services.config.contactRateLimit },
			context.services.contactMailer,
		)
		if (outcome.kind === 'limited') {
			return data<ApplicationFormData>(
				{ ok: false, error: outcome.message, fields: {}, values },
				{ status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
			)
		}
		return data<ApplicationFormData>({ ok: true })
	} catch (error) {
		if (error instanceof ValidationError) return refused(400, { ok: false, fields: error.fields, values })
		if (error instanceof UploadError)
			return refused(error.status, { ok: false, fields: { resume: error.message }, values })
		if (error instanceof NotFoundError) return refused(404, { ok: false, error: CLOSED, fields: {}, values })
		throw error
	}
}
