/* What the admin forms' actions (app/lib/admin-actions.server.ts) answer, as the browser's forms read it. */

/**
 * What an admin form's action answers when the input is refused: the message, each field's message, the
 * values to show again, and, when another save came first, that version (the form shows both).
 */
export type FormFailure = {
	error: string
	fields: Record<string, string>
	values: Record<string, string>
	conflict?: { version: string; current: Record<string, unknown> }
}
