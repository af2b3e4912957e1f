/**
 * The files of an upload area (media-uploader.tsx), each through its states, and what the area says of
 * them: plain functions, so that the words are tested without a browser (tests/unit/upload-list.test.ts).
 */

export type UploadState = 'refused' | 'waiting' | 'sending' | 'done' | 'failed' | 'signed-out'

export type UploadItem = {
	key: string
	name: string
	state: UploadState
	/** 0 to 1, while sending. */
	progress: number
	/** Why it was refused or failed, in words. */
	error?: string
	/** Once stored: its address and media record. */
	url?: string
	id?: number
}

/** Still to send, or being sent: the area is busy until none is. */
export const isPending = (item: UploadItem) => item.state === 'waiting' || item.state === 'sending'

const images = (count: number) => (count === 1 ? '1 image' : `${count} images`)

/**
 * The one sentence the area's live region says: how far the uploads are, then how they ended. Said
 * politely, and only as often as it changes (a percentage is each file's own, not announced).
 */
export function uploadSummary(items: readonly UploadItem[]): string {
	if (items.length === 0) return ''
	const count = (state: UploadState) => items.filter((item) => item.state === state).length
	const pending = items.filter(isPending).length
	const done = count('done')
	const failed = count('failed') + count('refused')
	const signedOut = count('signed-out')
	if (pending > 0) return `Uploading ${images(pending)}…`
	const parts: string[] = []
	if (done > 0) parts.push(`${images(done)} uploaded`)
	if (failed > 0) parts.push(`${images(failed)} not uploaded`)
	if (signedOut > 0) parts.push(`${images(signedOut)} waiting for you to sign in again`)
	return `${parts.join(', ')}.`
}

/** A file's own line: its state in words (an error is said beside it, in red). */
export function itemText(item: UploadItem): string {
	switch (item.state) {
		case 'waiting':
			return 'Waiting'
		case 'sending':
			return `Uploading, ${Math.round(item.progress * 100)} %`
		case 'done':
			return 'Uploaded'
		case 'signed-out':
			return 'Waiting for you to sign in again'
		default:
			return item.error ?? 'Not uploaded'
	}
}

/** Whether a drag carries files (not text, nor a picture of the page being reordered). */
export const carriesFiles = (transfer: Pick<DataTransfer, 'types'> | null) =>
	Boolean(transfer && [...transfer.types].includes('Files'))
