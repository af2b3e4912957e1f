import type { AppLoadContext } from 'react-router'

import { AUDIT_ACTIONS } from '#server/auth/audit.ts'
import {
	AUDIT_COLLECTIONS,
	type AuditEntryView,
	type AuditFilter,
	auditUsers,
	listAudit,
	parseAuditFilter,
} from '#server/auth/audit-log.ts'
import { getUserView } from '#server/auth/users.ts'
import { ValidationError } from '#server/content/errors.ts'
import { getMediaRow } from '#server/content/media.ts'
import type { Db } from '#server/db/database.ts'
import { AUDIT_CSV_PATH, AUDIT_PATH, mediaPath } from '#app/lib/admin-paths.ts'
import { requirePermission } from '#app/lib/auth.server.ts'
import { inboxMessagePath } from '#app/lib/contact-inbox.ts'
import { contactSubmissions, contentTypes } from '#app/lib/content.server.ts'
import { TEAM_PATH, teamMemberPath } from '#app/lib/team.ts'
import { openPathOf } from '#app/lib/trash.server.ts'

/**
 * The audit log's screen (ADR 0029; the log is server/auth/audit-log.ts): a filtered page of entries as
 * people read them, the filter's choices, and the export's address with the same filter.
 */

const ACTION_WORDS: Record<string, { label: string; group: string }> = {
	'sign-in': { label: 'Signed in', group: 'Sign-ins and sessions' },
	'sign-in-failed': { label: 'Sign-in failed', group: 'Sign-ins and sessions' },
	'sign-out': { label: 'Signed out', group: 'Sign-ins and sessions' },
	'session-ended': { label: 'Session ended', group: 'Sign-ins and sessions' },
	'passkey-added': { label: 'Passkey added', group: 'Second factors' },
	'passkey-removed': { label: 'Passkey removed', group: 'Second factors' },
	'totp-enabled': { label: 'Authenticator app turned on', group: 'Second factors' },
	'totp-disabled': { label: 'Authenticator app turned off', group: 'Second factors' },
	'recovery-codes-created': { label: 'Recovery codes made', group: 'Second factors' },
	'recovery-code-used': { label: 'Recovery code used', group: 'Second factors' },
	'second-factors-reset': { label: 'Second factors reset', group: 'Second factors' },
	'password-reset-requested': { label: 'Password reset link asked for', group: 'Passwords' },
	'password-reset': { label: 'Password reset with a link', group: 'Passwords' },
	'security-policy-changed': { label: 'Second factor rule changed', group: 'Second factors' },
	'user-created': { label: 'User created', group: 'Team' },
	'profile-updated': { label: 'Profile updated', group: 'Account' },
	'content-created': { label: 'Created', group: 'Content' },
	'content-updated': { label: 'Updated', group: 'Content' },
	'content-deleted': { label: 'Deleted', group: 'Content' },
	'content-restored': { label: 'Restored from the trash', group: 'Content' },
	'content-purged': { label: 'Deleted forever', group: 'Content' },
	'media-updated': { label: 'Image updated', group: 'Media' },
	'media-deleted': { label: 'Image deleted', group: 'Media' },
	'user-invited': { label: 'Invited someone', group: 'Team' },
	'invitation-resent': { label: 'Invitation re-sent', group: 'Team' },
	'invitation-revoked': { label: 'Invitation withdrawn', group: 'Team' },
	'user-joined': { label: 'Joined the team', group: 'Team' },
	'user-updated': { label: 'User changed', group: 'Team' },
	'user-removed': { label: 'User removed', group: 'Team' },
	'user-sessions-ended': { label: 'User signed out everywhere', group: 'Team' },
	'application-viewed': { label: 'Application opened', group: 'Job applications' },
	'application-downloaded': { label: 'CV downloaded', group: 'Job applications' },
	'application-updated': { label: 'Application changed', group: 'Job applications' },
	'application-deleted': { label: 'Application erased', group: 'Job applications' },
}
/** An action another part of the code added without words here still shows, as it is named. */
const wordsOf = (action: string) => ACTION_WORDS[action] ?? { label: action, group: 'Other' }

/** The action filter's choices, in groups (a select's optgroups). */
export function actionGroups(): Array<{ group: string; options: Array<{ value: string; label: string }> }> {
	const groups = new Map<string, Array<{ value: string; label: string }>>()
	for (const action of AUDIT_ACTIONS) {
		const { label, group } = wordsOf(action)
		groups.set(group, [...(groups.get(group) ?? []), { value: action, label }])
	}
	return [...groups].map(([group, options]) => ({ group, options }))
}

const COLLECTION_LABELS: Record<string, string> = {
	...Object.fromEntries(contentTypes.map((type) => [type.name, type.label.singular])),
	media: 'Image',
	contact_submissions: 'Contact message',
	job_applications: 'Job application',
	users: 'User',
	invitations: 'Invitation',
}
const collectionLabel = (name: string) => COLLECTION_LABELS[name] ?? name

/** Where an entry's item is opened, if it still exists (a trashed or erased one has no link). */
async function linkOf(db: Db, collection: string, id: number): Promise<string | undefined> {
	const type = contentTypes.find((candidate) => candidate.name === collection)
	if (type) return (await type.get(db, id, { status: 'all' })) ? openPathOf(type, id) : undefined
	if (collection === 'media')
		return getMediaRow(db, id).then(
			() => mediaPath(id),
			() => undefined,
		)
	if (collection === 'contact_submissions')
		return (await contactSubmissions.get(db, id)) ? inboxMessagePath(id) : undefined
	if (collection === 'users')
		return getUserView(db, id).then(
			(user) => (user.status === 'active' ? teamMemberPath(id) : undefined),
			() => undefined,
		)
	if (collection === 'invitations') return TEAM_PATH
	return undefined
}

/** How a detail's key reads where its own name would be terse. */
const DETAIL_LABELS: Record<string, string> = { left: 'recovery codes left', step: 'failed at', name: 'passkey' }

/** A few safe facts, one line: 'method: password', 'session: 3f9a…'. */
const detailText = (detail: AuditEntryView['detail']) =>
	Object.entries(detail)
		.map(([key, value]) => `${DETAIL_LABELS[key] ?? key.replace(/_/g, ' ')}: ${String(value)}`)
		.join(', ')

export type AuditRowView = {
	id: number
	at: string
	action: string
	label: string
	what: { text: string; to: string | undefined } | undefined
	/** Who acted (docs/design.md §15): a user's name and e-mail, or the words for nobody. */
	who: { name: string; email: string | undefined } | { nobody: string }
	session: string | null
	current: boolean
	ip: string | null
	detail: string
}

/** The filter as a query string (the export and the page links keep it); `page` only when asked. */
function queryOf(filter: AuditFilter, page?: number): string {
	const params = new URLSearchParams()
	for (const name of ['action', 'collection', 'from', 'to', 'user'] as const) {
		const value = filter[name]
		if (value) params.set(name, String(value))
	}
	if (page && page > 1) params.set('page', String(page))
	const query = params.toString()
	return query ? `?${query}` : ''
}

export async function loadAudit({ request, context }: { request: Request; context: AppLoadContext }) {
	const admin = await requirePermission(request, context, { permission: 'audit.read' })
	const { db } = context.services
	const asked = Object.fromEntries(new URL(request.url).searchParams)
	let filter: AuditFilter = {}
	let error: string | undefined
	try {
		filter = parseAuditFilter(asked)
	} catch (failure) {
		if (!(failure instanceof ValidationError)) throw failure
		// The list stays usable: unfiltered, with the reason above it.
		error = failure.message
	}
	const [found, users] = await Promise.all([listAudit(db, filter), auditUsers(db)])
	const emails = new Map(users.map((user) => [user.id, user.email]))
	const links = new Map<string, Promise<string | undefined>>()
	const rows = await Promise.all(
		found.entries.map(async (entry): Promise<AuditRowView> => {
			let what: AuditRowView['what']
			if (entry.collection && entry.item_id !== null) {
				const key = `${entry.collection}/${entry.item_id}`
				if (!links.has(key)) links.set(key, linkOf(db, entry.collection, entry.item_id))
				what = { text: `${collectionLabel(entry.collection)} #${entry.item_id}`, to: await links.get(key) }
			}
			return {
				id: entry.id,
				at: entry.at,
				action: entry.action,
				label: wordsOf(entry.action).label,
				what,
				who: whoOf(entry, emails),
				session: entry.session,
				current: entry.session !== null && entry.session === admin.sessionId,
				ip: entry.ip,
				detail: detailText(entry.detail),
			}
		}),
	)
	return {
		rows,
		error,
		// What the form shows: the filter in use (a refused one shows what was typed).
		values: (error
			? asked
			: {
					action: filter.action,
					collection: filter.collection,
					from: filter.from,
					to: filter.to,
					user: filter.user === undefined ? undefined : String(filter.user),
				}) as Partial<Record<'action' | 'collection' | 'from' | 'to' | 'user', string>>,
		total: found.total,
		page: found.page,
		pages: found.pages,
		newer: found.page > 1 ? `${AUDIT_PATH}${queryOf(filter, found.page - 1)}` : undefined,
		older: found.page < found.pages ? `${AUDIT_PATH}${queryOf(filter, found.page + 1)}` : undefined,
		csv: `${AUDIT_CSV_PATH}${queryOf(filter)}`,
		actions: actionGroups(),
		collections: AUDIT_COLLECTIONS.map((name) => ({ value: name, label: collectionLabel(name) })),
		users: users.map((user) => ({
			value: String(user.id),
			label: `${user.name} (${user.email})${user.removed ? ', removed' : ''}`,
		})),
	}
}

/** Who an entry names: the user (removed ones too), else nobody, which a failed sign-in says in words. */
function whoOf(entry: AuditEntryView, emails: ReadonlyMap<number, string>): AuditRowView['who'] {
	if (entry.user_id === null) return { nobody: entry.action === 'sign-in-failed' ? 'Nobody signed in' : '—' }
	return { name: entry.user_name ?? `User #${entry.user_id}`, email: emails.get(entry.user_id) }
}
