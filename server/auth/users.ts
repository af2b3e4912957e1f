import { z } from 'zod'

import { authorPath, PROFILE_NAME_MAX } from '#shared/authors.ts'
import { Role } from '#shared/team.ts'
import { type AuditActor, recordAudit } from '#server/auth/audit.ts'
import { userSlugFor } from '#server/auth/profile.ts'
import { roleOf, typesOf, type User } from '#server/auth/user.ts'
import { writeContent } from '#server/cache/version.ts'
import { parseOrThrow } from '#server/content/collection/records.ts'
import { NotFoundError, RefusedError } from '#server/content/errors.ts'
import { requiredTextRule } from '#server/content/fields.ts'
import { addressMoved } from '#server/content/redirects.ts'
import { contentTypes } from '#server/content/registry.ts'
import { type Db, now } from '#server/db/database.ts'
import { isUniqueViolation } from '#server/db/errors.ts'

/**
 * The team (docs/design.md §15, ADR 0051): its users as the Team screen and `GET /users` show them, and
 * what an administrator does to them: change a name, role or content types, end their sessions, remove
 * them. The site always keeps an active administrator. A removed user keeps their row (what they made stays
 * credited to them) but nothing that signs them in: sessions, passkeys, authenticator app, recovery codes.
 */

export const USER_STATUSES = ['active', 'removed'] as const
export const UserStatus = z.enum(USER_STATUSES)

export const LAST_ADMINISTRATOR = 'The site needs an administrator: make someone else an administrator first'
export const NOT_YOURSELF = 'You cannot remove your own account: another administrator can'
export const REMOVED_USER = 'This user was removed: invite them again to bring them back'
const USER = 'The user'

const typeNames = contentTypes.map((type) => type.name) as [string, ...string[]]

/** The content types an author or contributor writes: names of content types, each once. */
export const TypesInput = z
	.array(z.enum(typeNames, `types must be content types: ${typeNames.join(', ')}`), {
		error: 'types must be a list of content types',
	})
	.max(typeNames.length)
	.refine((types) => new Set(types).size === types.length, 'Name each content type once')
	.meta({ description: `Content types they write as an author or contributor: ${typeNames.join(', ')}` })

export const RoleInput = z.enum(Role.options, `role must be one of ${Role.options.join(', ')}`)

/** A user's name, as their profile's (server/auth/profile.ts): one line, what bylines show. */
export const UserName = requiredTextRule('Name', PROFILE_NAME_MAX).refine(
	// eslint-disable-next-line no-control-regex -- a control character is what it refuses
	(name) => !/[\u0000-\u001f\u007f]/.test(name),
	'Name must be one line of plain text',
)

/** `PUT /users/{id}`: the fields sent change, the others stay. */
export const UserUpdate = z.object({
	name: UserName.optional(),
	role: RoleInput.optional(),
	types: TypesInput.optional(),
})
export type UserUpdate = z.input<typeof UserUpdate>

/** A user of the team, as `GET /users` answers them. */
export const UserView = z.object({
	id: z.int(),
	name: z.string(),
	email: z.string(),
	role: Role,
	types: z.array(z.string()),
	status: UserStatus,
	created_at: z.iso.datetime(),
	last_seen_at: z.iso.datetime().nullable().meta({ description: 'Their last request, to the minute; null: never' }),
	second_factor: z.boolean().meta({ description: 'Whether they have an authenticator app or a passkey' }),
})
export type UserView = z.infer<typeof UserView>

/** `GET /admin/me`: who the session belongs to. */
export const Me = UserView.pick({ id: true, name: true, email: true, role: true, types: true })
export type Me = z.infer<typeof Me>

export const meOf = ({ id, name, email, role, types }: User): Me => ({ id, name, email, role, types })

type UserRow = {
	id: number
	name: string
	email: string
	role: string
	types: string
	status: string
	created_at: string
	last_seen_at: string | null
	totp_secret: string | null
}
const COLUMNS = ['id', 'name', 'email', 'role', 'types', 'status', 'created_at', 'last_seen_at', 'totp_secret'] as const

const present = (row: UserRow, withPasskeys: ReadonlySet<number>): UserView => ({
	id: row.id,
	name: row.name,
	email: row.email,
	role: roleOf(row.role),
	types: typesOf(row.types),
	status: row.status === 'removed' ? 'removed' : 'active',
	created_at: row.created_at,
	last_seen_at: row.last_seen_at,
	second_factor: row.totp_secret !== null || withPasskeys.has(row.id),
})

async function passkeyOwners(db: Db): Promise<Set<number>> {
	const rows = await db.selectFrom('passkeys').select('admin_id').distinct().execute()
	return new Set(rows.map((row) => row.admin_id))
}

/** The team (or its removed users), by name. */
export async function listUsers(db: Db, status: z.infer<typeof UserStatus> = 'active'): Promise<UserView[]> {
	const [rows, withPasskeys] = await Promise.all([
		db.selectFrom('admin_users').select(COLUMNS).where('status', '=', status).orderBy('name').orderBy('id').execute(),
		passkeyOwners(db),
	])
	return rows.map((row) => present(row, withPasskeys))
}

export async function getUserView(db: Db, id: number): Promise<UserView> {
	const row = await db.selectFrom('admin_users').select(COLUMNS).where('id', '=', id).executeTakeFirst()
	if (!row) throw new NotFoundError(USER)
	return present(row, await passkeyOwners(db))
}

/**
 * Refuses when no active administrator but user `id` would be left. It first writes every active
 * administrator's row as it is: on PostgreSQL that locks them, so two administrators demoting or removing
 * each other at once are decided one after the other (the second sees the first's change); SQLite writes
 * one transaction at a time anyway.
 */
async function assertAnotherAdministrator(trx: Db, id: number): Promise<void> {
	await trx
		.updateTable('admin_users')
		.set({ role: 'administrator' })
		.where('role', '=', 'administrator')
		.where('status', '=', 'active')
		.execute()
	const other = await trx
		.selectFrom('admin_users')
		.select('id')
		.where('role', '=', 'administrator')
		.where('status', '=', 'active')
		.where('id', '!=', id)
		.executeTakeFirst()
	if (!other) throw new RefusedError(409, LAST_ADMINISTRATOR)
}

/** What changed, for the audit log: the fields' names and the role (never a name or an e-mail). */
const changedFields = (input: z.output<typeof UserUpdate>) =>
	Object.entries(input)
		.filter(([, value]) => value !== undefined)
		.map(([field]) => field)
		.join(', ')

/**
 * Changes a user's name, role or content types. The last active administrator keeps their role (409); a
 * removed user is not changed (409). The new role rules their next request: sessions read it every time. A
 * new name moves their author page as their own profile's does (ADR 0053): the old address answers 301,
 * and cached pages with their byline are dropped.
 */
export async function updateUser(db: Db, id: number, input: unknown, { actor }: { actor: AuditActor }) {
	const changes = parseOrThrow(UserUpdate, input)
	const write = async (trx: Db) => {
		const row = await trx
			.selectFrom('admin_users')
			.select(['id', 'name', 'slug', 'role', 'status'])
			.where('id', '=', id)
			.executeTakeFirst()
		if (!row) throw new NotFoundError(USER)
		if (row.status !== 'active') throw new RefusedError(409, REMOVED_USER)
		if (row.role === 'administrator' && changes.role !== undefined && changes.role !== 'administrator') {
			await assertAnotherAdministrator(trx, id)
		}
		const renamed = changes.name !== undefined && changes.name !== row.name
		const slug = renamed ? await userSlugFor(trx, changes.name!, row) : row.slug
		await trx
			.updateTable('admin_users')
			.set({
				...(changes.name !== undefined && { name: changes.name }),
				...(changes.role !== undefined && { role: changes.role }),
				...(changes.types !== undefined && { types: JSON.stringify(changes.types) }),
				slug,
				updated_at: now(),
			})
			.where('id', '=', id)
			.execute()
		if (row.slug && slug && row.slug !== slug) await addressMoved(trx, authorPath(row.slug), authorPath(slug))
		await recordAudit(trx, {
			...actor,
			action: 'user-updated',
			collection: 'users',
			itemId: id,
			detail: { changed: changedFields(changes) || 'nothing', role: changes.role ?? roleOf(row.role) },
		})
	}
	// A name is on public pages (bylines, the author page): its change empties the caches (server/cache/version.ts).
	await retryingOnSlug(() => (changes.name === undefined ? db.transaction().execute(write) : writeContent(db, write)))
	return getUserView(db, id)
}

/** Everything that signs a user in or remembers them signed in: gone at once (their next request is a 401). */
async function dropSignIns(trx: Db, id: number): Promise<number> {
	const ended = await trx.deleteFrom('sessions').where('admin_id', '=', id).executeTakeFirst()
	await trx.deleteFrom('passkeys').where('admin_id', '=', id).execute()
	await trx.deleteFrom('recovery_codes').where('admin_id', '=', id).execute()
	await trx.deleteFrom('auth_challenges').where('admin_id', '=', id).execute()
	await trx.deleteFrom('known_devices').where('admin_id', '=', id).execute()
	await trx
		.updateTable('admin_users')
		.set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
		.where('id', '=', id)
		.execute()
	return Number(ended.numDeletedRows)
}

/**
 * Removes a user from the team: their status becomes `removed`, their sessions end at once, and their
 * passkeys, authenticator app and recovery codes are dropped. Their row stays, so what they made stays
 * credited to them; an invitation to the same address brings them back (server/auth/invitations.ts).
 * Nobody removes themselves (409), and the last active administrator stays (409). Removing a removed
 * user does nothing.
 */
export async function removeUser(db: Db, id: number, { actor }: { actor: AuditActor }): Promise<void> {
	await db.transaction().execute(async (trx) => {
		const row = await trx.selectFrom('admin_users').select(['role', 'status']).where('id', '=', id).executeTakeFirst()
		if (!row) throw new NotFoundError(USER)
		if (row.status === 'removed') return
		if (actor.userId === id) throw new RefusedError(409, NOT_YOURSELF)
		if (row.role === 'administrator') await assertAnotherAdministrator(trx, id)
		await trx.updateTable('admin_users').set({ status: 'removed', updated_at: now() }).where('id', '=', id).execute()
		const sessions = await dropSignIns(trx, id)
		await recordAudit(trx, {
			...actor,
			action: 'user-removed',
			collection: 'users',
			itemId: id,
			detail: { role: roleOf(row.role), sessions },
		})
	})
}

/** An administrator ends every session of a user (their own included): how many ended. */
export async function endUserSessions(db: Db, id: number, { actor }: { actor: AuditActor }): Promise<number> {
	return db.transaction().execute(async (trx) => {
		const row = await trx.selectFrom('admin_users').select('id').where('id', '=', id).executeTakeFirst()
		if (!row) throw new NotFoundError(USER)
		const ended = await trx.deleteFrom('sessions').where('admin_id', '=', id).executeTakeFirst()
		const sessions = Number(ended.numDeletedRows)
		await recordAudit(trx, {
			...actor,
			action: 'user-sessions-ended',
			collection: 'users',
			itemId: id,
			detail: { sessions },
		})
		return sessions
	})
}

/** Runs `write` again when the unique index refused the slug it chose (another write took it meanwhile). */
export async function retryingOnSlug<T>(write: () => Promise<T>): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await write()
		} catch (error) {
			if (attempt >= 5 || !isUniqueViolation(error, 'admin_users', 'slug')) throw error
		}
	}
}
