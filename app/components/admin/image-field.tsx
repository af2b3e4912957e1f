import { useEffect, useId, useRef, useState } from 'react'

export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif'
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

type Picture = {
	key: string
	/** Set once the picture is on the server. */
	url?: string
	/** A local preview while it uploads. */
	preview?: string
	name: string
	/** Waiting for its turn, or sending (progress 0 to 1). */
	started: boolean
	progress: number
	error?: string
	/** The browser cannot show it (not an image after all). */
	unviewable?: boolean
}

class UploadAborted extends Error {}

/** Sends one file to POST /upload (the session cookie authorises it), reporting progress; resolves to its URL. */
function uploadImage(file: File, request: XMLHttpRequest, onProgress: (fraction: number) => void): Promise<string> {
	return new Promise((resolve, reject) => {
		request.open('POST', '/upload')
		request.responseType = 'json'
		request.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total)
		}
		request.onload = () => {
			const body = request.response as { imageUrl?: string; error?: string } | null
			if (request.status === 201 && body?.imageUrl) resolve(body.imageUrl)
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
function refusal(file: File): string | undefined {
	// An unknown type (an unusual extension) goes to the server, which reads the bytes.
	if (file.type !== '' && !ACCEPTED_IMAGE_TYPES.split(',').includes(file.type)) {
		return 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted'
	}
	if (file.size > MAX_UPLOAD_BYTES) return 'The image is too large (at most 10 MB)'
	return undefined
}

let counter = 0
const nextKey = () => `picture-${++counter}`

/**
 * Pictures for a form: existing ones (removable one by one), plus new files uploaded at once, one at a
 * time, each with a preview and a progress bar; a refused file says why and can be removed. The form
 * receives the URLs, comma-joined, in a hidden field. Nothing else in the form is touched by an upload.
 * Removing a picture that is still uploading cancels its upload.
 */
export function ImageField({
	name = 'picture',
	label,
	multiple,
	initial = [],
	required = false,
	disabled = false,
	error,
	onChange,
	onBusyChange,
	removeLabel = 'Remove picture',
}: {
	name?: string
	label: string
	multiple: boolean
	initial?: string[]
	required?: boolean
	disabled?: boolean
	error?: string | undefined
	onChange?: (urls: string[]) => void
	onBusyChange?: (busy: boolean) => void
	/** The accessible name of each picture's remove (×) button. */
	removeLabel?: string
}) {
	const id = useId()
	const fileInput = useRef<HTMLInputElement>(null)
	const [pictures, setPictures] = useState<Picture[]>(() =>
		initial.map((url, index) => ({
			key: nextKey(),
			url,
			name: initial.length > 1 ? `Current picture ${index + 1}` : 'Current picture',
			started: true,
			progress: 1,
		})),
	)
	const queue = useRef(Promise.resolve())
	/** The uploads under way or waiting, by picture: removing a picture cancels its own. */
	const uploads = useRef(new Map<string, XMLHttpRequest>())
	const previews = useRef(new Set<string>())
	const urls = pictures.flatMap((picture) => (picture.url ? [picture.url] : []))
	const pending = pictures.filter((picture) => !picture.url && !picture.error)
	const busy = pending.length > 0
	const urlList = urls.join(',')

	useEffect(() => {
		onChange?.(urlList ? urlList.split(',') : [])
	}, [urlList]) // eslint-disable-line react-hooks/exhaustive-deps -- report changes of the list, not of the callback
	useEffect(() => {
		onBusyChange?.(busy)
	}, [busy]) // eslint-disable-line react-hooks/exhaustive-deps -- as above
	useEffect(() => {
		// The browser's own validation stops a submit without a required picture.
		fileInput.current?.setCustomValidity(
			required && urls.length === 0 && !busy ? `Choose ${multiple ? 'at least one picture' : 'a picture'}` : '',
		)
	}, [required, urls.length, busy, multiple])
	useEffect(() => {
		const active = uploads.current
		const urlsToFree = previews.current
		return () => {
			// Leaving the page (or a form reset) stops what is still uploading and frees the previews.
			for (const request of active.values()) request.abort()
			for (const preview of urlsToFree) URL.revokeObjectURL(preview)
		}
	}, [])

	const update = (key: string, change: Partial<Picture>) =>
		setPictures((current) => current.map((picture) => (picture.key === key ? { ...picture, ...change } : picture)))

	const forget = (picture: Picture) => {
		uploads.current.get(picture.key)?.abort()
		uploads.current.delete(picture.key)
		if (picture.preview) {
			URL.revokeObjectURL(picture.preview)
			previews.current.delete(picture.preview)
		}
	}

	const remove = (key: string) => {
		const picture = pictures.find((item) => item.key === key)
		if (picture) forget(picture)
		setPictures((current) => current.filter((item) => item.key !== key))
	}

	const addFiles = (files: FileList | null) => {
		if (!files || files.length === 0) return
		const added = [...files].slice(0, multiple ? undefined : 1).map((file) => {
			const picture: Picture = { key: nextKey(), name: file.name, started: false, progress: 0 }
			const reason = refusal(file)
			if (reason) {
				picture.error = reason
				picture.unviewable = true
			} else {
				picture.preview = URL.createObjectURL(file)
				previews.current.add(picture.preview)
			}
			return { file, picture }
		})
		// A single picture is replaced by the new choice once that has arrived; until then both show.
		if (!multiple) pictures.filter((picture) => !picture.url).forEach(forget)
		setPictures((current) => [
			...(multiple ? current : current.filter((picture) => picture.url)),
			...added.map((item) => item.picture),
		])
		for (const { file, picture } of added) {
			if (picture.error) continue
			const request = new XMLHttpRequest()
			uploads.current.set(picture.key, request)
			// One upload at a time, in the order chosen; a picture removed while waiting is never sent.
			queue.current = queue.current.then(() => {
				if (uploads.current.get(picture.key) !== request) return
				update(picture.key, { started: true })
				return uploadImage(file, request, (progress) => update(picture.key, { progress }))
					.then(
						(url) =>
							setPictures((current) =>
								current
									.filter((item) => multiple || item.key === picture.key)
									.map((item) => (item.key === picture.key ? { ...item, url, progress: 1 } : item)),
							),
						(failure: Error) => {
							if (!(failure instanceof UploadAborted)) update(picture.key, { error: failure.message })
						},
					)
					.finally(() => uploads.current.delete(picture.key))
			})
		}
		if (fileInput.current) fileInput.current.value = ''
	}

	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium text-slate-800">
				{label}
			</label>
			<input
				ref={fileInput}
				id={id}
				type="file"
				accept={ACCEPTED_IMAGE_TYPES}
				multiple={multiple}
				disabled={disabled}
				onChange={(event) => addFiles(event.currentTarget.files)}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
				className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 disabled:opacity-50"
			/>
			<input type="hidden" name={name} value={urlList} />
			<p className="mt-1 text-xs text-slate-500">
				JPEG, PNG, WebP, AVIF or GIF, up to 10 MB{multiple ? '; choose several at once if you like' : ''}.
				{pictures.length > 0
					? multiple
						? ' New pictures are added after the ones below.'
						: ' A new picture replaces this one once it has uploaded.'
					: ''}
			</p>
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
			{/* Announced politely, and says why saving waits. */}
			<p aria-live="polite" className="mt-2 text-sm font-medium text-brand-800 empty:hidden">
				{busy
					? `Uploading ${pending.length === 1 ? 'a picture' : `${pending.length} pictures`}… Saving is possible once ${pending.length === 1 ? 'it is' : 'they are'} done.`
					: ''}
			</p>
			{pictures.length > 0 ? (
				<ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
					{pictures.map((picture) => (
						<li
							key={picture.key}
							className={`overflow-hidden rounded-lg bg-white ring-1 ${picture.error ? 'ring-red-300' : 'ring-slate-200'}`}
							data-state={picture.error ? 'error' : picture.url ? 'done' : 'uploading'}
						>
							<div className="relative aspect-[4/3] bg-slate-100">
								{picture.unviewable ? (
									<div className="flex h-full w-full items-center justify-center text-xs font-medium text-slate-500">
										No preview
									</div>
								) : (
									<img
										src={picture.preview ?? picture.url}
										alt={picture.name}
										onError={() => update(picture.key, { unviewable: true })}
										className={`h-full w-full object-cover ${picture.error ? 'opacity-40' : ''}`}
									/>
								)}
								<button
									type="button"
									onClick={() => remove(picture.key)}
									className="absolute top-1.5 right-1.5 flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-lg leading-none text-slate-800 shadow ring-1 ring-slate-300 hover:bg-white hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
									title={`Remove ${picture.name}`}
								>
									<span aria-hidden="true">×</span>
									<span className="sr-only">{removeLabel}</span>
								</button>
							</div>
							<div className="px-2 py-1.5 text-xs">
								{picture.error ? (
									<p role="alert" className="text-red-700">
										<span className="font-semibold">{picture.name}</span>: {picture.error}
									</p>
								) : picture.url ? (
									<p className="truncate text-slate-600">{picture.name}</p>
								) : (
									<>
										<p className="truncate text-slate-600">
											{picture.started ? `Uploading ${Math.round(picture.progress * 100)}%` : 'Waiting…'}
										</p>
										<progress
											max={1}
											value={picture.progress}
											className="mt-1 block h-1.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-all"
											aria-label={`Uploading ${picture.name}`}
										/>
									</>
								)}
							</div>
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
