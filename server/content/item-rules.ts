import { requirePermission, type RuledType } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import { type AccessItem, asksToPublish } from '#server/content/access.ts'

/**
 * A write's rules asked with the item it changes (ADR 0037, docs/design.md §15), in the write itself so
 * that the API and the screens cannot differ: the type's `update` or `delete` rule for this item, and
 * `publish` when the save asks to publish (a create without a status does). Throws AccessDenied. A write
 * without a user (the sample content, the command line) is the machine owner's and is not asked.
 */
export function ensureItemRules(
	type: RuledType,
	user: User | undefined,
	write: { action: 'create' | 'update' | 'delete'; item?: AccessItem; input?: unknown },
): void {
	if (!user) return
	const { action, item, input } = write
	requirePermission(user, { type, action, item })
	if (action !== 'delete' && asksToPublish(input, action === 'create')) {
		requirePermission(user, { type, action: 'publish', item })
	}
}
