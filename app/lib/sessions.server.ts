import { type AppLoadContext, data } from 'react-router'

import { endOtherSessions, endSession, listSessions } from '#server/auth/session-list.ts'
import { NotFoundError } from '#server/content/errors.ts'
import { SESSION_INTENTS, SESSIONS_PATH } from '#app/lib/admin-paths.ts'
import { auditActor, requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'

/**
 * The Sessions screen (ADR 0029; the domain is server/auth/session-list.ts): the admin's open sessions,
 * and its two actions, plain form posts that work without JavaScript.
 */

type Args = { request: Request; context: AppLoadContext }

export async function loadSessions({ request, context }: Args) {
	const admin = await requirePermission(request, context, { permission: 'account.own' })
	return { sessions: await listSessions(context.services.db, admin) }
}

/** `intent=end` with a session's public `id`, or `intent=end-others`; back to the screen with a toast. */
export async function sessionsAction({ request, context }: Args) {
	const admin = await requirePermission(request, context, { permission: 'account.own' })
	const actor = auditActor(admin, context)
	const form = await readFormData(request)
	const { db } = context.services
	const intent = form.get('intent')
	if (intent === SESSION_INTENTS.endOthers) {
		const ended = await endOtherSessions(db, admin, actor)
		const message =
			ended === 0 ? 'No other session was open.' : `Signed out ${ended} other ${ended === 1 ? 'session' : 'sessions'}`
		return redirectWithToast(SESSIONS_PATH, { type: 'success', message })
	}
	if (intent !== SESSION_INTENTS.end) throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
	try {
		await endSession(db, admin, String(form.get('id') ?? ''), actor)
	} catch (error) {
		if (!(error instanceof NotFoundError)) throw error
		return redirectWithToast(SESSIONS_PATH, { type: 'error', message: 'That session had already ended.' })
	}
	return redirectWithToast(SESSIONS_PATH, { type: 'success', message: 'Session signed out' })
}
