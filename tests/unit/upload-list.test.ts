import { describe, expect, it } from 'vitest'

import { bytesText, DEFAULT_UPLOAD_MAX_BYTES, isUploadType, UPLOAD_ACCEPT } from '#shared/uploads.ts'
import { refusal, uploadHint } from '#app/components/admin/image-upload.ts'
import { carriesFiles, itemText, type UploadItem, uploadSummary } from '#app/components/admin/upload-list.ts'

/** What the upload areas (app/components/admin/media-uploader.tsx) refuse before sending, and what they say. */

let keys = 0
const item = (state: UploadItem['state'], change: Partial<UploadItem> = {}): UploadItem => ({
	key: `k${++keys}`,
	name: `photo-${keys}.jpg`,
	state,
	progress: 0,
	...change,
})

describe('what an upload input takes', () => {
	it('takes the server’s types and says its size limit in words', () => {
		expect(UPLOAD_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/avif,image/gif')
		expect(isUploadType('image/png')).toBe(true)
		expect(isUploadType('image/svg+xml')).toBe(false)
		expect(isUploadType('toString')).toBe(false)
		expect(uploadHint(DEFAULT_UPLOAD_MAX_BYTES)).toBe('JPEG, PNG, WebP, AVIF or GIF, up to 10 MB')
		expect(bytesText(1.5 * 1024 * 1024)).toBe('1.5 MB')
		expect(bytesText(800 * 1024)).toBe('800 KB')
		expect(bytesText(10)).toBe('1 KB')
	})

	it('refuses the obvious before sending: another type, or a file over the limit; an unknown type goes to the server', () => {
		const max = 2 * 1024 * 1024
		expect(refusal({ type: 'image/jpeg', size: max }, max)).toBeUndefined()
		expect(refusal({ type: 'image/jpeg', size: max + 1 }, max)).toBe('The image is too large (at most 2 MB)')
		expect(refusal({ type: 'text/plain', size: 10 }, max)).toBe('Only JPEG, PNG, WebP, AVIF or GIF images are accepted')
		expect(refusal({ type: 'image/svg+xml', size: 10 }, max)).toBe(
			'Only JPEG, PNG, WebP, AVIF or GIF images are accepted',
		)
		expect(refusal({ type: '', size: 10 }, max)).toBeUndefined()
	})
})

describe('what an upload area says', () => {
	it('says how many are on their way, then how they ended', () => {
		expect(uploadSummary([])).toBe('')
		expect(uploadSummary([item('sending', { progress: 0.4 }), item('waiting'), item('refused')])).toBe(
			'Uploading 2 images…',
		)
		expect(uploadSummary([item('done'), item('waiting')])).toBe('Uploading 1 image…')
		expect(uploadSummary([item('done'), item('done')])).toBe('2 images uploaded.')
		expect(uploadSummary([item('done'), item('done'), item('failed'), item('refused')])).toBe(
			'2 images uploaded, 2 images not uploaded.',
		)
		expect(uploadSummary([item('failed')])).toBe('1 image not uploaded.')
		expect(uploadSummary([item('done'), item('signed-out')])).toBe(
			'1 image uploaded, 1 image waiting for you to sign in again.',
		)
	})

	it('says each file’s state, its progress in percent and its error in words', () => {
		expect(itemText(item('waiting'))).toBe('Waiting')
		expect(itemText(item('sending', { progress: 0.456 }))).toBe('Uploading, 46 %')
		expect(itemText(item('done'))).toBe('Uploaded')
		expect(itemText(item('refused', { error: 'The image is too large (at most 10 MB)' }))).toBe(
			'The image is too large (at most 10 MB)',
		)
		expect(itemText(item('failed'))).toBe('Not uploaded')
		expect(itemText(item('signed-out'))).toBe('Waiting for you to sign in again')
	})

	it('highlights a drop only for a drag that carries files', () => {
		expect(carriesFiles({ types: ['Files'] })).toBe(true)
		expect(carriesFiles({ types: ['text/plain', 'text/uri-list'] })).toBe(false)
		expect(carriesFiles(null)).toBe(false)
	})
})
