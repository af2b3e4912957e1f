/* The review screens' names, as both their forms and their actions (app/lib/review.server.ts) read them. */

/** The review queue (docs/design.md §15): an editor's and an administrator's. */
export const REVIEW_PATH = '/dashboard/review'

export const REVIEW_FIELDS = {
	intent: 'intent',
	/** The intent of a 'Request changes' form (on an edit screen, or a row of the queue). */
	requestChanges: 'request-changes',
	note: 'note',
	/** The version reviewed: a save made since refuses the request, so a note never answers unseen work. */
	version: 'reviewed_version',
	collection: 'collection',
	id: 'id',
} as const
