import { useEffect, useState } from 'react'

import { FormError } from '#app/components/admin/fields.tsx'
import { useWebAuthnSupport } from '#app/lib/webauthn-support.ts'

/** The ceremony code (@simplewebauthn/browser), loaded once a passkey button is drawn: no other screen carries it. */
const ceremonies = () => import('#app/lib/passkeys.ts')

/**
 * Signing in with a passkey, with no e-mail: the browser offers the passkeys it holds for this site. On the
 * sign-in screen beside the password ('Sign in with a passkey'), and in the second step of a password
 * sign-in, which a passkey replaces ('Use a passkey instead', ADR 0029), on the sign-in screen and in the
 * session-expired dialog. Drawn once the page runs and only where WebAuthn is (the forms work without).
 */
export function PasskeySignIn({
	label,
	onSignedIn,
	unsupportedText,
}: {
	label: string
	/** The session cookie is set: go on (back to the screen that asked, or send the form again). */
	onSignedIn: () => unknown
	/** What to say when this browser has no WebAuthn; nothing is drawn without it. */
	unsupportedText?: string
}) {
	const supported = useWebAuthnSupport()
	const [busy, setBusy] = useState(false)
	const [error, setError] = useState<string>()
	// Fetched ahead, so that the browser's prompt follows the click at once.
	useEffect(() => {
		if (supported) void ceremonies().catch(() => undefined)
	}, [supported])
	if (supported === undefined) return null
	if (!supported)
		return unsupportedText ? <p className="text-center text-sm text-slate-600">{unsupportedText}</p> : null

	async function start() {
		setBusy(true)
		setError(undefined)
		const outcome = await ceremonies()
			.then(({ signInWithPasskey }) => signInWithPasskey())
			.catch(() => ({ ok: false as const, error: 'Passkey sign-in could not be loaded. Please try again.' }))
		if (!outcome.ok) {
			setBusy(false)
			return setError(outcome.error)
		}
		await onSignedIn()
	}

	return (
		<div className="space-y-3">
			<FormError message={error} />
			<button
				type="button"
				onClick={start}
				disabled={busy}
				className="w-full rounded-full px-6 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
			>
				{busy ? 'Waiting for the passkey...' : label}
			</button>
		</div>
	)
}
