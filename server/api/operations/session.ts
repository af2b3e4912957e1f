import type { Request, Response } from 'express'
import { z } from 'zod'

import type { Answer, ApiOperation } from '#server/api/operation.ts'
import { readSessionToken } from '#server/auth/request-auth.ts'
import { SECOND_STEP_METHODS } from '#server/auth/second-factors.ts'
import { SECOND_STEP_NEEDED } from '#server/auth/second-step.ts'
import { SESSION_COOKIE } from '#server/auth/sessions.ts'
import {
	expiredSessionCookie,
	sessionCookie,
	signIn,
	SignInInput,
	type SignInOrigin,
	type SignInResult,
	signOut,
} from '#server/auth/sign-in.ts'
import { parseOrThrow } from '#server/content/collection.ts'

/** What a session token looks like (256 random bits, base64url). */
export const EXAMPLE_TOKEN = 'Qm9vdHN0cmFwLXRva2VuLWV4YW1wbGUtMjU2LWJpdHM'
export const LoginAnswer = z.object({ message: z.literal('Login successful'), token: z.string() })
const MessageAnswer = z.object({ message: z.string() })
/** What every way of signing in answers (a password, a passkey): the token, and the session cookie. */
export const SIGNED_IN = {
	status: 200,
	description: 'Signed in',
	body: { name: 'SignedIn', schema: LoginAnswer, example: { message: 'Login successful', token: EXAMPLE_TOKEN } },
	headers: {
		'Set-Cookie': {
			description: 'The session cookie (with `Secure` over HTTPS)',
			example: sessionCookie(EXAMPLE_TOKEN, false),
		},
	},
} satisfies Answer

const SignInRefused = z.object({
	error: z.string(),
	second_step: z
		.object({
			token: z.string().meta({ description: 'Send it to `POST /admin/login/second-step`; it works once' }),
			methods: z.array(z.enum(SECOND_STEP_METHODS)).meta({
				description:
					'What the account has to finish with: `totp` (a code of the authenticator app) and `recovery_code`, sent with the token to `POST /admin/login/second-step`; `passkey`: sign in with `POST /admin/passkeys/sign-in` instead (a passkey signs in alone; this step is then left to expire)',
			}),
			expires_at: z.iso.datetime(),
		})
		.optional()
		.meta({ description: 'Only when the password was right and a second factor must follow' }),
})
const SECOND_STEP_EXAMPLE: z.infer<typeof SignInRefused> = {
	error: SECOND_STEP_NEEDED,
	second_step: {
		token: EXAMPLE_TOKEN,
		methods: ['totp', 'recovery_code', 'passkey'],
		expires_at: '2026-11-25T10:05:00.000Z',
	},
}

/** Where a sign-in request comes from (the session and the audit log keep it; the throttle counts by address). */
export const signInOrigin = (req: Request, res: Response): SignInOrigin => ({
	clientAddress: req.ip ?? 'unknown',
	userAgent: req.get('user-agent'),
	requestId: String(res.locals.requestId),
})

/** The answer of a sign-in, with a password or a second step: the session (body and cookie), or why not. */
export function sendSignIn(req: Request, res: Response, result: SignInResult): void {
	res.setHeader('Cache-Control', 'no-store')
	if (!result.ok) {
		if (result.status === 429) res.setHeader('Retry-After', String(result.retryAfterSeconds))
		const secondStep = result.status === 401 && result.error === SECOND_STEP_NEEDED ? result.secondStep : undefined
		res
			.status(result.status)
			.json({ error: result.error, ...(secondStep && { second_step: secondStep }) } satisfies z.infer<
				typeof SignInRefused
			>)
		return
	}
	res.setHeader('Set-Cookie', sessionCookie(result.token, req.secure))
	res.json({ message: 'Login successful', token: result.token } satisfies z.infer<typeof LoginAnswer>)
}

/** Signing the admin in and out. */
export const sessionOperations: ApiOperation[] = [
	{
		method: 'post',
		path: '/admin/login',
		operationId: 'signIn',
		tag: 'Admin session',
		summary: 'Sign in as the admin',
		description: `Opens a 24-hour session. Its token comes back in the body (send it as \`Authorization: Bearer <token>\`) and in the \`${SESSION_COOKIE}\` cookie (HttpOnly, SameSite=Lax; Secure over HTTPS), which browsers send by themselves.`,
		access: 'public',
		request: {
			kind: 'json',
			name: 'SignIn',
			schema: SignInInput,
			example: { email: 'admin@example.com', password: 'correct horse battery staple' },
		},
		answer: SIGNED_IN,
		failures: {
			401: {
				description:
					'Wrong e-mail or password: `{ "error": "Invalid email or password" }`. Or the password was right but the account has a second factor: no session yet, and `second_step` says how to finish: `POST /admin/login/second-step` with its token and a code (`totp`, `recovery_code`), within 5 minutes; or, when `methods` holds `passkey`, a sign-in with a passkey instead (`POST /admin/passkeys/sign-in`)',
				body: { name: 'SignInRefused', schema: SignInRefused, example: SECOND_STEP_EXAMPLE },
			},
			429: 'Too many failed sign-ins from this address or for this e-mail, or too many API requests; `Retry-After` says when to try again',
		},
		handle: async (req, res, services) => {
			const { email, password } = parseOrThrow(SignInInput, req.body)
			sendSignIn(req, res, await signIn(services, { email, password, ...signInOrigin(req, res) }))
		},
	},
	{
		method: 'post',
		path: '/admin/logout',
		operationId: 'signOut',
		tag: 'Admin session',
		summary: 'Sign out',
		description: 'Ends the session (its token stops working everywhere) and clears the cookie.',
		access: { permission: 'account.second-factor' },
		answer: {
			status: 200,
			description: 'Signed out',
			body: { schema: MessageAnswer, example: { message: 'Logged out' } },
			headers: {
				'Set-Cookie': {
					description: 'Clears the session cookie',
					example: expiredSessionCookie(false),
				},
			},
		},
		handle: async (req, res, { db }) => {
			const token = readSessionToken({ cookie: req.get('cookie'), authorization: req.get('authorization') })
			await signOut(db, token, { ip: req.ip })
			res.setHeader('Set-Cookie', expiredSessionCookie(req.secure))
			res.json({ message: 'Logged out' } satisfies z.infer<typeof MessageAnswer>)
		},
	},
]
