import { type AppLoadContext, data } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { itemPath } from '#shared/item-path.ts'
import { AccessDenied } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import { type ContentType, isContentType } from '#server/content/content-type.ts'
import { NotFoundError } from '#server/content/errors.ts'
import { deleteForever, listTrash, restoreFromTrash, trashableType } from '#server/content/trash.ts'
import type { Db } from '#server/db/database.ts'
import { TRASH_INTENTS, TRASH_PATH } from '#app/lib/admin-paths.ts'
import { auditActor, requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { isLocalPath } from '#app/lib/local-path.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import type { Toast } from '#app/lib/toast.ts'

/**
 * The admin's side of the trash (docs/design.md §8; the domain is server/content/trash.ts): the Undo a
 * delete's toast offers, the trash screen's rows, and its actions (restore, delete forever).
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The name an item is known by (its definition's `itemTitle`). */
export const titleOf = (type: ContentType, record: Record<string, unknown>) =>
	String(record[type.admin.itemTitle] ?? '')

/** A title inside a toast's message (which holds at most 300 characters). */
export const quoted = (title: string) => `“${title.length > 80 ? `${title.slice(0, 79)}…` : title}”`

/** Where a restored item is found: its edit screen, or else its Manage screen. */
export const openPathOf = (type: ContentType, id: number) =>
	type.admin.edit ? itemPath(type.admin.edit.path, id) : type.admin.list.path

/**
 * The Undo of a delete's toast: it posts the item back out of the trash and returns to `back`. Only
 * content items have one (a contact message is erased at once: nothing to bring back).
 */
export function undoDelete(collection: unknown, id: number | undefined, back: string): Pick<Toast, 'action'> {
	if (!isContentType(collection) || id === undefined) return {}
	const fields = { intent: TRASH_INTENTS.restore, collection: collection.name, id: String(id), back }
	return { action: { kind: 'post', label: 'Undo', to: TRASH_PATH, fields } }
}

export type TrashRow = {
	collection: string
	id: number
	kind: string
	title: string
	deletedAt: string
	purgeAt: string
}

/** Everything in the trash, the most recently deleted first, with when each will be purged. */
export async function trashRows(db: Db, days: number, user: User): Promise<TrashRow[]> {
	return (await listTrash(db, days, user)).map((entry) => {
		const type = trashableType(entry.collection)
		return {
			collection: entry.collection,
			id: entry.id,
			kind: type.label.singular,
			title: titleOf(type, entry.record),
			deletedAt: entry.deleted_at,
			purgeAt: new Date(Date.parse(entry.deleted_at) + days * DAY_MS).toISOString(),
		}
	})
}

/** The trash item a form names, if it is there. */
async function trashedItem(db: Db, form: FormData) {
	const id = parseIdParam(form.get('id'))
	const type = contentTypeNamed(form.get('collection'))
	const [entry] = type && id !== undefined ? await type.trashed(db, id) : []
	return type && entry ? { type, id: entry.id, title: titleOf(type, entry.record) } : undefined
}

function contentTypeNamed(name: FormDataEntryValue | null): ContentType | undefined {
	try {
		return trashableType(String(name ?? ''))
	} catch (error) {
		if (error instanceof NotFoundError) return undefined
		throw error
	}
}

/**
 * The trash screen's action, also the target of a delete's Undo: `restore` brings the item back and
 * returns to `back` (a local address; default: the trash) with a toast, from the trash with a link to
 * open it; `delete-forever` purges it.
 */
export async function trashAction({ request, context }: { request: Request; context: AppLoadContext }) {
	const user = await requirePermission(request, context, { permission: 'trash.manage' })
	const actor = auditActor(user, context)
	const form = await readFormData(request)
	const { db } = context.services
	const intent = form.get('intent')
	const back = form.get('back')
	const returnTo = isLocalPath(back) ? back : TRASH_PATH
	if (intent !== TRASH_INTENTS.restore && intent !== TRASH_INTENTS.deleteForever) {
		throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
	}
	const item = await trashedItem(db, form)
	try {
		if (!item) throw new NotFoundError()
		if (intent === TRASH_INTENTS.restore) await restoreFromTrash(db, item.type.name, item.id, { actor, user })
		else await deleteForever(db, item.type.name, item.id, { actor, user })
	} catch (error) {
		if (error instanceof AccessDenied) throw data('not allowed', { status: 403 })
		if (!(error instanceof NotFoundError)) throw error
		return redirectWithToast(returnTo, { type: 'error', message: 'That item is no longer in the trash.' })
	}
	if (intent === TRASH_INTENTS.deleteForever) {
		return redirectWithToast(returnTo, { type: 'success', message: `${quoted(item.title)} deleted forever` })
	}
	const open: Toast['action'] =
		returnTo === TRASH_PATH ? { kind: 'link', label: 'Open', to: openPathOf(item.type, item.id) } : undefined
	return redirectWithToast(returnTo, { type: 'success', message: `${quoted(item.title)} restored`, action: open })
}

/** The dashboard's tile of the trash, with how many items it holds. */
export async function trashTile(db: Db, days: number, user: User) {
	const count = (await listTrash(db, days, user)).length
	return { label: 'Trash', text: `Deleted items, restorable for ${days} days`, to: TRASH_PATH, count }
}
