import { z } from 'zod'

import { EXAMPLE_TIMES } from '#server/api/examples.ts'
import { actorOf, parseId, signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { contentTypes } from '#server/content/registry.ts'
import { deleteForever, listTrash, restoreFromTrash, trashableType } from '#server/content/trash.ts'
import { faqs } from '#server/content/types/faqs.ts'

const TAG = 'Trash'
const COLLECTIONS = contentTypes.map((type) => type.name) as [string, ...string[]]

const TrashEntry = z.object({
	collection: z.enum(COLLECTIONS).meta({ description: 'The API path of its kind (`faqs`, `blogs`, ...)' }),
	id: z.int().min(1),
	deleted_at: z.iso.datetime().meta({ description: 'When it was deleted (ISO 8601, UTC)' }),
	record: z.record(z.string(), z.unknown()).meta({ description: 'The item as it was when deleted' }),
})
const faqExample = { id: 3, ...faqs.createSchema.parse(faqs.api.example), ...EXAMPLE_TIMES }
const Restored = z.record(z.string(), z.unknown()).meta({ description: 'The record, as its own GET answers it' })

/** The trash of every content type (docs/design.md §8; server/content/trash.ts). */
export const trashOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/trash',
		operationId: 'listTrash',
		tag: TAG,
		summary: 'List deleted content',
		description:
			'Every deleted item of every kind, the most recently deleted first. Items are purged `TRASH_DAYS` (30 by default) after their deletion. Contact submissions are never here: deleting one erases it.',
		access: { permission: 'trash.manage' },
		answer: {
			status: 200,
			description: 'The trash',
			body: {
				name: 'TrashEntries',
				schema: z.array(TrashEntry),
				example: [{ collection: 'faqs', id: 3, deleted_at: '2025-03-16T08:00:00.000Z', record: faqExample }],
			},
		},
		handle: async (_req, res, { db, config }) => {
			const entries = await listTrash(db, config.trashDays, signedInUser(res))
			res.json(entries.map((entry) => ({ ...entry, record: trashableType(entry.collection).toApi(entry.record) })))
		},
	},
	{
		method: 'post',
		path: '/trash/:collection/:id/restore',
		operationId: 'restoreFromTrash',
		tag: TAG,
		summary: 'Restore a deleted item',
		description: 'Brings it back where it was, with the same id.',
		access: { permission: 'trash.manage' },
		answer: {
			status: 200,
			description: 'The restored record',
			body: { schema: Restored, example: faqExample },
		},
		failures: { 404: 'Nothing of that kind with this id is in the trash' },
		handle: async (req, res, { db }) => {
			const actor = actorOf(req, res)
			const collection = String(req.params.collection)
			const restored = await restoreFromTrash(db, collection, parseId(req.params.id), {
				actor,
				user: signedInUser(res),
			})
			res.json(trashableType(collection).toApi(restored))
		},
	},
	{
		method: 'delete',
		path: '/trash/:collection/:id',
		operationId: 'deleteForever',
		tag: TAG,
		summary: 'Delete an item for good',
		description: 'Purges it from the trash now, with its history. It cannot be restored afterwards.',
		access: { permission: 'trash.manage' },
		answer: { status: 204, description: 'It is gone for good' },
		failures: { 404: 'Nothing of that kind with this id is in the trash' },
		handle: async (req, res, { db }) => {
			await deleteForever(db, String(req.params.collection), parseId(req.params.id), {
				actor: actorOf(req, res),
				user: signedInUser(res),
			})
			res.status(204).end()
		},
	},
]
