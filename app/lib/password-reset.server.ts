import { type AppLoadContext, data } from 'react-router'

import {
	ASK_AN_ADMINISTRATOR,
	requestPasswordReset,
	ResetRequestInput,
	resetsByEmail,
} from '#server/auth/password-reset-requests.ts'
import {
	DEAD_LINK_MESSAGES,
	PASSWORD_CHANGED,
	passwordResetLink,
	PasswordResetLinkError,
	resetPasswordWithLink,
} from '#server/auth/password-resets.ts'
import { ValidationError } from '#server/content/errors.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import {
	type ForgotAnswer,
	PASSWORD_RESET_FIELDS,
	type ResetAnswer,
	type ResetLinkView,
} from '#app/lib/password-reset.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'

/**
 * The forgotten-password screens (docs/decisions/0054-password-resets.md), by the same domain calls as
 * `POST /admin/password-reset` and `POST /admin/password-reset/{token}`. Plain form posts: they work without
 * JavaScript.
 */

const NO_STORE = { 'Cache-Control': 'no-store' }

const text = (form: FormData, name: string, max: number) => {
	const value = form.get(name)
	return typeof value === 'string' ? value.slice(0, max) : ''
}

/** The forgot screen: whether the site e-mails links (else it says to ask an administrator). */
export function forgotScreen(context: AppLoadContext) {
	const byEmail = resetsByEmail(context.services.config)
	return { byEmail, askAnAdministrator: ASK_AN_ADMINISTRATOR }
}

export async function forgotAction({ request, context }: { request: Request; context: AppLoadContext }) {
	const form = await readFormData(request)
	const email = text(form, PASSWORD_RESET_FIELDS.email, 300)
	const parsed = ResetRequestInput.safeParse({ email: email.trim() })
	if (!parsed.success) {
		const error = parsed.error.issues[0]?.message ?? 'Enter a valid email address'
		return data({ error, email, field: true } satisfies ForgotAnswer, { status: 400, headers: NO_STORE })
	}
	const answer = await requestPasswordReset(context.services, {
		email: parsed.data.email,
		clientAddress: context.clientAddress,
		requestId: context.requestId,
	})
	if (!answer.ok) {
		return data({ error: answer.error, email } satisfies ForgotAnswer, {
			status: 429,
			headers: { ...NO_STORE, 'Retry-After': String(answer.retryAfterSeconds) },
		})
	}
	return data({ sent: answer.message } satisfies ForgotAnswer, { headers: NO_STORE })
}

/** The link's page: a form for the new password while the link works, or why it does not (404). */
export async function resetScreen(context: AppLoadContext, token: string | undefined) {
	const link = await passwordResetLink(context.services.db, token)
	if (!link.ok) {
		return data({ ok: false, message: DEAD_LINK_MESSAGES[link.why] } satisfies ResetLinkView, {
			status: 404,
			headers: NO_STORE,
		})
	}
	return data({ ok: true, email: link.email } satisfies ResetLinkView, { headers: NO_STORE })
}

export async function resetAction({
	request,
	context,
	token,
}: {
	request: Request
	context: AppLoadContext
	token: string | undefined
}) {
	const form = await readFormData(request)
	try {
		await resetPasswordWithLink(context.services.db, {
			token,
			password: text(form, PASSWORD_RESET_FIELDS.password, 1100),
			ip: context.clientAddress,
		})
	} catch (error) {
		if (error instanceof ValidationError) {
			return data({ error: error.message } satisfies ResetAnswer, { status: 400, headers: NO_STORE })
		}
		if (error instanceof PasswordResetLinkError) {
			return data({ dead: error.message } satisfies ResetAnswer, { status: 404, headers: NO_STORE })
		}
		throw error
	}
	return redirectWithToast('/admin', { type: 'success', message: PASSWORD_CHANGED })
}
