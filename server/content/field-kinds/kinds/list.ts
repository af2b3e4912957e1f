import { z } from 'zod'

import {
	defineFieldKind,
	describeField,
	emptyWhenMissing,
	entriesFromForm,
	mergeFacts,
} from '#server/content/field-kinds/kind.ts'
import { objectFacts, objectLines, objectWords } from '#server/content/field-kinds/kinds/object.ts'
import { fromJsonText, toJsonText } from '#server/db/json-column.ts'

/**
 * A list of objects of one shape, in order (social links, a menu's entries), stored as one JSON array.
 * The form adds, removes and reorders entries; each entry's fields are read by their own kinds.
 */
const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

export const kind = defineFieldKind({
	storage: 'json',
	toStored: toJsonText,
	fromStored: (value) => itemsOf(fromJsonText(value)),
	fromForm: entriesFromForm,
	searchText: (value, info, nested) =>
		itemsOf(value)
			.map((item) => objectWords(item, info, nested))
			.filter(Boolean)
			.join(' ') || undefined,
	diff: 'long',
	historyText: (value, info, nested) =>
		itemsOf(value)
			.map((item, index) => `${index + 1}. ${objectLines(item, info, nested).join('; ')}`)
			.join('\n') || '(none)',
	facts: (value, info, nested) => mergeFacts(itemsOf(value).map((item) => objectFacts(item, info, nested))),
})

/** A list of entries with `fields`; missing or null is `[]` unless `min` asks for entries. */
export function list<Shape extends Record<string, z.ZodType>>(
	label: string,
	fields: Shape,
	{ min = 0, max, hint }: { min?: number; max: number; hint?: string },
) {
	const entries = z
		.array(z.object(fields), { error: `${label} must be a list` })
		.min(min, `${label}: at least ${min}`)
		.max(max, `${label}: at most ${max}`)
	const rule = emptyWhenMissing(entries)
	return describeField(rule, { kind: 'list', label, required: min > 0, fields, maxItems: max, hint })
}
