import { TextField } from '#app/components/admin/fields.tsx'
import { commonProps, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'

export function Input(props: FieldInputProps) {
	const { maxLength: _none, ...common } = commonProps(props)
	return <TextField {...common} type="date" />
}
