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
	progress: number
	error?: string
}

/** Sends one file to POST /upload (the session cookie authorises it), reporting progress; resolves to its URL. */
function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
	return new Promise((resolve, reject) => {
		const request = new XMLHttpRequest()
		request.open('POST', '/upload')
		request.responseType = 'json'
		request.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total)
		}
		request.onload = () => {
			const body = request.response as { imageUrl?: string; error?: string } | null
			if (request.status === 201 && body?.imageUrl) resolve(body.imageUrl)
			else reject(new Error(body?.error ?? `The upload failed (${request.status})`))
		}
		request.onerror = () => reject(new Error('The upload failed: the server could not be reached'))
		const form = new FormData()
		form.append('image', file)
		request.send(form)
	})
}

let counter = 0
const nextKey = () => `picture-${++counter}`

/**
 * Pictures for a form: existing ones (removable one by one), plus new files uploaded at once, one at a
 * time, each with a preview and a progress bar; a refused file says why and can be removed. The form
 * receives the URLs, comma-joined, in a hidden field. Nothing else in the form is touched by an upload.
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
}) {
	const id = useId()
	const fileInput = useRef<HTMLInputElement>(null)
	const [pictures, setPictures] = useState<Picture[]>(() =>
		initial.map((url) => ({ key: nextKey(), url, name: url.split('/').pop() ?? url, progress: 1 })),
	)
	const queue = useRef(Promise.resolve())
	const urls = pictures.flatMap((picture) => (picture.url ? [picture.url] : []))
	const busy = pictures.some((picture) => !picture.url && !picture.error)
	const urlList = urls.join(',')

	useEffect(() => {
		onChange?.(urlList ? urlList.split(',') : [])
	}, [urlList]) // eslint-disable-line react-hooks/exhaustive-deps -- report changes of the list, not of the callback
	useEffect(() => {
		onBusyChange?.(busy)
	}, [busy]) // eslint-disable-line react-hooks/exhaustive-deps -- as above
	useEffect(() => {
		// The browser's own validation stops a submit without a required picture.
		fileInput.current?.setCustomValidity(required && urls.length === 0 && !busy ? `Choose ${multiple ? 'at least one picture' : 'a picture'}` : '')
	}, [required, urls.length, busy, multiple])

	const update = (key: string, change: Partial<Picture>) =>
		setPictures((current) => current.map((picture) => (picture.key === key ? { ...picture, ...change } : picture)))

	const remove = (key: string) =>
		setPictures((current) => {
			const picture = current.find((item) => item.key === key)
			if (picture?.preview) URL.revokeObjectURL(picture.preview)
			return current.filter((item) => item.key !== key)
		})

	const addFiles = (files: FileList | null) => {
		if (!files || files.length === 0) return
		const added = [...files].slice(0, multiple ? undefined : 1).map((file) => {
			const picture: Picture = { key: nextKey(), name: file.name, progress: 0, preview: URL.createObjectURL(file) }
			if (!file.type.startsWith('image/')) picture.error = 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted'
			else if (file.size > MAX_UPLOAD_BYTES) picture.error = 'The image is too large (at most 10 MB)'
			return { file, picture }
		})
		setPictures((current) => [...(multiple ? current : []), ...added.map((item) => item.picture)])
		for (const { file, picture } of added) {
			if (picture.error) continue
			// One upload at a time, in the order chosen.
			queue.current = queue.current.then(() =>
				uploadImage(file, (progress) => update(picture.key, { progress })).then(
					(url) => update(picture.key, { url, progress: 1 }),
					(failure: Error) => update(picture.key, { error: failure.message }),
				),
			)
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
			</p>
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
			{pictures.length > 0 ? (
				<ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
					{pictures.map((picture) => (
						<li key={picture.key} className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200" data-state={picture.error ? 'error' : picture.url ? 'done' : 'uploading'}>
							<div className="relative aspect-[4/3] bg-slate-100">
								<img src={picture.preview ?? picture.url} alt={picture.name} className="h-full w-full object-cover" />
								<button
									type="button"
									onClick={() => remove(picture.key)}
									className="absolute top-1.5 right-1.5 flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
									title={`Remove ${picture.name}`}
								>
									<span aria-hidden="true">×</span>
									<span className="sr-only">Remove picture</span>
								</button>
							</div>
							<div className="px-2 py-1.5 text-xs">
								{picture.error ? (
									<p role="alert" className="text-red-700">
										{picture.name}: {picture.error}
									</p>
								) : picture.url ? (
									<p className="truncate text-slate-600">{picture.name}</p>
								) : (
									<progress max={1} value={picture.progress} className="h-1.5 w-full" aria-label={`Uploading ${picture.name}`} />
								)}
							</div>
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
