/**
 * Every operation of the OpenAPI document × every role (docs/design.md §15, ADR 0051), on SQLite or on
 * PostgreSQL under pg_virtualenv. Each call is made as a real client makes it, with a fresh session of a user
 * of that role, on things made for it (the caller's own item, and for item calls another user's too). The
 * expected answer comes from the one permission function (`can`), whose table tests/unit/access-rules.test.ts
 * holds against §15: an allowed call answers its documented success status, a refused one 403 with a JSON
 * `{ error }`, and nothing answers 500. An operation this file has no request for fails the test, so a new
 * operation cannot arrive without its row here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '#shared/team.ts'
import { NOT_ALLOWED } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { apiOperations } from '#server/api/operations.ts'
import { inviteUser } from '#server/auth/invitations.ts'
import { can } from '#server/auth/permissions.ts'
import { createSession, findSession, sessionIdOfToken } from '#server/auth/sessions.ts'
import type { User } from '#server/auth/user.ts'
import { asksToPublish } from '#server/content/access.ts'
import { contactSubmissions } from '#server/content/contact-submissions.ts'
import type { ContentType } from '#server/content/content-type.ts'
import { reserveUpload } from '#server/content/media.ts'
import { redirects } from '#server/content/redirects.ts'
import { contentTypes, singletons } from '#server/content/registry.ts'
import { storedApplication } from '#tests/helpers/job-applications.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const ROLES: Role[] = ['administrator', 'editor', 'author', 'contributor']
/** What authors and contributors write here: the blog and the careers, not the rest. */
const WRITER_TYPES = ['blogs', 'careers']

let app: TestApp
const members = new Map<Role, number>()

beforeAll(async () => {
	app = await startTestApp()
	await app.adminToken()
	const admin = await app.services.db.selectFrom('admin_users').select('id').orderBy('id').executeTakeFirstOrThrow()
	members.set('administrator', admin.id)
	for (const role of ROLES.slice(1)) {
		members.set(role, (await addTeamMember(app.services.db, { role, types: WRITER_TYPES })).id)
	}
})
afterAll(async () => app?.close())

/** A call to make, and whether the rules allow it. */
type Call = { path: string; body?: unknown; form?: FormData; allowed: boolean; label?: string }
/** How a call of an operation is made for a user: one or more calls, on things made for it. */
type Recipe = (operation: ApiOperation, user: User) => Promise<Call[]>

const db = () => app.services.db
const actorOf = (user: User) => ({ userId: user.id, session: user.sessionId })
const idOf = (path: string, name: string, id: number | string) => path.replace(`:${name}`, String(id))
const typeOf = (operation: ApiOperation): ContentType => {
	const type = contentTypes.find((candidate) => operation.path.startsWith(`/${candidate.name}`))
	if (!type) throw new Error(`No content type for ${operation.path}`)
	return type
}
const permitted = (operation: ApiOperation, user: User) =>
	operation.access === 'public' || can(user, operation.access as Parameters<typeof can>[1])
const exampleOf = (operation: ApiOperation) =>
	operation.request && 'example' in operation.request ? operation.request.example : undefined

/** An item of the type made by `owner` (a draft: what every writer may make), with one earlier version. */
async function itemOf(type: ContentType, owner: User) {
	const made = await type.create(db(), { ...type.api.example, status: 'draft' }, { actor: actorOf(owner) })
	await type.update(db(), made.id, { status: 'draft' }, { actor: actorOf(owner) })
	return (await type.get(db(), made.id, { status: 'all' }))!
}

/** The caller's own item and the administrator's, each asked with the rule of the item. */
async function onItems(
	operation: ApiOperation,
	user: User,
	make: (item: { id: number }) => Promise<{ path: string; body?: unknown }>,
): Promise<Call[]> {
	const type = typeOf(operation)
	const admin = await userOf('administrator')
	const action = operation.method === 'delete' ? 'delete' : 'update'
	const calls: Call[] = []
	for (const [label, owner] of [
		['own', user],
		['another user’s', admin],
	] as const) {
		const item = await itemOf(type, owner)
		const call = await make(item)
		const publishes = operation.method === 'put' && asksToPublish(call.body, false)
		const allowed =
			permitted(operation, user) &&
			can(user, { type, action, item }) &&
			(!publishes || can(user, { type, action: 'publish', item }))
		calls.push({ ...call, allowed, label })
	}
	return calls
}

const plain: Recipe = async (operation, user) => [
	{ path: operation.path, body: exampleOf(operation), allowed: permitted(operation, user) },
]

/** The content types' API names, for the patterns of their calls. */
const TYPES = contentTypes.map((type) => type.name).join('|')
const typeCall = (pattern: string) => new RegExp(`^${pattern.replace('TYPE', `(${TYPES})`)}$`)

/** An address nobody on the team has, and the administrator as the one who invites. */
const newAddress = () => `invited-${Math.random().toString(36).slice(2, 10)}@example.com`
/** An author to change or remove, made straight in the table (no password to hash: nobody signs in as them). */
async function memberToChange(): Promise<number> {
	const at = new Date().toISOString()
	const email = newAddress()
	const row = {
		email,
		password_hash: 'none',
		name: 'Changed',
		role: 'author',
		slug: email.split('@')[0]!,
		created_at: at,
		updated_at: at,
	}
	return (await db().insertInto('admin_users').values(row).returning('id').executeTakeFirstOrThrow()).id
}
const inviter = () => ({ actor: { userId: members.get('administrator')! }, siteUrl: app.url })

const RECIPES: Array<[RegExp, Recipe]> = [
	// Content types (their five calls, history and restore).
	[
		typeCall('post /TYPE'),
		async (operation, user) => {
			const type = typeOf(operation)
			// The seed's create sends no status, so it publishes: a contributor's is refused.
			const allowed = permitted(operation, user) && can(user, { type, action: 'publish' })
			return [{ path: operation.path, body: type.api.example, allowed }]
		},
	],
	[
		typeCall('put /TYPE/:id'),
		(operation, user) =>
			onItems(operation, user, async (item) => ({
				path: idOf(operation.path, 'id', item.id),
				body: exampleOf(operation),
			})),
	],
	[
		typeCall('delete /TYPE/:id'),
		(operation, user) => onItems(operation, user, async (item) => ({ path: idOf(operation.path, 'id', item.id) })),
	],
	[
		typeCall('get /TYPE/:id/revisions'),
		(operation, user) =>
			onItems(operation, user, async (item) => ({ path: idOf(operation.path, 'id', item.id) })).then((calls) =>
				calls.map((call) => ({ ...call, allowed: permitted(operation, user) })),
			),
	],
	[
		typeCall('post /TYPE/:id/revisions/:revision/restore'),
		(operation, user) =>
			onItems(operation, user, async (item) => {
				const [revision] = await typeOf(operation).revisions(db(), item.id)
				return { path: idOf(idOf(operation.path, 'id', item.id), 'revision', revision!.revision) }
			}),
	],
	[
		// A reviewer's 'Request changes' on an item in review: the caller's own and the administrator's.
		typeCall('post /TYPE/:id/request-changes'),
		async (operation, user) => {
			const type = typeOf(operation)
			const calls: Call[] = []
			for (const [label, owner] of [
				['own', user],
				['another user’s', await userOf('administrator')],
			] as const) {
				const item = await type.update(db(), (await itemOf(type, owner)).id, { status: 'in_review' })
				const allowed = permitted(operation, user) && can(user, { type, action: 'update', item })
				calls.push({ path: idOf(operation.path, 'id', item.id), body: exampleOf(operation), allowed, label })
			}
			return calls
		},
	],
	[
		// An item's checks (docs/design.md §16): whoever may read it, the caller's own item and the administrator's.
		typeCall('get /TYPE/:id/checks'),
		(operation, user) =>
			onItems(operation, user, async (item) => ({ path: idOf(operation.path, 'id', item.id) })).then((calls) =>
				calls.map((call) => ({ ...call, allowed: permitted(operation, user) })),
			),
	],
	[
		typeCall('get /TYPE/:id'),
		async (operation) => [
			{
				path: idOf(operation.path, 'id', (await itemOf(typeOf(operation), await userOf('administrator'))).id),
				allowed: true,
			},
		],
	],
	// Single records: the settings and the navigation.
	[
		/^put \/(settings|navigation)$/,
		async (operation, user) => {
			const type = singletons.find((candidate) => operation.path === `/${candidate.name}`)!
			return [{ path: operation.path, body: exampleOf(operation), allowed: can(user, { type, action: 'update' }) }]
		},
	],
	[/^post \/settings\/test-email$/, plain],
	// Redirects.
	[
		/^(put|delete) \/redirects\/:id$/,
		async (operation, user) => {
			const made = await redirects.create(db(), { from: `/old-${Math.random().toString(36).slice(2)}`, to: '/blog' })
			return [
				{ path: idOf(operation.path, 'id', made.id), body: exampleOf(operation), allowed: permitted(operation, user) },
			]
		},
	],
	// The trash: the caller's own deleted blog post, and the administrator's.
	[
		/^(post|delete) \/trash\/:collection\/:id(\/restore)?$/,
		async (operation, user) => {
			const blogs = contentTypes.find((type) => type.name === 'blogs')!
			const calls: Call[] = []
			for (const owner of [user, await userOf('administrator')]) {
				const item = await itemOf(blogs, owner)
				await blogs.remove(db(), item.id)
				const path = idOf(idOf(operation.path, 'collection', 'blogs'), 'id', item.id)
				calls.push({ path, allowed: permitted(operation, user) && can(user, { type: blogs, action: 'delete', item }) })
			}
			return calls
		},
	],
	// The inbox.
	[
		/^(get|patch|delete) \/contact_submissions\/:id$/,
		async (operation, user) => {
			const message = await contactSubmissions.create(db(), {
				name: 'Visitor',
				email: 'visitor@example.com',
				phone: '+44 20 7946 0000',
				subject: 'Hello',
				message: 'A question',
			})
			return [
				{
					path: idOf(operation.path, 'id', message.id),
					body: exampleOf(operation),
					allowed: permitted(operation, user),
				},
			]
		},
	],
	// Job applications (docs/design.md §17): a candidate's, with its CV.
	[
		/^(get|put|delete) \/job-applications\/:id(\/resume)?$/,
		async (operation, user) => {
			const application = await storedApplication(app)
			return [
				{
					path: idOf(operation.path, 'id', application.id),
					body: exampleOf(operation),
					allowed: permitted(operation, user),
				},
			]
		},
	],
	// The user's own sessions: another of theirs to end.
	[
		/^delete \/admin\/sessions\/:id$/,
		async (operation, user) => {
			const { token } = await createSession(db(), user.id)
			return [{ path: idOf(operation.path, 'id', sessionIdOfToken(token)), allowed: permitted(operation, user) }]
		},
	],
	// Images: the caller's own upload and the administrator's (an author deletes only their own).
	[
		/^(get|put|delete) \/media\/:id$/,
		async (operation, user) => {
			const calls: Call[] = []
			for (const owner of [user, await userOf('administrator')]) {
				const name = `${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}_10x10.jpg`
				const { id } = await reserveUpload(db(), name, { kept: true, createdBy: owner.id })
				const allowed =
					operation.method === 'delete'
						? can(user, { permission: 'media.delete', owner: owner.id })
						: permitted(operation, user)
				calls.push({ path: idOf(operation.path, 'id', id), body: exampleOf(operation), allowed })
			}
			return calls
		},
	],
	[
		/^post \/upload$/,
		async (operation, user) => {
			const form = new FormData()
			form.append('image', new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), 'dot.png')
			return [{ path: operation.path, form, allowed: permitted(operation, user) }]
		},
	],
	// Presence on an item: whoever may edit it (the caller's own blog post, and the administrator's).
	[
		/^(put|delete) \/presence\/:collection\/:id$/,
		async (operation, user) => {
			const blogs = contentTypes.find((type) => type.name === 'blogs')!
			const calls: Call[] = []
			for (const owner of [user, await userOf('administrator')]) {
				const item = await itemOf(blogs, owner)
				const path = idOf(idOf(operation.path, 'collection', 'blogs'), 'id', item.id)
				calls.push({ path, allowed: permitted(operation, user) && can(user, { type: blogs, action: 'update', item }) })
			}
			return calls
		},
	],
	// Another user of the team, for an administrator's calls about them.
	[
		/^post \/users\/:id\/password-reset$/,
		async (operation, user) => [
			{ path: idOf(operation.path, 'id', members.get('contributor')!), allowed: permitted(operation, user) },
		],
	],
	// A passkey of the caller's to remove: none they could have made here (a ceremony, below).
	[
		/^delete \/admin\/passkeys\/:id$/,
		async (operation, user) => [
			{ path: idOf(operation.path, 'id', 999_999), body: exampleOf(operation), allowed: permitted(operation, user) },
		],
	],
	// The team: a member of its own for each call (never the last administrator, never the caller).
	[
		/^(put|delete) \/users\/:id(\/sessions)?$/,
		async (operation, user) => {
			const member = await memberToChange()
			return [
				{
					path: idOf(operation.path, 'id', member),
					body: exampleOf(operation),
					allowed: permitted(operation, user),
				},
			]
		},
	],
	[
		/^(post|delete) \/users\/invitations\/:id(\/resend)?$/,
		async (operation, user) => {
			const { id } = await inviteUser(app.services, { email: newAddress(), role: 'author' }, inviter())
			return [{ path: idOf(operation.path, 'id', id), allowed: permitted(operation, user) }]
		},
	],
	// Accepting an invitation: anyone holding its link (no rule but the link).
	[
		/^post \/invitations\/:token$/,
		async (operation) => {
			const { url } = await inviteUser(app.services, { email: newAddress(), role: 'contributor' }, inviter())
			return [{ path: new URL(url).pathname, body: exampleOf(operation), allowed: true }]
		},
	],
	// Calls without parameters: their example body, if any.
	[/^(get|post|put|patch|delete) \/[\w/.-]*$/, plain],
]

/**
 * Calls whose success needs what no role can bring here (a real authenticator's answer, a code, the
 * account's password, a mail server): allowed, they answer a documented refusal of the input instead (a
 * wrong password is their 403, throttled after a few: 429), never the rules' refusal nor a 500.
 */
const CEREMONIES: Record<string, number[]> = {
	'post /admin/passkeys': [400],
	'delete /admin/passkeys/:id': [400, 404],
	'post /admin/totp/confirm': [400],
	'delete /admin/totp': [400, 403, 409, 429],
	'post /admin/recovery-codes': [400, 403, 409, 429],
	'post /settings/test-email': [409],
}

/** Public calls that answer whoever calls them (signing in, the visitor's contact form) are checked elsewhere. */
const PUBLIC_SKIPPED = new Set([
	'post /admin/login',
	'post /admin/login/second-step',
	'post /admin/passkeys/sign-in',
	'post /admin/passkeys/sign-in/options',
	'post /contact',
	'post /careers/:id/applications',
	'post /admin/password-reset',
	'post /admin/password-reset/:token',
])

async function userOf(role: Role): Promise<User> {
	const { token } = await createSession(db(), members.get(role)!)
	return (await findSession(db(), token))!
}

let png: Buffer | undefined
async function tinyPng() {
	const sharp = (await import('sharp')).default
	return (png ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
		.png()
		.toBuffer())
}

async function send(operation: ApiOperation, call: Call, token: string) {
	const headers: Record<string, string> = { authorization: `Bearer ${token}` }
	let body: BodyInit | undefined
	if (call.form) body = call.form
	else if (call.body !== undefined) {
		headers['content-type'] = 'application/json'
		body = JSON.stringify(call.body)
	}
	const response = await fetch(`${app.url}${call.path}`, { method: operation.method.toUpperCase(), headers, body })
	const text = await response.text()
	return { status: response.status, text }
}

/** The `error` of a JSON answer, if it has one. */
function errorOf(text: string): unknown {
	try {
		return (JSON.parse(text) as { error?: unknown }).error
	} catch {
		return undefined
	}
}

const key = (operation: ApiOperation) => `${operation.method} ${operation.path}`

describe.each(ROLES)('every operation as %s', (role) => {
	const operations = apiOperations.filter((operation) => !PUBLIC_SKIPPED.has(key(operation)))

	// One test an operation: each sweep of a role is long, and a failure names its operation.
	it.each(operations.map((operation) => [key(operation), operation] as const))(
		'%s: allowed calls succeed, refused ones answer 403, none fails',
		async (_, operation) => {
			const problems: string[] = []
			const recipe = RECIPES.find(([pattern]) => pattern.test(key(operation)))?.[1]
			if (!recipe) {
				problems.push(`${key(operation)}: no request for it in this test`)
			} else {
				const user = await userOf(role)
				for (const call of await recipe(operation, user)) {
					// A fresh session for each call: some end theirs (sign-out) or every other.
					const { token } = await createSession(db(), user.id)
					const { status, text } = await send(operation, call, token)
					const where = `${key(operation)}${call.label ? ` (${call.label})` : ''} → ${status}`
					const success = CEREMONIES[key(operation)] ?? [operation.answer.status]
					if (status >= 500) problems.push(`${where}: ${text.slice(0, 200)}`)
					else if (call.allowed && (!success.includes(status) || errorOf(text) === NOT_ALLOWED))
						problems.push(`${where}, allowed: expected ${success.join(' or ')}: ${text.slice(0, 200)}`)
					else if (!call.allowed && (status !== 403 || !errorOf(text)))
						problems.push(`${where}, refused: expected 403 with an error: ${text.slice(0, 200)}`)
				}
			}
			expect(problems).toEqual([])
		},
	)
})
