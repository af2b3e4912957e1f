import type { Request, Response } from 'express'
import { z } from 'zod'

import { signedInUser } from '#server/api/http.ts'
import type { ApiOperation, JsonRequest } from '#server/api/operation.ts'
import { EXAMPLE_TOKEN, LoginAnswer, sendSignIn, signInOrigin } from '#server/api/operations/session.ts'
import { RECOVERY_CODE_COUNT } from '#server/auth/recovery-codes.ts'
import { type Actor, renewRecoveryCodes, secondFactorsOf } from '#server/auth/second-factors.ts'
import { SecondStepInput, signInWithCode } from '#server/auth/second-step.ts'
import { confirmTotpEnrolment, disableTotp, startTotpEnrolment } from '#server/auth/totp.ts'
import { parseOrThrow } from '#server/content/collection.ts'

/**
 * The second step of a sign-in and the admin's second factors (docs/decisions/0029-account-security.md):
 * the authenticator app and the recovery codes. Passkeys have their own calls.
 */

const TAG = 'Account security'

/** The signed-in user (the router's guard let them through) and the address, for the audit log. */
export const actorOf = (req: Request, res: Response): Actor => ({
	admin: signedInUser(res),
	ip: req.ip ?? 'unknown',
})

const SecondFactorsAnswer = z.object({
	totp: z.boolean().meta({ description: 'The authenticator app is set up' }),
	passkeys: z.int().min(0).meta({ description: 'How many passkeys the account has' }),
	recovery_codes_left: z.int().min(0).meta({ description: 'Recovery codes not used yet' }),
})

const TotpSetupAnswer = z.object({
	token: z.string().meta({ description: 'Send it back with the first code to `POST /admin/totp/confirm`' }),
	secret: z.string().meta({ description: 'The shared secret in base32, for typing into the app by hand' }),
	otpauth_uri: z.string().meta({ description: 'The `otpauth://totp/...` URI the QR code holds' }),
	qr_svg: z.string().meta({ description: 'The QR code as SVG markup, drawn by this server' }),
})
const TotpConfirmInput = z.object({
	token: z.string({ error: 'The token of the set-up is required' }).max(200),
	code: z.string({ error: 'The code is required' }).max(20).meta({ description: 'The 6 digits the app shows now' }),
})
const RecoveryCodesList = z
	.array(z.string())
	.meta({ description: `${RECOVERY_CODE_COUNT} one-time codes, shown this once: only their hashes are kept` })
const TotpConfirmAnswer = z.object({
	recovery_codes: RecoveryCodesList.optional().meta({
		description: `The ${RECOVERY_CODE_COUNT} recovery codes, when the app is the account's first second factor (shown this once)`,
	}),
})
/** The body of every change that needs the password again (ADR 0029), the same for each factor. */
export const PasswordInput = z.object({
	password: z
		.string({ error: 'The password is required' })
		.min(1, 'The password is required')
		.max(1024)
		.meta({ description: "The account's password, asked again for this change" }),
})
export const PASSWORD_REQUEST: JsonRequest = {
	kind: 'json',
	name: 'PasswordAgain',
	schema: PasswordInput,
	example: { password: 'correct horse battery staple' },
}
const RecoveryCodesAnswer = z.object({ recovery_codes: RecoveryCodesList })
const MessageAnswer = z.object({ message: z.string() })

const EXAMPLE_CODES = ['7k2m-9xqd-4h1a-c8pe', 'n3v6-b0tz-w5jr-2fgy']
/** How a change that needs the password again is refused (server/auth/second-factors.ts `confirmPassword`). */
export const PASSWORD_FAILURES = {
	403: 'The password is not right (`fields.password` says so). Or a write sent from a page on another site',
	429: 'Too many wrong passwords (they count with failed sign-ins), or too many API requests; `Retry-After` says when to try again',
} as const

export const secondFactorOperations: ApiOperation[] = [
	{
		method: 'post',
		path: '/admin/login/second-step',
		operationId: 'signInSecondStep',
		tag: 'Admin session',
		summary: 'Finish a sign-in with a code',
		description:
			'After `POST /admin/login` answered `second_step`: its token with a code of the authenticator app (`code`) or one of the recovery codes (`recovery_code`). Opens the session as a sign-in does. A code of the app works once; the step takes at most 5 wrong codes, each counted with failed sign-ins. A passkey does not finish this step: it signs in alone (`POST /admin/passkeys/sign-in`).',
		access: 'public',
		request: {
			kind: 'json',
			name: 'SignInSecondStep',
			schema: SecondStepInput,
			example: { token: EXAMPLE_TOKEN, code: '123456' },
		},
		answer: {
			status: 200,
			description: 'Signed in (the same answer and cookie as `POST /admin/login`)',
			body: { schema: LoginAnswer, example: { message: 'Login successful', token: EXAMPLE_TOKEN } },
		},
		failures: {
			401: 'A wrong code: `{ "error": "Invalid code" }`. Or the step has expired (5 minutes), was used, or took 5 wrong codes: sign in with the password again',
			429: 'Too many failed sign-ins or wrong codes from this address or for this account, or too many API requests; `Retry-After` says when to try again',
		},
		handle: async (req, res, services) => {
			const input = parseOrThrow(SecondStepInput, req.body)
			const result = await signInWithCode(services, {
				token: input.token,
				code: input.code,
				recoveryCode: input.recovery_code,
				...signInOrigin(req, res),
			})
			sendSignIn(req, res, result)
		},
	},
	{
		method: 'get',
		path: '/admin/second-factors',
		operationId: 'getSecondFactors',
		tag: TAG,
		summary: "The account's second factors",
		access: { permission: 'account.second-factor' },
		answer: {
			status: 200,
			description: 'What is set up',
			body: {
				name: 'SecondFactors',
				schema: SecondFactorsAnswer,
				example: { totp: true, passkeys: 1, recovery_codes_left: 9 },
			},
		},
		handle: async (_req, res, { db }) => {
			const factors = await secondFactorsOf(db, signedInUser(res).id)
			res.json({
				totp: factors.totp,
				passkeys: factors.passkeys,
				recovery_codes_left: factors.recoveryCodesLeft,
			} satisfies z.infer<typeof SecondFactorsAnswer>)
		},
	},
	{
		method: 'post',
		path: '/admin/totp/setup',
		operationId: 'startTotpSetup',
		tag: TAG,
		summary: 'Start setting up the authenticator app',
		description:
			'A new secret, as a QR code (SVG) and as text. Nothing changes until `POST /admin/totp/confirm` sends a code the app shows (within 15 minutes).',
		access: { permission: 'account.second-factor' },
		answer: {
			status: 200,
			description: 'The secret to give the app',
			body: {
				name: 'TotpSetup',
				schema: TotpSetupAnswer,
				example: {
					token: EXAMPLE_TOKEN,
					secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
					otpauth_uri:
						'otpauth://totp/Northwind%20Data:admin%40example.com?issuer=Northwind%20Data&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
					qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45" shape-rendering="crispEdges">…</svg>',
				},
			},
		},
		failures: { 409: 'The app is already set up: turn it off first' },
		handle: async (req, res, { db }) => {
			const setup = await startTotpEnrolment(db, actorOf(req, res))
			res.json({
				token: setup.token,
				secret: setup.secret,
				otpauth_uri: setup.otpauthUri,
				qr_svg: setup.qrSvg,
			} satisfies z.infer<typeof TotpSetupAnswer>)
		},
	},
	{
		method: 'post',
		path: '/admin/totp/confirm',
		operationId: 'confirmTotpSetup',
		tag: TAG,
		summary: 'Turn the authenticator app on with its first code',
		description: `From then on a password alone no longer signs in. When it is the account's first second factor, the answer holds the ${RECOVERY_CODE_COUNT} recovery codes: the only time they are shown.`,
		access: { permission: 'account.second-factor' },
		request: {
			kind: 'json',
			name: 'TotpConfirm',
			schema: TotpConfirmInput,
			example: { token: EXAMPLE_TOKEN, code: '123456' },
		},
		answer: {
			status: 200,
			description: 'The app is on',
			body: { name: 'TotpConfirmed', schema: TotpConfirmAnswer, example: { recovery_codes: EXAMPLE_CODES } },
		},
		failures: {
			400: 'Invalid input, a wrong code (`fields.code`; the set-up takes 5), or a set-up that has expired (`fields.token`)',
			409: 'The app is already set up',
		},
		handle: async (req, res, { db }) => {
			const input = parseOrThrow(TotpConfirmInput, req.body)
			const { recoveryCodes } = await confirmTotpEnrolment(db, actorOf(req, res), input)
			res.json((recoveryCodes ? { recovery_codes: recoveryCodes } : {}) satisfies z.infer<typeof TotpConfirmAnswer>)
		},
	},
	{
		method: 'delete',
		path: '/admin/totp',
		operationId: 'turnTotpOff',
		tag: TAG,
		summary: 'Turn the authenticator app off',
		description:
			'Needs the password. Without a passkey left, the recovery codes go too, and a password alone signs in again.',
		access: { permission: 'account.own' },
		request: PASSWORD_REQUEST,
		answer: {
			status: 200,
			description: 'The app is off',
			body: { schema: MessageAnswer, example: { message: 'The authenticator app is off' } },
		},
		failures: { ...PASSWORD_FAILURES, 409: 'The app is not set up' },
		handle: async (req, res, { db }) => {
			const { password } = parseOrThrow(PasswordInput, req.body)
			await disableTotp(db, actorOf(req, res), password)
			res.json({ message: 'The authenticator app is off' } satisfies z.infer<typeof MessageAnswer>)
		},
	},
	{
		method: 'post',
		path: '/admin/recovery-codes',
		operationId: 'makeRecoveryCodes',
		tag: TAG,
		summary: 'Make new recovery codes',
		description: `Needs the password. ${RECOVERY_CODE_COUNT} new codes, shown this once; the old ones stop working.`,
		access: { permission: 'account.own' },
		request: PASSWORD_REQUEST,
		answer: {
			status: 200,
			description: 'The new codes',
			body: { name: 'RecoveryCodes', schema: RecoveryCodesAnswer, example: { recovery_codes: EXAMPLE_CODES } },
		},
		failures: { ...PASSWORD_FAILURES, 409: 'The account has no second factor for the codes to stand in for' },
		handle: async (req, res, { db }) => {
			const { password } = parseOrThrow(PasswordInput, req.body)
			const codes = await renewRecoveryCodes(db, actorOf(req, res), password)
			res.json({ recovery_codes: codes } satisfies z.infer<typeof RecoveryCodesAnswer>)
		},
	},
]
