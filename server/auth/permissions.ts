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
	/** The user's own account: name, sessions, passkeys, the authenticator app, recovery codes. */
	'account.own': anySignedInUser,
	/**
	 * Setting up one's own second factor (the Security screen, an authenticator app, a passkey) and signing
	 * out: all that a user may do whose second factor the site requires and who has none yet.
	 */
	'account.second-factor': anySignedInUser,
	/** The audit log of every account: reading it, its CSV. */
	'audit.read': only('administrator'),
	/** The site analytics report and its CSV. */
	'analytics.read': only('administrator', 'editor', 'author'),
	/** The contact inbox: reading, marking, exporting and deleting visitors' messages. */
	'contact.inbox': only('administrator', 'editor'),
	/**
	 * Job applications (docs/design.md §17): reading them, their CVs and the export (every opening and
	 * download is in the audit log)...
	 */
	'applications.read': only('administrator', 'editor'),
	/** ...and changing their status and notes, or erasing one with its CV. */
	'applications.manage': only('administrator', 'editor'),
	/** Uploading an image (for a picture field, or to the library). */
	'media.upload': anySignedInUser,
	/** The media library: reading it, alt text and focal points. */
	'media.manage': anySignedInUser,
	/** Deleting an unused image: an author only their own uploads; a contributor none. */
	'media.delete': (user, owner) =>
		user.role === 'administrator' ||
		user.role === 'editor' ||
		(user.role === 'author' && (owner === undefined || owner === user.id)),
	/**
	 * The review queue (docs/design.md §15): items contributors submitted, approved by publishing them (the
	 * type's `publish` rule) or sent back with a note ('Request changes').
	 */
	'content.review': only('administrator', 'editor'),
	/**
	 * The site's health (docs/design.md §16): every live item's checks and the site's own, on the Site health
	 * screen and `GET /site-checks`. One item's checks are whoever may read it (its type's `read` rule).
	 */
	'site.health': only('administrator', 'editor'),
	/** Deleted items: listing them; restoring or purging one asks its type's `delete` rule too. */
	'trash.manage': only('administrator', 'editor', 'author'),
	/** An item's earlier versions: reading them; restoring one asks its type's `update` rule too. */
	'history.manage': anySignedInUser,
	/** The Settings screen's test e-mail, sent through the server's SMTP_URL to the contact alerts' recipients. */
	'mail.test': only('administrator'),
	/** The redirects list (docs/design.md §13): an administrator's, with the settings and navigation. */
	'redirects.manage': only('administrator'),
	/**
	 * The team: users, their roles, invitations, ending anyone's sessions, a link for a user to choose a new
	 * password (docs/design.md §15).
	 */
	'users.manage': only('administrator'),
	/** The site's rule that every account needs a second factor (the Security screen's switch). */
	'security.policy': only('administrator'),
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

/** What a user may still do while their second factor is pending (server/auth/security-policy.ts). */
const WHILE_SECOND_FACTOR_PENDING: ReadonlySet<Permission> = new Set(['account.second-factor'])

/**
 * Whether the user (none: a visitor) may do what the check names. A user whose second factor the site
 * requires and who has none yet is, for everything but setting one up and signing out, a visitor.
 */
export function can(user: User | undefined, check: AccessCheck): boolean {
	const setUpOnly = 'permission' in check && WHILE_SECOND_FACTOR_PENDING.has(check.permission)
	const acting = user?.secondFactorPending && !setUpOnly ? undefined : user
	if ('permission' in check) {
		return acting !== undefined && PERMISSIONS[check.permission](acting, 'owner' in check ? check.owner : undefined)
	}
	return check.type.access[check.action]({ user: acting, item: check.item })
}

export const SET_UP_SECOND_FACTOR_FIRST = 'Set up a second factor first'

const REFUSALS = {
	'sign-in': 'Sign in to do this',
	forbidden: 'Your account may not do this',
	'second-factor': SET_UP_SECOND_FACTOR_FIRST,
} as const

/**
 * Why a request is refused: nobody is signed in (401), the signed-in user may not (403), or may not before
 * they set up the second factor the site requires (403).
 */
export class AccessDenied extends Error {
	constructor(readonly reason: keyof typeof REFUSALS) {
		super(REFUSALS[reason])
		this.name = 'AccessDenied'
	}
}

/**
 * The signed-in user, when they may do what the check names; otherwise throws AccessDenied: `sign-in`
 * without a user (whatever the rule says: what needs a check needs a session), `forbidden` when the rule
 * says no, `second-factor` when it is no until the user sets up the second factor the site requires.
 */
export function requirePermission(user: User | undefined, check: AccessCheck): User {
	if (!user) throw new AccessDenied('sign-in')
	if (!can(user, check)) throw new AccessDenied(user.secondFactorPending ? 'second-factor' : 'forbidden')
	return user
}
