import { type AppLoadContext, data } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { deleteFromForm } from '#app/lib/admin-actions.server.ts'
import { requireActor } from '#app/lib/auth.server.ts'
import { INBOX_PATH, inboxMessagePath } from '#app/lib/contact-inbox.ts'
import { contactSubmissions, NotFoundError } from '#app/lib/content.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'

/** The form intents of the inbox screens. */
export const INBOX_INTENTS = { delete: 'delete', markRead: 'mark-read', markUnread: 'mark-unread' } as const

/**
 * The inbox's actions, from the list and from a message's screen: delete (for good), mark read, mark
 * unread. Each ends in a redirect with a toast. Marking a message unread from its own screen goes back
 * to the list (opening the message again would mark it read).
 */
export async function handleInboxAction(request: Request, context: AppLoadContext, from: 'list' | 'message') {
	const actor = await requireActor(request, context, { permission: 'contact.inbox' })
	const form = await readFormData(request)
	const { db } = context.services
	const intent = form.get('intent')
	if (intent === INBOX_INTENTS.delete) {
		return deleteFromForm({
			collection: contactSubmissions,
			db,
			actor,
			form,
			redirectTo: INBOX_PATH,
			success: 'Message deleted',
		})
	}
	if (intent === INBOX_INTENTS.markRead || intent === INBOX_INTENTS.markUnread) {
		const read = intent === INBOX_INTENTS.markRead
		const id = parseIdParam(form.get('id'))
		try {
			if (id === undefined) throw new NotFoundError()
			await contactSubmissions.setRead(db, id, read)
		} catch (error) {
			if (!(error instanceof NotFoundError)) throw error
			return redirectWithToast(INBOX_PATH, { type: 'error', message: 'That message was already deleted.' })
		}
		const to = from === 'message' && read ? inboxMessagePath(id) : INBOX_PATH
		return redirectWithToast(to, { type: 'success', message: read ? 'Marked as read' : 'Marked as unread' })
	}
	throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
}
