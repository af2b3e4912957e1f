import type { AdminField } from '#server/content/content-type.ts'
import { ContentFields, fieldLimits } from '#app/components/admin/content-fields.tsx'
import { FormError, TextField } from '#app/components/admin/fields.tsx'
import { ImageField } from '#app/components/admin/image-field.tsx'
import { MarkdownEditor } from '#app/components/admin/rich-text/markdown-editor.tsx'
import { SlugOf } from '#app/components/admin/slug-field.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'
import type { SocialPreviewView } from '#app/lib/social-preview.ts'

/** Drawn by their kinds after the body: the excerpt, the tags, the search and sharing fields (ADR 0058). */
const LATER_FIELDS = new Set(['excerpt', 'tags'])

/**
 * The picture, heading and body of a blog: the same on the add and the edit screen. The body is written in
 * the rich-text editor (the Markdown textarea without script).
 */
export function BlogFields({
	fields,
	failure,
	initial,
	media,
	onBusyChange,
	socialPreview,
}: {
	/** The blog's admin fields (their labels and limits come from its schema). */
	fields: readonly AdminField[]
	failure: FormFailure | undefined
	initial?: { picture: string; heading: string; body: string; slug?: string } & Record<string, unknown>
	/** The media record of the blog's picture (its alt text). */
	media?: MediaFacts
	onBusyChange: (busy: boolean) => void
	socialPreview?: SocialPreviewView
}) {
	const body = failure?.values.body ?? initial?.body
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
			<MarkdownEditor
				{...fieldLimits(fields, 'body')}
				rows={initial ? 14 : 5}
				required
				defaultValue={body}
				error={failure?.fields.body}
			/>
			<ContentFields
				fields={fields.filter((field) => LATER_FIELDS.has(field.name) || field.group)}
				item={initial}
				media={media}
				failure={failure}
				onBusyChange={onBusyChange}
				socialPreview={socialPreview}
				withFormError={false}
			/>
		</>
	)
}
