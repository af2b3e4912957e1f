/**
 * The Team screens and the invitation's page (docs/design.md §15), as their loaders and actions answer the
 * forms they post (app/lib/team.server.ts, team-invitation.server.ts), on the real database: the same
 * rules and permission as the API, refusals shown with what was typed, a dead link's page with its status.
 */
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { settings } from '#server/content/types/settings.ts'
import { loadTeam, loadTeamMember, teamAction, teamMemberAction } from '#app/lib/team.server.ts'
import { TEAM_INTENTS, type TeamAnswer } from '#app/lib/team.ts'
import { joinAction, loadInvitation } from '#app/lib/team-invitation.server.ts'
import { adminId } from '#tests/helpers/admin-sessions.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let token: string
let context: AppLoadContext

beforeAll(async () => {
	app = await startTestApp({ PUBLIC_URL: 'https://sigma.example' })
	token = await app.adminToken()
	const site = await settings.get(app.services.db)
	context = {
		services: app.services,
		clientAddress: '127.0.0.1',
		requestId: 'test',
		cspNonce: '',
		settings: site,
	} as unknown as AppLoadContext
})
afterAll(() => app?.close())

/** A form post as the browser sends it (`types` may repeat), with a session when `session` is given. */
function post(path: string, form: Record<string, string | string[]>, session?: string) {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one)
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		body,
		headers: { 'user-agent': 'pages-test/1.0', ...(session && { authorization: `Bearer ${session}` }) },
	})
}
const get = (path: string, session?: string) =>
	new Request(`http://localhost${path}`, { headers: session ? { authorization: `Bearer ${session}` } : {} })

/** What an action answered: a redirect (where, its cookies), or the data the page shows and its status. */
async function outcome<Body>(run: Promise<unknown>) {
	try {
		const result = await run
		if (result instanceof Response) {
			return { status: result.status, location: result.headers.get('location'), cookies: result.headers.getSetCookie() }
		}
		const { data, init } = result as { data: Body; init: ResponseInit | null }
		return { status: init?.status ?? 200, body: data, cookies: new Headers(init?.headers).getSetCookie() }
	} catch (thrown) {
		// A loader's or action's thrown answer (401, 403, 404), as React Router would show it.
		const { init } = thrown as { init?: ResponseInit }
		return { status: init?.status ?? 500, thrown: true }
	}
}

const teamForm = (form: Record<string, string | string[]>, session = token) =>
	outcome<TeamAnswer>(teamAction({ request: post('/dashboard/team', form, session), context }))

describe('the Team screen', () => {
	it('is an administrator’s alone, on the server', async () => {
		const editor = await addTeamMember(app.services.db, { role: 'editor' })
		expect(await outcome(loadTeam({ request: get('/dashboard/team', editor.token), context }))).toMatchObject({
			status: 403,
		})
		expect(
			await teamForm({ intent: TEAM_INTENTS.invite, email: 'x@example.com', role: 'author' }, editor.token),
		).toMatchObject({
			status: 403,
		})
		expect(await outcome(loadTeam({ request: get('/dashboard/team'), context }))).toMatchObject({ status: 401 })
		const path = `/dashboard/team/${editor.id}`
		expect(
			await outcome(
				teamMemberAction({
					request: post(path, { intent: 'save', role: 'administrator' }, editor.token),
					context,
					params: { id: String(editor.id) },
				}),
			),
		).toMatchObject({ status: 403 })
	})

	it('invites with the types ticked, answers the link and says it was not e-mailed; re-sends and withdraws', async () => {
		const invited = await teamForm({
			intent: TEAM_INTENTS.invite,
			email: ' Ines@Example.com',
			role: 'contributor',
			types: ['blogs', 'faqs'],
		})
		expect(invited.status).toBe(200)
		expect(invited.body).toEqual({
			invited: {
				email: 'ines@example.com',
				url: expect.stringMatching(/^https:\/\/sigma\.example\/invitations\/[\w-]{43}$/),
				emailed: false,
				resent: false,
			},
		})
		const team = (await loadTeam({ request: get('/dashboard/team', token), context })) as Awaited<
			ReturnType<typeof loadTeam>
		>
		const row = team.invitations.find((invitation) => invitation.email === 'ines@example.com')!
		expect(row).toMatchObject({ role: 'contributor', invitedBy: 'Admin', expired: false })
		expect(team.mailOn).toBe(false)

		const resent = await teamForm({ intent: TEAM_INTENTS.resend, id: String(row.id) })
		expect(resent.body).toMatchObject({ invited: { email: 'ines@example.com', resent: true } })
		const revoked = await teamForm({ intent: TEAM_INTENTS.revoke, id: String(row.id) })
		expect(revoked).toMatchObject({ status: 302, location: '/dashboard/team' })
		const again = await teamForm({ intent: TEAM_INTENTS.revoke, id: String(row.id) })
		// Already withdrawn: back to the list with an error toast.
		expect(again).toMatchObject({ status: 302, location: '/dashboard/team' })
		expect(again.cookies?.join()).toContain('sigma_toast=')
	})

	it('shows a refused invitation with what was typed, each field’s message', async () => {
		const member = await addTeamMember(app.services.db, { role: 'author' })
		const bad = await teamForm({
			intent: TEAM_INTENTS.invite,
			email: 'not an address',
			role: 'author',
			types: ['faqs'],
		})
		expect(bad.status).toBe(400)
		expect(bad.body).toMatchObject({
			intent: 'invite',
			fields: { email: 'Enter a valid email address' },
			values: { email: 'not an address', types: ['faqs'] },
		})
		const taken = await teamForm({ intent: TEAM_INTENTS.invite, email: member.email, role: 'editor' })
		expect(taken.status).toBe(409)
		expect(taken.body).toMatchObject({
			error: 'This address already belongs to someone on the team',
			values: { role: 'editor' },
		})
	})

	it('removes a user and ends a user’s sessions at once', async () => {
		const author = await addTeamMember(app.services.db, { role: 'author', name: 'Ari Author' })
		const ended = await teamForm({ intent: TEAM_INTENTS.endSessions, id: String(author.id) })
		expect(ended).toMatchObject({ status: 302, location: '/dashboard/team' })
		expect((await app.api('GET', '/admin/me', { token: author.token })).status).toBe(401)
		const removed = await teamForm({ intent: TEAM_INTENTS.remove, id: String(author.id) })
		expect(removed).toMatchObject({ status: 302, location: '/dashboard/team' })
		const team = (await loadTeam({ request: get('/dashboard/team', token), context })) as Awaited<
			ReturnType<typeof loadTeam>
		>
		expect(team.users.some((user) => user.id === author.id)).toBe(false)
		expect(team.removed).toContainEqual({ id: author.id, name: 'Ari Author', email: author.email })
		// A removed user has no screen.
		expect(
			await outcome(loadTeamMember({ request: get('/', token), context, params: { id: String(author.id) } })),
		).toMatchObject({ status: 404 })
	})
})

describe('a user’s screen', () => {
	it('changes the role and types; refuses to demote the last administrator, showing what was sent', async () => {
		const member = await addTeamMember(app.services.db, { role: 'contributor' })
		const id = String(member.id)
		const saved = await outcome(
			teamMemberAction({
				request: post(
					`/dashboard/team/${id}`,
					{ intent: 'save', name: 'Cal', role: 'author', types: ['careers'] },
					token,
				),
				context,
				params: { id },
			}),
		)
		expect(saved).toMatchObject({ status: 302, location: '/dashboard/team' })
		expect((await app.api('GET', '/admin/me', { token: member.token })).body).toMatchObject({
			name: 'Cal',
			role: 'author',
			types: ['careers'],
		})

		const self = String(await adminId(app))
		const refused = await outcome<TeamAnswer>(
			teamMemberAction({
				request: post(`/dashboard/team/${self}`, { intent: 'save', name: 'Admin', role: 'editor', types: [] }, token),
				context,
				params: { id: self },
			}),
		)
		expect(refused.status).toBe(409)
		expect(refused.body).toEqual({
			intent: 'save',
			error: 'The site needs an administrator: make someone else an administrator first',
			fields: {},
			values: { email: undefined, name: 'Admin', role: 'editor', types: [] },
		})
	})
})

describe('an administrator’s own screen', () => {
	it('sends them to the dashboard once they gave themselves another role (another administrator stays)', async () => {
		const other = await addTeamMember(app.services.db, { role: 'administrator' })
		const admin = await addTeamMember(app.services.db, { role: 'administrator', name: 'Ada' })
		const id = String(admin.id)
		const form = { intent: 'save', name: 'Ada', role: 'editor', types: [] }
		const saved = await outcome(
			teamMemberAction({ request: post(`/dashboard/team/${id}`, form, admin.token), context, params: { id } }),
		)
		expect(saved).toMatchObject({ status: 302, location: '/dashboard' })
		expect(await outcome(loadTeam({ request: get('/dashboard/team', admin.token), context }))).toMatchObject({
			status: 403,
		})
		expect((await app.api('GET', '/users', { token: other.token })).status).toBe(200)
	})
})

describe('the invitation page', () => {
	const invite = async (email: string) =>
		((await app.api('POST', '/users/invitations', { token, body: { email, role: 'author' } })).body as { url: string })
			.url
	const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!

	it('shows who invites and as what, then joins and signs in with a cookie, on to the dashboard', async () => {
		const link = tokenOf(await invite('page-join@example.com'))
		const shown = (await loadInvitation({
			request: get(`/invitations/${link}`),
			context,
			params: { token: link },
		})) as {
			invitation: unknown
		}
		expect(shown.invitation).toEqual({
			email: 'page-join@example.com',
			role: 'author',
			invitedBy: 'Admin',
			expiresAt: expect.any(String),
		})
		const weak = await outcome(
			joinAction({
				request: post(`/invitations/${link}`, { name: 'Pat', password: 'short' }),
				context,
				params: { token: link },
			}),
		)
		expect(weak.status).toBe(400)
		expect(weak.body).toMatchObject({ name: 'Pat', fields: { password: expect.stringContaining('at least 12') } })
		const joined = await outcome(
			joinAction({
				request: post(`/invitations/${link}`, { name: 'Pat', password: 'a long and uncommon passphrase' }),
				context,
				params: { token: link },
			}),
		)
		expect(joined).toMatchObject({ status: 302, location: '/dashboard' })
		expect(joined.cookies?.join()).toMatch(/^sigma_auth_token=[\w-]+; .*HttpOnly/)
	})

	it('answers a dead link with its reason and status: 404 unknown, 410 used or withdrawn', async () => {
		const unknown = await outcome(
			loadInvitation({ request: get('/invitations/nothing'), context, params: { token: 'nothing' } }),
		)
		expect(unknown).toMatchObject({
			status: 404,
			body: { dead: { status: 404, message: 'This invitation link is not valid: ask for a new one' } },
		})
		const url = await invite('page-dead@example.com')
		const id = (await app.api('GET', '/users/invitations', { token })).body.find(
			(row: { email: string }) => row.email === 'page-dead@example.com',
		).id
		expect((await app.api('DELETE', `/users/invitations/${id}`, { token })).status).toBe(204)
		const link = tokenOf(url)
		const withdrawn = await outcome(
			joinAction({
				request: post(`/invitations/${link}`, { name: 'Pat', password: 'a long and uncommon passphrase' }),
				context,
				params: { token: link },
			}),
		)
		expect(withdrawn).toMatchObject({
			status: 410,
			body: { dead: { status: 410, message: 'This invitation was withdrawn: ask for a new one' } },
		})
	})
})
