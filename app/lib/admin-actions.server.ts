import { data } from 'react-router'
import type { Db } from '#server/db/database.ts'
import { parseIdParam } from '#shared/ids.ts'
import { NotFoundError, ValidationError } from '#app/lib/content.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { undoDelete } from '#app/lib/trash.server.ts'

/** What an admin form's action answers when the input is refused: the message, each field's message, and the values to show again. */
export type FormFailure = { error: string; fields: Record<string, string>; values: Record<string, string> }

type Collection<T> = {
	create(db: Db, input: unknown): Promise<T>
	update(db: Db, id: number, input: unknown): Promise<T>
	remove(db: Db, id: number): Promise<void>
}

/** The named text fields of a submitted form (files never come this way: pictures arrive as URLs). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
	const values: Record<string, string> = {}
	for (const name of names) {
		const value = form.get(name)
		if (typeof value === 'string') values[name] = value
	}
	return values
}

function refused(error: ValidationError, values: Record<string, string>, message?: string) {
	return data<FormFailure>({ error: message ?? error.message, fields: error.fields, values }, { status: 400 })
}

/** Creates an item from a form; on success redirects with a toast, on refusal answers the form's messages. */
export async function createFromForm<T>(options: {
	collection: Collection<T>
	db: Db
	form: FormData
	fields: readonly string[]
	success: string
	failure?: string
	redirectTo: string | ((item: T) => string)
}) {
	const values = formValues(options.form, options.fields)
	try {
		const item = await options.collection.create(options.db, values)
		const to = typeof options.redirectTo === 'function' ? options.redirectTo(item) : options.redirectTo
		return redirectWithToast(to, { type: 'success', message: options.success })
	} catch (error) {
		if (error instanceof ValidationError) return refused(error, values, options.failure)
		throw error
	}
}

export async function updateFromForm<T>(options: {
	collection: Collection<T>
	db: Db
	id: number
	form: FormData
	fields: readonly string[]
	success: string
	failure?: string
	redirectTo: string
}) {
	const values = formValues(options.form, options.fields)
	try {
		await options.collection.update(options.db, options.id, values)
		return redirectWithToast(options.redirectTo, { type: 'success', message: options.success })
	} catch (error) {
		if (error instanceof ValidationError) return refused(error, values, options.failure)
		if (error instanceof NotFoundError) throw data(null, { status: 404 })
		throw error
	}
}

/**
 * Deletes the item a form names (`id`), then reloads the list (or goes where asked) with a toast, which
 * offers Undo when the item went to the trash (a content item's).
 */
export async function deleteFromForm(options: {
	collection: Pick<Collection<unknown>, 'remove'>
	db: Db
	form: FormData
	redirectTo: string
	success: string
}) {
	const id = parseIdParam(options.form.get('id'))
	try {
		if (id === undefined) throw new NotFoundError()
		await options.collection.remove(options.db, id)
	} catch (error) {
		if (!(error instanceof NotFoundError)) throw error
		return redirectWithToast(options.redirectTo, { type: 'error', message: 'That item was already deleted.' })
	}
	const undo = undoDelete(options.collection, id, options.redirectTo)
	return redirectWithToast(options.redirectTo, { type: 'success', message: options.success, ...undo })
}
