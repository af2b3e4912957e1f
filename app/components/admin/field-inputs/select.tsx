import { commonProps, type FieldInputProps, textValue } from '#app/components/admin/field-inputs/field-input.ts'
import { SelectField } from '#app/components/admin/fields.tsx'

export function Input(props: FieldInputProps) {
	const { field } = props
	return (
		<SelectField {...commonProps(props)} defaultValue={textValue(props.value) ?? ''}>
			{field.emptyOption !== undefined ? <option value="">{field.emptyOption}</option> : null}
			{field.options?.map((option) => (
				<option key={option} value={option}>
					{field.optionLabels?.[option] ?? option}
				</option>
			))}
		</SelectField>
	)
}
