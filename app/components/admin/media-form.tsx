import { useId, useState } from 'react'
import { Form } from 'react-router'

import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { useSaving } from '#app/components/admin/item-list.tsx'
import { CropPreviews, type FocalInput, FocalPointPicker } from '#app/components/admin/media-focal-point.tsx'
import { MEDIA_FIELDS as FIELDS, MEDIA_INTENTS } from '#app/lib/admin-paths.ts'
import type { MediaFormFailure, MediaView, Picture } from '#app/lib/media.ts'

/**
 * An image's alt text, whether it is decorative, and its focal point, with previews of its crops that
 * follow the point as it moves. After a refused save it shows what was sent, with each field's message.
 */
export function MediaForm({
	media,
	picture,
	preview,
	altMax,
	failure,
}: {
	media: MediaView
	picture: Picture
	preview: Picture
	altMax: number
	failure: MediaFormFailure | undefined
}) {
	const sent = failure?.values
	const [focal, setFocal] = useState<FocalInput>(() =>
		sent
			? { x: sent[FIELDS.focalX] ?? '', y: sent[FIELDS.focalY] ?? '' }
			: { x: media.focal ? String(media.focal.x) : '', y: media.focal ? String(media.focal.y) : '' },
	)
	const decorativeId = useId()
	const saving = useSaving(MEDIA_INTENTS.save)
	const fields = failure?.fields ?? {}
	return (
		<Form method="post" className="space-y-6">
			<input type="hidden" name="intent" value={MEDIA_INTENTS.save} />
			<FormError message={failure && Object.keys(fields).length === 0 ? failure.error : undefined} />
			<TextField
				label="Alt text"
				name={FIELDS.alt}
				maxLength={altMax}
				defaultValue={sent ? sent[FIELDS.alt] : media.alt}
				error={fields[FIELDS.alt]}
				hint={`What the image shows, for people who cannot see it (up to ${altMax} characters). Needed to publish an item that shows it, unless it is decorative.`}
			/>
			<div>
				<div className="flex items-center gap-2">
					<input
						id={decorativeId}
						type="checkbox"
						name={FIELDS.decorative}
						defaultChecked={sent ? sent[FIELDS.decorative] === 'on' : media.decorative}
						className="size-4 rounded border-slate-500 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
					/>
					<label htmlFor={decorativeId} className="text-sm font-medium text-slate-800">
						Decorative (no alt text needed)
					</label>
				</div>
				<p className="mt-1 text-xs text-slate-600">
					For an image that says nothing a reader needs: pages show it with an empty alt, so screen readers skip it.
				</p>
				{fields[FIELDS.decorative] ? <p className="mt-1 text-sm text-red-700">{fields[FIELDS.decorative]}</p> : null}
			</div>
			<FocalPointPicker
				picture={picture}
				focal={focal}
				onChange={setFocal}
				error={fields.focal_point}
				names={{ x: FIELDS.focalX, y: FIELDS.focalY }}
			/>
			<div>
				<h3 className="text-sm font-medium text-slate-800">How crops of it look</h3>
				<div className="mt-2">
					<CropPreviews picture={preview} focal={focal} />
				</div>
			</div>
			<SubmitButton busy={saving} busyText="Saving…">
				Save Changes
			</SubmitButton>
		</Form>
	)
}
