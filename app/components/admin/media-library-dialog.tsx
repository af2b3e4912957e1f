import { useEffect, useId, useRef, useState } from 'react'

import type { MediaWithUsers } from '#server/content/media-usage.ts'
import { CancelButton } from '#app/components/admin/dialog-parts.tsx'
import { MediaUploader } from '#app/components/admin/media-uploader.tsx'
import type { DescribedImage } from '#app/components/admin/new-images-alt.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { keepTabInside } from '#app/lib/keep-tab-inside.ts'

export type LibraryImage = Pick<MediaWithUsers, 'id' | 'url' | 'alt' | 'decorative' | 'created_at' | 'used_by'>

type Loaded = { state: 'loading' } | { state: 'ready'; images: LibraryImage[] } | { state: 'error'; message: string }

/** Asks GET /media (the session cookie authorises it), a moment after the last keystroke, and again at each new `version`. */
function useLibrary(open: boolean, query: string, version: number): Loaded {
	const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
	useEffect(() => {
		if (!open) return
		const controller = new AbortController()
		const timer = setTimeout(() => {
			setLoaded({ state: 'loading' })
			const params = query.trim() ? `?${new URLSearchParams({ q: query.trim() })}` : ''
			fetch(`/media${params}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
				.then(async (response) => {
					if (response.status === 401) throw new Error('Your session has ended: sign in again to see the library')
					if (!response.ok) throw new Error(`The library could not be loaded (${response.status})`)
					setLoaded({ state: 'ready', images: (await response.json()) as LibraryImage[] })
				})
				.catch((error: Error) => {
					if (error.name !== 'AbortError') setLoaded({ state: 'error', message: error.message })
				})
		}, 200)
		return () => {
			clearTimeout(timer)
			controller.abort()
		}
	}, [open, query, version])
	return loaded
}

const usedText = (image: LibraryImage) =>
	image.used_by.length === 0 ? 'Not used yet' : `Used by ${image.used_by.map((user) => user.title).join(', ')}`

/** An image just uploaded, as the library will list it. */
const libraryImage = (image: DescribedImage): LibraryImage => ({
	id: image.id,
	url: image.url,
	alt: image.alt,
	decorative: image.decorative,
	created_at: new Date().toISOString(),
	used_by: [],
})

/**
 * The media library as a modal dialog: every stored image as a thumbnail, newest first, with a search
 * (alt text, file name). One image is chosen for a single picture, several for a list; images the field
 * has already cannot be chosen twice. Images uploaded here (media-uploader.tsx) join the library and
 * come chosen (the first of them, for a single picture), their alt text asked right here, so a writer
 * never leaves the form. Nothing in it has a name, so the form around it sends nothing of it.
 */
export function MediaLibraryDialog({
	open,
	multiple,
	taken,
	onChoose,
	onClose,
}: {
	open: boolean
	multiple: boolean
	/** The URLs the field has already. */
	taken: ReadonlySet<string>
	onChoose: (images: LibraryImage[]) => void
	onClose: () => void
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const search = useRef<HTMLInputElement>(null)
	const titleId = useId()
	const searchId = useId()
	const [query, setQuery] = useState('')
	const [chosen, setChosen] = useState<LibraryImage[]>([])
	const [version, setVersion] = useState(0)
	/** A new upload area at each opening: the next one starts afresh. */
	const [opening, setOpening] = useState(0)
	const loaded = useLibrary(open, query, version)

	useEffect(() => {
		const element = dialog.current
		if (!element) return
		if (open && !element.open) {
			element.showModal()
			search.current?.focus()
		} else if (!open && element.open) {
			element.close()
		}
	}, [open])

	const toggle = (image: LibraryImage) =>
		setChosen((current) =>
			current.some((item) => item.id === image.id)
				? current.filter((item) => item.id !== image.id)
				: multiple
					? [...current, image]
					: [image],
		)
	const uploaded = (images: DescribedImage[]) => {
		const added = images.map(libraryImage)
		setChosen((current) => (multiple ? [...current, ...added] : added.slice(0, 1)))
		setVersion((current) => current + 1)
	}
	// What is typed goes with the chosen image even unsaved: the field posts it with the item (media-form.server.ts).
	const edited = (image: DescribedImage) =>
		setChosen((current) =>
			current.map((item) => (item.id === image.id ? { ...item, alt: image.alt, decorative: image.decorative } : item)),
		)
	const described = (image: DescribedImage) => {
		edited(image)
		setVersion((current) => current + 1)
	}

	const count = chosen.length
	const chooseText = multiple ? (count > 1 ? `Add ${count} pictures` : 'Add 1 picture') : 'Use this picture'

	return (
		<dialog
			ref={dialog}
			aria-labelledby={titleId}
			onKeyDown={keepTabInside}
			// Escape, or a button: the field learns it is closed either way, and the next opening starts afresh.
			onClose={(event) => {
				// A dialog inside (signing in again to upload) closing is not this one closing.
				if (event.target !== event.currentTarget) return
				setChosen([])
				setOpening((current) => current + 1)
				onClose()
			}}
			className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
		>
			<div className="flex max-h-[calc(100vh-4rem)] flex-col p-6">
				<h2 id={titleId} className="text-lg font-semibold text-slate-900">
					Choose from the library
				</h2>
				{/* The upload area, the search and the images scroll together between the title and the buttons. */}
				<div className="-mx-1 mt-4 min-h-40 flex-1 overflow-y-auto px-1 pb-1">
					<MediaUploader
						key={opening}
						hint="New images join the library and come chosen."
						onUploaded={uploaded}
						onAltEdited={edited}
						onAltSaved={described}
					/>
					<label htmlFor={searchId} className="mt-4 block text-sm font-medium text-slate-800">
						Search images
					</label>
					<input
						ref={search}
						id={searchId}
						type="search"
						value={query}
						autoComplete="off"
						placeholder="Alt text or file name"
						onChange={(event) => setQuery(event.currentTarget.value)}
						// The dialog is inside the item's form: Enter here must not save the item.
						onKeyDown={(event) => {
							if (event.key === 'Enter') event.preventDefault()
						}}
						className="mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
					/>
					<div className="mt-4" aria-busy={loaded.state === 'loading'}>
						{loaded.state === 'error' ? (
							<p role="alert" className="text-sm text-red-700">
								{loaded.message}
							</p>
						) : loaded.state === 'loading' ? (
							<p className="text-sm text-slate-600">Loading the library…</p>
						) : loaded.images.length === 0 ? (
							<p className="text-sm text-slate-600">
								{query.trim() ? 'No image matches this search.' : 'The library has no images yet: upload one above.'}
							</p>
						) : (
							<ul aria-label="Library images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
								{loaded.images.map((image) => {
									const selected = chosen.some((item) => item.id === image.id)
									const already = taken.has(image.url)
									return (
										<li key={image.id}>
											<button
												type="button"
												aria-pressed={selected}
												disabled={already}
												onClick={() => toggle(image)}
												className={`block w-full overflow-hidden rounded-lg bg-white text-left ring-1 hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 ${selected ? 'ring-4 ring-brand-600' : 'ring-slate-300'}`}
											>
												{/* Its small variants (shared/image-urls.ts): a library of large photos loads quickly. */}
												<ResponsiveImage
													src={image.url}
													alt=""
													sizes="200px"
													box={{ width: 320, height: 240 }}
													className="aspect-[4/3] w-full bg-slate-100 object-cover"
												/>
												<span className="block px-2 pt-1.5 text-xs font-medium text-slate-900">
													{image.alt || (image.decorative ? 'Decorative image' : 'No alt text yet')}
												</span>
												<span className="block truncate px-2 pb-1.5 text-xs text-slate-600">
													{already ? 'In this field already' : usedText(image)}
													{selected ? <span className="sr-only">, chosen</span> : null}
												</span>
											</button>
										</li>
									)
								})}
							</ul>
						)}
					</div>
				</div>
				<div className="mt-4 flex flex-wrap items-center justify-end gap-3">
					<p aria-live="polite" className="mr-auto text-sm text-slate-600">
						{count > 0 ? `${count} chosen` : ''}
					</p>
					<CancelButton onClick={onClose} />
					<button
						type="button"
						disabled={count === 0}
						onClick={() => onChoose(chosen)}
						className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
					>
						{chooseText}
					</button>
				</div>
			</div>
		</dialog>
	)
}
