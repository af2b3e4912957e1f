import { z } from 'zod'

import { UPLOAD_KEEP_FIELD, UPLOAD_TYPES_TEXT } from '#shared/uploads.ts'
import { signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { reserveUpload } from '#server/content/media.ts'
import { storeImage, UploadError } from '#server/uploads/images.ts'

const UploadAnswer = z.object({
	imageUrl: z.string().meta({ description: 'The stored original, under /uploads/' }),
	id: z.int().min(1).meta({ description: 'Its media record: set its alt text with PUT /media/{id}' }),
})

/** Uploading an image (the router puts multer and the upload rate limit in front: server/api/router.ts, server/rate-limit/per-minute.ts). */
export const uploadOperation: ApiOperation = {
	method: 'post',
	path: '/upload',
	operationId: 'uploadImage',
	tag: 'Uploads',
	summary: 'Upload an image',
	description: `The type is read from the bytes (${UPLOAD_TYPES_TEXT}), not from the name or Content-Type. The image is re-encoded without its metadata and stored with AVIF and WebP variants, as a media record; use the returned address in picture fields. An upload no item uses a day later is removed, unless it was sent with \`${UPLOAD_KEEP_FIELD}=1\`.`,
	access: { permission: 'media.upload' },
	request: { kind: 'image' },
	answer: {
		status: 201,
		description: 'Stored',
		body: {
			name: 'UploadedImage',
			schema: UploadAnswer,
			example: { imageUrl: '/uploads/3f1c2a9e-6b1d-4c8e-9a7f-2d5e8b0c4a11_1600x900.jpg', id: 7 },
		},
	},
	failures: {
		400: 'No image in the field "image", or a broken multipart body',
		413: 'Larger than `UPLOAD_MAX_BYTES` (10 MB by default) or 50 megapixels',
		415: 'Not a JPEG, PNG, WebP, AVIF or GIF image',
		429: 'Too many uploads from this address (`UPLOAD_RATE_LIMIT` a minute, 60 by default), or too many API requests',
	},
	handle: async (req, res, services) => {
		if (!req.file) throw new UploadError(400, 'Send the image as multipart/form-data in the field "image"')
		// Only '1' keeps; anything else is an upload into a field, removed if no item uses it a day later.
		const kept = (req.body as Record<string, unknown> | undefined)?.[UPLOAD_KEEP_FIELD] === '1'
		const { imageUrl, reservation } = await storeImage(services.storage, req.file.buffer, (name) =>
			reserveUpload(services.db, name, { kept, createdBy: signedInUser(res).id }),
		)
		res.status(201).json({ imageUrl, id: reservation.id })
	},
}
