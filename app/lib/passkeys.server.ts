import { data, type AppLoadContext } from 'react-router'
import { PASSKEY_FIELDS, PASSKEY_INTENTS, SECURITY_PATH } from '#app/lib/passkeys.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { PASSKEY_NAME_MAX } from '#server/auth/passkey-input.ts'
import { listPasskeys, removePasskey } from '#server/auth/passkeys.ts'
import type { SessionAdmin } from '#server/auth/sessions.ts'
import { NotFoundError } from '#server/content/errors.ts'
import { parseIdParam } from '#shared/ids.ts'

/**
 * The Security screen's passkeys section, on the server: its loader data and its form actions (the
 * `passkey-` intents). Adding a passkey needs the browser's WebAuthn prompt, so the section's script
 * talks to the JSON API for that (app/lib/passkeys.ts); removing one is a plain form, with the password.
 */

export async function passkeysSection(context: AppLoadContext, admin: SessionAdmin) {
	return { passkeys: await listPasskeys(context.services.db, admin.id), nameMax: PASSKEY_NAME_MAX }
}

export type PasskeysSectionData = Awaited<ReturnType<typeof passkeysSection>>

/** A refused removal: which passkey, and why (shown beside its password field). */
export type PasskeyRemovalFailure = { kind: 'passkey-remove'; id: number; error: string }

export const isPasskeyIntent = (intent: unknown): boolean =>
	typeof intent === 'string' && Object.values<string>(PASSKEY_INTENTS).includes(intent)

/** The section's action: `passkey-remove` (the passkey's id and the account's password). */
export async function passkeyAction(context: AppLoadContext, admin: SessionAdmin, form: FormData) {
	const id = parseIdParam(form.get(PASSKEY_FIELDS.id))
	const password = form.get(PASSKEY_FIELDS.password)
	const refuse = (error: string, status = 400, headers: Record<string, string> = {}) =>
		data<PasskeyRemovalFailure>({ kind: 'passkey-remove', id: id ?? 0, error }, { status, headers })
	if (id === undefined) return redirectWithToast(SECURITY_PATH, { type: 'error', message: 'No such passkey.' })
	if (typeof password !== 'string' || password === '') return refuse('Enter your password to remove the passkey.')
	try {
		const check = await removePasskey(
			context.services.db,
			admin,
			{ id, password: password.slice(0, 1024) },
			{ ip: context.clientAddress },
		)
		if (!check.ok) {
			const headers: Record<string, string> =
				check.status === 429 ? { 'Retry-After': String(check.retryAfterSeconds) } : {}
			return refuse(check.error, check.status, headers)
		}
	} catch (error) {
		if (!(error instanceof NotFoundError)) throw error
		return redirectWithToast(SECURITY_PATH, { type: 'error', message: 'That passkey was already removed.' })
	}
	return redirectWithToast(SECURITY_PATH, { type: 'success', message: 'Passkey removed' })
}
