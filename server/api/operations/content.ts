import type { ApiOperation } from '#server/api/operation.ts'
import { EXAMPLE_TIMES } from '#server/api/examples.ts'
import { parseId } from '#server/api/http.ts'
import type { ContentType } from '#server/content/content-type.ts'
import { contentTypes } from '#server/content/registry.ts'

/** "FAQ" stays as it is, "Consulting item" becomes "consulting item" (the words inside a sentence). */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label)
const pascal = (words: string) => words.replace(/(?:^|\s)(\w)/g, (_match, letter: string) => letter.toUpperCase())

/** The five calls of a content type, from its definition. Example answers are its example bodies as stored. */
export function contentOperations(type: ContentType): ApiOperation[] {
	const path = `/${type.name}`
	const item = `${path}/:id`
	const tag = type.api.tag ?? type.label.plural
	const name = type.api.recordName
	const singular = type.api.words?.singular ?? inSentence(type.label.singular)
	const plural = type.api.words?.plural ?? inSentence(type.label.plural)
	const article = /^[aeiou]/i.test(singular) ? 'an' : 'a'
	const created = { id: 1, ...type.createSchema.parse(type.api.example), ...EXAMPLE_TIMES }
	const updated = {
		...created,
		...type.updateSchema.parse({ ...created, ...type.api.updateExample }),
		updated_at: '2025-03-15T16:05:00.000Z',
	}
	const record = (example: unknown) => ({ name, schema: type.createSchema, shape: 'record' as const, example })
	return [
		{
			method: 'get',
			path,
			operationId: `list${pascal(plural)}`,
			tag,
			summary: `List ${plural}`,
			description: 'Oldest first (ascending id).',
			access: 'public',
			answer: {
				status: 200,
				description: `Every ${singular}`,
				body: { name, schema: type.createSchema, shape: 'records', example: [created] },
			},
			handle: async (_req, res, { db }) => {
				res.json(await type.list(db))
			},
		},
		{
			method: 'get',
			path: item,
			operationId: `get${pascal(singular)}`,
			tag,
			summary: `Get ${article} ${singular}`,
			access: 'public',
			answer: { status: 200, description: `The ${singular}`, body: record(created) },
			handle: async (req, res, { db }) => {
				res.json(await type.getOrThrow(db, parseId(req.params.id)))
			},
		},
		{
			method: 'post',
			path,
			operationId: `create${pascal(singular)}`,
			tag,
			summary: `Add ${article} ${singular}`,
			access: 'admin',
			request: { kind: 'json', name: `${name}Input`, schema: type.createSchema, example: type.api.example },
			answer: { status: 201, description: `The stored ${singular}, with its id`, body: record(created) },
			handle: async (req, res, { db }) => {
				res.status(201).json(await type.create(db, req.body))
			},
		},
		{
			method: 'put',
			path: item,
			operationId: `update${pascal(singular)}`,
			tag,
			summary: `Update ${article} ${singular}`,
			description:
				'The fields sent are merged over the stored record (fields left out keep their value); the result is validated as a whole.',
			access: 'admin',
			request: {
				kind: 'json',
				name: `${name}Update`,
				schema: type.updateSchema,
				example: type.api.updateExample,
				partial: true,
			},
			answer: { status: 200, description: `The updated ${singular}`, body: record(updated) },
			handle: async (req, res, { db }) => {
				res.json(await type.update(db, parseId(req.params.id), req.body))
			},
		},
		{
			method: 'delete',
			path: item,
			operationId: `delete${pascal(singular)}`,
			tag,
			summary: `Delete ${article} ${singular}`,
			access: 'admin',
			answer: { status: 204, description: `The ${singular} is gone` },
			handle: async (req, res, { db }) => {
				await type.remove(db, parseId(req.params.id))
				res.status(204).end()
			},
		},
	]
}

/** Every content type's calls, in the order of the types. */
export const contentApiOperations = (): ApiOperation[] => contentTypes.flatMap(contentOperations)
