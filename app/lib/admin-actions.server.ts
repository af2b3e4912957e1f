import { data } from 'react-router'
import type { z } from 'zod'

import { parseIdParam } from '#shared/ids.ts'
import { gatherNested } from '#shared/nested-form.ts'
import type { WorkflowState } from '#shared/workflow.ts'
import type { AuditActor } from '#server/auth/audit.ts'
import { AccessDenied } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import type { ActorOption, SaveOptions, UserOption, WriteOptions } from '#server/content/collection.ts'
import { fromFormValues } from '#server/content/field-kinds/registry.ts'
import type { Db } from '#server/db/database.ts'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { ConflictError, NotFoundError, ValidationError } from '#app/lib/content.server.ts'
import { applyMediaForm } from '#app/lib/media-form.server.ts'
import { chosenTheirs, conflictFields } from '#app/lib/merge.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { undoDelete } from '#app/lib/trash.server.ts'
import { WORKFLOW_FIELDS, workflowDecision, workflowMessage } from '#app/lib/workflow-form.server.ts'

type Stored = WorkflowState & { updated_at: string }
/** A refusal of the rules asked with the item (server/content/item-rules.ts) as the screens' 403; anything else as it is. */
export const forbiddenOr = (error: unknown) =>
	error instanceof AccessDenied ? data('not allowed', { status: 403, headers: { 'Cache-Control': 'no-store' } }) : error

type Collection<T> = {
	create(db: Db, input: unknown, options?: SaveOptions): Promise<T>
	update(db: Db, id: number, input: unknown, options?: WriteOptions<Stored>): Promise<T>
	remove(db: Db, id: number, options?: ActorOption & UserOption): Promise<void>
	/** A content type's fields: the form's texts of structured kinds are read as their values (field-kinds/). */
	shape?: Record<string, z.ZodType>
	/** The states its saves replaced (a conflict finds there the version its admin opened). */
	revisions?(db: Db, id: number): Promise<ReadonlyArray<{ record: Record<string, unknown> }>>
}

/** The form's texts as the collection's schema takes them. */
const inputOf = <T>(collection: Collection<T>, values: Record<string, string>) =>
	collection.shape ? fromFormValues(collection.shape, values) : values

/** The edit form's version (the `updated_at` it was opened at). */
const VERSION_FIELD = 'version'

/**
 * The named text fields of a submitted form (files never come this way: pictures arrive as URLs). A
 * structured field (an object, a list, blocks) arrives as the fields inside it (`links.0.url`), gathered
 * into one JSON text.
 */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
	const values: Record<string, string> = {}
	for (const name of [...names, WORKFLOW_FIELDS.localTime, WORKFLOW_FIELDS.choice]) {
		const inside = gatherNested(form, name)
		const value = inside === undefined ? form.get(name) : JSON.stringify(inside)
		if (typeof value === 'string') values[name] = value
	}
	return values
}

function refused(error: ValidationError, values: Record<string, string>, message?: string) {
	return data<FormFailure>({ error: message ?? error.message, fields: error.fields, values }, { status: 400 })
}

/**
 * The form asks for alt text before Publish (the JSON API does not: ADR 0034), unless its admin saw the
 * missing alt text among the checks panel's errors and answered "Publish anyway?" yes (ADR 0057).
 */
const asksForAltText = (form: FormData) => form.get(WORKFLOW_FIELDS.publishAnyway) !== '1'

/** Creates an item from a form; on success redirects with a toast, on refusal answers the form's messages. */
export async function createFromForm<T extends { id: number }>(options: {
	collection: Collection<T>
	db: Db
	/** The signed-in admin's session and address: the audit log records the write with them. */
	actor?: AuditActor
	/** The signed-in user, whose rules the write asks with the item (server/content/item-rules.ts). */
	user?: User
	form: FormData
	fields: readonly string[]
	/** The item's name in messages ("FAQ saved as a draft"). */
	label: string
	success: string
	failure?: string
	redirectTo: string | ((item: T) => string)
}) {
	const values = formValues(options.form, options.fields)
	try {
		// First: the pictures' alt text is kept even if the item is refused, and the publish check sees it.
		await applyMediaForm(options.db, options.form, options.actor)
		const decision = workflowDecision(options.form)
		const item = await options.collection.create(
			options.db,
			{ ...inputOf(options.collection, values), ...decision.values },
			{ actor: options.actor, user: options.user, requireAltText: asksForAltText(options.form) },
		)
		const to = typeof options.redirectTo === 'function' ? options.redirectTo(item) : options.redirectTo
		return redirectWithToast(to, {
			type: 'success',
			message: workflowMessage(decision, options.label, options.success),
			itemId: item.id,
		})
	} catch (error) {
		if (error instanceof ValidationError) return refused(error, values, options.failure)
		throw forbiddenOr(error)
	}
}

/**
 * Saves an edit form over the item, if it is still the version the form was opened at (or the newer one
 * its admin chose to replace): otherwise nothing is saved and the form shows both versions.
 */
export async function updateFromForm<T>(options: {
	collection: Collection<T>
	db: Db
	actor?: AuditActor
	user?: User
	id: number
	/** The item as stored (for what 'Publish' means to it). */
	existing: Stored
	form: FormData
	fields: readonly string[]
	label: string
	success: string
	failure?: string
	/** Where the save lands: a path, or one made from the saved item (its page's address, whose slug may be new). */
	redirectTo: string | ((item: T) => string)
}) {
	const { form } = options
	const values = formValues(form, options.fields)
	// Or the newer version its admin saw and merged with theirs (the conflict's 'Save merged').
	const merging = form.has(WORKFLOW_FIELDS.replaceVersion)
	const version = String(form.get(WORKFLOW_FIELDS.replaceVersion) ?? form.get(VERSION_FIELD) ?? '')
	// The fields the merge takes from that version: the stored item the save is checked against.
	const theirs = merging
		? chosenTheirs(form, options.fields, options.existing as unknown as Record<string, unknown>)
		: {}
	try {
		// First, as for an add: the alt text typed under the pictures is stored whatever becomes of the save.
		await applyMediaForm(options.db, form, options.actor)
		const decision = workflowDecision(form, options.existing)
		const saved = await options.collection.update(
			options.db,
			options.id,
			{ ...inputOf(options.collection, values), ...theirs, ...decision.values },
			{
				actor: options.actor,
				user: options.user,
				requireAltText: asksForAltText(form),
				...(version && { precondition: (current) => current.updated_at === version }),
			},
		)
		const message = workflowMessage(decision, options.label, options.success)
		const to = typeof options.redirectTo === 'function' ? options.redirectTo(saved) : options.redirectTo
		return redirectWithToast(to, { type: 'success', message, itemId: options.id })
	} catch (error) {
		if (error instanceof ValidationError) return refused(error, values, options.failure)
		if (error instanceof NotFoundError) throw data(null, { status: 404 })
		if (error instanceof AccessDenied) throw forbiddenOr(error)
		if (error instanceof ConflictError) {
			const current = error.current as Stored & Record<string, unknown>
			const changes = await conflictOf(options, values, current)
			return data<FormFailure>(
				// The conflict notice says what happened; no second message above the fields.
				{ error: '', fields: {}, values, conflict: { version: current.updated_at, changes } },
				{ status: 409 },
			)
		}
		throw error
	}
}

/** The fields a refused save's form differs in from the version saved meanwhile (app/lib/merge.server.ts). */
async function conflictOf<T>(
	options: { collection: Collection<T>; db: Db; id: number; form: FormData; fields: readonly string[] },
	values: Record<string, string>,
	current: Record<string, unknown>,
) {
	const { collection, form } = options
	if (!collection.shape) return []
	// The version the form was opened at, as the history kept it when a later save replaced it.
	const opened = String(form.get(VERSION_FIELD) ?? '')
	const kept = opened && collection.revisions ? await collection.revisions(options.db, options.id) : []
	return conflictFields({
		shape: collection.shape,
		names: options.fields,
		values,
		current,
		opened: kept.find((revision) => revision.record.updated_at === opened)?.record,
	})
}

/**
 * Deletes the item a form names (`id`), then reloads the list (or goes where asked) with a toast, which
 * offers Undo when the item went to the trash (a content item's).
 */
export async function deleteFromForm(options: {
	collection: Pick<Collection<unknown>, 'remove'>
	db: Db
	actor?: AuditActor
	user?: User
	form: FormData
	redirectTo: string
	success: string
}) {
	const id = parseIdParam(options.form.get('id'))
	try {
		if (id === undefined) throw new NotFoundError()
		await options.collection.remove(options.db, id, options)
	} catch (error) {
		if (!(error instanceof NotFoundError)) throw forbiddenOr(error)
		return redirectWithToast(options.redirectTo, { type: 'error', message: 'That item was already deleted.' })
	}
	const undo = undoDelete(options.collection, id, options.redirectTo)
	return redirectWithToast(options.redirectTo, { type: 'success', message: options.success, ...undo })
}
