/* The Team screens' addresses, form names and answers (docs/design.md §15), for their components and actions. */

import type { Role } from '#shared/team.ts'

export const TEAM_PATH = '/dashboard/team'
export const teamMemberPath = (id: number) => `${TEAM_PATH}/${id}`

/** The screens' form intents. */
export const TEAM_INTENTS = {
	invite: 'invite',
	resend: 'resend',
	revoke: 'revoke',
	remove: 'remove',
	endSessions: 'end-sessions',
	save: 'save',
} as const

/** The forms' field names: as the API's body (a content type ticked is one more `types` value). */
export const TEAM_FIELDS = { email: 'email', name: 'name', role: 'role', types: 'types' } as const

/** What each role may do, in a line (the table of docs/design.md §15), for the role choices' hint. */
export const ROLE_HINTS: Record<Role, string> = {
	administrator: 'Everything: the team, settings, navigation, redirects and backups',
	editor: 'All content, the inbox and analytics',
	author: 'Their own items of the content types below: write, publish and delete',
	contributor: 'Drafts of the content types below, submitted for review; never publishes',
}

/** A content type a user may be given to write. */
export type TypeChoice = { name: string; label: string }

/** A team member as the screen shows them. */
export type TeamMemberView = {
	id: number
	name: string
	email: string
	role: Role
	types: string[]
	/** The types' labels, or '' for roles that write every type. */
	writes: string
	lastSeenAt: string | null
	secondFactor: boolean
	/** The signed-in administrator themselves (not removed from this screen). */
	you: boolean
}

/** A pending invitation as the screen shows it. */
export type InvitationRowView = {
	id: number
	email: string
	role: Role
	invitedBy: string
	expiresAt: string
	expired: boolean
}

/** What typed values a refused form shows again. */
export type TeamValues = { email?: string; name?: string; role?: string; types?: string[] }

/** The screen's answer to its forms: a link to hand over, or a refusal (what was typed, never lost). */
export type TeamAnswer =
	| {
			invited: {
				email: string
				url: string
				/** SMTP_URL is set: the link is on its way by e-mail too. */
				emailed: boolean
				/** A re-send: the earlier link stopped working. */
				resent: boolean
			}
	  }
	| { intent: string; error: string; fields: Record<string, string>; values: TeamValues }

/** The invitation page's field names: as `POST /invitations/{token}`'s body. */
export const JOIN_FIELDS = { name: 'name', password: 'password' } as const

/** Why an invitation's link no longer works (404 unknown, 410 used, withdrawn or expired), in words. */
export type DeadInvitation = { status: 404 | 409 | 410; message: string }

/** The invitation page's answer to a refused try: the link is dead, or a field is wrong (the name kept). */
export type JoinAnswer = { dead: DeadInvitation } | { error: string; fields: Record<string, string>; name: string }
