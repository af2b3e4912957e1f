import { z } from 'zod'

import { defineFieldKind, describeField, noFacts } from '#server/content/field-kinds/kind.ts'

/**
 * Yes or no (whether to send an e-mail). The API takes `true` or `false`; a form sends 'true' or 'false'
 * (its input puts a hidden 'false' before the checkbox, so an unticked box still says so). The history
 * shows 'Yes' or 'No'.
 */
const FORM_TEXT: Record<string, boolean> = { true: true, on: true, false: false, off: false }

export const kind = defineFieldKind({
	storage: 'json',
	toStored: (value) => JSON.stringify(value === true),
	fromStored: (value) => value === true || value === 'true',
	fromForm: (text) => (typeof text === 'string' && text in FORM_TEXT ? FORM_TEXT[text] : text),
	diff: 'text',
	historyText: (value) => (value === true ? 'Yes' : 'No'),
	facts: () => noFacts(),
})

/** A yes or no; missing or null is `initial`. Inside a group, a form's 'true'/'false' are read too. */
export function checkbox(label: string, { initial, hint }: { initial: boolean; hint?: string }) {
	const rule = z
		.union([z.boolean(), z.enum(['true', 'false', 'on', 'off'])], { error: `${label} must be true or false` })
		.nullish()
		.transform((value) =>
			value === undefined || value === null ? initial : value === true || value === 'true' || value === 'on',
		)
		.pipe(z.boolean())
	return describeField(rule, { kind: 'checkbox', label, required: false, hint })
}
