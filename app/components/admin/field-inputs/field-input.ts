import type { ReactNode } from 'react'

import { fromJsonText } from '#shared/json-text.ts'
import type { AdminField } from '#server/content/field-kinds/admin-field.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'

/**
 * What every field kind's admin input gets (ADR 0040): one module per kind in this folder, named as the
 * kind's module in server/content/field-kinds/kinds/, exporting `Input`. registry.ts finds them.
 */
export type FieldInputProps = {
	field: AdminField
	/** The value to show: the stored item's, or the text the form sent back with a refused save. */
	value: unknown
	error: string | undefined
	/** Every message of a refused save, by field path (`links.0.url`): the fields inside a group find theirs. */
	errors: Readonly<Record<string, string>>
	/** false: required fields are only marked (aria-required), and the server's message shows in place. */
	nativeRequired: boolean
	media: MediaFacts | undefined
	onBusyChange: (busy: boolean) => void
	/** Draws a field inside this one (objects, lists and blocks) with the input of its own kind. */
	renderField: (props: FieldInputProps) => ReactNode
}

export type FieldInput = (props: FieldInputProps) => ReactNode

/** A value as a text input shows it ('' for none; a list of addresses comma-joined, as the form sends it). */
export function textValue(value: unknown): string | undefined {
	if (value === null || value === undefined) return undefined
	if (Array.isArray(value)) return value.join(',')
	if (typeof value === 'object') return JSON.stringify(value)
	return String(value)
}

/** The props every text-like input shares: the schema's label and limits, the definition's hints. */
export function commonProps({ field, value, error, nativeRequired }: FieldInputProps) {
	return {
		label: field.label,
		name: field.name,
		...(nativeRequired ? { required: field.required } : { 'aria-required': field.required }),
		maxLength: field.maxLength,
		hint: field.hint,
		placeholder: field.placeholder,
		defaultValue: textValue(value),
		error,
	}
}

/** A structured value (an object, a list, blocks) from the item, or from the JSON text a refused save sent back. */
export const structuredValue = (value: unknown): unknown => fromJsonText(value)
