import { type AppLoadContext, data } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { writesEveryType } from '#shared/team.ts'
import { inviteUser, listInvitations, resendInvitation, revokeInvitation } from '#server/auth/invitations.ts'
import { endUserSessions, getUserView, listUsers, removeUser, updateUser, type UserView } from '#server/auth/users.ts'
import { NotFoundError, RefusedError, ValidationError } from '#server/content/errors.ts'
import { contentTypes } from '#server/content/registry.ts'
import { auditActor, requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import {
	TEAM_FIELDS,
	TEAM_INTENTS,
	TEAM_PATH,
	type TeamAnswer,
	type TeamMemberView,
	type TeamValues,
	type TypeChoice,
} from '#app/lib/team.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'

/**
 * The Team screens (docs/design.md §15): the users, the pending invitations and the invite form, and one
 * user's screen. Plain form posts, so they work without JavaScript; every rule is the domain's
 * (server/auth/users.ts, invitations.ts), the same as the API's, under the same permission.
 */

type Args = { request: Request; context: AppLoadContext; params?: { id?: string } }
const PERMISSION = { permission: 'users.manage' } as const

/** The content types a user may be given, by their labels. */
export const typeChoices = (): TypeChoice[] =>
	contentTypes.map((type) => ({ name: type.name, label: type.label.plural }))

const labels = new Map(contentTypes.map((type) => [type.name, type.label.plural]))
const memberView = (user: UserView, signedInId: number): TeamMemberView => ({
	id: user.id,
	name: user.name,
	email: user.email,
	role: user.role,
	types: user.types,
	writes: writesEveryType(user.role) ? '' : user.types.map((name) => labels.get(name) ?? name).join(', '),
	lastSeenAt: user.last_seen_at,
	secondFactor: user.second_factor,
	you: user.id === signedInId,
})

export async function loadTeam({ request, context }: Args) {
	const admin = await requirePermission(request, context, PERMISSION)
	const { db, config } = context.services
	const [users, invitations, removed] = await Promise.all([
		listUsers(db),
		listInvitations(db),
		listUsers(db, 'removed'),
	])
	return {
		users: users.map((user) => memberView(user, admin.id)),
		// Who was removed: they sign in no more, and what they made stays credited to them.
		removed: removed.map((user) => ({ id: user.id, name: user.name, email: user.email })),
		invitations: invitations.map((invitation) => ({
			id: invitation.id,
			email: invitation.email,
			role: invitation.role,
			invitedBy: invitation.invited_by?.name ?? '',
			expiresAt: invitation.expires_at,
			expired: invitation.expired,
		})),
		types: typeChoices(),
		mailOn: config.mail !== undefined,
	}
}

export async function loadTeamMember({ request, context, params }: Args) {
	const admin = await requirePermission(request, context, PERMISSION)
	const id = parseIdParam(params?.id)
	const user =
		id === undefined
			? undefined
			: await getUserView(context.services.db, id).catch((error: unknown) => {
					if (error instanceof NotFoundError) return undefined
					throw error
				})
	if (!user || user.status !== 'active') throw data(null, { status: 404, statusText: 'Not Found' })
	return { user: memberView(user, admin.id), types: typeChoices() }
}

/** What a form sent: texts trimmed, the content types ticked. */
function formValues(form: FormData): TeamValues {
	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value.trim() : undefined
	}
	return {
		email: text(TEAM_FIELDS.email),
		name: text(TEAM_FIELDS.name),
		role: text(TEAM_FIELDS.role),
		types: form.getAll(TEAM_FIELDS.types).filter((value): value is string => typeof value === 'string'),
	}
}

/** A refusal, shown with what was typed: a field's (400), or a rule's (409, 410). */
function refused(intent: string, error: unknown, values: TeamValues) {
	if (error instanceof ValidationError) {
		return data<TeamAnswer>({ intent, error: error.message, fields: error.fields, values }, { status: 400 })
	}
	if (error instanceof RefusedError) {
		return data<TeamAnswer>({ intent, error: error.message, fields: {}, values }, { status: error.status })
	}
	throw error
}

const gone = (what: string) =>
	redirectWithToast(TEAM_PATH, { type: 'error', message: `That ${what} is no longer there.` })

/** The Team screen's forms: invite, re-send, withdraw, remove a user, end a user's sessions. */
export async function teamAction({ request, context }: Args) {
	const admin = await requirePermission(request, context, PERMISSION)
	const actor = auditActor(admin, context)
	const form = await readFormData(request)
	const { services } = context
	const siteUrl = services.config.publicUrl ?? new URL(request.url).origin
	const intent = String(form.get('intent') ?? '')
	const values = formValues(form)
	const id = parseIdParam(form.get('id'))
	const emailed = services.config.mail !== undefined
	try {
		if (intent === TEAM_INTENTS.invite) {
			const input = { email: values.email ?? '', role: values.role ?? '', types: values.types }
			const created = await inviteUser(services, input, { actor, siteUrl })
			return data<TeamAnswer>({ invited: { email: created.email, url: created.url, emailed, resent: false } })
		}
		if (id === undefined) throw data('Which one?', { status: 400, statusText: 'Bad Request' })
		if (intent === TEAM_INTENTS.resend) {
			const resent = await resendInvitation(services, id, { actor, siteUrl })
			return data<TeamAnswer>({ invited: { email: resent.email, url: resent.url, emailed, resent: true } })
		}
		if (intent === TEAM_INTENTS.revoke) {
			await revokeInvitation(services.db, id, { actor })
			return redirectWithToast(TEAM_PATH, { type: 'success', message: 'Invitation withdrawn' })
		}
		if (intent === TEAM_INTENTS.remove) {
			const { name } = await getUserView(services.db, id)
			await removeUser(services.db, id, { actor })
			return redirectWithToast(TEAM_PATH, { type: 'success', message: `${name} was removed from the team` })
		}
		if (intent === TEAM_INTENTS.endSessions) {
			const { name } = await getUserView(services.db, id)
			const ended = await endUserSessions(services.db, id, { actor })
			const message =
				ended === 0
					? `${name} had no open session.`
					: `Signed ${name} out of ${ended} ${ended === 1 ? 'session' : 'sessions'}`
			return redirectWithToast(TEAM_PATH, { type: 'success', message })
		}
		throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
	} catch (error) {
		if (error instanceof NotFoundError)
			return gone(intent === TEAM_INTENTS.remove || intent === TEAM_INTENTS.endSessions ? 'user' : 'invitation')
		return refused(intent, error, values)
	}
}

/** One user's screen: their name, role and content types. */
export async function teamMemberAction({ request, context, params }: Args) {
	const admin = await requirePermission(request, context, PERMISSION)
	const actor = auditActor(admin, context)
	const form = await readFormData(request)
	const id = parseIdParam(params?.id)
	const values = formValues(form)
	if (form.get('intent') !== TEAM_INTENTS.save) throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
	try {
		if (id === undefined) throw new NotFoundError()
		const updated = await updateUser(
			context.services.db,
			id,
			{ name: values.name, role: values.role, types: values.types },
			{ actor },
		)
		// An administrator who gave themselves another role may no longer see the Team screen.
		if (updated.id === admin.id && updated.role !== 'administrator') {
			const message = `You are now ${/^[aeiou]/.test(updated.role) ? 'an' : 'a'} ${updated.role}`
			return redirectWithToast('/dashboard', { type: 'success', message })
		}
		return redirectWithToast(TEAM_PATH, { type: 'success', message: `${updated.name} was updated` })
	} catch (error) {
		if (error instanceof NotFoundError) return gone('user')
		return refused(TEAM_INTENTS.save, error, values)
	}
}
