import type { Request } from 'express'
import { z } from 'zod'

import { actorOf, parseId } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { EXAMPLE_TOKEN } from '#server/api/operations/session.ts'
import {
	requestPasswordReset,
	RESET_LIMIT_PER_ADDRESS,
	RESET_LIMIT_PER_CLIENT,
	RESET_LINK_ON_ITS_WAY,
	ResetRequestInput,
	sendPasswordReset,
} from '#server/auth/password-reset-requests.ts'
import {
	DEAD_LINK_MESSAGES,
	PASSWORD_CHANGED,
	PasswordResetLinkError,
	resetPasswordUrl,
	resetPasswordWithLink,
} from '#server/auth/password-resets.ts'
import { parseOrThrow } from '#server/content/collection.ts'

/**
 * A forgotten password (docs/decisions/0054-password-resets.md): asking for a link, choosing a new password
 * with it, and an administrator's link for a user.
 */

const TAG = 'Admin session'

const MessageAnswer = z.object({ message: z.string() })

/** The body as documented; the password's rules are checked by server/auth/password-resets.ts (`NewPassword`). */
const ResetInput = z.object({
	password: z.string().meta({
		description: 'The new password: at least 12 characters, and not one of the most common ones',
	}),
})

const ResetLinkAnswer = z.object({
	url: z.string().meta({ description: 'The link to give the user: it works once, for 30 minutes' }),
	expires_at: z.iso.datetime(),
})

/** The site's address as this request reached it (the link's address when PUBLIC_URL is not set). */
const requestOrigin = (req: Request) => `${req.protocol}://${req.host}`

export const passwordResetOperations: ApiOperation[] = [
	{
		method: 'post',
		path: '/admin/password-reset',
		operationId: 'requestPasswordReset',
		tag: TAG,
		summary: 'Ask for a link to choose a new password',
		description: `When the site sends e-mail (\`SMTP_URL\` and \`PUBLIC_URL\` set), the account with this address is e-mailed a link that works once, for 30 minutes. The answer is the same whether or not an account has the address. At most ${RESET_LIMIT_PER_ADDRESS} links an hour go to one address; more requests are answered the same and send nothing.`,
		access: 'public',
		request: {
			kind: 'json',
			name: 'PasswordResetRequest',
			schema: ResetRequestInput,
			example: { email: 'admin@example.com' },
		},
		answer: {
			status: 202,
			description:
				'Asked: what happens next, the same words for every address (without e-mail, to ask an administrator)',
			body: { schema: MessageAnswer, example: { message: RESET_LINK_ON_ITS_WAY } },
		},
		failures: {
			429: `More than ${RESET_LIMIT_PER_CLIENT} requests an hour from this address, or too many API requests; \`Retry-After\` says when to try again`,
		},
		handle: async (req, res, services) => {
			const { email } = parseOrThrow(ResetRequestInput, req.body)
			const answer = await requestPasswordReset(services, {
				email,
				clientAddress: req.ip ?? 'unknown',
				requestId: String(res.locals.requestId),
			})
			res.setHeader('Cache-Control', 'no-store')
			if (!answer.ok) {
				res.setHeader('Retry-After', String(answer.retryAfterSeconds))
				res.status(429).json({ error: answer.error })
				return
			}
			res.status(202).json({ message: answer.message } satisfies z.infer<typeof MessageAnswer>)
		},
	},
	{
		method: 'post',
		path: '/admin/password-reset/:token',
		operationId: 'resetPassword',
		tag: TAG,
		summary: 'Choose a new password with a link',
		description:
			'The token is the last part of the link. The account gets the new password and every session of it ends; a second factor, if it has one, is still asked for at sign-in. A password the rules refuse leaves the link unused.',
		access: 'public',
		request: {
			kind: 'json',
			name: 'PasswordReset',
			schema: ResetInput,
			example: { password: 'correct horse battery staple' },
		},
		answer: {
			status: 200,
			description: 'The password is changed',
			body: { schema: MessageAnswer, example: { message: PASSWORD_CHANGED } },
		},
		failures: {
			400: 'The new password breaks a rule (`fields.password` says which); the link still works',
			404: `The link does not work: ${Object.values(DEAD_LINK_MESSAGES)
				.map((message) => `\`${message}\``)
				.join(', ')}`,
		},
		handle: async (req, res, { db }) => {
			const body = (req.body ?? {}) as { password?: unknown }
			res.setHeader('Cache-Control', 'no-store')
			try {
				await resetPasswordWithLink(db, { token: req.params.token, password: body.password, ip: req.ip })
			} catch (error) {
				if (!(error instanceof PasswordResetLinkError)) throw error
				res.status(404).json({ error: error.message })
				return
			}
			res.json({ message: PASSWORD_CHANGED } satisfies z.infer<typeof MessageAnswer>)
		},
	},
	{
		method: 'post',
		path: '/users/:id/password-reset',
		operationId: 'sendPasswordReset',
		tag: TAG,
		summary: 'Make a link for a user to choose a new password',
		description:
			'For a user who forgot their password: the link works once, for 30 minutes, and is e-mailed to them when the site sends e-mail (`SMTP_URL`); give it to them yourself otherwise. Their password and sessions stay as they are until they use it.',
		access: { permission: 'users.manage' },
		answer: {
			status: 201,
			description: 'The link',
			body: {
				name: 'PasswordResetLink',
				schema: ResetLinkAnswer,
				example: {
					url: resetPasswordUrl('https://www.example.com', EXAMPLE_TOKEN),
					expires_at: '2026-11-28T10:30:00.000Z',
				},
			},
		},
		handle: async (req, res, services) => {
			const reset = await sendPasswordReset(services, parseId(req.params.id), {
				requestOrigin: requestOrigin(req),
				actor: actorOf(req, res),
			})
			res.setHeader('Cache-Control', 'no-store')
			res.status(201).json({ url: reset.url, expires_at: reset.expiresAt } satisfies z.infer<typeof ResetLinkAnswer>)
		},
	},
]
