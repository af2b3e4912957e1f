import { useSyncExternalStore } from 'react'

/**
 * Whether this browser can use passkeys, without loading the ceremony code (@simplewebauthn/browser,
 * app/lib/passkeys.ts): the passkey buttons are drawn from this, and the ceremony is imported when one is
 * pressed. The same test as the library's `browserSupportsWebAuthn`.
 */
const supportsWebAuthn = () => typeof globalThis.PublicKeyCredential === 'function'

const unchanging = () => () => {}

/** Undefined until hydrated (the server cannot know), then whether WebAuthn is there. */
export function useWebAuthnSupport(): boolean | undefined {
	return useSyncExternalStore(unchanging, supportsWebAuthn, () => undefined)
}
