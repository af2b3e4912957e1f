import { Fragment } from 'react'

import type { AdminField } from '#server/content/content-type.ts'
import type { FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { fieldInputs } from '#app/components/admin/field-inputs/registry.ts'
import { FormError } from '#app/components/admin/fields.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'

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
	const errors = failure?.fields ?? {}
	return (
		<>
			<FormError message={failure?.error} />
			{fields.map((field) => (
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

/** A field drawn by the input of its kind (app/components/admin/field-inputs/); fields inside it the same way. */
function renderField(props: FieldInputProps) {
	const Input = fieldInputs.get(props.field.kind)
	if (!Input)
		throw new Error(`No admin input for the field kind "${props.field.kind}" (app/components/admin/field-inputs/)`)
	return <Input {...props} />
}
