import { z } from 'zod'

import { REVIEW_NOTE_MAX } from '#shared/workflow.ts'
import type { AuditActor } from '#server/auth/audit.ts'
import { can, requirePermission } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import { parseOrThrow } from '#server/content/collection.ts'
import type { ContentItem, ContentType } from '#server/content/content-type.ts'
import { RefusedError } from '#server/content/errors.ts'
import { contentTypes } from '#server/content/registry.ts'
import { type Db, now } from '#server/db/database.ts'

/**
 * Review (docs/design.md §15, docs/decisions/0056-review.md): a contributor submits an item
 * (`status: "in_review"`, live nowhere); an editor or administrator approves it by publishing it (the type's
 * `publish` rule) or sends it back as a draft with a note its author reads on it until they submit it again.
 */

export const ReviewNoteInput = z.object({
	note: z
		.string({ error: 'Say what should change' })
		.trim()
		.min(1, 'Say what should change')
		.max(REVIEW_NOTE_MAX, `Keep the note under ${REVIEW_NOTE_MAX} characters`)
		.meta({ description: 'What the author should change: they read it on the item' }),
})
export type ReviewNoteInput = z.infer<typeof ReviewNoteInput>

export const NOT_IN_REVIEW = 'Only an item waiting for review can be sent back with changes to make'

/** A reviewer's open request on an item, as its author reads it. */
export type ReviewRequest = { note: string; requested_by: string; requested_at: string }

/**
 * Sends an item in review back to its author as a draft with `note` (docs/design.md §15): one transaction
 * writes the item (its history, audit entry and the cache's version, as every save) and the note. A
 * reviewer only (`content.review`, and the type's `update` rule for the item, asked by the write); 409 for
 * an item that is not in review.
 */
export async function requestChanges<F extends Record<string, unknown>>(
	db: Db,
	type: ContentType<F>,
	id: number,
	input: unknown,
	options: {
		user?: User | undefined
		actor?: AuditActor | undefined
		precondition?: (item: ContentItem<F>) => boolean
	},
): Promise<ContentItem<F>> {
	if (options.user) requirePermission(options.user, { permission: 'content.review' })
	const { note } = parseOrThrow(ReviewNoteInput, input)
	return db.transaction().execute(async (trx) => {
		const current = await type.getOrThrow(trx, id, { status: 'all' })
		if (current.status !== 'in_review') throw new RefusedError(409, NOT_IN_REVIEW)
		const saved = await type.update(
			trx,
			id,
			{ status: 'draft', publish_at: null },
			{ ...options, auditDetail: { review: 'changes requested' } },
		)
		await trx
			.insertInto('review_requests')
			.values({
				collection: type.name,
				item_id: id,
				note,
				requested_by: options.actor?.userId ?? options.user?.id ?? null,
				created_at: now(),
				resolved_at: null,
			})
			.execute()
		return saved
	})
}

/** The request its author still has to answer (the newest, when there are several), if any. */
export async function openReviewRequest(
	db: Db,
	collection: string,
	itemId: number,
): Promise<ReviewRequest | undefined> {
	const row = await db
		.selectFrom('review_requests')
		.leftJoin('admin_users', 'admin_users.id', 'review_requests.requested_by')
		.select(['review_requests.note', 'review_requests.created_at', 'admin_users.name', 'admin_users.email'])
		.where('review_requests.collection', '=', collection)
		.where('review_requests.item_id', '=', itemId)
		.where('review_requests.resolved_at', 'is', null)
		.orderBy('review_requests.id', 'desc')
		.executeTakeFirst()
	if (!row) return undefined
	const requestedBy = row.name?.trim() || row.email || 'A reviewer'
	return { note: row.note, requested_by: requestedBy, requested_at: row.created_at }
}

/** An item the review queue or the dashboard names. */
export type ReviewEntry = {
	collection: string
	/** The type's singular label ('Blog'). */
	label: string
	id: number
	title: string
	/** Who saved it last (for an item in review: who submitted it), by name. */
	by: string
	/** When it was saved last: when it was submitted, for an item in review. */
	at: string
	editPath: string | undefined
	/** Its author's open request, for an item sent back. */
	request?: ReviewRequest | undefined
}

async function namesOf(db: Db, ids: ReadonlyArray<number | null | undefined>): Promise<Map<number, string>> {
	const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
	if (wanted.length === 0) return new Map()
	const rows = await db.selectFrom('admin_users').select(['id', 'name', 'email']).where('id', 'in', wanted).execute()
	return new Map(rows.map((row) => [row.id, row.name.trim() || row.email]))
}

async function entriesOf(
	db: Db,
	found: ReadonlyArray<{ type: ContentType; item: ContentItem }>,
	withRequests = false,
): Promise<ReviewEntry[]> {
	const names = await namesOf(
		db,
		found.map(({ item }) => item.updated_by),
	)
	const entries = await Promise.all(
		found.map(async ({ type, item }) => ({
			collection: type.name,
			label: type.label.singular,
			id: item.id,
			title: String(item[type.admin.itemTitle] ?? ''),
			by: (item.updated_by && names.get(item.updated_by)) || 'Nobody in particular',
			at: item.updated_at,
			editPath: type.admin.edit?.path.replace(':id', String(item.id)),
			request: withRequests ? await openReviewRequest(db, type.name, item.id) : undefined,
		})),
	)
	// Oldest submission first: the one waiting longest is reviewed first.
	return entries.sort((a, b) => a.at.localeCompare(b.at))
}

/** The review queue: every item in review the reviewer may publish, the one waiting longest first. */
export async function reviewQueue(db: Db, user: User): Promise<ReviewEntry[]> {
	requirePermission(user, { permission: 'content.review' })
	const found = []
	for (const type of contentTypes) {
		for (const item of await type.list(db, { status: 'in_review' })) {
			if (can(user, { type, action: 'publish', item })) found.push({ type, item })
		}
	}
	return entriesOf(db, found)
}

/**
 * What waits for the user (the dashboard): for a reviewer, the queue; for everyone, their own items sent
 * back with changes to make, and their own items still waiting for a reviewer.
 */
export async function waitingFor(db: Db, user: User) {
	const reviewer = can(user, { permission: 'content.review' })
	const open = await db
		.selectFrom('review_requests')
		.select(['collection', 'item_id'])
		.where('resolved_at', 'is', null)
		.execute()
	const sentBack = []
	const submitted = []
	for (const type of contentTypes) {
		const ids = new Set(open.filter((row) => row.collection === type.name).map((row) => row.item_id))
		for (const id of ids) {
			const item = await type.get(db, id, { status: 'draft' })
			if (item?.created_by === user.id) sentBack.push({ type, item })
		}
		for (const item of await type.list(db, { status: 'in_review' })) {
			if (item.created_by === user.id) submitted.push({ type, item })
		}
	}
	return {
		toReview: reviewer ? await reviewQueue(db, user) : undefined,
		changesRequested: await entriesOf(db, sentBack, true),
		inReview: await entriesOf(db, submitted),
	}
}
