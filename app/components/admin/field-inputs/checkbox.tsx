import type { FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'

/**
 * A checkbox. A hidden 'false' comes first, so an unticked box still sends its answer (the form's last
 * value of a name wins: shared/nested-form.ts, server/content/field-kinds/kinds/checkbox.ts).
 */
export function Input({ field, value, error }: FieldInputProps) {
	const id = `field-${field.name}`
	const checked = value === true || value === 'true'
	return (
		<div>
			<input type="hidden" name={field.name} value="false" />
			<div className="flex items-center gap-2">
				<input
					id={id}
					type="checkbox"
					name={field.name}
					value="true"
					defaultChecked={checked}
					className="size-4 rounded border-slate-500 text-brand-600 focus:ring-2 focus:ring-brand-600"
					{...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
				/>
				<label htmlFor={id} className="text-sm font-medium text-slate-800">
					{field.label}
				</label>
			</div>
			{field.hint ? <p className="mt-1 text-xs text-slate-500">{field.hint}</p> : null}
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
		</div>
	)
}
