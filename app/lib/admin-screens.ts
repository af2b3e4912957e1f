import type { ListFilter, Standing, Status } from '#shared/workflow.ts'
import type { AdminField, ContentType } from '#server/content/content-type.ts'
import type { ReviewRequest } from '#server/content/review.ts'

/* What the content types' admin screens (app/lib/admin-screens.server.ts) hand to the browser. */

/** What the browser needs to know of a content type to draw its screens: words, paths and fields. */
/** What a list row offers its user (docs/design.md §15): the server's rules, asked for the item. */
export type RowActions = { edit: boolean; delete: boolean }

export type ScreenView = {
	name: string
	label: ContentType['label']
	title: string
	itemTitle: string
	texts: NonNullable<ContentType['admin']['texts']>
	listPath: string
	editPath: string | undefined
	publicItemPath: string | undefined
	/** Where the edit form posts for its live preview (the definition's `admin.livePreview`). */
	livePreview: string | undefined
	fields: AdminField[]
}

/** Which items a Manage screen shows (its `?status=`), and how many there are of each. */
export type ListFilterView = { status: ListFilter; counts: Record<ListFilter, number> }

/** What an edit form's workflow controls show of the item (app/components/admin/workflow-controls.tsx). */
export type WorkflowView = {
	status: Status
	publish_at: string | null
	standing: Standing
	/** The version the form starts from: a save over a newer one is refused (no silent overwrite). */
	version: string
	/** Where the admin sees the item as visitors will: its page, or the page that shows it. */
	previewPath: string | undefined
	/** The server's rules for this user and item: may they publish it (else they submit it for review)... */
	mayPublish: boolean
	/** ...and may they send it back with changes to make (a reviewer, on an item in review). */
	mayRequestChanges: boolean
	/** A reviewer's note its author has still to answer (docs/design.md §15). */
	reviewRequest: ReviewRequest | undefined
}
