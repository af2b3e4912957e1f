import type { Role } from '#shared/team.ts'
import type { User } from '#server/auth/user.ts'
import type { AccessItem, ContentAccess, ContentAction } from '#server/content/access.ts'

/*
 * The one place that says who may do what (ADR 0037). Every API operation declares an access rule that
 * the router checks (server/api/router.ts), and every admin loader and action asks the same function
 * (app/lib/auth.server.ts `requirePermission`). Content is ruled by its type's definition
 * (server/content/access.ts); everything else names a permission of the table below.
 */

/**
 * A rule of the table: whether the signed-in user may do it (without a session nothing but public calls is
 * allowed). `owner` is the user who made the thing it is asked about, when that matters (an author deletes
 * their own images); without it the rule answers whether the user may do this at all.
 */
type PermissionRule = (user: User, owner?: number | null) => boolean
const anySignedInUser: PermissionRule = () => true
const only =
	(...roles: Role[]): PermissionRule =>
	(user) =>
		roles.includes(user.role)

/** The table of docs/design.md §15 for what is not a content type's item, by name. */
export const PERMISSIONS = {
	/** The admin area itself: its layout and the dashboard. */
	'admin.enter': anySignedInUser,
	/** The user's own account: sign-out, name, sessions, passkeys, the authenticator app, recovery codes. */
	'account.own': anySignedInUser,
	/** The audit log of every account: reading it, its CSV. */
	'audit.read': only('administrator'),
	/** The site analytics report and its CSV. */
	'analytics.read': only('administrator', 'editor', 'author'),
	/** The contact inbox: reading, marking, exporting and deleting visitors' messages. */
	'contact.inbox': only('administrator', 'editor'),
	/** Uploading an image (for a picture field, or to the library). */
	'media.upload': anySignedInUser,
	/** The media library: reading it, alt text and focal points. */
	'media.manage': anySignedInUser,
	/** Deleting an unused image: an author only their own uploads; a contributor none. */
	'media.delete': (user, owner) =>
		user.role === 'administrator' ||
		user.role === 'editor' ||
		(user.role === 'author' && (owner === undefined || owner === user.id)),
	/** Deleted items: listing them; restoring or purging one asks its type's `delete` rule too. */
	'trash.manage': only('administrator', 'editor', 'author'),
	/** An item's earlier versions: reading them; restoring one asks its type's `update` rule too. */
	'history.manage': anySignedInUser,
	/** The Settings screen's test e-mail, sent through the server's SMTP_URL to the contact alerts' recipients. */
	'mail.test': only('administrator'),
	/** The redirects list (docs/design.md §13): an administrator's, with the settings and navigation. */
	'redirects.manage': only('administrator'),
	/** The team: users, their roles, invitations, ending anyone's sessions (docs/design.md §15). */
	'users.manage': only('administrator'),
} satisfies Record<string, PermissionRule>
export type Permission = keyof typeof PERMISSIONS

export const isPermission = (name: unknown): name is Permission =>
	typeof name === 'string' && Object.hasOwn(PERMISSIONS, name)

/** A content type as far as its rules go (server/content/content-type.ts). */
export type RuledType = { name: string; access: ContentAccess }

/**
 * What is asked: a permission of the table, or an action on a content type's items (with the item when
 * there is one).
 */
export type AccessCheck =
	| { permission: Permission; owner?: number | null }
	| { type: RuledType; action: ContentAction; item?: AccessItem | undefined }

/** Whether the user (none: a visitor) may do what the check names. */
export function can(user: User | undefined, check: AccessCheck): boolean {
	if ('permission' in check) {
		return user !== undefined && PERMISSIONS[check.permission](user, 'owner' in check ? check.owner : undefined)
	}
	return check.type.access[check.action]({ user, item: check.item })
}

/** Why a request is refused: nobody is signed in (401), or the signed-in user may not (403). */
export class AccessDenied extends Error {
	constructor(readonly reason: 'sign-in' | 'forbidden') {
		super(reason === 'sign-in' ? 'Sign in to do this' : 'Your account may not do this')
		this.name = 'AccessDenied'
	}
}

/**
 * The signed-in user, when they may do what the check names; otherwise throws AccessDenied: `sign-in`
 * without a user (whatever the rule says: what needs a check needs a session), `forbidden` when the rule
 * says no.
 */
export function requirePermission(user: User | undefined, check: AccessCheck): User {
	if (!user) throw new AccessDenied('sign-in')
	if (!can(user, check)) throw new AccessDenied('forbidden')
	return user
}
