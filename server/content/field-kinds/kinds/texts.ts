import { z } from 'zod'

import {
	defineFieldKind,
	describeField,
	emptyWhenMissing,
	entriesFromForm,
	noFacts,
} from '#server/content/field-kinds/kind.ts'
import { requiredTextRule } from '#server/content/fields.ts'
import { fromJsonText, toJsonText } from '#server/db/json-column.ts'

/**
 * A list of short texts, in order (the services a company offers): stored as one JSON array, each entry
 * one line. Searched and shown one per line in the history.
 */
const textsOf = (value: unknown): string[] =>
	Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []

export const kind = defineFieldKind({
	storage: 'json',
	toStored: toJsonText,
	fromStored: (value) => textsOf(fromJsonText(value)),
	fromForm: entriesFromForm,
	searchText: (value) => textsOf(value).join(' ') || undefined,
	diff: 'long',
	historyText: (value) => textsOf(value).join('\n') || '(none)',
	facts: (value) => ({ ...noFacts(), texts: textsOf(value) }),
})

/**
 * Entries of at most `maxLength` characters each, at most `max` of them; missing or null is `[]`. `email`:
 * each entry must be an e-mail address.
 */
export function texts(
	label: string,
	{ max, maxLength, hint, email = false }: { max: number; maxLength: number; hint?: string; email?: boolean },
) {
	const entry = email
		? requiredTextRule(label, maxLength).pipe(z.email(`${label}: each must be an e-mail address`))
		: requiredTextRule(label, maxLength)
	const entries = z.array(entry, { error: `${label} must be a list of texts` }).max(max, `${label}: at most ${max}`)
	return describeField(emptyWhenMissing(entries), {
		kind: 'texts',
		label,
		required: false,
		maxLength,
		maxItems: max,
		hint,
	})
}
