import { z } from 'zod'

import { actorOf, parseId, signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { requirePermission } from '#server/auth/permissions.ts'
import { ValidationError } from '#server/content/errors.ts'
import { ALT_MAX, getMediaRow, MediaUpdate, updateMedia } from '#server/content/media.ts'
import { deleteMedia, getMedia, listMedia } from '#server/content/media-usage.ts'

const TAG = 'Media'

const MediaUser = z.object({
	collection: z.string().meta({ description: 'The API path of its kind (`products`, `blogs`, ...)' }),
	id: z.int().min(1),
	title: z.string(),
	in_trash: z.boolean().meta({ description: 'Deleted but restorable: its images stay until it is purged' }),
})
export const MediaRecordSchema = z.object({
	id: z.int().min(1),
	url: z.string().meta({ description: 'The original, under /uploads/; put it in picture fields' }),
	width: z.int().nullable().meta({ description: 'null for files stored before sizes were recorded' }),
	height: z.int().nullable(),
	alt: z.string().meta({ description: `What the image shows (at most ${ALT_MAX} characters)` }),
	decorative: z.boolean().meta({ description: 'Shown with alt="": needs no alt text to publish' }),
	focal_point: z.object({ x: z.number(), y: z.number() }).nullable().meta({ description: '0..1; null: the centre' }),
	created_at: z.iso.datetime(),
	used_by: z.array(MediaUser).meta({ description: 'The items whose pictures use it (trashed ones too)' }),
})

const example = {
	id: 7,
	url: '/uploads/3f1c2a9e-6b1d-4c8e-9a7f-2d5e8b0c4a11_1600x900.jpg',
	width: 1600,
	height: 900,
	alt: 'The team at a whiteboard, planning a data pipeline',
	decorative: false,
	focal_point: { x: 0.4, y: 0.3 },
	created_at: '2025-03-14T09:30:00.000Z',
	used_by: [{ collection: 'products', id: 3, title: 'Insight Dashboards', in_trash: false }],
}

const Unused = z.enum(['1', 'true']).optional()

/** The media library (docs/design.md §9): every stored image, its alt text and focal point, and who uses it. */
export const mediaOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/media',
		operationId: 'listMedia',
		tag: TAG,
		summary: 'List images',
		description: 'Every stored image, the newest first, with the items that use it.',
		access: { permission: 'media.manage' },
		query: {
			q: { description: 'Words to find in the alt text or the file name', schema: z.string().max(200) },
			unused: { description: '`1`: only images no item uses', schema: Unused },
		},
		answer: {
			status: 200,
			description: 'The images',
			body: { name: 'MediaList', schema: z.array(MediaRecordSchema), example: [example] },
		},
		handle: async (req, res, { db }) => {
			const q = typeof req.query.q === 'string' ? req.query.q.slice(0, 200) : undefined
			const unused = Unused.safeParse(req.query.unused)
			if (!unused.success) throw new ValidationError('unused must be 1', { unused: 'unused must be 1' })
			res.json(await listMedia(db, { q, unused: unused.data !== undefined }))
		},
	},
	{
		method: 'get',
		path: '/media/:id',
		operationId: 'getMedia',
		tag: TAG,
		summary: 'Get an image',
		access: { permission: 'media.manage' },
		answer: { status: 200, description: 'The image', body: { name: 'Media', schema: MediaRecordSchema, example } },
		handle: async (req, res, { db }) => {
			res.json(await getMedia(db, parseId(req.params.id)))
		},
	},
	{
		method: 'put',
		path: '/media/:id',
		operationId: 'updateMedia',
		tag: TAG,
		summary: 'Set alt text, decorative or focal point',
		description:
			'Fields left out keep their value. Public pages use the alt text in every `<img>` of the image (`alt=""` when decorative) and the focal point for crops (`object-position`).',
		access: { permission: 'media.manage' },
		request: {
			kind: 'json',
			name: 'MediaUpdate',
			schema: MediaUpdate,
			example: { alt: 'The team at a whiteboard, planning a data pipeline', focal_point: { x: 0.4, y: 0.3 } },
			partial: true,
		},
		answer: { status: 200, description: 'The image', body: { schema: MediaRecordSchema, example } },
		handle: async (req, res, { db }) => {
			const row = await updateMedia(db, parseId(req.params.id), req.body, { actor: actorOf(req, res) })
			res.json(await getMedia(db, row.id))
		},
	},
	{
		method: 'delete',
		path: '/media/:id',
		operationId: 'deleteMedia',
		tag: TAG,
		summary: 'Delete an image',
		description:
			'Removes the file and every variant; their addresses answer 404 afterwards. Refused (409, with `used_by`) while any item uses it, trashed ones included.',
		access: { permission: 'media.delete' },
		answer: { status: 204, description: 'Deleted' },
		failures: { 409: 'An item uses it: `used_by` lists them' },
		handle: async (req, res, { db, storage }) => {
			const id = parseId(req.params.id)
			// An author deletes only their own uploads (docs/design.md §15): asked once the image is known.
			const { created_by: owner } = await getMediaRow(db, id)
			requirePermission(signedInUser(res), { permission: 'media.delete', owner })
			await deleteMedia(db, storage, id, { actor: actorOf(req, res) })
			res.status(204).end()
		},
	},
]
