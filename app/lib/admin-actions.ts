import type { FieldChange } from '#app/lib/history.ts'

/* What the admin forms' actions (app/lib/admin-actions.server.ts) answer, as the browser's forms read it. */

/**
 * A field that differs between the version saved meanwhile (`before`) and the admin's (`after`), and which
 * of the two the conflict view offers to keep: the saved one where only the other save changed the field
 * (the admin's value is still the one they opened), the admin's otherwise.
 */
export type ConflictField = FieldChange & { keep: MergeChoice }
export type MergeChoice = 'mine' | 'theirs'

/** The name of a conflict's per-field choice in the form (`merge:answer` = `mine` | `theirs`). */
export const mergeFieldName = (field: string) => `merge:${field}`

/**
 * What an admin form's action answers when the input is refused: the message, each field's message, the
 * values to show again, and, when another save came first, that version and the fields that differ from
 * it (the form shows both, field by field, and saves a merge of them against it).
 */
export type FormFailure = {
	error: string
	fields: Record<string, string>
	values: Record<string, string>
	conflict?: { version: string; changes: ConflictField[] }
}
