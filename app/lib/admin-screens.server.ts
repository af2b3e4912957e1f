import type { AppLoadContext } from 'react-router'
import type { Db } from '#server/db/database.ts'
import { createFromForm, deleteFromForm, updateFromForm } from '#app/lib/admin-actions.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { findOr404 } from '#app/lib/content.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'

/**
 * The loaders and actions of the admin screens built as "a list with an add form" (FAQs,
 * partners, testimonials, careers) and of their edit screens: each checks the session first.
 */

type Collection<T> = {
	get(db: Db, id: number): Promise<T | undefined>
	create(db: Db, input: unknown): Promise<T>
	update(db: Db, id: number, input: unknown): Promise<T>
	remove(db: Db, id: number): Promise<void>
}

type ServerArgs = { request: Request; context: AppLoadContext }

/** The list screen's action: `intent=delete` deletes the item named by `id`, anything else adds one; both reload the list with a toast. */
export async function listScreenAction<T>(
	{ request, context }: ServerArgs,
	options: {
		collection: Collection<T>
		list: string
		fields: readonly string[]
		added: string
		deleted: string
		failure?: string
	},
) {
	await requireAdmin(request, context)
	const form = await readFormData(request)
	const { db } = context.services
	const { collection, list } = options
	if (form.get('intent') === 'delete') {
		return deleteFromForm({ collection, db, form, redirectTo: list, success: options.deleted })
	}
	return createFromForm({
		collection,
		db,
		form,
		fields: options.fields,
		success: options.added,
		failure: options.failure,
		redirectTo: list,
	})
}

/** The item an edit screen shows, or the 404 page. */
export async function loadForEdit<T>(
	collection: Collection<T>,
	{ request, context, params }: ServerArgs & { params: { id?: string } },
) {
	await requireAdmin(request, context)
	return findOr404(collection, context.services.db, params.id)
}

/** The edit screen's action: saves, then goes to the spec's target with the success toast. */
export async function editScreenAction<T extends { id: number }>(
	args: ServerArgs & { params: { id?: string } },
	options: {
		collection: Collection<T>
		fields: readonly string[]
		updated: string
		failure?: string
		redirectTo: string
	},
) {
	const { id } = await loadForEdit(options.collection, args)
	return updateFromForm({
		collection: options.collection,
		db: args.context.services.db,
		id,
		form: await readFormData(args.request),
		fields: options.fields,
		success: options.updated,
		failure: options.failure,
		redirectTo: options.redirectTo,
	})
}
