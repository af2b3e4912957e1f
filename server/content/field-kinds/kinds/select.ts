import { z } from 'zod'

import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import type { Presentation } from '#server/content/fields.ts'

/** One of a few named choices (an application's category). Not searched; the history shows the choice. */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'text',
	facts: (value) => ({ ...noFacts(), texts: [textOf(value)].filter(Boolean) }),
})

/**
 * `emptyOption`: the field may be left empty (stored as ''), and the form's empty choice reads so;
 * without it a choice is required. `message`: what a value outside the choices is told. `optionLabels`:
 * what the form shows for each choice (default: the value itself).
 */
export function select(
	label: string,
	options: readonly [string, ...string[]],
	{
		emptyOption,
		message,
		optionLabels,
		...presentation
	}: Presentation & { emptyOption?: string; message: string; optionLabels?: Readonly<Record<string, string>> },
) {
	const info = { kind: 'select', label, options, ...(optionLabels && { optionLabels }), ...presentation }
	if (emptyOption === undefined) {
		return describeField(z.enum(options, { error: message }), { ...info, required: true })
	}
	const values: [string, ...string[]] = [...options, '']
	const rule = z
		.enum(values, { error: message })
		.nullish()
		.transform((value) => value ?? '')
		.pipe(z.enum(values))
		.meta({ description: "'' (or null) for none" })
	return describeField(rule, { ...info, required: false, emptyOption })
}
