import { isLive, type WorkflowState } from '#shared/workflow.ts'
import type { User } from '#server/auth/user.ts'

/**
 * Who may do what with a content type's items: a definition's `access` (server/content/content-type.ts),
 * asked through the one permission function (server/auth/permissions.ts `can`, ADR 0037). Each rule is a
 * function of the signed-in user (none for a visitor) and the item, when there is one: without an item it
 * answers whether the user may do this to the type's items at all (the API router asks that before the
 * handler runs; a rule that depends on the item says yes there and decides when it sees the item).
 */

export const CONTENT_ACTIONS = ['read', 'create', 'update', 'publish', 'delete'] as const
export type ContentAction = (typeof CONTENT_ACTIONS)[number]

/** What a rule is asked about: an item of any type carries its id and the workflow's fields. */
export type AccessItem = WorkflowState & { id: number } & Record<string, unknown>
export type AccessArgs = { user: User | undefined; item?: AccessItem | undefined }
export type AccessRule = (args: AccessArgs) => boolean
export type ContentAccess = Record<ContentAction, AccessRule>

const signedIn: AccessRule = ({ user }) => user !== undefined

/**
 * Every type's rules unless its definition says otherwise (docs/design.md §8): a visitor reads live items
 * only (published, their time come), the signed-in admin reads and does everything.
 */
export const defaultAccess: ContentAccess = {
	read: ({ user, item }) => user !== undefined || item === undefined || isLive(item),
	create: signedIn,
	update: signedIn,
	publish: signedIn,
	delete: signedIn,
}

/**
 * Whether a save puts the item live or on a schedule, which the `publish` rule guards besides `create` or
 * `update`: it asks for the status `published` (a create that leaves the status out publishes, as the
 * seed's calls expect: server/content/workflow.ts).
 */
export const asksToPublish = (body: unknown, creating: boolean): boolean => {
	const status = typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined
	return status === 'published' || (creating && status === undefined)
}
