export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif'
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export class UploadAborted extends Error {}

/** A stored upload: its URL and its media record (whose alt text the field then edits). */
export type Uploaded = { url: string; id: number | undefined }

/** Sends one file to POST /upload (the session cookie authorises it), reporting progress; resolves to its URL and record. */
export function uploadImage(
	file: File,
	request: XMLHttpRequest,
	onProgress: (fraction: number) => void,
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
			else if (request.status === 401)
				reject(new Error('Your session has ended: sign in again (in another tab) and retry'))
			else reject(new Error(body?.error ?? `The upload failed (${request.status})`))
		}
		request.onerror = () => reject(new Error('The upload failed: the server could not be reached'))
		request.onabort = () => reject(new UploadAborted())
		const form = new FormData()
		form.append('image', file)
		request.send(form)
	})
}

/** Why a file is refused before it is sent (the server decides from the bytes; this catches the obvious). */
export function refusal(file: File): string | undefined {
	// An unknown type (an unusual extension) goes to the server, which reads the bytes.
	if (file.type !== '' && !ACCEPTED_IMAGE_TYPES.split(',').includes(file.type)) {
		return 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted'
	}
	if (file.size > MAX_UPLOAD_BYTES) return 'The image is too large (at most 10 MB)'
	return undefined
}
