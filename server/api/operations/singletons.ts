import { z } from 'zod'

import { actorOf, ifMatch, sessionUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { can } from '#server/auth/permissions.ts'
import { CACHE_CONTROL } from '#server/cache/policy.ts'
import { NotFoundError } from '#server/content/errors.ts'
import { toApiRecord } from '#server/content/field-kinds/registry.ts'
import { singletons } from '#server/content/registry.ts'
import type { Singleton, SingletonAction } from '#server/content/singleton.ts'

const CONTENT_BODY_LIMIT = '1mb'
const SAVED_AT = z.iso.datetime().meta({ description: 'When it was last saved (ISO 8601, UTC); its `ETag` follows it' })

/** A single-record type's calls (ADR 0041), from its definition: read it, change it, its history. */
export function singletonOperations(singleton: Singleton): ApiOperation[] {
	const path = `/${singleton.name}`
	const name = singleton.api.recordName
	const label = singleton.label
	const answered = (record: Record<string, unknown>) => toApiRecord(singleton.shape, record)
	const privateFields = singleton.privateFields ?? []
	/** What a reader who may not change it is answered: the record without its private fields. */
	const publicPart = (record: Record<string, unknown>) =>
		Object.fromEntries(Object.entries(record).filter(([field]) => !privateFields.includes(field)))
	const stored = (singleton.schema as unknown as z.ZodObject).safeExtend({ updated_at: SAVED_AT })
	// The example is a PUT body (partial): the answer is it merged over the initial record.
	const example = answered({
		...singleton.schema.parse({ ...singleton.initial, ...singleton.api.example }),
		updated_at: '2025-03-15T16:05:00.000Z',
	})
	const record = { name, schema: stored, example }
	const versionHeader = {
		'If-Match': {
			description: 'The `ETag` of the version this change starts from: a newer one stored meanwhile gives 412',
			example: '"kq8pZ1V9bW2n4c6x0yQe1A"',
		},
	}
	return [
		{
			method: 'get',
			path,
			operationId: `get${name}`,
			tag: label,
			summary: `Get the ${label.toLowerCase()}`,
			...(privateFields.length > 0 && {
				description: `${privateFields.map((field) => `\`${field}\``).join(', ')}: answered only to the signed-in admin`,
			}),
			access: 'public',
			answer: {
				status: 200,
				description: `The ${label.toLowerCase()}`,
				body: record,
				headers: {
					ETag: { description: 'This version (strong): send it in `If-Match`', example: '"kq8pZ1V9bW2n4c6x0yQe1A"' },
				},
			},
			handle: async (req, res, services) => {
				const user = await sessionUser(req, services)
				if (user) res.setHeader('Cache-Control', CACHE_CONTROL.personal)
				if (!can(user, { type: singleton, action: 'read' })) throw new NotFoundError(label)
				const current = await singleton.get(services.db)
				const whole = answered(current)
				const mayChange = can(user, { type: singleton, action: 'update' })
				res.setHeader('ETag', singleton.etagOf(current)).json(mayChange ? whole : publicPart(whole))
			},
		},
		{
			method: 'put',
			path,
			operationId: `update${name}`,
			tag: label,
			summary: `Change the ${label.toLowerCase()}`,
			description: 'The fields sent are merged over the stored record; the result is validated as a whole.',
			access: { type: singleton, action: 'update' },
			request: {
				kind: 'json',
				name: `${name}Update`,
				schema: singleton.schema,
				example: singleton.api.example,
				partial: true,
				limit: CONTENT_BODY_LIMIT,
			},
			requestHeaders: versionHeader,
			answer: { status: 200, description: `The ${label.toLowerCase()} as saved`, body: record },
			failures: { 412: 'The `If-Match` names a version that is no longer current' },
			handle: async (req, res, { db }) => {
				const matches = ifMatch(req)
				const saved = await singleton.update(db, req.body, {
					actor: actorOf(req, res),
					...(matches && { precondition: (current) => matches({ id: 1, updated_at: current.updated_at }) }),
				})
				res.setHeader('ETag', singleton.etagOf(saved)).json(answered(saved))
			},
		},
		{
			method: 'get',
			path: `${path}/revisions`,
			operationId: `list${name}Revisions`,
			tag: label,
			summary: `List the earlier versions of the ${label.toLowerCase()}`,
			description: 'The states its saves replaced, newest first (at least the last 50).',
			access: { permission: 'history.manage' },
			answer: {
				status: 200,
				description: 'Its history',
				body: {
					name: `${name}Revisions`,
					schema: z.array(
						z.object({ revision: z.int().min(1), created_at: z.iso.datetime(), record: stored.partial() }),
					),
					example: [{ revision: 7, created_at: '2025-03-15T16:05:00.000Z', record: example }],
				},
			},
			handle: async (_req, res, { db }) => {
				const revisions = await singleton.revisions(db)
				res.json(revisions.map((revision) => ({ ...revision, record: answered(revision.record) })))
			},
		},
		...(singleton.actions ?? []).map((action) => actionOperation(singleton, action)),
	]
}

/** The failures of an action, by status: what each `why` of its outcome answers. */
const ACTION_STATUS = { unavailable: 409, limited: 429, failed: 502 } as const

/** `POST /<singleton>/<action>`: what its screen's button does (the settings' test e-mail). */
function actionOperation(singleton: Singleton, action: SingletonAction): ApiOperation {
	return {
		method: 'post',
		path: `/${singleton.name}/${action.name}`,
		operationId: action.api.operationId,
		tag: singleton.label,
		summary: action.api.summary,
		description: action.api.description,
		access: { permission: action.permission },
		answer: {
			status: 200,
			description: 'Done; `message` says what was done',
			body: {
				name: 'ActionDone',
				schema: z.object({ message: z.string() }),
				example: { message: 'Test e-mail sent to sales@example.com.' },
			},
		},
		failures: {
			409: 'It cannot be done as the server is set up (no `SMTP_URL`, no recipients): `error` says why',
			429: 'Done too often lately, or too many API requests; `Retry-After` says when to try again',
			502: 'Another server (the mail server) refused or could not be reached: `error` says which',
		},
		handle: async (_req, res, services) => {
			const outcome = await action.run(services)
			res.setHeader('Cache-Control', CACHE_CONTROL.never)
			if (outcome.ok) {
				res.json({ message: outcome.message })
				return
			}
			if (outcome.retryAfterSeconds) res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
			res.status(ACTION_STATUS[outcome.why]).json({ error: outcome.message })
		},
	}
}

/** Every single-record type's calls, in the order of their tiles. */
export const singletonApiOperations = (): ApiOperation[] => singletons.flatMap(singletonOperations)
