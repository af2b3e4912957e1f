import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'

import { DEFAULT_TYPES, INVITATION_DAYS, invitationPath, Role } from '#shared/team.ts'
import { NewPassword } from '#server/auth/admin-account.ts'
import { type AuditActor, recordAudit } from '#server/auth/audit.ts'
import { openSession } from '#server/auth/open-session.ts'
import { hashPassword } from '#server/auth/passwords.ts'
import { userSlugFor } from '#server/auth/profile.ts'
import type { SessionOrigin } from '#server/auth/sessions.ts'
import { roleOf, typesOf } from '#server/auth/user.ts'
import { retryingOnSlug, RoleInput, TypesInput, UserName } from '#server/auth/users.ts'
import { parseOrThrow } from '#server/content/collection/records.ts'
import { NotFoundError, RefusedError } from '#server/content/errors.ts'
import { requiredTextRule } from '#server/content/fields.ts'
import type { Db } from '#server/db/database.ts'
import type { Services } from '#server/services.ts'

/**
 * Invitations to the team (docs/design.md §15, docs/decisions/0055-invitations.md). An administrator
 * invites an address with a role; the link (`/invitations/{token}`) works once, for INVITATION_DAYS, and
 * only its token's hash is stored. Accepting it with a name and a password makes the user (or brings a
 * removed one back) and signs them in; a refused try (a weak password) leaves the link as it was.
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** Long-dead invitations (used, withdrawn or expired a month ago) are swept: an address kept for nothing. */
const KEEP_DEAD_MS = 30 * DAY_MS
const INVITATION = 'The invitation'

export const ALREADY_ON_THE_TEAM = 'This address already belongs to someone on the team'
export const UNKNOWN_LINK = 'This invitation link is not valid: ask for a new one'
export const EXPIRED_LINK = 'This invitation has expired: ask for a new one'
export const USED_LINK = 'This invitation was already used: sign in instead'
export const REVOKED_LINK = 'This invitation was withdrawn: ask for a new one'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** `POST /users/invitations`. */
export const InvitationInput = z.object({
	email: requiredTextRule('Email', 254)
		.toLowerCase()
		.pipe(z.email('Enter a valid email address'))
		// The document shows a body's input side, which is the text before the pipe.
		.meta({ format: 'email' }),
	role: RoleInput,
	types: TypesInput.optional().meta({ description: `Default ${JSON.stringify(DEFAULT_TYPES)}` }),
})
export type InvitationInput = z.input<typeof InvitationInput>

/** What a new (or re-sent) invitation answers: its link, shown once (only its hash is kept). */
export const CreatedInvitation = z.object({
	id: z.int(),
	email: z.string(),
	role: Role,
	types: z.array(z.string()),
	expires_at: z.iso.datetime(),
	url: z.string().meta({ description: 'The absolute address of the page that accepts it; it works once' }),
})
export type CreatedInvitation = z.infer<typeof CreatedInvitation>

/** An invitation not used nor withdrawn, as `GET /users/invitations` lists it (its link is not kept). */
export const PendingInvitation = CreatedInvitation.omit({ url: true }).extend({
	invited_by: z.object({ id: z.int(), name: z.string() }).nullable(),
	created_at: z.iso.datetime(),
	expired: z.boolean().meta({ description: 'Past `expires_at`: re-send it for a new link' }),
})
export type PendingInvitation = z.infer<typeof PendingInvitation>

/** `POST /invitations/{token}`. */
export const AcceptInput = z.object({
	name: UserName,
	password: NewPassword,
})

type Mailing = Pick<Services, 'db' | 'contactMailer'>
type Asker = { actor: AuditActor; siteUrl: string; at?: number }

async function assertNotOnTheTeam(db: Db, email: string): Promise<void> {
	const user = await db
		.selectFrom('admin_users')
		.select('id')
		.where('email', '=', email)
		.where('status', '=', 'active')
		.executeTakeFirst()
	if (user) throw new RefusedError(409, ALREADY_ON_THE_TEAM)
}

const newToken = () => randomBytes(32).toString('base64url')

/** E-mails the link (in the background; nothing without SMTP_URL) and answers it. */
async function sendLink(
	{ db, contactMailer }: Mailing,
	row: { id: number; email: string; role: string; types: string; expires_at: string },
	token: string,
	{ actor, siteUrl }: Asker,
): Promise<CreatedInvitation> {
	const url = siteUrl + invitationPath(token)
	const inviter = await db
		.selectFrom('admin_users')
		.select('name')
		.where('id', '=', actor.userId ?? 0)
		.executeTakeFirst()
	const role = roleOf(row.role)
	contactMailer.invitation({ to: row.email, url, role, invitedBy: inviter?.name ?? '', expiresAt: row.expires_at })
	return { id: row.id, email: row.email, role, types: typesOf(row.types), expires_at: row.expires_at, url }
}

/**
 * Invites an address to the team with a role (and the content types an author or contributor writes). An
 * address already on the team is refused (409); an earlier invitation to it that is still pending is
 * withdrawn, so only the newest link works.
 */
export async function inviteUser(services: Mailing, input: unknown, asker: Asker): Promise<CreatedInvitation> {
	const { db } = services
	const { email, role, types = [...DEFAULT_TYPES] } = parseOrThrow(InvitationInput, input)
	await assertNotOnTheTeam(db, email)
	const at = asker.at ?? Date.now()
	const token = newToken()
	const row = await db.transaction().execute(async (trx) => {
		await trx
			.deleteFrom('invitations')
			.where('expires_at', '<', new Date(at - KEEP_DEAD_MS).toISOString())
			.execute()
		await trx
			.updateTable('invitations')
			.set({ revoked_at: new Date(at).toISOString() })
			.where('email', '=', email)
			.where('accepted_at', 'is', null)
			.where('revoked_at', 'is', null)
			.execute()
		const created = await trx
			.insertInto('invitations')
			.values({
				email,
				role,
				types: JSON.stringify(types),
				token_hash: hashToken(token),
				invited_by: asker.actor.userId ?? null,
				created_at: new Date(at).toISOString(),
				expires_at: new Date(at + INVITATION_DAYS * DAY_MS).toISOString(),
			})
			.returning(['id', 'email', 'role', 'types', 'expires_at'])
			.executeTakeFirstOrThrow()
		await recordAudit(trx, {
			...asker.actor,
			action: 'user-invited',
			collection: 'invitations',
			itemId: created.id,
			detail: { role },
		})
		return created
	})
	return sendLink(services, row, token, asker)
}

/** The invitations not used nor withdrawn (expired ones too, to be re-sent), newest first. */
export async function listInvitations(db: Db, at = Date.now()): Promise<PendingInvitation[]> {
	const rows = await db
		.selectFrom('invitations')
		.leftJoin('admin_users', 'admin_users.id', 'invitations.invited_by')
		.select([
			'invitations.id',
			'invitations.email',
			'invitations.role',
			'invitations.types',
			'invitations.created_at',
			'invitations.expires_at',
			'invitations.invited_by',
			'admin_users.name as inviter',
		])
		.where('invitations.accepted_at', 'is', null)
		.where('invitations.revoked_at', 'is', null)
		.orderBy('invitations.created_at', 'desc')
		.orderBy('invitations.id', 'desc')
		.execute()
	return rows.map((row) => ({
		id: row.id,
		email: row.email,
		role: roleOf(row.role),
		types: typesOf(row.types),
		invited_by: row.invited_by === null ? null : { id: row.invited_by, name: row.inviter ?? '' },
		created_at: row.created_at,
		expires_at: row.expires_at,
		expired: Date.parse(row.expires_at) <= at,
	}))
}

/** A pending invitation by id (404 for one used, withdrawn or unknown). */
async function pendingRow(db: Db, id: number) {
	const row = await db
		.selectFrom('invitations')
		.select(['id', 'email', 'role', 'types', 'expires_at', 'accepted_at', 'revoked_at'])
		.where('id', '=', id)
		.executeTakeFirst()
	if (!row || row.revoked_at !== null) throw new NotFoundError(INVITATION)
	if (row.accepted_at !== null) throw new RefusedError(409, 'This invitation was already accepted')
	return row
}

/** A new link (and INVITATION_DAYS again) for a pending invitation; the old link stops working. */
export async function resendInvitation(services: Mailing, id: number, asker: Asker): Promise<CreatedInvitation> {
	const { db } = services
	const pending = await pendingRow(db, id)
	await assertNotOnTheTeam(db, pending.email)
	const at = asker.at ?? Date.now()
	const token = newToken()
	const expiresAt = new Date(at + INVITATION_DAYS * DAY_MS).toISOString()
	await db.transaction().execute(async (trx) => {
		const changed = await trx
			.updateTable('invitations')
			.set({ token_hash: hashToken(token), expires_at: expiresAt, invited_by: asker.actor.userId ?? null })
			.where('id', '=', id)
			.where('accepted_at', 'is', null)
			.where('revoked_at', 'is', null)
			.executeTakeFirst()
		// Accepted or withdrawn since it was read.
		if (Number(changed.numUpdatedRows) !== 1) throw new NotFoundError(INVITATION)
		await recordAudit(trx, { ...asker.actor, action: 'invitation-resent', collection: 'invitations', itemId: id })
	})
	return sendLink(services, { ...pending, expires_at: expiresAt }, token, asker)
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvitation(db: Db, id: number, { actor }: { actor: AuditActor }): Promise<void> {
	await pendingRow(db, id)
	await db.transaction().execute(async (trx) => {
		const changed = await trx
			.updateTable('invitations')
			.set({ revoked_at: new Date().toISOString() })
			.where('id', '=', id)
			.where('accepted_at', 'is', null)
			.where('revoked_at', 'is', null)
			.executeTakeFirst()
		if (Number(changed.numUpdatedRows) !== 1) throw new NotFoundError(INVITATION)
		await recordAudit(trx, { ...actor, action: 'invitation-revoked', collection: 'invitations', itemId: id })
	})
}

/** What the accept page shows of a link that works. */
export type OpenInvitation = { email: string; role: z.infer<typeof Role>; invitedBy: string; expiresAt: string }

/**
 * The invitation a link's token names, while it works; otherwise a RefusedError saying why: 404 for a
 * token that names none (or an old link of one re-sent), 410 for one used, withdrawn or expired.
 */
export async function openInvitation(db: Db, token: string, at = Date.now()) {
	const row =
		token.length > 0 && token.length <= 200
			? await db
					.selectFrom('invitations')
					.leftJoin('admin_users', 'admin_users.id', 'invitations.invited_by')
					.select([
						'invitations.id',
						'invitations.email',
						'invitations.role',
						'invitations.types',
						'invitations.expires_at',
						'invitations.accepted_at',
						'invitations.revoked_at',
						'admin_users.name as inviter',
					])
					.where('invitations.token_hash', '=', hashToken(token))
					.executeTakeFirst()
			: undefined
	if (!row) throw new RefusedError(404, UNKNOWN_LINK)
	if (row.accepted_at !== null) throw new RefusedError(410, USED_LINK)
	if (row.revoked_at !== null) throw new RefusedError(410, REVOKED_LINK)
	if (Date.parse(row.expires_at) <= at) throw new RefusedError(410, EXPIRED_LINK)
	const open: OpenInvitation = {
		email: row.email,
		role: roleOf(row.role),
		invitedBy: row.inviter ?? '',
		expiresAt: row.expires_at,
	}
	return { ...row, open }
}

/**
 * Accepts an invitation: makes the user (or brings back a removed user of that address, with their items
 * and author page) with the invitation's role and types, the name and password given, and opens their
 * session. The link is used up in the same transaction that makes the user, and only if it still works
 * then (two tries at once: one wins, the other is a 410). A refused name or password (400) leaves it as it
 * was. Answers the session's token.
 */
export async function acceptInvitation(
	services: Mailing,
	token: string,
	input: unknown,
	origin: SessionOrigin & { requestId?: string },
	at = Date.now(),
): Promise<{ token: string; userId: number }> {
	const { db } = services
	const invitation = await openInvitation(db, token, at)
	const { name, password } = parseOrThrow(AcceptInput, input)
	await assertNotOnTheTeam(db, invitation.email)
	const passwordHash = await hashPassword(password)
	const iso = new Date(at).toISOString()
	const fields = {
		name,
		password_hash: passwordHash,
		role: invitation.role,
		types: invitation.types,
		status: 'active',
		updated_at: iso,
	}
	const userId = await retryingOnSlug(() =>
		db.transaction().execute(async (trx) => {
			const used = await trx
				.updateTable('invitations')
				.set({ accepted_at: iso })
				.where('id', '=', invitation.id)
				.where('accepted_at', 'is', null)
				.where('revoked_at', 'is', null)
				.where('expires_at', '>', iso)
				.executeTakeFirst()
			if (Number(used.numUpdatedRows) !== 1) throw new RefusedError(410, USED_LINK)
			const removed = await trx
				.selectFrom('admin_users')
				.select(['id', 'slug'])
				.where('email', '=', invitation.email)
				.executeTakeFirst()
			// A user who comes back keeps their author page; a new one gets a slug of their name.
			const slug = removed?.slug ?? (await userSlugFor(trx, name))
			const id = removed
				? (
						await trx
							.updateTable('admin_users')
							.set({ ...fields, slug })
							.where('id', '=', removed.id)
							.returning('id')
							.executeTakeFirstOrThrow()
					).id
				: (
						await trx
							.insertInto('admin_users')
							.values({ ...fields, email: invitation.email, slug, created_at: iso })
							.returning('id')
							.executeTakeFirstOrThrow()
					).id
			await recordAudit(trx, {
				action: 'user-joined',
				userId: id,
				ip: origin.ip,
				collection: 'users',
				itemId: id,
				detail: { role: invitation.role, invitation: invitation.id, returning: removed !== undefined },
			})
			return id
		}),
	)
	const session = await openSession(services, userId, { ...origin, method: 'password' })
	return { token: session.token, userId }
}
