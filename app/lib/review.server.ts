import { type AppLoadContext, data } from 'react-router'

import { AccessDenied } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import type { ContentType } from '#server/content/content-type.ts'
import { ConflictError, NotFoundError, RefusedError, ValidationError } from '#server/content/errors.ts'
import { contentTypes } from '#server/content/registry.ts'
import { requestChanges, reviewQueue } from '#server/content/review.ts'
import { forbiddenOr } from '#app/lib/admin-actions.server.ts'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { auditActor, requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { REVIEW_FIELDS, REVIEW_PATH } from '#app/lib/review.ts'
import { answerSessionExpired } from '#app/lib/session-expired.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { quoted, titleOf } from '#app/lib/trash.server.ts'

/**
 * The review screens' server side (docs/design.md §15, docs/decisions/0056-review.md): 'Request changes'
 * from an edit screen or the queue, 'Approve' from the queue, and the queue itself. Each asks the domain
 * (server/content/review.ts), which asks the one permission function.
 */

type Args = { request: Request; context: AppLoadContext }

/** The dashboard's 'Waiting for you'. */
export { waitingFor } from '#server/content/review.ts'

const CHANGED_MEANWHILE = 'Someone saved this item since you opened it: look at it again first'

/** A refused 'Request changes': the note comes back with its message, as any form's refusal (400, 409). */
const refusedNote = (status: number, message: string, note: string) =>
	data<FormFailure>(
		{ error: message, fields: { [REVIEW_FIELDS.note]: message }, values: { [REVIEW_FIELDS.note]: note } },
		{ status },
	)

/** Sends the item back to its author with the form's note, then to the queue with a toast. */
export async function requestChangesFromForm(
	type: ContentType,
	id: number,
	form: FormData,
	{ user, context }: { user: User; context: AppLoadContext },
) {
	const note = String(form.get(REVIEW_FIELDS.note) ?? '')
	const version = String(form.get(REVIEW_FIELDS.version) ?? '')
	try {
		const saved = await requestChanges(
			context.services.db,
			type,
			id,
			{ note },
			{
				user,
				actor: auditActor(user, context),
				...(version && { precondition: (current) => current.updated_at === version }),
			},
		)
		const message = `${quoted(titleOf(type, saved))} went back to its author with your note`
		return redirectWithToast(REVIEW_PATH, { type: 'success', message })
	} catch (error) {
		if (error instanceof ValidationError) return refusedNote(400, error.message, note)
		if (error instanceof RefusedError) return refusedNote(error.status, error.message, note)
		if (error instanceof NotFoundError) throw data(null, { status: 404 })
		if (error instanceof AccessDenied) throw forbiddenOr(error)
		if (error instanceof ConflictError) return refusedNote(409, CHANGED_MEANWHILE, note)
		throw error
	}
}

/** The queue: what waits for the reviewer, the one waiting longest first. */
export async function loadReviewQueue({ request, context }: Args) {
	const user = await requirePermission(request, context, { permission: 'content.review' })
	return { entries: await reviewQueue(context.services.db, user) }
}

/** The queue's rows: 'Approve' publishes the item now; 'Request changes' sends it back with a note. */
export async function reviewQueueAction({ request, context }: Args) {
	const expired = await answerSessionExpired(request, context)
	if (expired) return expired
	const user = await requirePermission(request, context, { permission: 'content.review' })
	const form = await readFormData(request)
	const type = contentTypes.find((candidate) => candidate.name === form.get(REVIEW_FIELDS.collection))
	const id = Number(form.get(REVIEW_FIELDS.id))
	if (!type || !Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 })
	if (form.get(REVIEW_FIELDS.intent) === REVIEW_FIELDS.requestChanges) {
		return requestChangesFromForm(type, id, form, { user, context })
	}
	try {
		const saved = await type.update(
			context.services.db,
			id,
			{ status: 'published', publish_at: new Date().toISOString() },
			{
				user,
				actor: auditActor(user, context),
				requireAltText: true,
				precondition: (current) => current.status === 'in_review',
			},
		)
		return redirectWithToast(REVIEW_PATH, { type: 'success', message: `${quoted(titleOf(type, saved))} is published` })
	} catch (error) {
		if (error instanceof ValidationError) {
			return data<FormFailure>(
				{ error: `It can’t be published yet: ${error.message}`, fields: {}, values: {} },
				{ status: 400 },
			)
		}
		if (error instanceof ConflictError)
			return data<FormFailure>({ error: CHANGED_MEANWHILE, fields: {}, values: {} }, { status: 409 })
		if (error instanceof NotFoundError) throw data(null, { status: 404 })
		if (error instanceof AccessDenied) throw forbiddenOr(error)
		throw error
	}
}
