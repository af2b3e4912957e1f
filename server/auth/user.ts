import { z } from 'zod'

/**
 * Who is signed in, as every access rule reads them (server/auth/permissions.ts, ADR 0037): today the
 * admin account, through one of its sessions. The team's users join this shape (a `role`, the content
 * types they may write) rather than a second one; the audit log's actor is made from it
 * (server/auth/audit.ts `AuditActor`: the session's public id for now).
 */
export const User = z.object({
	/** The account's id (`admin_users.id`). */
	id: z.int().positive(),
	email: z.string(),
	/** The session the request came with: its public id (server/auth/sessions.ts `sessionIdOf`). */
	sessionId: z.string(),
	/**
	 * True while the site requires a second factor of everyone and this account has none: it may only set
	 * one up and sign out (server/auth/permissions.ts `can`, server/auth/security-policy.ts).
	 */
	secondFactorPending: z.boolean().optional(),
})
export type User = z.infer<typeof User>
