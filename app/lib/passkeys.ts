import {
	type PublicKeyCredentialCreationOptionsJSON,
	type PublicKeyCredentialRequestOptionsJSON,
	startAuthentication,
	startRegistration,
	WebAuthnError,
} from '@simplewebauthn/browser'

import type { PasskeyView } from '#server/auth/passkeys.ts'

/**
 * The browser's half of the passkey ceremonies (admin screens only: the Security screen imports it, the
 * passkey sign-in buttons load it when pressed): options from the JSON API, the WebAuthn prompt
 * (@simplewebauthn/browser), the answer back to the API, which verifies it (server/auth/passkeys.ts).
 * Same-origin fetches: the session cookie goes along. Whether the browser can do it at all:
 * app/lib/webauthn-support.ts, which loads none of this.
 */

type Outcome<T> = ({ ok: true } & T) | { ok: false; error: string }

async function postJson(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
	const response = await fetch(path, {
		method: 'POST',
		credentials: 'same-origin',
		headers: { accept: 'application/json', ...(body !== undefined && { 'content-type': 'application/json' }) },
		body: body === undefined ? undefined : JSON.stringify(body),
	})
	const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
	return { status: response.status, body: answer }
}

const errorOf = (body: Record<string, unknown>, fallback: string) =>
	typeof body.error === 'string' ? body.error : fallback

/** What the browser's refusal means to the admin. */
function ceremonyError(error: unknown): string {
	const name = error instanceof Error ? error.name : ''
	const code = error instanceof WebAuthnError ? error.code : undefined
	if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This passkey is already registered.'
	if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError')
		return 'Passkeys work only at the site’s own address (a domain name over HTTPS, or localhost).'
	if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
		return 'The passkey request was cancelled or timed out.'
	return 'The browser could not use a passkey. Please try again.'
}

/** Runs the browser's prompt; its refusal becomes a message. */
async function ceremony<T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
	try {
		return { ok: true, value: await run() }
	} catch (error) {
		return { ok: false, error: ceremonyError(error) }
	}
}

/** Signs in with a passkey the browser offers (no e-mail): the session cookie is set by the answer. */
export async function signInWithPasskey(): Promise<Outcome<object>> {
	const started = await postJson('/admin/passkeys/sign-in/options')
	if (started.status !== 200) return { ok: false, error: errorOf(started.body, 'Passkey sign-in is unavailable.') }
	const optionsJSON = started.body.options as PublicKeyCredentialRequestOptionsJSON
	const answered = await ceremony(() => startAuthentication({ optionsJSON }))
	if (!answered.ok) return answered
	const finished = await postJson('/admin/passkeys/sign-in', { token: started.body.token, response: answered.value })
	if (finished.status !== 200) return { ok: false, error: errorOf(finished.body, 'The passkey was not accepted') }
	return { ok: true }
}

/** Adds a passkey to the signed-in admin's account; the first factor brings its recovery codes. */
export async function addPasskey(name: string): Promise<Outcome<{ passkey: PasskeyView; recoveryCodes?: string[] }>> {
	const started = await postJson('/admin/passkeys/registration-options')
	if (started.status !== 200) return { ok: false, error: errorOf(started.body, 'A passkey cannot be added now.') }
	const optionsJSON = started.body.options as PublicKeyCredentialCreationOptionsJSON
	const answered = await ceremony(() => startRegistration({ optionsJSON }))
	if (!answered.ok) return answered
	const finished = await postJson('/admin/passkeys', { token: started.body.token, name, response: answered.value })
	if (finished.status !== 201) return { ok: false, error: errorOf(finished.body, 'The passkey was not added.') }
	const { passkey, recovery_codes } = finished.body as { passkey: PasskeyView; recovery_codes?: string[] }
	return { ok: true, passkey, ...(recovery_codes && { recoveryCodes: recovery_codes }) }
}
