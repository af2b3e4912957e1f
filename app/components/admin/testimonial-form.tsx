import { type FormEvent, useState } from 'react'

import { testimonialMediaProblem } from '#shared/testimonial-media.ts'
import type { AdminField } from '#server/content/content-type.ts'
import { ConflictNotice } from '#app/components/admin/conflict-notice.tsx'
import { fieldLimits } from '#app/components/admin/content-fields.tsx'
import { FormError, TextAreaField, TextField } from '#app/components/admin/fields.tsx'
import { GuardedForm } from '#app/components/admin/guarded-form.tsx'
import { ImageField } from '#app/components/admin/image-field.tsx'
import { RatingField } from '#app/components/admin/rating-field.tsx'
import { WorkflowControls } from '#app/components/admin/workflow-controls.tsx'
import type { TestimonialView } from '#app/components/testimonials-carousel.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { WorkflowView } from '#app/lib/admin-screens.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'

const SOCIAL_FIELDS = ['linkedin', 'twitter', 'facebook', 'instagram'] as const

const fieldsetClass = 'rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200'
const legendClass = 'px-1 text-sm font-semibold text-slate-900'

/**
 * Adding and editing a testimonial. Its media is a picture or a YouTube video, never both: having one
 * disables the other's input (docs/product.md §4), and docs/product.md's rules (§5) are checked before sending, with the
 * server's messages shown too if it refuses. A refused save keeps everything typed.
 */
export function TestimonialForm({
	mode,
	fields,
	initial,
	media,
	workflow,
	failure,
	mayPublish = true,
}: {
	mode: 'add' | 'edit'
	/** The testimonial's admin fields (their labels and limits come from its schema). */
	fields: readonly AdminField[]
	initial?: TestimonialView
	/** Editing: the media record of its picture (the alt text). */
	media?: MediaFacts
	/** Editing: where the testimonial stands, and the version the form starts from. */
	workflow?: WorkflowView
	failure: FormFailure | undefined
	/** Adding: whether its save publishes, or is submitted for review (a contributor's). */
	mayPublish?: boolean
}) {
	const [pictures, setPictures] = useState<string[]>(() => (initial?.picture ? [initial.picture] : []))
	const [uploading, setUploading] = useState(false)
	const [link, setLink] = useState(failure?.values.youtube_link ?? initial?.youtube_link ?? '')
	const [problem, setProblem] = useState<string>()
	const hasPicture = pictures.length > 0 || uploading
	const hasLink = link.trim() !== ''
	// When both are somehow present, neither is disabled, so either can be taken away.
	const linkDisabled = hasPicture && !hasLink
	const pictureDisabled = hasLink && !hasPicture
	// A message from the check before sending replaces the server's older answer.
	const refused = problem ? undefined : failure
	const fieldError = (name: string) => refused?.fields[name]
	const value = (name: keyof TestimonialView & string) => refused?.values[name] ?? String(initial?.[name] ?? '')

	const check = (event: FormEvent<HTMLFormElement>) => {
		const found = testimonialMediaProblem(mode, { picture: pictures.join(','), youtubeLink: link })
		setProblem(found)
		if (found) event.preventDefault()
	}

	return (
		<GuardedForm method="post" className="space-y-6" onSubmit={check}>
			{mode === 'add' ? <input type="hidden" name="intent" value="create" /> : null}
			{refused?.conflict ? <ConflictNotice conflict={refused.conflict} values={refused.values} /> : null}
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField
					{...fieldLimits(fields, 'name')}
					autoComplete="off"
					defaultValue={value('name')}
					error={fieldError('name')}
				/>
				<TextField
					{...fieldLimits(fields, 'position')}
					autoComplete="off"
					defaultValue={value('position')}
					error={fieldError('position')}
				/>
			</div>
			<TextAreaField
				{...fieldLimits(fields, 'message')}
				rows={4}
				defaultValue={value('message')}
				error={fieldError('message')}
			/>
			<RatingField defaultValue={initial?.stars ?? 0} error={fieldError('stars')} />
			<fieldset className={fieldsetClass}>
				<legend className={legendClass}>Photo or video</legend>
				<p className="text-sm text-slate-600">
					Show a photo of the person or a YouTube video, not both. To switch, first remove the picture (×) or clear the
					link.
				</p>
				<div className="mt-4 grid gap-6 md:grid-cols-2">
					<div>
						<ImageField
							label="Picture"
							name="picture"
							multiple={false}
							initial={initial?.picture ? [initial.picture] : []}
							disabled={pictureDisabled}
							error={fieldError('picture')}
							media={media}
							onChange={setPictures}
							onBusyChange={setUploading}
							removeLabel="Remove Picture"
						/>
						{pictureDisabled ? (
							<p className="mt-1 text-sm text-slate-600">Clear the YouTube link to use a picture instead.</p>
						) : null}
					</div>
					<div>
						<TextField
							label="YouTube link"
							name="youtube_link"
							inputMode="url"
							autoComplete="off"
							placeholder="https://www.youtube.com/watch?v=…"
							value={link}
							onChange={(event) => setLink(event.currentTarget.value)}
							disabled={linkDisabled}
							error={fieldError('youtube_link')}
							hint={
								linkDisabled
									? 'Remove the picture to use a video instead.'
									: 'The address of one video: it contains ?v='
							}
						/>
						{/* A disabled input is not sent; the link still is, so that an edit saves what is shown. */}
						{linkDisabled ? <input type="hidden" name="youtube_link" value={link} /> : null}
					</div>
				</div>
			</fieldset>
			<fieldset className={fieldsetClass}>
				<legend className={legendClass}>Social links (optional)</legend>
				<div className="grid gap-4 sm:grid-cols-2">
					{SOCIAL_FIELDS.map((social) => (
						<TextField
							key={social}
							{...fieldLimits(fields, social)}
							inputMode="url"
							autoComplete="off"
							defaultValue={value(social)}
							error={fieldError(social)}
						/>
					))}
				</div>
			</fieldset>
			<FormError message={problem ?? refused?.error} />
			<WorkflowControls
				workflow={workflow}
				mayPublish={mayPublish}
				primary={mode === 'add' ? 'Add Testimonial' : 'Save Changes'}
				busyText={mode === 'add' ? 'Adding...' : 'Updating...'}
				disabled={uploading}
				failure={refused}
			/>
		</GuardedForm>
	)
}
