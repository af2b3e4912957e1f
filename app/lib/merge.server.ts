import type { z } from 'zod'

import { fieldInfo } from '#server/content/field-kinds/kind.ts'
import { fromFormValues } from '#server/content/field-kinds/registry.ts'
import { type ConflictField, mergeFieldName } from '#app/lib/admin-actions.ts'
import { fieldChanges, fieldsShown } from '#app/lib/history.server.ts'

/*
 * A save refused because another came first, merged field by field
 * (docs/decisions/0052-presence-and-per-field-merge.md): the conflict view lists each field whose saved
 * value differs from the admin's, both values side by side (long texts as the history's word diff), with a
 * choice of either; 'Save merged' sends the admin's form again with the choices, against the saved version.
 * The admin's own values stay in the form (and its local draft) until that save succeeds.
 */

type Shape = Record<string, z.ZodType>
type Record_ = Record<string, unknown>

/** The form's values as the item would hold them once saved (trimmed, numbers as numbers...), where the field's rule takes them. */
function asSaved(shape: Shape, values: Record<string, string>, names: readonly string[]): Record_ {
	const input = fromFormValues(shape, values)
	return Object.fromEntries(
		names.map((name) => {
			const parsed = shape[name]!.safeParse(input[name])
			return [name, parsed.success ? parsed.data : input[name]]
		}),
	)
}

/**
 * What the conflict view shows: each field of the form (`names`, those it sent) whose value differs from the
 * saved version's (`current`), and which to keep by default. Where the version the admin opened (`opened`)
 * is known, a field the admin left as it was takes the saved value (only the other save changed it); every
 * other field keeps the admin's.
 */
export function conflictFields(options: {
	shape: Shape
	names: readonly string[]
	values: Record<string, string>
	current: Record_
	opened: Record_ | undefined
}): ConflictField[] {
	const { shape, values, current, opened } = options
	const names = options.names.filter((name) => name in values && shape[name] && fieldInfo.has(shape[name]))
	const fields = fieldsShown(shape, names)
	const mine = asSaved(shape, values, names)
	return fieldChanges(fields, current, mine).map((change) => {
		const field = fields.find((candidate) => candidate.name === change.name)!
		const untouched = opened !== undefined && change.name in opened && fieldChanges([field], opened, mine).length === 0
		return { ...change, keep: untouched ? 'theirs' : 'mine' }
	})
}

/**
 * The saved values a merged save takes instead of the form's: the fields whose choice is 'Use theirs', read
 * from the stored item the save is checked against (a newer one still refuses it). Only a merged save (the
 * conflict view's button) carries choices.
 */
export function chosenTheirs(form: FormData, names: readonly string[], stored: Record_): Record_ {
	return Object.fromEntries(
		names
			.filter((name) => form.get(mergeFieldName(name)) === 'theirs' && name in stored)
			.map((name) => [name, stored[name]]),
	)
}
