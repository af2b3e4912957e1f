import { type DragEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useRouteLoaderData } from 'react-router'

import { ACCEPTED_IMAGE_TYPES, uploadHint, useUploadMaxBytes } from '#app/components/admin/image-upload.ts'
import { type DescribedImage, NewImagesAlt } from '#app/components/admin/new-images-alt.tsx'
import { PROGRESS_BAR } from '#app/components/admin/picture-card.tsx'
import { SessionExpiredDialog } from '#app/components/admin/session-expired-dialog.tsx'
import { carriesFiles, isPending, itemText, uploadSummary } from '#app/components/admin/upload-list.ts'
import { useUploads } from '#app/components/admin/use-uploads.ts'

/**
 * Events of the sign-in dialog that must not reach a form or dialog around the area: React passes them up
 * through portals. (Its `close` too, which a dialog around must tell from its own: media-library-dialog.tsx.)
 */
const stop = (event: SyntheticEvent) => event.stopPropagation()

/**
 * Uploading images to the media library, on the Media screen and in the picker of a form: an 'Upload
 * images' file input taking several files, and the area around it taking files dropped on it. Each file
 * goes to POST /upload with its progress; a file refused (too large, not an image) says why beside its
 * name and the others go on. Once they are done, each new image's alt text is asked for (new-images-alt.tsx).
 * A session that ended meanwhile asks to sign in again in place, then sends the stopped files again.
 * Nothing in it has a name: a form around it sends nothing of it.
 */
export function MediaUploader({
	onUploaded,
	onAltSaved,
	onAltEdited,
	hint = 'Choose several files at once, or drop them here.',
}: {
	/** The images a batch stored, once it is done (the library is to show them). */
	onUploaded: (images: DescribedImage[]) => void
	onAltSaved: (image: DescribedImage) => void
	/** Alt text typed (or 'Decorative' changed), not saved yet. */
	onAltEdited?: (image: DescribedImage) => void
	hint?: string
}) {
	const id = useId()
	const maxBytes = useUploadMaxBytes()
	const email = useRouteLoaderData<{ email?: string }>('routes/admin/layout')?.email
	const input = useRef<HTMLInputElement>(null)
	const [dragging, setDragging] = useState(false)
	const [described, setDescribed] = useState<DescribedImage[]>([])
	/** What waits for the admin to sign in again (alt text to save); the stopped uploads are the hook's. */
	const [waiting, setWaiting] = useState<Array<() => void>>([])
	const [signInOpen, setSignInOpen] = useState(false)
	const uploads = useUploads(maxBytes, (images) => {
		const added = images.map((image) => ({ ...image, alt: '', decorative: false }))
		setDescribed((current) => [...current, ...added])
		onUploaded(added)
	})
	// The first file the ended session stops opens the dialog; dismissed, the files stay, with a button to sign in.
	const [wasSignedOut, setWasSignedOut] = useState(false)
	if (uploads.signedOut !== wasSignedOut) {
		setWasSignedOut(uploads.signedOut)
		if (uploads.signedOut) setSignInOpen(true)
	}

	// A file dropped beside the area would replace the screen with the image (and lose what is typed). A
	// file input takes a drop of its own (an image field's).
	useEffect(() => {
		const refuse = (event: globalThis.DragEvent) => {
			if (event.defaultPrevented || !carriesFiles(event.dataTransfer)) return
			if (event.target instanceof HTMLInputElement && event.target.type === 'file') return
			event.preventDefault()
			if (event.dataTransfer) event.dataTransfer.dropEffect = 'none'
		}
		window.addEventListener('dragover', refuse)
		window.addEventListener('drop', refuse)
		return () => {
			window.removeEventListener('dragover', refuse)
			window.removeEventListener('drop', refuse)
		}
	}, [])

	const take = (files: FileList | null) => {
		if (!files || files.length === 0) return
		uploads.add(files)
		// The choice is taken: the same files can be chosen again, and a form around does not keep them.
		if (input.current) input.current.value = ''
	}
	const over = (event: DragEvent) => {
		if (!carriesFiles(event.dataTransfer)) return
		event.preventDefault()
		event.dataTransfer.dropEffect = 'copy'
		setDragging(true)
	}
	const leave = (event: DragEvent) => {
		if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
	}
	const drop = (event: DragEvent) => {
		if (!carriesFiles(event.dataTransfer)) return
		event.preventDefault()
		setDragging(false)
		take(event.dataTransfer.files)
	}
	const signedIn = () => {
		setSignInOpen(false)
		uploads.resend()
		for (const retry of waiting) retry()
		setWaiting([])
	}
	const saved = (image: DescribedImage) => {
		setDescribed((current) => current.map((item) => (item.id === image.id ? image : item)))
		onAltSaved(image)
	}

	const summary = uploadSummary(uploads.items)
	return (
		<div>
			<div
				data-drop-zone=""
				data-dragging={dragging || undefined}
				onDragEnter={over}
				onDragOver={over}
				onDragLeave={leave}
				onDrop={drop}
				className={`rounded-xl border-2 border-dashed p-5 transition-colors ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
			>
				<label htmlFor={id} className="block font-semibold text-slate-900">
					Upload images
				</label>
				<p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
					{hint} {uploadHint(maxBytes)} each.
				</p>
				<input
					ref={input}
					id={id}
					type="file"
					multiple
					accept={ACCEPTED_IMAGE_TYPES}
					aria-describedby={`${id}-hint`}
					onChange={(event) => take(event.currentTarget.files)}
					className="mt-3 block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700"
				/>
				{dragging ? <p className="mt-2 text-sm font-semibold text-brand-700">Drop the files to upload them</p> : null}
			</div>
			<p aria-live="polite" aria-atomic="true" className="mt-3 text-sm font-medium text-slate-800 empty:hidden">
				{summary}
			</p>
			{uploads.items.length > 0 ? (
				<ul aria-label="Uploads" className="mt-2 space-y-2">
					{uploads.items.map((item) => (
						<li key={item.key} data-upload-state={item.state} className="text-sm">
							<div className="flex flex-wrap items-baseline justify-between gap-x-3">
								<span className="min-w-0 truncate font-medium text-slate-900">{item.name}</span>
								<span className={item.error ? 'text-red-700' : 'text-slate-600'}>{itemText(item)}</span>
							</div>
							{isPending(item) ? (
								<progress
									max={1}
									value={item.progress}
									aria-label={`Uploading ${item.name}`}
									className={PROGRESS_BAR}
								/>
							) : null}
						</li>
					))}
				</ul>
			) : null}
			{uploads.signedOut && !signInOpen ? (
				<button
					type="button"
					onClick={() => setSignInOpen(true)}
					className="mt-2 rounded-full px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50"
				>
					Sign in to upload them
				</button>
			) : null}
			{described.length > 0 ? (
				<NewImagesAlt
					images={described}
					onSaved={saved}
					onEdited={onAltEdited}
					onSignedOut={(retry) => {
						setWaiting((current) => [...current, retry])
						setSignInOpen(true)
					}}
					onDone={() => {
						setDescribed([])
						uploads.clear()
					}}
				/>
			) : null}
			{signInOpen
				? // Outside the form (and dialog) the area may sit in: a form holds no other, and their events stay theirs.
					createPortal(
						<div onSubmit={stop} onKeyDown={stop}>
							<SessionExpiredDialog
								email={email}
								title="Sign in to upload your images"
								text="Your session has ended. Sign in again and the images you chose will be uploaded."
								onSignedIn={signedIn}
								onDismiss={() => setSignInOpen(false)}
							/>
						</div>,
						document.body,
					)
				: null}
		</div>
	)
}
