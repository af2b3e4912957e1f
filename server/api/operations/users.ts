import type { Response } from 'express'
import { z } from 'zod'

import { actorOf, parseId, signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import {
	endUserSessions,
	LAST_ADMINISTRATOR,
	listUsers,
	Me,
	meOf,
	NOT_YOURSELF,
	REMOVED_USER,
	removeUser,
	updateUser,
	UserStatus,
	UserUpdate,
	UserView,
} from '#server/auth/users.ts'
import { CACHE_CONTROL } from '#server/cache/policy.ts'
import { parseOrThrow } from '#server/content/collection/records.ts'

/**
 * The team (docs/design.md §15): its users, changed and removed by an administrator (`users.manage`), and
 * `GET /admin/me`, who the session belongs to. The domain (server/auth/users.ts) holds every rule; the
 * Team screen calls the same functions (app/lib/team.server.ts).
 */

export const TEAM_TAG = 'Team'
const PERMISSION = { permission: 'users.manage' } as const
const noStore = (res: Response) => res.setHeader('Cache-Control', CACHE_CONTROL.never)

const exampleUser = {
	id: 2,
	name: 'Priya Raman',
	email: 'priya@example.com',
	role: 'author',
	types: ['blogs'],
	status: 'active',
	created_at: '2025-03-14T09:30:00.000Z',
	last_seen_at: '2025-03-20T16:05:00.000Z',
	second_factor: true,
} satisfies UserView
const exampleAdmin = {
	...exampleUser,
	id: 1,
	name: 'Admin',
	email: 'admin@example.com',
	role: 'administrator',
	types: ['blogs'],
} satisfies UserView

const userBody = (example: unknown) => ({ name: 'User', schema: UserView, example })

export const userOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/users',
		operationId: 'listUsers',
		tag: TEAM_TAG,
		summary: 'List the team',
		description:
			'Every active user, by name; `?status=removed` lists the removed ones instead (they sign in no more; what they made stays credited to them).',
		access: PERMISSION,
		query: { status: { description: '`active` (the default) or `removed`', schema: UserStatus } },
		answer: {
			status: 200,
			description: 'The users',
			body: { name: 'Users', schema: z.array(UserView), example: [exampleAdmin, exampleUser] },
		},
		handle: async (req, res, { db }) => {
			const { status } = parseOrThrow(z.object({ status: UserStatus.default('active') }), req.query)
			noStore(res)
			res.json(await listUsers(db, status))
		},
	},
	{
		method: 'put',
		path: '/users/:id',
		operationId: 'updateUser',
		tag: TEAM_TAG,
		summary: 'Change a user’s name, role or content types',
		description:
			'The fields sent change; the others stay. `types` are the content types an author or contributor writes. The new role applies from their next request.',
		access: PERMISSION,
		request: {
			kind: 'json',
			name: 'UserUpdate',
			schema: UserUpdate,
			example: { role: 'editor' },
			partial: true,
		},
		answer: {
			status: 200,
			description: 'The user, as they are now',
			body: userBody({ ...exampleUser, role: 'editor' }),
		},
		failures: {
			409: `The last active administrator cannot be given another role: \`{ "error": "${LAST_ADMINISTRATOR}" }\`; nor can a removed user be changed: \`{ "error": "${REMOVED_USER}" }\``,
		},
		handle: async (req, res, { db }) => {
			const updated = await updateUser(db, parseId(req.params.id), req.body, { actor: actorOf(req, res) })
			noStore(res)
			res.json(updated)
		},
	},
	{
		method: 'delete',
		path: '/users/:id',
		operationId: 'removeUser',
		tag: TEAM_TAG,
		summary: 'Remove a user from the team',
		description:
			'Their sessions end at once (their next request answers 401), and their passkeys, authenticator app and recovery codes are dropped. Their items stay, credited to them; an invitation to the same address brings them back. Removing a removed user does nothing.',
		access: PERMISSION,
		answer: { status: 204, description: 'Removed' },
		failures: {
			409: `The last active administrator cannot be removed: \`{ "error": "${LAST_ADMINISTRATOR}" }\`; nor can administrators remove themselves: \`{ "error": "${NOT_YOURSELF}" }\``,
		},
		handle: async (req, res, { db }) => {
			await removeUser(db, parseId(req.params.id), { actor: actorOf(req, res) })
			noStore(res)
			res.status(204).end()
		},
	},
	{
		method: 'delete',
		path: '/users/:id/sessions',
		operationId: 'endUserSessions',
		tag: TEAM_TAG,
		summary: 'End every session of a user',
		description:
			'Their next request answers 401 until they sign in again (an administrator’s own sessions too, this one included).',
		access: PERMISSION,
		answer: { status: 204, description: 'Their sessions have ended' },
		handle: async (req, res, { db }) => {
			await endUserSessions(db, parseId(req.params.id), { actor: actorOf(req, res) })
			noStore(res)
			res.status(204).end()
		},
	},
]

/** `GET /admin/me`: beside the session's other calls (its tag). */
export const meOperation: ApiOperation = {
	method: 'get',
	path: '/admin/me',
	operationId: 'getSignedInUser',
	tag: 'Admin session',
	summary: 'Who is signed in',
	description: 'The user whose session made the request: their name, e-mail, role and the content types they write.',
	access: { permission: 'account.own' },
	answer: {
		status: 200,
		description: 'The signed-in user',
		body: { name: 'Me', schema: Me, example: meOf({ ...exampleUser, sessionId: '0123456789abcdef' }) },
	},
	handle: (_req, res) => {
		noStore(res)
		res.json(meOf(signedInUser(res)))
	},
}
