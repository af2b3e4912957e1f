import type { Db } from '#server/db/database.ts'

/**
 * The audit log (ADR 0029): who did what, from which session. Entries name what was done and to what,
 * never a secret (password, code, token, key) nor a contact message's or a job application's content; kept `AUDIT_DAYS`.
 */

export const AUDIT_ACTIONS = [
	'sign-in',
	'sign-in-failed',
	'sign-out',
	'session-ended',
	'passkey-added',
	'passkey-removed',
	'totp-enabled',
	'totp-disabled',
	'recovery-codes-created',
	'recovery-code-used',
	'second-factors-reset',
	'password-reset-requested',
	'password-reset',
	'security-policy-changed',
	'user-created',
	'profile-updated',
	'content-created',
	'content-updated',
	'content-deleted',
	'content-restored',
	'content-purged',
	'media-updated',
	'media-deleted',
	// The team (docs/design.md §15): `collection` is 'users' or 'invitations', never an e-mail in `detail`.
	'user-invited',
	'invitation-resent',
	'invitation-revoked',
	'user-joined',
	'user-updated',
	'user-removed',
	'user-sessions-ended',
	// Job applications (docs/design.md §17): who opened, downloaded, changed or erased one, by its id alone.
	'application-viewed',
	'application-downloaded',
	'application-updated',
	'application-deleted',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * Who acted: the user (docs/design.md §15), their session's public id (server/auth/sessions.ts
 * `sessionIdOf`) and the client's address.
 */
export type AuditActor = { userId?: number | null; session?: string | null; ip?: string | null }

export type AuditEntry = AuditActor & {
	action: AuditAction
	collection?: string | null
	itemId?: number | null
	/** A few safe facts (a passkey's name, the device, the e-mail tried): stored as JSON. */
	detail?: Record<string, string | number | boolean | null>
}

export async function recordAudit(db: Db, entry: AuditEntry, at = new Date()): Promise<void> {
	await db
		.insertInto('audit_log')
		.values({
			at: at.toISOString(),
			action: entry.action,
			collection: entry.collection ?? null,
			item_id: entry.itemId ?? null,
			session: entry.session ?? null,
			user_id: entry.userId ?? null,
			ip: entry.ip?.slice(0, 100) ?? null,
			detail: entry.detail && Object.keys(entry.detail).length ? JSON.stringify(entry.detail) : '',
		})
		.execute()
}
