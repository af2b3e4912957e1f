import { z } from 'zod'

/**
 * The team's roles (docs/design.md §15), as the server's rules and the admin's screens read them. What each
 * may do is the permission function's (server/auth/permissions.ts); this names them.
 */
export const ROLES = ['administrator', 'editor', 'author', 'contributor'] as const
export const Role = z.enum(ROLES)
export type Role = z.infer<typeof Role>

export const ROLE_LABELS: Record<Role, string> = {
	administrator: 'Administrator',
	editor: 'Editor',
	author: 'Author',
	contributor: 'Contributor',
}

/** Roles that write every content type (the others write only their `types`). */
export const writesEveryType = (role: Role) => role === 'administrator' || role === 'editor'

/** What an author or contributor writes when nobody said: the blog. */
export const DEFAULT_TYPES: readonly string[] = ['blogs']

/** The page where an invitation is accepted (docs/design.md §15): its link is this path and the token. */
export const INVITATIONS_PAGE = '/invitations'
export const invitationPath = (token: string) => `${INVITATIONS_PAGE}/${encodeURIComponent(token)}`

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7
