import { csvAnswer, sendCsv } from '#server/api/csv-download.ts'
import { EXAMPLE_TIMES } from '#server/api/examples.ts'
import { actorOf, type ApiErrorBody, parseId } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { parseOrThrow } from '#server/content/collection.ts'
import {
	ContactInput,
	ContactReadInput,
	type ContactSubmission,
	ContactSubmissionFields,
	contactSubmissions,
	contactSubmissionsCsv,
	csvFileName,
	submitContactMessage,
} from '#server/content/contact-submissions.ts'

/** The contact form's call, and the admin's inbox over what it stores. */

const contactExample = {
	name: 'Asha Mohanty',
	email: 'asha@example.com',
	phone: '+91 98765 43210',
	subject: 'A dashboard for our sales team',
	message: 'We would like a BI dashboard over our ERP data. Could we talk next week?',
}
const exampleSubmission = {
	id: 7,
	...ContactInput.parse(contactExample),
	...EXAMPLE_TIMES,
	read_at: null,
	read: false,
} satisfies ContactSubmission
const exampleReadSubmission = { ...exampleSubmission, read_at: '2025-03-14T11:02:00.000Z', read: true }
/** Every answer about messages: the record schema (the visitor's fields, and the read state). */
const submissionBody = (example: unknown, shape: 'record' | 'records' = 'record') => ({
	name: 'ContactSubmission',
	schema: ContactSubmissionFields,
	shape,
	example,
})

export const contactOperations: ApiOperation[] = [
	{
		method: 'post',
		path: '/contact',
		operationId: 'sendContactMessage',
		tag: 'Contact',
		summary: 'Send a contact message',
		description:
			'For visitors: no session needed. Each client address may send a limited number of messages per 10 minutes (`CONTACT_RATE_LIMIT`, 5 by default).',
		access: 'public',
		request: { kind: 'json', name: 'ContactMessage', schema: ContactInput, example: contactExample },
		answer: {
			status: 201,
			description:
				"The message is stored (and, when `SMTP_URL` is set, e-mailed in the background to the recipients of the settings' `contact_alerts`, else `CONTACT_NOTIFY_TO`)",
			body: submissionBody(exampleSubmission),
		},
		failures: {
			429: 'Too many messages from this address (`CONTACT_RATE_LIMIT` per 10 minutes), or too many API requests; `Retry-After` says when to try again',
		},
		handle: async (req, res, services) => {
			const outcome = await submitContactMessage(
				services.db,
				req.body,
				{ clientAddress: req.ip ?? 'unknown', limit: services.config.contactRateLimit },
				services.contactMailer,
			)
			if (outcome.kind === 'limited') {
				res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
				res.status(429).json({ error: outcome.message } satisfies ApiErrorBody)
				return
			}
			// A message caught by the honeypot gets the same status as any other, so a bot learns nothing.
			res.status(201).json(outcome.kind === 'stored' ? outcome.submission : { message: 'Your message has been sent!' })
		},
	},
	// The admin's inbox. Personal data: every answer is no-store (server/cache/policy.ts says so for every
	// path under /contact_submissions; the handlers say it too, where the answer is made).
	{
		method: 'get',
		path: '/contact_submissions',
		operationId: 'listContactSubmissions',
		tag: 'Contact',
		summary: 'List contact submissions',
		description: 'Personal data: admin only, never cached. Oldest first.',
		access: { permission: 'contact.inbox' },
		answer: {
			status: 200,
			description: 'Every submission',
			body: submissionBody([exampleSubmission, exampleReadSubmission], 'records'),
		},
		handle: async (_req, res, { db }) => {
			res.setHeader('Cache-Control', 'no-store')
			res.json(await contactSubmissions.list(db))
		},
	},
	{
		method: 'get',
		path: '/contact_submissions.csv',
		operationId: 'exportContactSubmissions',
		tag: 'Contact',
		summary: 'Export every contact submission as CSV',
		description: `A download (\`Content-Disposition: attachment\`), UTF-8 with a byte order mark, CRLF between records, oldest first. Columns: id, created_at, name, email, phone, subject, message, read (\`yes\`/\`no\`). A cell that starts with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage return gets a leading apostrophe, so that a spreadsheet shows it as text rather than running it as a formula. Personal data: admin only, never cached.`,
		access: { permission: 'contact.inbox' },
		answer: csvAnswer(csvFileName, contactSubmissionsCsv([exampleSubmission, exampleReadSubmission]), {
			'Cache-Control': { description: 'Personal data: never stored', example: 'no-store' },
		}),
		handle: async (_req, res, { db }) => {
			res.setHeader('Cache-Control', 'no-store')
			sendCsv(res, contactSubmissionsCsv(await contactSubmissions.list(db)), csvFileName())
		},
	},
	{
		method: 'get',
		path: '/contact_submissions/:id',
		operationId: 'getContactSubmission',
		tag: 'Contact',
		summary: 'Get a contact submission',
		description: 'Personal data: admin only, never cached. Reading it here does not mark it read.',
		access: { permission: 'contact.inbox' },
		answer: { status: 200, description: 'The submission', body: submissionBody(exampleSubmission) },
		handle: async (req, res, { db }) => {
			res.setHeader('Cache-Control', 'no-store')
			res.json(await contactSubmissions.getOrThrow(db, parseId(req.params.id)))
		},
	},
	{
		method: 'patch',
		path: '/contact_submissions/:id',
		operationId: 'markContactSubmission',
		tag: 'Contact',
		summary: 'Mark a contact submission read or unread',
		description:
			'`{ "read": true }` sets `read_at` (kept when it is already read); `{ "read": false }` clears it. Other fields are ignored: a message cannot be edited. `updated_at` does not change.',
		access: { permission: 'contact.inbox' },
		request: { kind: 'json', name: 'ContactSubmissionReadState', schema: ContactReadInput, example: { read: true } },
		answer: { status: 200, description: 'The submission, as it is now', body: submissionBody(exampleReadSubmission) },
		handle: async (req, res, { db }) => {
			const id = parseId(req.params.id)
			const { read } = parseOrThrow(ContactReadInput, req.body)
			res.setHeader('Cache-Control', 'no-store')
			res.json(await contactSubmissions.setRead(db, id, read))
		},
	},
	{
		method: 'delete',
		path: '/contact_submissions/:id',
		operationId: 'deleteContactSubmission',
		tag: 'Contact',
		summary: 'Delete a contact submission',
		description:
			'Erases the message from the database for good (personal data must be erasable). Backups made before keep it until they are deleted.',
		access: { permission: 'contact.inbox' },
		answer: { status: 204, description: 'The submission is gone' },
		handle: async (req, res, { db }) => {
			await contactSubmissions.remove(db, parseId(req.params.id), { actor: actorOf(req, res) })
			res.setHeader('Cache-Control', 'no-store')
			res.status(204).end()
		},
	},
]
