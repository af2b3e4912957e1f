import { type KeyboardEvent, useId, useState } from 'react'

import type { NewImage } from '#app/components/admin/use-uploads.ts'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { ALT_TEXT_MAX } from '#app/lib/media-form.ts'

/** A new image and what it was last saved with. */
export type DescribedImage = NewImage & { alt: string; decorative: boolean }

type Saving = { state: 'idle' | 'saving' | 'saved' } | { state: 'error'; message: string }

/** What PUT /media/{id} answered: saved, the session ended (to try again once signed in), or why not. */
type SaveAnswer = { ok: true } | { ok: false; signedOut: boolean; message: string }

/** Sets an image's alt text and 'decorative' through the JSON API (docs/design.md §9; the session cookie authorises it). */
async function saveAlt(id: number, alt: string, decorative: boolean): Promise<SaveAnswer> {
	try {
		const response = await fetch(`/media/${id}`, {
			method: 'PUT',
			headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
			credentials: 'same-origin',
			body: JSON.stringify({ alt, decorative }),
		})
		if (response.ok) return { ok: true }
		if (response.status === 401) return { ok: false, signedOut: true, message: 'Your session has ended' }
		const body = (await response.json().catch(() => ({}))) as { error?: string }
		return { ok: false, signedOut: false, message: body.error ?? `Not saved (${response.status})` }
	} catch {
		return { ok: false, signedOut: false, message: 'Not saved: the server could not be reached' }
	}
}

const inputClass =
	'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none'

/**
 * One new image: its thumbnail, its alt text and 'Decorative', and Save. Nothing here has a name and
 * Enter saves the image rather than sending a form around it (the picker sits inside an item's form).
 */
function NewImageAlt({
	image,
	onSaved,
	onEdited,
	onSignedOut,
}: {
	image: DescribedImage
	onSaved: (image: DescribedImage) => void
	onEdited: ((image: DescribedImage) => void) | undefined
	onSignedOut: (retry: () => void) => void
}) {
	const id = useId()
	const [alt, setAlt] = useState(image.alt)
	const [decorative, setDecorative] = useState(image.decorative)
	const [saving, setSaving] = useState<Saving>({ state: 'idle' })
	const changed = alt.trim() !== image.alt || decorative !== image.decorative

	const save = async () => {
		setSaving({ state: 'saving' })
		const answer = await saveAlt(image.id, alt.trim(), decorative)
		if (answer.ok) {
			setSaving({ state: 'saved' })
			onSaved({ ...image, alt: alt.trim(), decorative })
		} else {
			setSaving({ state: 'error', message: answer.message })
			if (answer.signedOut) onSignedOut(() => void save())
		}
	}
	const enterSaves = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key !== 'Enter') return
		event.preventDefault()
		void save()
	}

	return (
		<li data-new-image={image.id} className="flex flex-col gap-3 sm:flex-row">
			{/* A small variant, not the original: beside its alt input it needs no words of its own. */}
			<ResponsiveImage
				src={image.url}
				alt=""
				keepAlt
				sizes="(min-width: 640px) 144px, 100vw"
				box={{ width: 320, height: 240 }}
				className="aspect-[4/3] w-full shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200 sm:w-36"
			/>
			<div className="min-w-0 flex-1 space-y-2">
				<label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
					Alt text for {image.name}
				</label>
				<input
					id={`${id}-alt`}
					value={alt}
					maxLength={ALT_TEXT_MAX}
					autoComplete="off"
					placeholder={decorative ? 'Not needed: decorative' : 'What the image shows'}
					onChange={(event) => {
						setAlt(event.currentTarget.value)
						onEdited?.({ ...image, alt: event.currentTarget.value.trim(), decorative })
					}}
					onKeyDown={enterSaves}
					className={inputClass}
				/>
				<div className="flex flex-wrap items-center gap-x-4 gap-y-2">
					<label className="flex items-center gap-1.5 text-sm text-slate-700">
						<input
							type="checkbox"
							checked={decorative}
							onChange={(event) => {
								setDecorative(event.currentTarget.checked)
								onEdited?.({ ...image, alt: alt.trim(), decorative: event.currentTarget.checked })
							}}
							onKeyDown={enterSaves}
							className="size-4 rounded border-slate-500 text-brand-600 focus:ring-brand-600"
						/>
						Decorative<span className="sr-only"> ({image.name})</span>
					</label>
					<button
						type="button"
						disabled={saving.state === 'saving'}
						onClick={() => void save()}
						className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
					>
						{saving.state === 'saving' ? 'Saving…' : 'Save'}
						<span className="sr-only"> the alt text of {image.name}</span>
					</button>
					<p aria-live="polite" className={`text-sm ${saving.state === 'error' ? 'text-red-700' : 'text-slate-600'}`}>
						{saving.state === 'error'
							? saving.message
							: saving.state === 'saved' && !changed
								? decorative
									? 'Saved: decorative'
									: 'Saved'
								: ''}
					</p>
				</div>
			</div>
		</li>
	)
}

/**
 * Asked right after an upload: alt text for each new image, saved one by one with PUT /media/{id} (the
 * Media screen's image form sets the same fields). Skipping is allowed: the Media screen's 'No alt text'
 * badge shows what is left, and publishing an item asks for it (ADR 0022).
 */
export function NewImagesAlt({
	images,
	onSaved,
	onEdited,
	onSignedOut,
	onDone,
}: {
	images: DescribedImage[]
	onSaved: (image: DescribedImage) => void
	onEdited?: ((image: DescribedImage) => void) | undefined
	onSignedOut: (retry: () => void) => void
	onDone: () => void
}) {
	const headingId = useId()
	const described = images.every((image) => image.alt || image.decorative)
	return (
		<section aria-labelledby={headingId} className="mt-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
			<h3 id={headingId} className="font-semibold text-slate-900">
				Describe the new {images.length === 1 ? 'image' : 'images'}
			</h3>
			<p className="mt-1 text-sm text-slate-600">
				Alt text says what an image shows, for people who cannot see it. An item that shows the image needs it to be
				published, unless the image is decorative. You can skip this and add it later.
			</p>
			<ul aria-label="New images" className="mt-4 space-y-4">
				{images.map((image) => (
					<NewImageAlt key={image.id} image={image} onSaved={onSaved} onEdited={onEdited} onSignedOut={onSignedOut} />
				))}
			</ul>
			<div className="mt-4 flex justify-end">
				<button
					type="button"
					onClick={onDone}
					className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
				>
					{described ? 'Done' : 'Skip for now'}
				</button>
			</div>
		</section>
	)
}
