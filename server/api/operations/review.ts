import { EXAMPLE_CREDIT, EXAMPLE_TIMES } from '#server/api/examples.ts'
import { actorOf, ifMatch, parseId, signedInUser } from '#server/api/http.ts'
import type { AnswerBody, ApiOperation } from '#server/api/operation.ts'
import { apiWords } from '#server/api/operations/api-words.ts'
import { etagOf } from '#server/content/collection.ts'
import type { ContentType } from '#server/content/content-type.ts'
import { NOT_IN_REVIEW, requestChanges, ReviewNoteInput } from '#server/content/review.ts'

/**
 * A reviewer's 'Request changes' (docs/design.md §15, docs/decisions/0056-review.md), for every content type:
 * approving is a `PUT` with `status: "published"`, so this is review's one call of its own.
 */
export function reviewOperations(
	type: ContentType,
	record: (example: unknown) => AnswerBody & { shape: 'record' },
): ApiOperation[] {
	const { tag, name, singular, article, Singular } = apiWords(type)
	const example = type.toApi({
		id: 1,
		...type.createSchema.parse(type.api.example),
		status: 'draft',
		...EXAMPLE_TIMES,
		...EXAMPLE_CREDIT,
	})
	return [
		{
			method: 'post',
			path: `/${type.name}/:id/request-changes`,
			operationId: `requestChangesTo${Singular}`,
			tag,
			summary: `Send ${article} ${singular} in review back with changes to make`,
			description:
				'Editors and administrators: the item becomes a draft again, and its author reads the note on it until they submit it again (`status: "in_review"`) or it is published.',
			access: { permission: 'content.review' },
			request: {
				kind: 'json',
				name: `${name}ChangeRequest`,
				schema: ReviewNoteInput,
				example: { note: 'Please shorten the introduction and add a picture.' },
			},
			requestHeaders: {
				'If-Match': {
					description: 'The `ETag` of the version reviewed: a newer one stored meanwhile gives 412 (optional)',
					example: '"kq8pZ1V9bW2n4c6x0yQe1A"',
				},
			},
			answer: { status: 200, description: `The ${singular}, a draft again`, body: record(example) },
			failures: {
				404: `No ${singular} with this id`,
				409: NOT_IN_REVIEW,
				412: 'The `If-Match` names a version that is no longer current',
			},
			handle: async (req, res, { db }) => {
				const saved = await requestChanges(db, type, parseId(req.params.id), req.body, {
					precondition: ifMatch(req),
					actor: actorOf(req, res),
					user: signedInUser(res),
				})
				res.setHeader('ETag', etagOf(saved)).json(type.toApi(saved))
			},
		},
	]
}
