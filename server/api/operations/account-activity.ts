import { z } from 'zod'

import { csvAnswer, sendCsv } from '#server/api/csv-download.ts'
import { actorOf, signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { AUDIT_ACTIONS } from '#server/auth/audit.ts'
import {
	AUDIT_COLLECTIONS,
	AUDIT_PAGE_SIZE,
	auditCsv,
	auditCsvFileName,
	auditEntriesCsv,
	AuditPage,
	listAudit,
	parseAuditFilter,
} from '#server/auth/audit-log.ts'
import { endOtherSessions, endSession, listSessions, SessionView } from '#server/auth/session-list.ts'

/** The admin's sessions (see them, end them) and the audit log (ADR 0029). */

const SESSIONS_TAG = 'Admin session'
const AUDIT_TAG = 'Audit log'

const sessionExample = {
	id: '3f9a1c0b7d2e4f68',
	device: 'Chrome 131 on Linux',
	ip: '203.0.113.7',
	method: 'password',
	created_at: '2025-03-14T09:30:00.000Z',
	last_seen_at: '2025-03-14T10:12:00.000Z',
	current: true,
}
const EndedAnswer = z.object({ ended: z.int().meta({ description: 'How many sessions were ended' }) })

const auditEntryExample = {
	id: 42,
	at: '2025-03-14T10:12:03.000Z',
	action: 'content-updated' as const,
	collection: 'faqs',
	item_id: 3,
	session: '3f9a1c0b7d2e4f68',
	user_id: 1,
	user_name: 'Admin',
	ip: '203.0.113.7',
	detail: { status: 'published' },
}

/** The audit filter's query parameters (the screen's address takes the same). */
const auditQuery = {
	action: { description: `One kind of entry: ${AUDIT_ACTIONS.join(', ')}`, schema: z.enum(AUDIT_ACTIONS) },
	collection: {
		description: `What content writes were about: ${AUDIT_COLLECTIONS.join(', ')}`,
		schema: z.enum(AUDIT_COLLECTIONS),
	},
	from: { description: 'From this day on (UTC), YYYY-MM-DD', schema: z.iso.date() },
	to: { description: 'Up to and including this day (UTC), YYYY-MM-DD', schema: z.iso.date() },
	user: { description: 'Only the entries of the user with this id', schema: z.coerce.number().int().min(1) },
}

export const accountActivityOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/admin/sessions',
		operationId: 'listSessions',
		tag: SESSIONS_TAG,
		summary: 'List the open sessions',
		description:
			'Every session of the admin that still works (not expired, not idle for 2 hours), the current one first: the device named from its User-Agent, the address and the way it was opened.',
		access: { permission: 'account.own' },
		answer: {
			status: 200,
			description: 'The sessions',
			body: { name: 'Sessions', schema: z.array(SessionView), example: [sessionExample] },
		},
		handle: async (_req, res, { db }) => {
			res.json(await listSessions(db, signedInUser(res)))
		},
	},
	{
		method: 'delete',
		path: '/admin/sessions/:id',
		operationId: 'endSession',
		tag: SESSIONS_TAG,
		summary: 'End a session',
		description:
			'Signs out the session with this public id (from `GET /admin/sessions`): its next request answers 401. Recorded in the audit log as `session-ended`.',
		access: { permission: 'account.own' },
		answer: { status: 204, description: 'The session has ended' },
		failures: { 404: 'None of the admin’s open sessions has this id' },
		handle: async (req, res, { db }) => {
			await endSession(db, signedInUser(res), String(req.params.id), actorOf(req, res))
			res.status(204).end()
		},
	},
	{
		method: 'post',
		path: '/admin/logout/others',
		operationId: 'endOtherSessions',
		tag: SESSIONS_TAG,
		summary: 'Sign out everywhere else',
		description: 'Ends every session of the admin but the one making this request.',
		access: { permission: 'account.own' },
		answer: { status: 200, description: 'Done', body: { schema: EndedAnswer, example: { ended: 2 } } },
		handle: async (req, res, { db }) => {
			res.json({ ended: await endOtherSessions(db, signedInUser(res), actorOf(req, res)) })
		},
	},
	{
		method: 'get',
		path: '/admin/audit',
		operationId: 'listAuditLog',
		tag: AUDIT_TAG,
		summary: 'Read the audit log',
		description: `Sign-ins, failed sign-ins, sign-outs, ended sessions, changes of second factors, and every content and media write, the newest first, ${AUDIT_PAGE_SIZE} a page. Entries are kept \`AUDIT_DAYS\` (365 by default). Each names the user who acted (\`user_id\`, \`user_name\`: their name as it is now), or none (a failed sign-in). \`detail\` holds a few safe facts, never a secret nor what a contact message says.`,
		access: { permission: 'audit.read' },
		query: {
			...auditQuery,
			page: { description: 'The page, from 1 (newest)', schema: z.coerce.number().int().min(1) },
		},
		answer: {
			status: 200,
			description: 'A page of entries',
			body: {
				name: 'AuditPage',
				schema: AuditPage,
				example: { entries: [auditEntryExample], total: 1, page: 1, pages: 1, page_size: AUDIT_PAGE_SIZE },
			},
		},
		handle: async (req, res, { db }) => {
			res.json(await listAudit(db, parseAuditFilter(req.query)))
		},
	},
	{
		method: 'get',
		path: '/admin/audit.csv',
		operationId: 'exportAuditLog',
		tag: AUDIT_TAG,
		summary: 'Export the audit log as CSV',
		description:
			'The entries the same filters keep, the newest first, as a download: UTF-8 with a byte order mark, CRLF between records. Columns: id, at, action, collection, item_id, session, ip, detail (JSON), user (the name of the user who acted; empty for nobody). A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so that a spreadsheet shows it as text.',
		access: { permission: 'audit.read' },
		query: auditQuery,
		answer: csvAnswer(auditCsvFileName, auditEntriesCsv([auditEntryExample])),
		handle: async (req, res, { db }) => {
			const filter = parseAuditFilter({ ...req.query, page: undefined })
			sendCsv(res, await auditCsv(db, filter), auditCsvFileName())
		},
	},
]
