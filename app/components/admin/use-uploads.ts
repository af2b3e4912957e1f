import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { refusal, UploadAborted, uploadImage, UploadSignedOut } from '#app/components/admin/image-upload.ts'
import { isPending, type UploadItem } from '#app/components/admin/upload-list.ts'

let counter = 0
const nextKey = () => `upload-${++counter}`

/** An image stored by this area, as the library knows it. */
export type NewImage = { id: number; url: string; name: string }

/**
 * The uploads of one area: each file sent to POST /upload in turn (one at a time, in the order given, so
 * the first finish first and the rate limit is spent slowly), with its progress; a refused or failed file
 * says why and the others go on. A file the server refused for want of a session is kept, to be sent
 * again by `resend` once the admin has signed in. They are uploads to the library itself: kept while no
 * item uses them (ADR 0049). When the last pending file is done, `onFinished` gets
 * the images that batch stored. Leaving the screen stops what is still sending.
 */
export function useUploads(maxBytes: number, onFinished: (images: NewImage[]) => void) {
	const [items, setItems] = useState<UploadItem[]>([])
	const files = useRef(new Map<string, File>())
	const requests = useRef(new Set<XMLHttpRequest>())
	const queue = useRef(Promise.resolve())
	const reportFinished = useEffectEvent(onFinished)
	/** The keys sent since the area was last idle: what `onFinished` reports. */
	const batch = useRef(new Set<string>())

	const update = (key: string, change: Partial<UploadItem>) =>
		setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))

	const send = (key: string) => {
		const file = files.current.get(key)
		if (!file) return
		batch.current.add(key)
		queue.current = queue.current.then(async () => {
			const request = new XMLHttpRequest()
			requests.current.add(request)
			update(key, { state: 'sending', progress: 0, error: undefined })
			try {
				const { url, id } = await uploadImage(file, request, (progress) => update(key, { progress }), { keep: true })
				files.current.delete(key)
				update(key, { state: 'done', progress: 1, url, id })
			} catch (failure) {
				if (failure instanceof UploadAborted) return
				if (failure instanceof UploadSignedOut) update(key, { state: 'signed-out' })
				else update(key, { state: 'failed', error: (failure as Error).message })
			} finally {
				requests.current.delete(request)
			}
		})
	}

	const add = (chosen: Iterable<File>) => {
		const added = [...chosen].map((file): UploadItem => {
			const key = nextKey()
			const reason = refusal(file, maxBytes)
			if (!reason) files.current.set(key, file)
			return reason
				? { key, name: file.name, state: 'refused', progress: 0, error: reason }
				: { key, name: file.name, state: 'waiting', progress: 0 }
		})
		if (added.length === 0) return
		// A new batch after an idle area starts a new list (but for files waiting for a sign-in); one added
		// while others send joins them.
		setItems((current) => [
			...(current.some(isPending) ? current : current.filter((item) => item.state === 'signed-out')),
			...added,
		])
		for (const item of added) if (item.state === 'waiting') send(item.key)
	}

	/** Sends again the files the ended session stopped (once signed in). */
	const resend = () => {
		const stopped = items.filter((item) => item.state === 'signed-out')
		setItems((current) => current.map((item) => (item.state === 'signed-out' ? { ...item, state: 'waiting' } : item)))
		for (const item of stopped) send(item.key)
	}

	/** Forgets the finished files (those still on their way stay). */
	const clear = () => setItems((current) => current.filter(isPending))

	const pending = items.some(isPending)
	useEffect(() => {
		if (pending || batch.current.size === 0) return
		const keys = batch.current
		batch.current = new Set()
		const stored = items.filter((item) => keys.has(item.key) && item.state === 'done' && item.url && item.id)
		if (stored.length > 0) reportFinished(stored.map((item) => ({ id: item.id!, url: item.url!, name: item.name })))
	}, [pending, items])

	useEffect(() => {
		const active = requests.current
		return () => {
			for (const request of active) request.abort()
		}
	}, [])

	return { items, add, resend, clear, pending, signedOut: items.some((item) => item.state === 'signed-out') }
}
