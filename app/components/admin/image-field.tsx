import { useEffect, useId, useRef, useState } from 'react'

import {
	ACCEPTED_IMAGE_TYPES,
	refusal,
	UploadAborted,
	uploadHint,
	uploadImage,
	useUploadMaxBytes,
} from '#app/components/admin/image-upload.ts'
import { type LibraryImage, MediaLibraryDialog } from '#app/components/admin/media-library-dialog.tsx'
import { type Picture, PictureCard } from '#app/components/admin/picture-card.tsx'
import { usePictureOrder } from '#app/components/admin/use-picture-order.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'

let counter = 0
const nextKey = () => `picture-${++counter}`

/**
 * Pictures for a form: existing ones (removable one by one), new files uploaded at once, one at a time,
 * each with a preview and a progress bar (a refused file says why and can be removed), or images chosen
 * from the media library. A list's pictures are reordered by dragging or with buttons; the first is the
 * cover. Under each stored picture, its alt text and 'Decorative' (sent with the form, stored by the save
 * before the item: app/lib/media-form.server.ts). The form receives the URLs, comma-joined, in order, in
 * a hidden field. Nothing else in the form is touched by an upload. Removing a picture that is still
 * uploading cancels its upload.
 */
export function ImageField({
	name = 'picture',
	label,
	multiple,
	initial = [],
	media = {},
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
	/** The media records of the initial pictures (their alt text), by URL. */
	media?: MediaFacts | undefined
	required?: boolean
	disabled?: boolean
	error?: string | undefined
	onChange?: (urls: string[]) => void
	onBusyChange?: (busy: boolean) => void
	/** The accessible name of each picture's remove (×) button. */
	removeLabel?: string
}) {
	const id = useId()
	const maxBytes = useUploadMaxBytes()
	const fileInput = useRef<HTMLInputElement>(null)
	const [pictures, setPictures] = useState<Picture[]>(() =>
		initial.map((url) => ({
			key: nextKey(),
			url,
			name: 'Current picture',
			started: true,
			progress: 1,
			mediaId: media[url]?.id,
			alt: media[url]?.alt ?? '',
			decorative: media[url]?.decorative ?? false,
		})),
	)
	const [libraryOpen, setLibraryOpen] = useState(false)
	const queue = useRef(Promise.resolve())
	/** The uploads under way or waiting, by picture: removing a picture cancels its own. */
	const uploads = useRef(new Map<string, XMLHttpRequest>())
	const previews = useRef(new Set<string>())
	const urls = pictures.flatMap((picture) => (picture.url ? [picture.url] : []))
	const pending = pictures.filter((picture) => !picture.url && !picture.error)
	const busy = pending.length > 0
	const urlList = urls.join(',')
	const order = usePictureOrder(pictures, setPictures)

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

	const addFromLibrary = (images: LibraryImage[]) => {
		setLibraryOpen(false)
		const added = images
			.filter((image) => !urls.includes(image.url))
			.map((image): Picture => ({
				key: nextKey(),
				url: image.url,
				name: 'From the library',
				started: true,
				progress: 1,
				mediaId: image.id,
				alt: image.alt,
				decorative: image.decorative,
			}))
		if (added.length === 0) return
		// A single picture is replaced, and an upload still under way for it is cancelled.
		if (!multiple) pictures.forEach(forget)
		setPictures((current) => (multiple ? [...current, ...added] : added.slice(0, 1)))
	}

	const addFiles = (files: FileList | null) => {
		if (!files || files.length === 0) return
		const added = [...files].slice(0, multiple ? undefined : 1).map((file) => {
			const picture: Picture = {
				key: nextKey(),
				name: file.name,
				started: false,
				progress: 0,
				alt: '',
				decorative: false,
			}
			const reason = refusal(file, maxBytes)
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
						({ url, id: mediaId }) =>
							setPictures((current) =>
								current
									.filter((item) => multiple || item.key === picture.key)
									.map((item) => (item.key === picture.key ? { ...item, url, mediaId, progress: 1 } : item)),
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

	const hasAltInputs = pictures.some((picture) => picture.url && picture.mediaId !== undefined)
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium text-slate-800">
				{label}
			</label>
			<div className="mt-1 flex flex-wrap items-center gap-3">
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
					className="block min-w-0 flex-1 text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 disabled:opacity-50"
				/>
				<button
					type="button"
					disabled={disabled}
					onClick={() => setLibraryOpen(true)}
					aria-haspopup="dialog"
					className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
				>
					Choose from library<span className="sr-only"> ({label})</span>
				</button>
			</div>
			<input type="hidden" name={name} value={urlList} />
			<p className="mt-1 text-xs text-slate-500">
				{uploadHint(maxBytes)}
				{multiple ? '; choose several at once if you like' : ''}.
				{pictures.length > 0
					? multiple
						? ' New pictures are added after the ones below; the first is the cover.'
						: ' A new picture replaces this one once it has uploaded.'
					: ''}
				{hasAltInputs ? ' Publishing needs alt text on each picture, or Decorative ticked.' : ''}
			</p>
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
			{/* Announced politely: why saving waits, and where a moved picture went. */}
			<p aria-live="polite" className="mt-2 text-sm font-medium text-brand-800 empty:hidden">
				{busy
					? `Uploading ${pending.length === 1 ? 'a picture' : `${pending.length} pictures`}… Saving is possible once ${pending.length === 1 ? 'it is' : 'they are'} done.`
					: order.announcement}
			</p>
			{pictures.length > 0 ? (
				<ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
					{pictures.map((picture, index) => (
						<PictureCard
							key={picture.key}
							picture={picture}
							index={index}
							count={pictures.length}
							multiple={multiple}
							removeLabel={removeLabel}
							dragging={order.dragged === picture.key}
							dropTarget={order.over === picture.key}
							onRemove={() => remove(picture.key)}
							onMove={(by) => order.move(picture.key, by)}
							onChange={(change) => update(picture.key, change)}
							drag={order.dragHandlers(picture.key)}
						/>
					))}
				</ul>
			) : null}
			<MediaLibraryDialog
				open={libraryOpen}
				multiple={multiple}
				taken={new Set(urls)}
				onChoose={addFromLibrary}
				onClose={() => setLibraryOpen(false)}
			/>
		</div>
	)
}
