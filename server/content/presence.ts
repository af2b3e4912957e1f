import { PRESENCE_FRESH_SECONDS } from '#shared/presence.ts'
import type { User } from '#server/auth/user.ts'
import type { Db } from '#server/db/database.ts'

/**
 * Who else has an item's edit screen open (docs/decisions/0052-presence-and-per-field-merge.md). Each open
 * screen says "I'm here" every few seconds (shared/presence.ts); a row not renewed for
 * `PRESENCE_FRESH_SECONDS` counts for nothing (the tab was closed without a word, the machine slept) and is
 * swept by the next heartbeat of anyone. The rows live in the database, so every instance sees every editor.
 */

/** The item a screen edits: its type's API name and its id. */
export type PresenceItem = { collection: string; itemId: number }
/** Someone else editing the item, as the notice names them. */
export type Editor = { name: string }

const freshSince = (at: number) => new Date(at - PRESENCE_FRESH_SECONDS * 1000).toISOString()

/**
 * Records that the user's session has the item open now, and answers who else does: every other session's
 * user, once each (the same person in two other windows is one name), by name. The session asking is
 * never among them; the same user in another session is.
 */
export async function markEditing(db: Db, item: PresenceItem, user: User, at = Date.now()): Promise<Editor[]> {
	const now = new Date(at).toISOString()
	await db
		.insertInto('editing_presence')
		.values({
			collection: item.collection,
			item_id: item.itemId,
			user_id: user.id,
			session_id: user.sessionId,
			seen_at: now,
		})
		.onConflict((conflict) =>
			conflict.columns(['collection', 'item_id', 'session_id']).doUpdateSet({ user_id: user.id, seen_at: now }),
		)
		.execute()
	// Every screen's heartbeat sweeps what nobody renewed: no timer, which every instance would run.
	await db.deleteFrom('editing_presence').where('seen_at', '<', freshSince(at)).execute()
	return otherEditors(db, item, user, at)
}

/** Who else has the item open (fresh heartbeats of other sessions), ordered by name. */
export async function otherEditors(db: Db, item: PresenceItem, user: User, at = Date.now()): Promise<Editor[]> {
	const rows = await db
		.selectFrom('editing_presence')
		.innerJoin('admin_users', 'admin_users.id', 'editing_presence.user_id')
		.select(['admin_users.id', 'admin_users.name', 'admin_users.email'])
		.where('editing_presence.collection', '=', item.collection)
		.where('editing_presence.item_id', '=', item.itemId)
		.where('editing_presence.session_id', '!=', user.sessionId)
		.where('editing_presence.seen_at', '>=', freshSince(at))
		.execute()
	// Their name as the team knows it (docs/design.md §15); the e-mail of an account that has none.
	const names = new Map(rows.map((row) => [row.id, row.name.trim() || row.email]))
	return [...names.values()].sort((a, b) => a.localeCompare(b)).map((name) => ({ name }))
}

/** The session leaves the item's screen: it no longer counts as editing it. */
export async function stopEditing(db: Db, item: PresenceItem, user: User): Promise<void> {
	await db
		.deleteFrom('editing_presence')
		.where('collection', '=', item.collection)
		.where('item_id', '=', item.itemId)
		.where('session_id', '=', user.sessionId)
		.execute()
}
