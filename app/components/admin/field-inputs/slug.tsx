import { SlugField } from '#app/components/admin/slug-field.tsx'
import { textValue, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'

export function Input({ field, value, error }: FieldInputProps) {
	return <SlugField field={field} value={textValue(value)} error={error} />
}
