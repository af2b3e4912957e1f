import { writesEveryType } from '#shared/team.ts'
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

/** Whether the user writes items of this type at all: administrators and editors every type, others their `types`. */
export const writesType = (user: User, typeName: string) => writesEveryType(user.role) || user.types.includes(typeName)

/** Whether the item (none: items of the type in general) is the user's own, as authors' and contributors' rules ask. */
const ownItem = (user: User, item: AccessItem | undefined) => item === undefined || item.created_by === user.id

/**
 * Every content type's rules unless its definition says otherwise (docs/design.md §8 and §15): a visitor reads
 * live items only, and every signed-in user reads every item (the team sees each other's drafts). An
 * administrator or editor does everything; an author creates, edits, publishes and deletes their own items
 * of their `types`; a contributor creates and edits their own drafts of their `types` (a draft or one in
 * review; never a published one), and never publishes, schedules or deletes.
 */
export function defaultAccessFor(typeName: string): ContentAccess {
	const mayChange = (user: User | undefined, item: AccessItem | undefined, contributorToo: boolean): boolean => {
		if (!user) return false
		if (writesEveryType(user.role)) return true
		if (!writesType(user, typeName) || !ownItem(user, item)) return false
		if (user.role === 'author') return true
		return contributorToo && (item === undefined || item.status !== 'published')
	}
	return {
		read: ({ user, item }) => user !== undefined || item === undefined || isLive(item),
		create: ({ user }) => user !== undefined && writesType(user, typeName),
		update: ({ user, item }) => mayChange(user, item, true),
		publish: ({ user, item }) => mayChange(user, item, false),
		delete: ({ user, item }) => mayChange(user, item, false),
	}
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
