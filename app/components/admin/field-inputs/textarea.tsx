import { TextAreaField } from '#app/components/admin/fields.tsx'
import { commonProps, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'

export function Input(props: FieldInputProps) {
	return <TextAreaField {...commonProps(props)} rows={props.field.rows} />
}
