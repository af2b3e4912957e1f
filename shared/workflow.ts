/**
 * The editorial workflow's states (docs/design.md §8, §15), as both the server's queries and the admin's
 * screens read them. An item is *live* when it is published and its publication time (if any) has come; a
 * draft and an item waiting for review (`in_review`, a contributor's submission) are live nowhere.
 */
export const STATUSES = ['draft', 'in_review', 'published'] as const
export type Status = (typeof STATUSES)[number]

/** What a list shows: the Manage screens' filters and the API's `?status=`. */
export const LIST_FILTERS = ['all', 'live', 'draft', 'in_review', 'scheduled'] as const
export type ListFilter = (typeof LIST_FILTERS)[number]

/** Where an item stands for a visitor and the team: what its badge says. */
export type Standing = 'live' | 'scheduled' | 'draft' | 'in_review'

export type WorkflowState = { status: string; publish_at: string | null }

export function standingOf(item: WorkflowState, at: number = Date.now()): Standing {
	if (item.status === 'in_review') return 'in_review'
	if (item.status !== 'published') return 'draft'
	return item.publish_at !== null && Date.parse(item.publish_at) > at ? 'scheduled' : 'live'
}

export const isLive = (item: WorkflowState, at?: number) => standingOf(item, at) === 'live'

/** The longest note a reviewer's 'Request changes' carries to the item's author. */
export const REVIEW_NOTE_MAX = 2000
