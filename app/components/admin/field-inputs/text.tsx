import { commonProps, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { TextField } from '#app/components/admin/fields.tsx'

export function Input(props: FieldInputProps) {
	return <TextField {...commonProps(props)} autoComplete="off" />
}
