import type { FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { RatingField } from '#app/components/admin/rating-field.tsx'

export function Input({ field, value, error }: FieldInputProps) {
	const stars = value === undefined || value === null || value === '' ? undefined : Number(value)
	return <RatingField name={field.name} defaultValue={stars} error={error} />
}
