import { commonProps, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { TextField } from '#app/components/admin/fields.tsx'

export function Input(props: FieldInputProps) {
	const { maxLength: _none, ...common } = commonProps(props)
	return <TextField {...common} type="date" />
}
