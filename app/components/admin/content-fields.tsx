import { lazy, Suspense, useId, useState } from 'react'
import type { AdminField } from '#server/content/content-type.ts'
import { FormError, SelectField, TextAreaField, TextField } from '#app/components/admin/fields.tsx'
import { ImageField } from '#app/components/admin/image-field.tsx'
import { RatingField } from '#app/components/admin/rating-field.tsx'
import { SlugField } from '#app/components/admin/slug-field.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { splitPictures } from '#shared/pictures.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'

/**
 * A content type's form fields, drawn from its definition (server/content/types/): the kind of each
 * field, and the label, `required` and length limit of its schema. The add and the edit forms of the
 * generic screens and of the portfolio screens are made of these.
 */
export function ContentFields({
	fields,
	item,
	media,
	failure,
	onBusyChange,
	nativeRequired = true,
}: {
	fields: readonly AdminField[]
	item?: Record<string, unknown>
	/** The media records of the item's pictures (an edit form's loader gives them). */
	media?: MediaFacts
	failure: FormFailure | undefined
	onBusyChange: (busy: boolean) => void
	/** false: required text fields are only marked (aria-required), and the server's message shows in place. */
	nativeRequired?: boolean
}) {
	const value = (name: string) => failure?.values[name] ?? (item?.[name] === undefined ? undefined : String(item[name]))
	return (
		<>
			<FormError message={failure?.error} />
			{fields.map((field) => (
				<ContentField
					key={field.name}
					field={field}
					nativeRequired={nativeRequired}
					value={value(field.name)}
					error={failure?.fields[field.name]}
					media={media}
					onBusyChange={onBusyChange}
				/>
			))}
		</>
	)
}

/**
 * A hand-made form's field as its definition and schema describe it: the label, the name, the length limit,
 * the hint and the placeholder (so a form never types them again). Throws for a name the definition does not list: a test catches it.
 */
export function fieldLimits(fields: readonly AdminField[], name: string) {
	const field = fields.find((candidate) => candidate.name === name)
	if (!field) throw new Error(`No field ${name} in this content type's admin fields`)
	const { label, maxLength, hint, placeholder } = field
	return { label, name, maxLength, hint, placeholder }
}

type FieldProps = {
	field: AdminField
	nativeRequired: boolean
	value: string | undefined
	error: string | undefined
	media: MediaFacts | undefined
	onBusyChange: (busy: boolean) => void
}

function ContentField({ field, nativeRequired, value, error, media, onBusyChange }: FieldProps) {
	const common = {
		label: field.label,
		name: field.name,
		...(nativeRequired ? { required: field.required } : { 'aria-required': field.required }),
		maxLength: field.maxLength,
		hint: field.hint,
		placeholder: field.placeholder,
		defaultValue: value,
		error,
	}
	switch (field.kind) {
		case 'image':
		case 'images':
			return (
				<ImageField
					name={field.name}
					label={field.label}
					multiple={field.kind === 'images'}
					required={field.required}
					initial={value ? splitPictures(value) : undefined}
					error={error}
					media={media}
					onBusyChange={onBusyChange}
				/>
			)
		case 'textarea':
			return <TextAreaField {...common} rows={field.rows} />
		case 'markdown':
			return (
				<Suspense fallback={<TextAreaField {...common} rows={field.rows} />}>
					<MarkdownField {...common} rows={field.rows} />
				</Suspense>
			)
		case 'rating':
			return <RatingField name={field.name} defaultValue={value ? Number(value) : undefined} error={error} />
		case 'select':
			return (
				<SelectField {...common} defaultValue={value ?? ''}>
					{field.emptyOption !== undefined ? <option value="">{field.emptyOption}</option> : null}
					{field.options?.map((option) => (
						<option key={option} value={option}>
							{option}
						</option>
					))}
				</SelectField>
			)
		case 'url':
			return <TextField {...common} type="url" />
		case 'slug':
			return <SlugField field={field} value={value} error={error} />
		default:
			return <TextField {...common} autoComplete="off" />
	}
}

// The preview brings the Markdown renderer (~46 kB of gzip): only forms with a Markdown field load it.
const MarkdownPreview = lazy(async () => ({
	default: (await import('#app/components/admin/markdown-preview.tsx')).MarkdownPreview,
}))

/** A Markdown text with its live preview (as the public page renders it). */
function MarkdownField(props: Parameters<typeof TextAreaField>[0]) {
	const [source, setSource] = useState(String(props.defaultValue ?? ''))
	const previewId = useId()
	return (
		<div className="grid gap-4 lg:grid-cols-2">
			<TextAreaField {...props} onChange={(event) => setSource(event.currentTarget.value)} />
			<MarkdownPreview source={source} id={previewId} />
		</div>
	)
}
