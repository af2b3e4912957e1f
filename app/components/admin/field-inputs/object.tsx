import { Fragment, type ReactNode } from 'react'

import type { AdminField } from '#server/content/field-kinds/admin-field.ts'
import { type FieldInputProps, structuredValue } from '#app/components/admin/field-inputs/field-input.ts'

/**
 * A group that may be left out (a salary): a choice inside it starts empty, so an untouched group sends
 * nothing (a required choice would otherwise send its first option and ask for the rest).
 */
const leftOutFirst = (fields: readonly AdminField[]): AdminField[] =>
	fields.map((child) =>
		child.kind === 'select' && child.emptyOption === undefined ? { ...child, emptyOption: 'Choose…' } : child,
	)

/** A group of fields (an address): each drawn by the input of its own kind, named `<group>.<field>`. */
export function Input(props: FieldInputProps) {
	const { field } = props
	const fields = field.required ? (field.fields ?? []) : leftOutFirst(field.fields ?? [])
	return (
		<Group label={field.label} hint={field.hint} error={props.error}>
			<NestedFields
				{...props}
				// A group that may be left out (a salary): its fields are needed only once one is filled, so the
				// browser does not stop an empty one.
				nativeRequired={props.nativeRequired && field.required}
				prefix={field.name}
				fields={fields}
				value={structuredValue(props.value)}
			/>
		</Group>
	)
}

/** A fieldset named by its legend, with the hint and the message of the whole group. */
export function Group({
	label,
	hint,
	error,
	children,
}: {
	label: string
	hint?: string | undefined
	error?: string | undefined
	children: ReactNode
}) {
	return (
		<fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4">
			<legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
			{hint ? <p className="-mt-2 text-xs text-slate-500">{hint}</p> : null}
			{children}
			{error ? <p className="text-sm text-red-700">{error}</p> : null}
		</fieldset>
	)
}

/** The fields inside a group or a list entry, named under `prefix`, each with its value and its own message. */
export function NestedFields(
	props: FieldInputProps & { prefix: string; fields: readonly AdminField[]; value: unknown },
) {
	const record = props.value !== null && typeof props.value === 'object' ? (props.value as Record<string, unknown>) : {}
	return props.fields.map((child) => {
		const name = `${props.prefix}.${child.name}`
		return (
			<Fragment key={child.name}>
				{props.renderField({
					...props,
					field: { ...child, name },
					value: record[child.name],
					error: props.errors[name],
				})}
			</Fragment>
		)
	})
}
