import { useState } from 'react'
import { useNavigate } from 'react-router'
import { FormError } from '#app/components/admin/fields.tsx'
import { signInWithPasskey, useWebAuthnSupport } from '#app/lib/passkeys.ts'

/**
 * 'Sign in with a passkey' on the sign-in screen: no e-mail, the browser offers the passkeys it holds for
 * this site. Drawn once the page runs (it needs JavaScript and WebAuthn); the password form works without.
 */
export function PasskeySignIn({ returnTo }: { returnTo: string }) {
	const supported = useWebAuthnSupport()
	const navigate = useNavigate()
	const [busy, setBusy] = useState(false)
	const [error, setError] = useState<string>()
	if (supported === undefined) return null
	if (!supported) return <p className="mt-4 text-center text-sm text-slate-600">This browser cannot use passkeys.</p>

	async function start() {
		setBusy(true)
		setError(undefined)
		const outcome = await signInWithPasskey()
		if (!outcome.ok) {
			setBusy(false)
			return setError(outcome.error)
		}
		// As the password form's redirect: back to the screen that asked for a session.
		await navigate(returnTo, { replace: true })
	}

	return (
		<div className="mt-4 space-y-3">
			<FormError message={error} />
			<button
				type="button"
				onClick={start}
				disabled={busy}
				className="w-full rounded-full px-6 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
			>
				{busy ? 'Waiting for the passkey...' : 'Sign in with a passkey'}
			</button>
		</div>
	)
}
