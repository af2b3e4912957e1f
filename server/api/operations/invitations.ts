import type { Request, Response } from 'express'
import { z } from 'zod'

import { INVITATION_DAYS } from '#shared/team.ts'
import { actorOf, parseId } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { EXAMPLE_TOKEN, sendSignIn, SIGNED_IN } from '#server/api/operations/session.ts'
import { TEAM_TAG } from '#server/api/operations/users.ts'
import {
	AcceptInput,
	acceptInvitation,
	ALREADY_ON_THE_TEAM,
	CreatedInvitation,
	EXPIRED_LINK,
	InvitationInput,
	inviteUser,
	listInvitations,
	PendingInvitation,
	resendInvitation,
	revokeInvitation,
	UNKNOWN_LINK,
	USED_LINK,
} from '#server/auth/invitations.ts'
import { MIN_PASSWORD_LENGTH } from '#server/auth/passwords.ts'
import { CACHE_CONTROL } from '#server/cache/policy.ts'
import type { Services } from '#server/services.ts'

/**
 * Invitations to the team (docs/design.md §15, docs/decisions/0055-invitations.md): an administrator's
 * (`users.manage`), and the public call that accepts one, at the address of the page that does the same
 * for a browser (`sharesPathWithPage`).
 */

const PERMISSION = { permission: 'users.manage' } as const
const noStore = (res: Response) => res.setHeader('Cache-Control', CACHE_CONTROL.never)

/** The links' site: PUBLIC_URL when set, else the address the request reached (as the passkeys' relying party). */
const siteUrlOf = (req: Request, services: Services) => services.config.publicUrl ?? `${req.protocol}://${req.host}`

const exampleCreated = {
	id: 3,
	email: 'sam@example.com',
	role: 'contributor',
	types: ['blogs'],
	expires_at: '2025-03-21T09:30:00.000Z',
	url: `https://www.example.com/invitations/${EXAMPLE_TOKEN}`,
} satisfies CreatedInvitation
const examplePending = {
	id: 3,
	email: 'sam@example.com',
	role: 'contributor',
	types: ['blogs'],
	invited_by: { id: 1, name: 'Admin' },
	created_at: '2025-03-14T09:30:00.000Z',
	expires_at: '2025-03-21T09:30:00.000Z',
	expired: false,
} satisfies PendingInvitation
const createdBody = { name: 'CreatedInvitation', schema: CreatedInvitation, example: exampleCreated }
const MAILED = `The link works once, for ${INVITATION_DAYS} days, and is e-mailed to the address when the server has SMTP_URL; it is answered here (only its hash is kept), so it can be handed over another way.`

export const invitationOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/users/invitations',
		operationId: 'listInvitations',
		tag: TEAM_TAG,
		summary: 'List pending invitations',
		description:
			'Invitations neither accepted nor withdrawn, newest first; expired ones too (`expired`), to be re-sent. Their links are not kept: re-sending makes a new one.',
		access: PERMISSION,
		answer: {
			status: 200,
			description: 'The pending invitations',
			body: { name: 'PendingInvitations', schema: z.array(PendingInvitation), example: [examplePending] },
		},
		handle: async (_req, res, { db }) => {
			noStore(res)
			res.json(await listInvitations(db))
		},
	},
	{
		method: 'post',
		path: '/users/invitations',
		operationId: 'inviteUser',
		tag: TEAM_TAG,
		summary: 'Invite someone to the team',
		description: `\`role\` is administrator, editor, author or contributor; \`types\` the content types an author or contributor writes (default \`["blogs"]\`). ${MAILED} A pending invitation to the same address is withdrawn: only the newest link works. A removed user invited again comes back with their items when they accept.`,
		access: PERMISSION,
		request: {
			kind: 'json',
			name: 'InvitationInput',
			schema: InvitationInput,
			example: { email: 'sam@example.com', role: 'contributor', types: ['blogs'] },
		},
		answer: { status: 201, description: 'The invitation, with its link', body: createdBody },
		failures: { 409: `The address belongs to someone on the team: \`{ "error": "${ALREADY_ON_THE_TEAM}" }\`` },
		handle: async (req, res, services) => {
			const created = await inviteUser(services, req.body, {
				actor: actorOf(req, res),
				siteUrl: siteUrlOf(req, services),
			})
			noStore(res)
			res.status(201).json(created)
		},
	},
	{
		method: 'post',
		path: '/users/invitations/:id/resend',
		operationId: 'resendInvitation',
		tag: TEAM_TAG,
		summary: 'Re-send an invitation',
		description: `A new link, valid ${INVITATION_DAYS} days from now; the old one stops working. ${MAILED}`,
		access: PERMISSION,
		answer: { status: 200, description: 'The invitation, with its new link', body: createdBody },
		failures: {
			404: 'No pending invitation has this id (it was withdrawn, or never was)',
			409: 'It was accepted already, or its address joined the team otherwise',
		},
		handle: async (req, res, services) => {
			const resent = await resendInvitation(services, parseId(req.params.id), {
				actor: actorOf(req, res),
				siteUrl: siteUrlOf(req, services),
			})
			noStore(res)
			res.json(resent)
		},
	},
	{
		method: 'delete',
		path: '/users/invitations/:id',
		operationId: 'revokeInvitation',
		tag: TEAM_TAG,
		summary: 'Withdraw an invitation',
		description: 'Its link stops working at once.',
		access: PERMISSION,
		answer: { status: 204, description: 'Withdrawn' },
		failures: {
			404: 'No pending invitation has this id (it was withdrawn already, or never was)',
			409: 'It was accepted already: remove the user instead',
		},
		handle: async (req, res, { db }) => {
			await revokeInvitation(db, parseId(req.params.id), { actor: actorOf(req, res) })
			noStore(res)
			res.status(204).end()
		},
	},
	{
		method: 'post',
		path: '/invitations/:token',
		operationId: 'acceptInvitation',
		tag: TEAM_TAG,
		summary: 'Accept an invitation',
		description: `With the token of the invitation's link, a name and a password (at least ${MIN_PASSWORD_LENGTH} characters, not one of the most common): makes the user with the invitation's role and signs them in, answering as \`POST /admin/login\` does. The link is then used up; a refused name or password leaves it as it was. Browsers that open the link get the page that does the same.`,
		access: 'public',
		sharesPathWithPage: true,
		request: {
			kind: 'json',
			name: 'AcceptInvitation',
			schema: AcceptInput,
			example: { name: 'Sam Lee', password: 'a long and uncommon passphrase' },
		},
		answer: SIGNED_IN,
		failures: {
			404: `No invitation has this token (or it was re-sent, and this is the old link): \`{ "error": "${UNKNOWN_LINK}" }\``,
			409: `The address joined the team otherwise meanwhile: \`{ "error": "${ALREADY_ON_THE_TEAM}" }\``,
			410: `The invitation was used, withdrawn or has expired, e.g. \`{ "error": "${EXPIRED_LINK}" }\` or \`{ "error": "${USED_LINK}" }\``,
		},
		handle: async (req, res, services) => {
			const { token } = await acceptInvitation(services, String(req.params.token), req.body, {
				ip: req.ip,
				userAgent: req.get('user-agent'),
				requestId: String(res.locals.requestId),
			})
			sendSignIn(req, res, { ok: true, token })
		},
	},
]
