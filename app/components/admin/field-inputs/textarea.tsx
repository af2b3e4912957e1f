import { commonProps, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { TextAreaField } from '#app/components/admin/fields.tsx'

export function Input(props: FieldInputProps) {
	return <TextAreaField {...commonProps(props)} rows={props.field.rows} />
}
