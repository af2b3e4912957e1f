import { type AppLoadContext, data } from 'react-router'

import type { FormFailure } from '#app/lib/admin-actions.ts'
import { getUser } from '#app/lib/auth.server.ts'
import { SESSION_EXPIRED_MESSAGE, type SessionExpired } from '#app/lib/session-expired.ts'

/**
 * An admin form's save without a session (it expired, or was ended elsewhere, while the admin typed).
 * A loader's thrown 401 shows the 'go away' page; an action's would too, replacing the screen and
 * everything typed in it. So an action answers the screen itself instead: data, not a thrown error, with
 * 401, which also keeps React Router from reloading the screen's data (it does not after a 4xx answer).
 * The screen then asks the admin to sign in again in place and sends the same form once more
 * (app/components/admin/guarded-form.tsx). The answer carries the form's text values, as a refused save
 * does, so a screen drawing its fields from them shows what was sent. Nothing is read or written.
 *
 * Answers undefined when there is a session, and the action goes on.
 */
export async function answerSessionExpired(request: Request, context: AppLoadContext) {
	if (await getUser(request, context)) return undefined
	// A body that is not form data still gets the 401 (no session comes first), with no values.
	const form = await request.formData().catch(() => new FormData())
	const values: FormFailure['values'] = {}
	for (const [name, value] of form) if (typeof value === 'string') values[name] = value
	return data<SessionExpired>(
		{ sessionExpired: true, error: SESSION_EXPIRED_MESSAGE, fields: {}, values },
		{ status: 401, headers: { 'Cache-Control': 'no-store' } },
	)
}
