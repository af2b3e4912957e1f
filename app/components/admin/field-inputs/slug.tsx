import { type FieldInputProps, textValue } from '#app/components/admin/field-inputs/field-input.ts'
import { SlugField } from '#app/components/admin/slug-field.tsx'

export function Input({ field, value, error }: FieldInputProps) {
	return <SlugField field={field} value={textValue(value)} error={error} />
}
