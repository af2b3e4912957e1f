import { type AppLoadContext, data, redirect } from 'react-router'

import { acceptInvitation, openInvitation } from '#server/auth/invitations.ts'
import { MIN_PASSWORD_LENGTH } from '#server/auth/passwords.ts'
import { sessionCookie } from '#server/auth/sign-in.ts'
import { RefusedError, ValidationError } from '#server/content/errors.ts'
import { isSecure, signInOriginOf } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { JOIN_FIELDS, type JoinAnswer } from '#app/lib/team.ts'

/**
 * The page an invitation's link opens (docs/design.md §15, ADR 0055): who invites and as what, then a name
 * and a password; the same procedure as `POST /invitations/{token}`. A plain form post: it works without
 * JavaScript. A link that no longer works gets a page that says why, with its status (404 or 410).
 */

type Args = { request: Request; context: AppLoadContext; params: { token?: string } }

const deadPage = (error: RefusedError) =>
	data<JoinAnswer>({ dead: { status: error.status, message: error.message } }, { status: error.status })

export async function loadInvitation({ context, params }: Args) {
	try {
		const { open } = await openInvitation(context.services.db, params.token ?? '')
		return { invitation: open, company: context.settings.name, passwordMin: MIN_PASSWORD_LENGTH }
	} catch (error) {
		if (error instanceof RefusedError) return deadPage(error)
		throw error
	}
}

/** Makes the user and signs them in (the session's cookie), on to the dashboard; or says what to change. */
export async function joinAction({ request, context, params }: Args) {
	const form = await readFormData(request)
	const text = (name: string, max: number) => {
		const value = form.get(name)
		return typeof value === 'string' ? value.slice(0, max) : ''
	}
	const name = text(JOIN_FIELDS.name, 1000)
	try {
		const origin = signInOriginOf(request, context)
		const { token } = await acceptInvitation(
			context.services,
			params.token ?? '',
			{ name, password: text(JOIN_FIELDS.password, 2000) },
			{ ip: origin.clientAddress, userAgent: origin.userAgent, requestId: origin.requestId },
		)
		return redirect('/dashboard', { headers: { 'Set-Cookie': sessionCookie(token, isSecure(request)) } })
	} catch (error) {
		if (error instanceof RefusedError) return deadPage(error)
		if (!(error instanceof ValidationError)) throw error
		return data<JoinAnswer>({ error: error.message, fields: error.fields, name }, { status: 400 })
	}
}
