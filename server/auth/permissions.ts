import type { User } from '#server/auth/user.ts'
import type { AccessItem, ContentAccess, ContentAction } from '#server/content/access.ts'

/*
 * The one place that says who may do what (ADR 0037). Every API operation declares an access rule that
 * the router checks (server/api/router.ts), and every admin loader and action asks the same function
 * (app/lib/auth.server.ts `requirePermission`). Content is ruled by its type's definition
 * (server/content/access.ts); everything else names a permission of the table below.
 */

/** A rule of the table: the signed-in user may do it (without a session nothing but public calls is allowed). */
type PermissionRule = (user: User) => boolean
const anySignedInUser: PermissionRule = () => true

/**
 * What is not a content type's item, by name. Today the one account may do everything; the team's roles
 * (docs/decisions/0037-access-rules.md) change these rules, not the screens and calls that name them.
 */
export const PERMISSIONS = {
	/** The admin area itself: its layout and the dashboard. */
	'admin.enter': anySignedInUser,
	/** The user's own account: sign-out, sessions, passkeys, the authenticator app, recovery codes. */
	'account.own': anySignedInUser,
	/** The audit log of every account: reading it, its CSV. */
	'audit.read': anySignedInUser,
	/** The site analytics report and its CSV. */
	'analytics.read': anySignedInUser,
	/** The contact inbox: reading, marking, exporting and deleting visitors' messages. */
	'contact.inbox': anySignedInUser,
	/** Uploading an image (for a picture field). */
	'media.upload': anySignedInUser,
	/** The media library: reading it, alt text and focal points, deleting an unused image. */
	'media.manage': anySignedInUser,
	/** Deleted items of every type: listing, restoring, deleting forever. */
	'trash.manage': anySignedInUser,
	/** An item's earlier versions: reading them and restoring one. */
	'history.manage': anySignedInUser,
	/** The Settings screen's test e-mail, sent through the server's SMTP_URL to the contact alerts' recipients. */
	'mail.test': anySignedInUser,
	/** The redirects list (docs/design.md §13): an administrator's, with the settings and navigation. */
	'redirects.manage': anySignedInUser,
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
	{ permission: Permission } | { type: RuledType; action: ContentAction; item?: AccessItem | undefined }

/** Whether the user (none: a visitor) may do what the check names. */
export function can(user: User | undefined, check: AccessCheck): boolean {
	if ('permission' in check) return user !== undefined && PERMISSIONS[check.permission](user)
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
