import { pipeline } from 'node:stream/promises'
import { z } from 'zod'

import { RESUME_MAX_BYTES, RESUME_TYPES } from '#shared/job-applications.ts'
import { csvAnswer, sendCsv } from '#server/api/csv-download.ts'
import { EXAMPLE_TIMES } from '#server/api/examples.ts'
import { actorOf, type ApiErrorBody, parseId } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { parseOrThrow } from '#server/content/collection.ts'
import { submitJobApplication } from '#server/content/job-application-submit.ts'
import {
	ApplicationListQuery,
	applicationsCsvFileName,
	type JobApplication,
	JobApplicationFields,
	JobApplicationInput,
	jobApplications,
	jobApplicationsCsv,
	JobApplicationUpdate,
} from '#server/content/job-applications.ts'
import { careers } from '#server/content/types/careers.ts'
import { log } from '#server/logging.ts'

/**
 * Job applications (docs/design.md §17, docs/decisions/0060-job-applications.md): a candidate's call on
 * a position, public like POST /contact, and the team's calls over what it stores. Personal data: every
 * team answer is no-store (the router says so for every call that needs a session).
 */

const candidateExample = {
	name: 'Asha Mohanty',
	email: 'asha@example.com',
	phone: '+91 98765 43210',
	message: 'I have run data pipelines for five years and would like to join you.',
	consent: 'true',
}
const exampleApplication = {
	id: 12,
	career_id: 3,
	name: candidateExample.name,
	email: candidateExample.email,
	phone: candidateExample.phone,
	message: candidateExample.message,
	resume_type: 'application/pdf',
	resume_size: 48213,
	status: 'new',
	notes: '',
	...EXAMPLE_TIMES,
} satisfies JobApplication
const reviewing = { ...exampleApplication, status: 'reviewing' as const, notes: 'Strong SQL; call on Monday.' }
const applicationBody = (example: unknown, shape: 'record' | 'records' = 'record') => ({
	name: 'JobApplication',
	schema: JobApplicationFields,
	shape,
	example,
})
const team = { permission: 'applications.read' } as const
const manage = { permission: 'applications.manage' } as const

export const jobApplicationOperations: ApiOperation[] = [
	{
		method: 'post',
		path: '/careers/:id/applications',
		operationId: 'applyForCareer',
		tag: 'Job applications',
		summary: 'Apply for a position',
		description:
			'For candidates: no session needed. `multipart/form-data` with the text fields and the CV in `resume`: a PDF or a DOCX, decided by its bytes (never its name or declared type), at most 5 MB. `consent` must be true. Each client address may send `CONTACT_RATE_LIMIT` contact messages and applications together per 10 minutes (5 by default). The CV is stored privately: never under `/uploads`, never at a public address.',
		access: 'public',
		request: {
			kind: 'form',
			name: 'JobApplicationForm',
			schema: JobApplicationInput,
			file: {
				field: 'resume',
				maxBytes: RESUME_MAX_BYTES,
				description: 'The CV: a PDF or a DOCX (decided by its bytes), at most 5 MB',
				contentType: Object.keys(RESUME_TYPES).join(', '),
			},
		},
		answer: {
			status: 201,
			description:
				"Stored (and, when `SMTP_URL` is set, the settings' `contact_alerts` recipients told and the candidate sent a confirmation, in the background)",
			body: { name: 'JobApplicationReceived', schema: z.object({ id: z.int().min(1) }), example: { id: 12 } },
		},
		failures: {
			400: 'A field is missing or invalid (`fields` names it: `name`, `email`, `phone`, `message`, `resume`, `consent`)',
			404: 'No open position of this id (unknown, unpublished, in the trash or closed)',
			413: 'The CV is larger than 5 MB',
			415: 'The CV is not a PDF or a DOCX',
			429: 'Too many messages and applications from this address (`CONTACT_RATE_LIMIT` per 10 minutes), or too many API requests; `Retry-After` says when to try again',
		},
		handle: async (req, res, services) => {
			const outcome = await submitJobApplication(
				{ db: services.db, files: services.resumes },
				parseId(req.params.id),
				req.body,
				req.file?.buffer,
				{ clientAddress: req.ip ?? 'unknown', limit: services.config.contactRateLimit },
				services.contactMailer,
			)
			if (outcome.kind === 'limited') {
				res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
				res.status(429).json({ error: outcome.message } satisfies ApiErrorBody)
				return
			}
			log('info', 'job application stored', { id: res.locals.requestId, application: outcome.application.id })
			res.status(201).json({ id: outcome.application.id })
		},
	},
	{
		method: 'get',
		path: '/job-applications',
		operationId: 'listJobApplications',
		tag: 'Job applications',
		summary: 'List job applications',
		description: 'Personal data: administrators and editors only, never cached. The newest first.',
		access: team,
		query: {
			career_id: { description: 'Only the applications to this position', schema: z.coerce.number().int().min(1) },
			status: { description: 'Only the applications of this status', schema: JobApplicationFields.shape.status },
		},
		answer: { status: 200, description: 'The applications', body: applicationBody([reviewing], 'records') },
		handle: async (req, res, { db }) => {
			res.json(await jobApplications.list(db, parseOrThrow(ApplicationListQuery, { ...req.query })))
		},
	},
	{
		method: 'get',
		path: '/job-applications.csv',
		operationId: 'exportJobApplications',
		tag: 'Job applications',
		summary: 'Export job applications as CSV',
		description:
			'Without the CVs. Columns: id, created_at, career_id, position, name, email, phone, message, status, notes; the newest first; the same filters as the list. Formula-like cells get a leading apostrophe. Personal data: never cached.',
		access: team,
		query: {
			career_id: { description: 'Only the applications to this position', schema: z.coerce.number().int().min(1) },
			status: { description: 'Only the applications of this status', schema: JobApplicationFields.shape.status },
		},
		answer: csvAnswer(applicationsCsvFileName, jobApplicationsCsv([reviewing], new Map([[3, 'Data Engineer']]))),
		handle: async (req, res, { db }) => {
			const list = await jobApplications.list(db, parseOrThrow(ApplicationListQuery, { ...req.query }))
			const positions = new Map(
				(await careers.list(db, { status: 'all' })).map((career) => [career.id, career.position_name]),
			)
			sendCsv(res, jobApplicationsCsv(list, positions), applicationsCsvFileName())
		},
	},
	{
		method: 'get',
		path: '/job-applications/:id',
		operationId: 'getJobApplication',
		tag: 'Job applications',
		summary: 'Get a job application',
		description: 'Personal data: administrators and editors only, never cached. The audit log records who opened it.',
		access: team,
		answer: { status: 200, description: 'The application', body: applicationBody(reviewing) },
		handle: async (req, res, { db }) => {
			res.json(await jobApplications.open(db, parseId(req.params.id), actorOf(req, res)))
		},
	},
	{
		method: 'get',
		path: '/job-applications/:id/resume',
		operationId: 'downloadJobApplicationResume',
		tag: 'Job applications',
		summary: 'Download the CV of a job application',
		description:
			'The file as stored, as an attachment (`application-{id}.pdf` or `.docx`), with `X-Content-Type-Options: nosniff`. The audit log records who downloaded it.',
		access: team,
		answer: {
			status: 200,
			description: 'The CV',
			body: { schema: z.string(), mediaType: 'application/pdf', example: '%PDF-1.7 …' },
			headers: {
				'Content-Disposition': { description: 'A download', example: 'attachment; filename="application-12.pdf"' },
				'X-Content-Type-Options': { description: 'The browser never guesses another type', example: 'nosniff' },
			},
		},
		handle: async (req, res, { db, resumes }) => {
			const { object, type, fileName } = await jobApplications.resume(
				db,
				resumes,
				parseId(req.params.id),
				actorOf(req, res),
			)
			res.setHeader('Content-Type', type)
			res.setHeader('Content-Length', String(object.size))
			res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
			res.setHeader('X-Content-Type-Options', 'nosniff')
			res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
			await pipeline(object.body, res).catch((error: unknown) => {
				// A client that went away is no error; a storage that failed mid-file is (the answer is cut short).
				if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
					log('warn', 'resume read failed', { id: res.locals.requestId, application: String(req.params.id) })
			})
		},
	},
	{
		method: 'put',
		path: '/job-applications/:id',
		operationId: 'updateJobApplication',
		tag: 'Job applications',
		summary: 'Change the status or notes of a job application',
		description:
			'`status` is one of new, reviewing, interview, offer, hired, rejected; `notes` are the team’s. Either may be left out. The audit log records who changed which fields, never what they say.',
		access: manage,
		request: {
			kind: 'json',
			name: 'JobApplicationChange',
			schema: JobApplicationUpdate,
			example: { status: 'reviewing', notes: 'Strong SQL; call on Monday.' },
		},
		answer: { status: 200, description: 'The application, as it is now', body: applicationBody(reviewing) },
		handle: async (req, res, { db }) => {
			res.json(await jobApplications.update(db, parseId(req.params.id), req.body, actorOf(req, res)))
		},
	},
	{
		method: 'delete',
		path: '/job-applications/:id',
		operationId: 'deleteJobApplication',
		tag: 'Job applications',
		summary: 'Erase a job application and its CV',
		description:
			'At once and for good (personal data must be erasable): the row and the file. Backups made with `--with-applications` before keep them until they are deleted.',
		access: manage,
		answer: { status: 204, description: 'The application and its CV are gone' },
		handle: async (req, res, { db, resumes }) => {
			await jobApplications.remove(db, resumes, parseId(req.params.id), actorOf(req, res))
			res.status(204).end()
		},
	},
]
