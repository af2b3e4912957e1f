import { type AppLoadContext, data } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { type Redirect, redirects } from '#server/content/redirects.ts'
import { requireActor, requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import {
	REDIRECT_INTENTS,
	type RedirectFailure,
	redirectPath,
	REDIRECTS_PATH,
	type RedirectView,
} from '#app/lib/redirects.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'

/**
 * The Redirects screens (docs/design.md §13, docs/decisions/0045-redirects.md): the list with its add form,
 * and one redirect's screen. Plain form posts, so they work without JavaScript; the rules are the domain's
 * (server/content/redirects.ts), the same as the API's.
 */

type Args = { request: Request; context: AppLoadContext; params?: { id?: string } }
const PERMISSION = { permission: 'redirects.manage' } as const

const view = ({ id, from, to, status, created_at }: Redirect): RedirectView => ({ id, from, to, status, created_at })

export async function loadRedirects({ request, context }: Args) {
	await requirePermission(request, context, PERMISSION)
	return { redirects: (await redirects.list(context.services.db)).map(view) }
}

export async function loadRedirect({ request, context, params }: Args) {
	await requirePermission(request, context, PERMISSION)
	const id = parseIdParam(params?.id)
	const found = id === undefined ? undefined : await redirects.get(context.services.db, id)
	if (!found) throw data(null, { status: 404, statusText: 'Not Found' })
	return { redirect: view(found) }
}

/** What the form sent: the fields as typed (a status the select does not offer is the domain's 400). */
function formValues(form: FormData): RedirectFailure['values'] {
	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value.trim() : ''
	}
	return { from: text('from'), to: text('to'), status: text('status') }
}
const input = (values: RedirectFailure['values']) => ({ ...values, status: Number(values.status) || values.status })

/** `add` on the list, `save` on a redirect's screen, `delete` on either; back to the list with a toast. */
export async function redirectsAction({ request, context, params }: Args) {
	const actor = await requireActor(request, context, PERMISSION)
	const form = await readFormData(request)
	const { db } = context.services
	const intent = String(form.get('intent') ?? '')
	const values = formValues(form)
	try {
		if (intent === REDIRECT_INTENTS.add) {
			await redirects.create(db, input(values), { actor })
			return redirectWithToast(REDIRECTS_PATH, { type: 'success', message: 'Redirect added' })
		}
		const id = parseIdParam(intent === REDIRECT_INTENTS.delete ? form.get('id') : params?.id)
		if (id === undefined) throw new NotFoundError(redirects.label)
		if (intent === REDIRECT_INTENTS.save) {
			await redirects.update(db, id, input(values), { actor })
			return redirectWithToast(redirectPath(id), { type: 'success', message: 'Redirect updated' })
		}
		if (intent !== REDIRECT_INTENTS.delete) throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
		await redirects.remove(db, id, { actor })
		return redirectWithToast(REDIRECTS_PATH, { type: 'success', message: 'Redirect deleted' })
	} catch (error) {
		if (error instanceof NotFoundError)
			return redirectWithToast(REDIRECTS_PATH, { type: 'error', message: 'That redirect was already deleted.' })
		if (!(error instanceof ValidationError)) throw error
		return data<RedirectFailure>({ intent, error: error.message, fields: error.fields, values }, { status: 400 })
	}
}
