import type { Request, Response } from 'express'
import { z } from 'zod'

import { LIST_FILTERS } from '#shared/workflow.ts'
import { EXAMPLE_CREDIT, EXAMPLE_TIMES } from '#server/api/examples.ts'
import { actorOf, ifMatch, parseId, sessionUser, SIGN_IN_REQUIRED, signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { apiWords } from '#server/api/operations/api-words.ts'
import { checkOperations } from '#server/api/operations/checks.ts'
import { reviewOperations } from '#server/api/operations/review.ts'
import { revisionOperations } from '#server/api/operations/revisions.ts'
import { can } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import { CACHE_CONTROL } from '#server/cache/policy.ts'
import { Credit, etagOf } from '#server/content/collection.ts'
import type { ContentItem, ContentType } from '#server/content/content-type.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { contentTypes } from '#server/content/registry.ts'
import type { Services } from '#server/services.ts'

const StatusFilter = z.enum(LIST_FILTERS)
/**
 * A content write's largest body: room for the longest text a schema allows (a blog body's 100,000
 * characters) even when every character takes 6 bytes of JSON (`\uXXXX`), so the schema's limit, with
 * its clear message, is the one a client meets; never a 413 for text the schema accepts.
 */
const CONTENT_BODY_LIMIT = '1mb'
const VERSION_HEADERS = {
	'If-Match': {
		description: 'The `ETag` of the version this change starts from: a newer one stored meanwhile gives 412',
		example: '"kq8pZ1V9bW2n4c6x0yQe1A"',
	},
}
const STALE = 'The `If-Match` names a version that is no longer current (the `ETag` header gives the current one)'

/** Whom a public read answers: a signed-in user (never stored by a shared cache), or a visitor (none). */
async function readerOf(req: Request, res: Response, services: Services): Promise<User | undefined> {
	const user = await sessionUser(req, services)
	if (user) res.setHeader('Cache-Control', CACHE_CONTROL.personal)
	return user
}

/**
 * The `publish` rule, for a save that asks to put the item live (server/content/access.ts); the router has
 * checked `create` or `update` already.
 */
/** Who writes: the audit's actor, and the user whose rules the write asks with the item (item-rules.ts). */
const writer = (req: Request, res: Response) => ({ actor: actorOf(req, res), user: signedInUser(res) })

/** The calls of a content type, from its definition. Example answers are its example bodies as stored. */
export function contentOperations(type: ContentType): ApiOperation[] {
	const path = `/${type.name}`
	const item = `${path}/:id`
	const { tag, name, singular, plural, article, Singular, Plural } = apiWords(type)
	const stored = { id: 1, ...type.createSchema.parse(type.api.example), ...EXAMPLE_TIMES, ...EXAMPLE_CREDIT }
	const created = type.toApi(stored)
	const updated = type.toApi({
		...stored,
		...type.updateSchema.parse({ ...stored, ...type.api.updateExample }),
		updated_at: '2025-03-15T16:05:00.000Z',
	})
	/** An item as stored: its fields, and who made and last saved it (the id and times come with `shape`). */
	const credited = (type.createSchema as unknown as z.ZodObject).safeExtend(Credit.shape)
	const record = (example: unknown) => ({ name, schema: credited, shape: 'record' as const, example })
	/** What the type's `read` rule lets the reader see (ADR 0037). */
	const readable = (user: User | undefined) => (item: ContentItem) => can(user, { type, action: 'read', item })
	return [
		{
			method: 'get',
			path,
			operationId: `list${Plural}`,
			tag,
			summary: `List ${plural}`,
			description:
				'Oldest first (ascending id). Live items only (published, and `publish_at` past or null), unless the admin asks for more with `status`.',
			access: 'public',
			query: {
				status: {
					description: 'Admin only (401 without a session): `all`, `draft`, `in_review`, `scheduled` or `live` items',
					schema: StatusFilter,
				},
			},
			answer: {
				status: 200,
				description: `Every live ${singular} (or those \`status\` asks for)`,
				body: { name, schema: credited, shape: 'records', example: [created] },
			},
			failures: { 401: 'The `status` parameter without an admin session' },
			handle: async (req, res, services) => {
				const { status } = req.query
				// A visitor's list is the live items (the query's default), which the `read` rule lets anyone see.
				if (status === undefined)
					return void res.json((await type.list(services.db)).filter(readable(undefined)).map(type.toApi))
				const user = await readerOf(req, res, services)
				if (!user) return void res.status(401).json({ error: SIGN_IN_REQUIRED })
				const filter = StatusFilter.safeParse(status)
				if (!filter.success) {
					const message = `status must be one of ${LIST_FILTERS.join(', ')}`
					throw new ValidationError(message, { status: message })
				}
				res.json((await type.list(services.db, { status: filter.data })).filter(readable(user)).map(type.toApi))
			},
		},
		{
			method: 'get',
			path: item,
			operationId: `get${Singular}`,
			tag,
			summary: `Get ${article} ${singular}`,
			description:
				'A live item; with an admin session, any item (drafts and scheduled ones too). Its `ETag` is what `If-Match` names.',
			access: 'public',
			answer: {
				status: 200,
				description: `The ${singular}`,
				body: record(created),
				headers: {
					ETag: { description: 'This version (strong): send it in `If-Match`', example: '"kq8pZ1V9bW2n4c6x0yQe1A"' },
				},
			},
			handle: async (req, res, services) => {
				const id = parseId(req.params.id)
				const user = await readerOf(req, res, services)
				const found = await type.getOrThrow(services.db, id, { status: 'all' })
				// An item the reader may not see does not exist for them (a visitor's draft): the same 404.
				if (!readable(user)(found)) throw new NotFoundError(type.label.singular)
				res.setHeader('ETag', etagOf(found)).json(type.toApi(found))
			},
		},
		{
			method: 'post',
			path,
			operationId: `create${Singular}`,
			tag,
			summary: `Add ${article} ${singular}`,
			access: { type, action: 'create' },
			request: {
				kind: 'json',
				name: `${name}Input`,
				schema: type.createSchema,
				example: type.api.example,
				limit: CONTENT_BODY_LIMIT,
			},
			answer: { status: 201, description: `The stored ${singular}, with its id`, body: record(created) },
			handle: async (req, res, { db }) => {
				const saved = await type.create(db, req.body, writer(req, res))
				res.status(201).setHeader('ETag', etagOf(saved)).json(type.toApi(saved))
			},
		},
		{
			method: 'put',
			path: item,
			operationId: `update${Singular}`,
			tag,
			summary: `Update ${article} ${singular}`,
			description:
				'The fields sent are merged over the stored record (fields left out keep their value); the result is validated as a whole.',
			access: { type, action: 'update' },
			request: {
				kind: 'json',
				name: `${name}Update`,
				schema: type.updateSchema,
				example: type.api.updateExample,
				partial: true,
				limit: CONTENT_BODY_LIMIT,
			},
			requestHeaders: VERSION_HEADERS,
			answer: { status: 200, description: `The updated ${singular}`, body: record(updated) },
			failures: { 412: STALE },
			handle: async (req, res, { db }) => {
				const saved = await type.update(db, parseId(req.params.id), req.body, {
					precondition: ifMatch(req),
					...writer(req, res),
				})
				res.setHeader('ETag', etagOf(saved)).json(type.toApi(saved))
			},
		},
		{
			method: 'delete',
			path: item,
			operationId: `delete${Singular}`,
			tag,
			summary: `Delete ${article} ${singular}`,
			description: 'Moves it to the trash (`/trash`): gone from every read, restorable until purged.',
			access: { type, action: 'delete' },
			requestHeaders: VERSION_HEADERS,
			answer: { status: 204, description: `The ${singular} is in the trash` },
			failures: { 412: STALE },
			handle: async (req, res, { db }) => {
				await type.remove(db, parseId(req.params.id), { precondition: ifMatch(req), ...writer(req, res) })
				res.status(204).end()
			},
		},
		...revisionOperations(type, record),
		...reviewOperations(type, record),
		...checkOperations(type),
	]
}

/** Every content type's calls, in the order of the types. */
export const contentApiOperations = (): ApiOperation[] => contentTypes.flatMap(contentOperations)
