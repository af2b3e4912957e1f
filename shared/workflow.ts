/**
 * The editorial workflow's states (docs/design.md §8), as both the server's queries and the admin's screens
 * read them. An item is *live* when it is published and its publication time (if any) has come.
 */
export const STATUSES = ['draft', 'published'] as const
export type Status = (typeof STATUSES)[number]

/** What a list shows: the Manage screens' filters and the API's `?status=`. */
export const LIST_FILTERS = ['all', 'live', 'draft', 'scheduled'] as const
export type ListFilter = (typeof LIST_FILTERS)[number]

/** Where an item stands for a visitor: what its badge says. */
export type Standing = 'live' | 'scheduled' | 'draft'

export type WorkflowState = { status: string; publish_at: string | null }

export function standingOf(item: WorkflowState, at: number = Date.now()): Standing {
	if (item.status !== 'published') return 'draft'
	return item.publish_at !== null && Date.parse(item.publish_at) > at ? 'scheduled' : 'live'
}

export const isLive = (item: WorkflowState, at?: number) => standingOf(item, at) === 'live'
