import { z } from 'zod'

import { Role } from '#shared/team.ts'

/**
 * Who is signed in, as every access rule reads them (server/auth/permissions.ts, ADR 0037): a user of the
 * team (docs/design.md §15) through one of their sessions. The audit log's actor is made from it
 * (server/auth/audit.ts `AuditActor`: the user and the session's public id).
 */
export const User = z.object({
	/** The account's id (`admin_users.id`). */
	id: z.int().positive(),
	email: z.string(),
	/** What the team and the site call them ("Admin" for the first account). */
	name: z.string(),
	role: Role,
	/** The content types an author or contributor writes (administrators and editors write every one). */
	types: z.array(z.string()),
	/** The session the request came with: its public id (server/auth/sessions.ts `sessionIdOf`). */
	sessionId: z.string(),
})
export type User = z.infer<typeof User>

/** A stored `types` column (JSON) as a list; a broken one reads as none. */
export function typesOf(stored: string): string[] {
	try {
		const parsed: unknown = JSON.parse(stored)
		return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : []
	} catch {
		return []
	}
}

/** A stored `role` as a role; anything else (never written by this code) reads as the least: contributor. */
export const roleOf = (stored: string): Role => {
	const parsed = Role.safeParse(stored)
	return parsed.success ? parsed.data : 'contributor'
}
