import { type AuditAction, recordAudit } from '#server/auth/audit.ts'
import type { ContentHook } from '#server/content/hooks/hook.ts'

/**
 * A write's audit entry, in its transaction (ADR 0029): what was done to which item, and a safe fact or two
 * (its status, the revision brought back), never the fields. A write without an actor is not recorded.
 */
export function auditHook(table: string): ContentHook {
	const changed: Record<'create' | 'update' | 'restore', AuditAction> = {
		create: 'content-created',
		update: 'content-updated',
		restore: 'content-restored',
	}
	return {
		name: 'audit',
		async afterChange({ trx, actor, operation, item, detail }) {
			if (!actor) return
			// A single-record type has no status (ADR 0041): its entry says nothing of one.
			const status: Record<string, string> = item.status === undefined ? {} : { status: String(item.status) }
			const facts = operation === 'restore' ? undefined : { ...status, ...detail }
			await recordAudit(trx, {
				...actor,
				action: changed[operation],
				collection: table,
				itemId: item.id,
				detail: facts,
			})
		},
		async afterDelete({ trx, actor, operation, ids }) {
			if (!actor) return
			const action = operation === 'trash' ? 'content-deleted' : 'content-purged'
			for (const itemId of ids) await recordAudit(trx, { ...actor, action, collection: table, itemId })
		},
	}
}
