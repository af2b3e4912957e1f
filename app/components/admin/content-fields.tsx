import { Fragment, type ReactNode, useRef } from 'react'

import type { AdminField } from '#server/content/content-type.ts'
import type { FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { fieldInputs } from '#app/components/admin/field-inputs/registry.ts'
import { FormError } from '#app/components/admin/fields.tsx'
import { SocialPreview } from '#app/components/admin/social-preview.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'
import type { SocialPreviewView } from '#app/lib/social-preview.ts'

/**
 * A content type's form fields, drawn from its definition (server/content/types/): each by the input of
 * its field kind, with the label, `required` and length limit of its schema. The add and the edit forms of the
 * generic screens and of the portfolio screens are made of these.
 */
export function ContentFields({
	fields,
	item,
	media,
	failure,
	onBusyChange,
	nativeRequired = true,
	socialPreview,
	withFormError = true,
}: {
	fields: readonly AdminField[]
	item?: Record<string, unknown>
	/** The media records of the item's pictures (an edit form's loader gives them). */
	media?: MediaFacts
	failure: FormFailure | undefined
	onBusyChange: (busy: boolean) => void
	/** false: required text fields are only marked (aria-required), and the server's message shows in place. */
	nativeRequired?: boolean
	/** Types with pages, on an edit screen: how the item looks when shared, beside its search and sharing fields. */
	socialPreview?: SocialPreviewView
	/** false: a hand-made form that shows the form's message itself draws some of its fields with this. */
	withFormError?: boolean
}) {
	const errors = failure?.fields ?? {}
	const draw = (field: AdminField) => (
		<Fragment key={field.name}>
			{renderField({
				field,
				nativeRequired,
				value: failure?.values[field.name] ?? item?.[field.name],
				error: errors[field.name],
				errors,
				media,
				onBusyChange,
				renderField,
			})}
		</Fragment>
	)
	const grouped = fields.filter((field) => field.group)
	return (
		<>
			{withFormError ? <FormError message={failure?.error} /> : null}
			{fields.filter((field) => !field.group).map(draw)}
			{grouped.length > 0 ? (
				<FieldGroup
					label={grouped[0]!.group!}
					open={grouped.some((field) => errors[field.name])}
					preview={socialPreview}
					initial={(failure?.values ?? item ?? {}) as Record<string, string>}
				>
					{grouped.map(draw)}
				</FieldGroup>
			) : null}
		</>
	)
}

/**
 * The search and sharing fields (docs/decisions/0058-seo-fields-and-tags.md), closed until opened (most
 * items need none), open when one of them was refused; with the social preview where there is one.
 */
function FieldGroup({
	label,
	open,
	preview,
	initial,
	children,
}: {
	label: string
	open: boolean
	preview: SocialPreviewView | undefined
	initial: Record<string, string>
	children: ReactNode
}) {
	const ref = useRef<HTMLDetailsElement>(null)
	return (
		<details ref={ref} open={open || undefined} className="rounded-lg border border-slate-300 px-4 py-3">
			<summary className="cursor-pointer font-semibold text-slate-900">{label}</summary>
			<div className="mt-4 grid gap-6">
				{children}
				{preview ? (
					<SocialPreview
						preview={preview}
						container={ref}
						initial={{
							meta_title: initial.meta_title,
							meta_description: initial.meta_description,
							social_image: initial.social_image,
						}}
					/>
				) : null}
			</div>
		</details>
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

/** A field drawn by the input of its kind (app/components/admin/field-inputs/); fields inside it the same way. */
function renderField(props: FieldInputProps) {
	const Input = fieldInputs.get(props.field.kind)
	if (!Input)
		throw new Error(`No admin input for the field kind "${props.field.kind}" (app/components/admin/field-inputs/)`)
	return <Input {...props} />
}
