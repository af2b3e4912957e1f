import { type AppLoadContext, data, redirect } from 'react-router'

import { safeReturnPath } from '#shared/return-path.ts'
import { INVALID_CODE } from '#shared/second-step.ts'
import { pendingSecondStep, type SecondStep } from '#server/auth/second-step.ts'
import { secondStepFromForm, signInFromForm } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { SIGN_IN_FIELDS, SIGN_IN_INTENTS, type SignInAnswer } from '#app/lib/sign-in.ts'

/**
 * The sign-in page's action (app/routes/admin/sign-in.tsx): the password, then, when the account has a
 * second factor, the form of the second step (the same procedures as POST /admin/login and
 * /admin/login/second-step). Plain form posts: it works without JavaScript.
 */

const text = (form: FormData, name: string, max: number) => {
	const value = form.get(name)
	return typeof value === 'string' ? value.slice(0, max) : undefined
}

const stepView = (step: SecondStep) => ({ token: step.token, methods: step.methods, expiresAt: step.expires_at })

const answer = (body: SignInAnswer, status: number, retryAfterSeconds?: number) =>
	data(body, {
		status,
		headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
	})

const LAST_TRY = 'Invalid code, and that was the last try: sign in with your password again'

async function secondStep(request: Request, context: AppLoadContext, form: FormData, back: string) {
	const token = text(form, SIGN_IN_FIELDS.token, 200) ?? ''
	const recoveryCode = text(form, SIGN_IN_FIELDS.recoveryCode, 64)
	const code = recoveryCode === undefined ? (text(form, SIGN_IN_FIELDS.code, 20) ?? '') : undefined
	const result = await secondStepFromForm(request, context, { token, code, recoveryCode })
	if (result.ok) return redirect(back, { headers: { 'Set-Cookie': result.setCookie } })
	const retryAfter = result.status === 429 ? result.retryAfterSeconds : undefined
	// After a wrong code, the same step again while it lasts; else back to the password.
	const pending = await pendingSecondStep(context.services.db, token)
	if (!pending) {
		const error = result.error === INVALID_CODE ? LAST_TRY : result.error
		return answer({ stage: 'password', error, email: '' }, result.status, retryAfter)
	}
	const recovery = recoveryCode !== undefined
	return answer(
		{ stage: 'second-step', error: result.error, step: stepView(pending), recovery },
		result.status,
		retryAfter,
	)
}

export async function signInAction({ request, context }: { request: Request; context: AppLoadContext }) {
	const form = await readFormData(request)
	// The screen that sent the admin here (`?redirectTo=`), when it is one of this site's: see shared/return-path.ts.
	const back = safeReturnPath(form.get('redirectTo') ?? new URL(request.url).searchParams.get('redirectTo'))
	if (form.get('intent') === SIGN_IN_INTENTS.secondStep) return secondStep(request, context, form, back)
	const email = text(form, SIGN_IN_FIELDS.email, 254) ?? ''
	const result = await signInFromForm(request, context, email, text(form, SIGN_IN_FIELDS.password, 1024) ?? '')
	if (result.ok) return redirect(back, { headers: { 'Set-Cookie': result.setCookie } })
	if (result.status === 401 && result.secondStep) {
		// Not signed in yet: the status says so, and the page asks for the code.
		return answer({ stage: 'second-step', step: stepView(result.secondStep), recovery: false }, 401)
	}
	return answer(
		{ stage: 'password', error: result.error, email },
		result.status,
		result.status === 429 ? result.retryAfterSeconds : undefined,
	)
}
