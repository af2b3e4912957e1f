import { z } from 'zod'

import { noNul } from '#server/content/fields.ts'

/**
 * What the passkey calls take (the JSON API and the Security screen alike). The browser's WebAuthn answers
 * are checked here for shape and size only: @simplewebauthn/server verifies what they say.
 */

export const PASSKEY_NAME_MAX = 60

/** base64url, as @simplewebauthn/browser encodes every binary field, at most `max` characters. */
const base64url = (what: string, max: number) =>
	z
		.string({ error: `${what} is required` })
		.max(max, `${what} is too long`)
		.regex(/^[A-Za-z0-9_-]*$/, `${what} must be base64url`)

/** A credential id is at most 1023 bytes (WebAuthn §5.1): 1364 characters of base64url. */
const CredentialId = base64url('The credential id', 1364)
/** What a client extension may answer: a few small values, never needed here. */
const ClientExtensionResults = z
	.record(z.string().max(64), z.unknown())
	.refine((results) => Object.keys(results).length <= 16, 'Too many extension results')
	.meta({ description: 'What the browser answered for extensions (not used)' })
const Transports = z
	.array(
		z
			.string()
			.max(32)
			.regex(/^[a-z-]+$/),
	)
	.max(8)
	.meta({ description: "How the authenticator can be reached: 'internal', 'hybrid', 'usb', 'nfc', 'ble'..." })

/** A credential as @simplewebauthn/browser gives it: its id twice, its type, and `response`. */
const credentialJson = <Shape extends z.ZodRawShape>(response: Shape, description: string) =>
	z
		.object({
			id: CredentialId,
			rawId: CredentialId,
			type: z.literal('public-key'),
			response: z.object(response),
			authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
			clientExtensionResults: ClientExtensionResults,
		})
		.meta({ description })

/** `startRegistration()`'s answer (RegistrationResponseJSON). */
export const RegistrationResponseJson = credentialJson(
	{
		clientDataJSON: base64url('clientDataJSON', 4096),
		// 'none' attestation is asked for: no certificate chain, a key and a few flags.
		attestationObject: base64url('attestationObject', 16384),
		authenticatorData: base64url('authenticatorData', 16384).optional(),
		transports: Transports.optional(),
		publicKeyAlgorithm: z.int().optional(),
		publicKey: base64url('publicKey', 8192).optional(),
	},
	'What `startRegistration()` of @simplewebauthn/browser answers (WebAuthn RegistrationResponseJSON)',
)

/** `startAuthentication()`'s answer (AuthenticationResponseJSON). */
export const AuthenticationResponseJson = credentialJson(
	{
		clientDataJSON: base64url('clientDataJSON', 4096),
		authenticatorData: base64url('authenticatorData', 16384),
		signature: base64url('signature', 8192),
		userHandle: base64url('userHandle', 128).optional(),
	},
	'What `startAuthentication()` of @simplewebauthn/browser answers (WebAuthn AuthenticationResponseJSON)',
)

const ChallengeToken = z
	.string({ error: 'The token is required' })
	.min(1, 'The token is required')
	.max(200, 'The token is not valid')
	.meta({ description: 'The `token` of the options this answers' })

/** The admin's name for a passkey; empty: one is made from the kind of passkey. */
export const PasskeyName = z
	.string({ error: 'The name must be text' })
	.trim()
	.max(PASSKEY_NAME_MAX, `The name must be at most ${PASSKEY_NAME_MAX} characters`)
	.refine(noNul, 'The name must not contain a NUL character')

export const PasskeyRegistrationInput = z.object({
	token: ChallengeToken,
	name: PasskeyName.optional().meta({
		description: `What to call it (at most ${PASSKEY_NAME_MAX} characters); left out or empty: 'Synced passkey' or 'Device-bound passkey'`,
	}),
	response: RegistrationResponseJson,
})
export type PasskeyRegistrationInput = z.infer<typeof PasskeyRegistrationInput>

export const PasskeySignInInput = z.object({ token: ChallengeToken, response: AuthenticationResponseJson })
export type PasskeySignInInput = z.infer<typeof PasskeySignInInput>
