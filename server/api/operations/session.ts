import { z } from 'zod'
import type { ApiErrorBody } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { readSessionToken } from '#server/auth/request-auth.ts'
import { SESSION_COOKIE } from '#server/auth/sessions.ts'
import { expiredSessionCookie, sessionCookie, signIn, SignInInput, signOut } from '#server/auth/sign-in.ts'
import { parseOrThrow } from '#server/content/collection.ts'

/** What a session token looks like (256 random bits, base64url). */
const EXAMPLE_TOKEN = 'Qm9vdHN0cmFwLXRva2VuLWV4YW1wbGUtMjU2LWJpdHM'
const LoginAnswer = z.object({ message: z.literal('Login successful'), token: z.string() })
const MessageAnswer = z.object({ message: z.string() })

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
		answer: {
			status: 200,
			description: 'Signed in',
			body: { name: 'SignedIn', schema: LoginAnswer, example: { message: 'Login successful', token: EXAMPLE_TOKEN } },
			headers: {
				'Set-Cookie': {
					description: 'The session cookie (with `Secure` over HTTPS)',
					example: sessionCookie(EXAMPLE_TOKEN, false),
				},
			},
		},
		failures: {
			401: 'Wrong e-mail or password: `{ "error": "Invalid email or password" }`',
			429: 'Too many failed sign-ins from this address or for this e-mail, or too many API requests; `Retry-After` says when to try again',
		},
		handle: async (req, res, services) => {
			const { email, password } = parseOrThrow(SignInInput, req.body)
			const result = await signIn(services, {
				email,
				password,
				clientAddress: req.ip ?? 'unknown',
				userAgent: req.get('user-agent'),
				requestId: String(res.locals.requestId),
			})
			res.setHeader('Cache-Control', 'no-store')
			if (!result.ok) {
				if (result.status === 429) res.setHeader('Retry-After', String(result.retryAfterSeconds))
				res.status(result.status).json({ error: result.error } satisfies ApiErrorBody)
				return
			}
			res.setHeader('Set-Cookie', sessionCookie(result.token, req.secure))
			res.json({ message: 'Login successful', token: result.token } satisfies z.infer<typeof LoginAnswer>)
		},
	},
	{
		method: 'post',
		path: '/admin/logout',
		operationId: 'signOut',
		tag: 'Admin session',
		summary: 'Sign out',
		description: 'Ends the session (its token stops working everywhere) and clears the cookie.',
		access: 'admin',
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
