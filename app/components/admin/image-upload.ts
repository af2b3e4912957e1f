import { useRouteLoaderData } from 'react-router'

import {
	bytesText,
	DEFAULT_UPLOAD_MAX_BYTES,
	isUploadType,
	UPLOAD_ACCEPT,
	UPLOAD_KEEP_FIELD,
	UPLOAD_TYPES_TEXT,
} from '#shared/uploads.ts'
import type { loader } from '#app/routes/admin/layout.tsx'

/** The file inputs' `accept`: what the server takes (shared/uploads.ts). */
export const ACCEPTED_IMAGE_TYPES = UPLOAD_ACCEPT

/** The largest file the server takes (UPLOAD_MAX_BYTES), as the admin layout's loader says. */
export function useUploadMaxBytes(): number {
	return useRouteLoaderData<typeof loader>('routes/admin/layout')?.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES
}

/** What an upload input says it takes: 'JPEG, PNG, WebP, AVIF or GIF, up to 10 MB'. */
export const uploadHint = (maxBytes: number) => `${UPLOAD_TYPES_TEXT}, up to ${bytesText(maxBytes)}`

export class UploadAborted extends Error {}

/** The session ended (401): nothing was stored, and the file can be sent again once signed in. */
export class UploadSignedOut extends Error {
	constructor() {
		super('Your session has ended: sign in again (in another tab) and retry')
	}
}

/** A stored upload: its URL and its media record (whose alt text the field then edits). */
export type Uploaded = { url: string; id: number | undefined }

/**
 * Sends one file to POST /upload (the session cookie authorises it), reporting progress; resolves to its
 * URL and record. XMLHttpRequest, not fetch: fetch reports no upload progress. `keep`: an upload to the
 * library itself, kept while no item uses it (an image field's is removed if its form is never saved).
 */
export function uploadImage(
	file: File,
	request: XMLHttpRequest,
	onProgress: (fraction: number) => void,
	{ keep = false }: { keep?: boolean } = {},
): Promise<Uploaded> {
	return new Promise((resolve, reject) => {
		request.open('POST', '/upload')
		request.responseType = 'json'
		request.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total)
		}
		request.onload = () => {
			const body = request.response as { imageUrl?: string; id?: number; error?: string } | null
			if (request.status === 201 && body?.imageUrl) resolve({ url: body.imageUrl, id: body.id })
			else if (request.status === 401) reject(new UploadSignedOut())
			else reject(new Error(body?.error ?? `The upload failed (${request.status})`))
		}
		request.onerror = () => reject(new Error('The upload failed: the server could not be reached'))
		request.onabort = () => reject(new UploadAborted())
		const form = new FormData()
		if (keep) form.append(UPLOAD_KEEP_FIELD, '1')
		form.append('image', file)
		request.send(form)
	})
}

/** Why a file is refused before it is sent (the server decides from the bytes; this catches the obvious). */
export function refusal(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | undefined {
	// An unknown type (an unusual extension) goes to the server, which reads the bytes.
	if (file.type !== '' && !isUploadType(file.type)) return `Only ${UPLOAD_TYPES_TEXT} images are accepted`
	if (file.size > maxBytes) return `The image is too large (at most ${bytesText(maxBytes)})`
	return undefined
}
