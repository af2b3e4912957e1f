import type { Request, Response } from 'express'
import { z } from 'zod'

import { parseId, signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { actorOf, PASSWORD_FAILURES, PASSWORD_REQUEST, PasswordInput } from '#server/api/operations/second-factors.ts'
import { sendSignIn, SIGNED_IN, signInOrigin } from '#server/api/operations/session.ts'
import { PASSKEY_NAME_MAX, PasskeyRegistrationInput, PasskeySignInInput } from '#server/auth/passkey-input.ts'
import {
	addPasskey,
	listPasskeys,
	passkeyRegistrationOptions,
	passkeySignInOptions,
	relyingParty,
	removePasskey,
	signInWithPasskey,
} from '#server/auth/passkeys.ts'
import { parseOrThrow } from '#server/content/collection.ts'
import type { Services } from '#server/services.ts'

const TAG = 'Passkeys'

const Passkey = z.object({
	id: z.int().min(1),
	name: z.string().meta({ description: `The admin's name for it (at most ${PASSKEY_NAME_MAX} characters)` }),
	created_at: z.iso.datetime(),
	last_used_at: z.iso.datetime().nullable().meta({ description: 'The last sign-in with it; null: never used' }),
	device_type: z.enum(['singleDevice', 'multiDevice']).meta({
		description:
			'`multiDevice`: synced (a password manager, a platform keychain); `singleDevice`: on one authenticator',
	}),
	backed_up: z.boolean().meta({ description: 'A synced passkey that is backed up right now' }),
})
const passkeyExample = {
	id: 3,
	name: 'Laptop',
	created_at: '2026-11-25T09:30:00.000Z',
	last_used_at: '2026-11-26T08:02:11.000Z',
	device_type: 'multiDevice',
	backed_up: true,
} satisfies z.infer<typeof Passkey>

const Options = (what: string) =>
	z.object({
		token: z.string().meta({ description: 'Send it back with the browser’s answer (valid 5 minutes, once)' }),
		options: z.record(z.string(), z.unknown()).meta({ description: what }),
	})
const RegistrationOptions = Options(
	'PublicKeyCredentialCreationOptionsJSON: give it to `startRegistration({ optionsJSON })` of @simplewebauthn/browser',
)
const SignInOptions = Options(
	'PublicKeyCredentialRequestOptionsJSON: give it to `startAuthentication({ optionsJSON })` of @simplewebauthn/browser',
)
const Added = z.object({
	passkey: Passkey,
	recovery_codes: z.array(z.string()).optional().meta({
		description: 'Only with the first second factor of the account: ten one-time codes, shown this once',
	}),
})

/** base64url of a made-up value, for the examples. */
const b64 = (value: string | object) =>
	Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const EXAMPLE_ORIGIN = 'https://www.example.com'
const CHALLENGE = b64('a random challenge of 32 bytes..')
const CREDENTIAL_ID = b64('a credential id')
const REQUEST_TOKEN = 'c2lnbWEtcGFzc2tleS1jZXJlbW9ueS10b2tlbi0yNTY'

const rpOf = (req: Request, services: Services) =>
	relyingParty(services.config.publicUrl, `${req.protocol}://${req.host}`)
/** The user the router's guard let through (server/api/http.ts `requireAccess`). */
const adminOf = (res: Response) => signedInUser(res)

/** The admin's passkeys (WebAuthn, ADR 0029): adding, listing and removing them, and signing in with one. */
export const passkeyOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/admin/passkeys',
		operationId: 'listPasskeys',
		tag: TAG,
		summary: "List the admin's passkeys",
		access: { permission: 'account.second-factor' },
		answer: {
			status: 200,
			description: 'The passkeys, the oldest first',
			body: { name: 'PasskeyList', schema: z.array(Passkey), example: [passkeyExample] },
		},
		handle: async (_req, res, { db }) => {
			res.json(await listPasskeys(db, adminOf(res).id))
		},
	},
	{
		method: 'post',
		path: '/admin/passkeys/registration-options',
		operationId: 'passkeyRegistrationOptions',
		tag: TAG,
		summary: 'Start adding a passkey',
		description:
			'The options for the browser’s WebAuthn ceremony: a discoverable credential with user verification, none of the passkeys already registered. Send the answer to `POST /admin/passkeys` within 5 minutes.',
		access: { permission: 'account.second-factor' },
		answer: {
			status: 200,
			description: 'The token and the options',
			body: {
				name: 'PasskeyRegistrationOptions',
				schema: RegistrationOptions,
				example: {
					token: REQUEST_TOKEN,
					options: {
						challenge: CHALLENGE,
						rp: { name: 'www.example.com', id: 'www.example.com' },
						user: { id: b64('admin:1'), name: 'admin@example.com', displayName: 'admin@example.com' },
						pubKeyCredParams: [
							{ alg: -8, type: 'public-key' },
							{ alg: -7, type: 'public-key' },
						],
						timeout: 300000,
						attestation: 'none',
						excludeCredentials: [],
						authenticatorSelection: { residentKey: 'required', userVerification: 'required', requireResidentKey: true },
						extensions: { credProps: true },
						hints: [],
					},
				},
			},
		},
		handle: async (req, res, services) => {
			res.json(await passkeyRegistrationOptions(services.db, adminOf(res), rpOf(req, services)))
		},
	},
	{
		method: 'post',
		path: '/admin/passkeys',
		operationId: 'addPasskey',
		tag: TAG,
		summary: 'Add a passkey',
		description:
			'Verifies the browser’s answer to the registration options (challenge, origin, relying party, user verification) and keeps the passkey. The first second factor of the account also makes its ten recovery codes, in this answer only.',
		access: { permission: 'account.second-factor' },
		request: {
			kind: 'json',
			name: 'PasskeyRegistration',
			schema: PasskeyRegistrationInput,
			example: {
				token: REQUEST_TOKEN,
				name: 'Laptop',
				response: {
					id: CREDENTIAL_ID,
					rawId: CREDENTIAL_ID,
					type: 'public-key',
					response: {
						clientDataJSON: b64({ type: 'webauthn.create', challenge: CHALLENGE, origin: EXAMPLE_ORIGIN }),
						attestationObject: b64('CBOR: fmt none, the authenticator data and the public key'),
						transports: ['internal', 'hybrid'],
					},
					authenticatorAttachment: 'platform',
					clientExtensionResults: { credProps: { rk: true } },
				},
			},
		},
		answer: {
			status: 201,
			description: 'Added',
			body: {
				name: 'PasskeyAdded',
				schema: Added,
				example: {
					passkey: { ...passkeyExample, last_used_at: null },
					recovery_codes: ['7k3m-q9x2-h4dw-zp8c', 'b2nf-6tyr-0s5e-mv1a'],
				},
			},
		},
		failures: {
			400: 'Invalid input, an unknown or expired token, or an answer that does not verify',
		},
		handle: async (req, res, services) => {
			const input = parseOrThrow(PasskeyRegistrationInput, req.body)
			const actor = { ...actorOf(req, res), requestId: String(res.locals.requestId) }
			const added = await addPasskey(services.db, actor, input, rpOf(req, services))
			res.status(201).json({
				passkey: added.passkey,
				...(added.recoveryCodes && { recovery_codes: added.recoveryCodes }),
			} satisfies z.infer<typeof Added>)
		},
	},
	{
		method: 'delete',
		path: '/admin/passkeys/:id',
		operationId: 'removePasskey',
		tag: TAG,
		summary: 'Remove a passkey',
		description:
			'Needs the account’s password again (a session left open cannot weaken the account). Wrong passwords count in the sign-in throttle. Removing the last second factor also removes the recovery codes.',
		access: { permission: 'account.own' },
		request: PASSWORD_REQUEST,
		answer: { status: 204, description: 'Removed' },
		failures: PASSWORD_FAILURES,
		handle: async (req, res, { db }) => {
			const id = parseId(req.params.id)
			const { password } = parseOrThrow(PasswordInput, req.body)
			await removePasskey(db, actorOf(req, res), { id, password })
			res.status(204).end()
		},
	},
	{
		method: 'post',
		path: '/admin/passkeys/sign-in/options',
		operationId: 'passkeySignInOptions',
		tag: TAG,
		summary: 'Start signing in with a passkey',
		description:
			'The options for the browser’s WebAuthn ceremony; no e-mail is needed (the authenticator offers the passkeys it holds for this site). Send the answer to `POST /admin/passkeys/sign-in` within 5 minutes.',
		access: 'public',
		answer: {
			status: 200,
			description: 'The token and the options',
			body: {
				name: 'PasskeySignInOptions',
				schema: SignInOptions,
				example: {
					token: REQUEST_TOKEN,
					options: {
						rpId: 'www.example.com',
						challenge: CHALLENGE,
						allowCredentials: [],
						timeout: 300000,
						userVerification: 'required',
					},
				},
			},
		},
		handle: async (req, res, services) => {
			res.setHeader('Cache-Control', 'no-store')
			res.json(await passkeySignInOptions(services.db, rpOf(req, services)))
		},
	},
	{
		method: 'post',
		path: '/admin/passkeys/sign-in',
		operationId: 'signInWithPasskey',
		tag: TAG,
		summary: 'Sign in with a passkey',
		description:
			'Verifies the browser’s answer to the sign-in options and opens a session, exactly as `POST /admin/login` does: the token in the body and in the session cookie. A passkey signs in alone, so this is also what `passkey` in the `second_step.methods` of a password sign-in points to.',
		access: 'public',
		request: {
			kind: 'json',
			name: 'PasskeySignIn',
			schema: PasskeySignInInput,
			example: {
				token: REQUEST_TOKEN,
				response: {
					id: CREDENTIAL_ID,
					rawId: CREDENTIAL_ID,
					type: 'public-key',
					response: {
						clientDataJSON: b64({ type: 'webauthn.get', challenge: CHALLENGE, origin: EXAMPLE_ORIGIN }),
						authenticatorData: b64('the relying party id hash, flags and the signature counter'),
						signature: b64('an ES256 signature'),
						userHandle: b64('admin:1'),
					},
					authenticatorAttachment: 'platform',
					clientExtensionResults: {},
				},
			},
		},
		answer: SIGNED_IN,
		failures: {
			401: 'The passkey was not accepted (unknown, an expired or used token, or an answer that does not verify)',
			429: 'Too many failed sign-ins from this address, or too many API requests; `Retry-After` says when to try again',
		},
		handle: async (req, res, services) => {
			const input = parseOrThrow(PasskeySignInInput, req.body)
			sendSignIn(req, res, await signInWithPasskey(services, input, rpOf(req, services), signInOrigin(req, res)))
		},
	},
]
