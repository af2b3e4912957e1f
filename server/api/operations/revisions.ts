import { z } from 'zod'

import { EXAMPLE_CREDIT, EXAMPLE_TIMES } from '#server/api/examples.ts'
import { actorOf, ifMatch, parseId, signedInUser } from '#server/api/http.ts'
import type { AnswerBody, ApiOperation } from '#server/api/operation.ts'
import { apiWords } from '#server/api/operations/api-words.ts'
import { Credit, etagOf, RecordMeta } from '#server/content/collection.ts'
import type { ContentType } from '#server/content/content-type.ts'

/** An item's history and its restore (docs/design.md §8), for every content type. */
export function revisionOperations(
	type: ContentType,
	record: (example: unknown) => AnswerBody & { shape: 'record' },
): ApiOperation[] {
	const item = `/${type.name}/:id`
	const { tag, name, singular, article, Singular } = apiWords(type)
	const example = type.toApi({
		id: 1,
		...type.createSchema.parse(type.api.example),
		...EXAMPLE_TIMES,
		...EXAMPLE_CREDIT,
	})
	const stored = (type.createSchema as unknown as z.ZodObject)
		.safeExtend(RecordMeta.shape)
		.safeExtend(Credit.partial().shape)
	const Revision = z.object({
		revision: z.int().min(1).meta({ description: 'Its number, for the restore call' }),
		created_at: z.iso.datetime().meta({ description: 'When a save replaced this state (ISO 8601, UTC)' }),
		user_id: z.int().min(1).nullable().meta({ description: 'The user who saved this state; null when no user did' }),
		record: stored.meta({ description: `The ${singular} as it was` }),
	})
	return [
		{
			method: 'get',
			path: `${item}/revisions`,
			operationId: `list${Singular}Revisions`,
			tag,
			summary: `List the earlier versions of ${article} ${singular}`,
			description: `The states its saves replaced, newest first (at least the last 50).`,
			access: { permission: 'history.manage' },
			answer: {
				status: 200,
				description: 'Its history',
				body: {
					name: `${name}Revisions`,
					schema: z.array(Revision),
					example: [{ revision: 7, created_at: '2025-03-15T16:05:00.000Z', user_id: 1, record: example }],
				},
			},
			handle: async (req, res, { db }) => {
				const revisions = await type.revisions(db, parseId(req.params.id))
				res.json(revisions.map((revision) => ({ ...revision, record: type.toApi(revision.record) })))
			},
		},
		{
			method: 'post',
			path: `${item}/revisions/:revision/restore`,
			operationId: `restore${Singular}Revision`,
			tag,
			summary: `Restore an earlier version of ${article} ${singular}`,
			description: 'Makes that state current; the state it replaces joins the history, so a restore can be undone.',
			access: { permission: 'history.manage' },
			requestHeaders: {
				'If-Match': {
					description: 'The `ETag` of the version being replaced (optional)',
					example: '"kq8pZ1V9bW2n4c6x0yQe1A"',
				},
			},
			answer: { status: 200, description: `The ${singular}, as restored`, body: record(example) },
			failures: {
				404: `No ${singular} with this id, or no such revision of it`,
				412: 'The `If-Match` names a version that is no longer current',
			},
			handle: async (req, res, { db }) => {
				// A restore writes the item: its type's rules, asked with the item by the write (ADR 0037).
				const restored = await type.restoreRevision(db, parseId(req.params.id), parseId(req.params.revision), {
					precondition: ifMatch(req),
					actor: actorOf(req, res),
					user: signedInUser(res),
				})
				res.setHeader('ETag', etagOf(restored)).json(type.toApi(restored))
			},
		},
	]
}
