import type { FormFailure } from '~/lib/admin-actions.server'
import { FormError, TextAreaField, TextField } from './fields'
import { ImageField } from './image-field'

export const BLOG_FIELDS = ['picture', 'heading', 'body'] as const

/** The picture, heading and body of a blog: the same on the add and the edit screen. */
export function BlogFields({
	failure,
	initial,
	onBusyChange,
}: {
	failure: FormFailure | undefined
	initial?: { picture: string; heading: string; body: string }
	onBusyChange: (busy: boolean) => void
}) {
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
				onBusyChange={onBusyChange}
			/>
			<TextField
				label="Heading"
				name="heading"
				required
				maxLength={200}
				defaultValue={failure?.values.heading ?? initial?.heading}
				error={failure?.fields.heading}
			/>
			<TextAreaField
				label="Body"
				name="body"
				rows={initial ? 14 : 5}
				required
				maxLength={100_000}
				hint="Markdown works: **bold**, *italic*, [a link](https://example.com), lists and headings (## Heading)."
				defaultValue={failure?.values.body ?? initial?.body}
				error={failure?.fields.body}
			/>
		</>
	)
}
