import { useId, useState } from 'react'

import type { AdminField } from '#server/content/content-type.ts'
import { fieldLimits } from '#app/components/admin/content-fields.tsx'
import { FormError, TextAreaField, TextField } from '#app/components/admin/fields.tsx'
import { ImageField } from '#app/components/admin/image-field.tsx'
import { MarkdownPreview } from '#app/components/admin/markdown-preview.tsx'
import { SlugOf } from '#app/components/admin/slug-field.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'

/**
 * The picture, heading and body of a blog: the same on the add and the edit screen. The body has a live
 * preview beside it (below on narrow screens), rendered as the public post will be.
 */
export function BlogFields({
	fields,
	failure,
	initial,
	media,
	onBusyChange,
}: {
	/** The blog's admin fields (their labels and limits come from its schema). */
	fields: readonly AdminField[]
	failure: FormFailure | undefined
	initial?: { picture: string; heading: string; body: string; slug?: string }
	/** The media record of the blog's picture (its alt text). */
	media?: MediaFacts
	onBusyChange: (busy: boolean) => void
}) {
	const body = failure?.values.body ?? initial?.body
	const [source, setSource] = useState(body ?? '')
	const previewId = useId()
	return (
		<>
			<FormError message={failure?.error} />
			<ImageField
				name="picture"
				label="Picture"
				multiple={false}
				required
				initial={initial ? [initial.picture] : []}
				error={failure?.fields.picture}
				media={media}
				onBusyChange={onBusyChange}
			/>
			<TextField
				{...fieldLimits(fields, 'heading')}
				required
				defaultValue={failure?.values.heading ?? initial?.heading}
				error={failure?.fields.heading}
			/>
			<SlugOf fields={fields} value={failure?.values.slug ?? initial?.slug} error={failure?.fields.slug} />
			<div className="grid gap-4 xl:grid-cols-2 xl:items-start">
				<TextAreaField
					{...fieldLimits(fields, 'body')}
					rows={initial ? 14 : 5}
					required
					defaultValue={body}
					onChange={(event) => setSource(event.currentTarget.value)}
					error={failure?.fields.body}
				/>
				<MarkdownPreview source={source} id={previewId} />
			</div>
		</>
	)
}
