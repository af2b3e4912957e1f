import { type AppLoadContext, data, matchPath } from 'react-router'
export { formFieldNames }
import { itemPath } from '#shared/item-path.ts'
import { LIST_FILTERS, type ListFilter, type Standing, standingOf } from '#shared/workflow.ts'
import { can } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import { adminFields, type ContentItem, type ContentType, formFieldNames } from '#server/content/content-type.ts'
import { plainTextOf } from '#server/content/field-kinds/registry.ts'
import { contentTypes } from '#server/content/registry.ts'
import { openReviewRequest, type ReviewRequest } from '#server/content/review.ts'
import { createFromForm, deleteFromForm, updateFromForm } from '#app/lib/admin-actions.server.ts'
import type { ListFilterView, RowActions, ScreenView, WorkflowView } from '#app/lib/admin-screens.ts'
import { auditActor, ensurePermission, requirePermission } from '#app/lib/auth.server.ts'
import { findOr404, newestFirst } from '#app/lib/content.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { refusedSubmission } from '#app/lib/item-checks.server.ts'
import { withItemViews } from '#app/lib/item-views.server.ts'
import { listAddress } from '#app/lib/list-address.ts'
import { previewQuery } from '#app/lib/preview.server.ts'
import { requestChangesFromForm } from '#app/lib/review.server.ts'
import { REVIEW_FIELDS } from '#app/lib/review.ts'
import { answerSessionExpired } from '#app/lib/session-expired.server.ts'
import { socialPreviewOf } from '#app/lib/social-preview.server.ts'
import type { SocialPreviewView } from '#app/lib/social-preview.ts'
import { formPublishes } from '#app/lib/workflow-form.server.ts'

/**
 * The loaders and actions of every content type's admin screens, driven by its definition
 * (server/content/types/): the fields a form sends, docs/product.md's toasts, where a save lands. Each asks
 * the type's access rules first (server/content/access.ts, ADR 0037). Hand-made screens call them with
 * their type; the generic and the portfolio screens find the type by the address they answer at.
 */

type Fields = Record<string, unknown>
type ServerArgs = { request: Request; context: AppLoadContext }
type ItemArgs = ServerArgs & { params: { id?: string } }

const fieldNames = (type: ContentType) => formFieldNames(type)

/** The screen's own address (a data request's ends in .data: React Router's single fetch). */
export function screenPath(request: Request): string {
	const pathname = new URL(request.url).pathname.replace(/\.data$/, '')
	try {
		// As React Router matches it (`/dashboard/edit%2DFAQ` is the FAQ screen).
		return decodeURI(pathname)
	} catch {
		return pathname
	}
}

/** The content type whose admin screen answers at this request's address (the list, or an item's edit screen). */
export function contentTypeOfScreen(request: Request, screen: 'list' | 'edit'): ContentType {
	const pathname = screenPath(request)
	const type = contentTypes.find((candidate) => {
		const { list, edit } = candidate.admin
		const paths = screen === 'list' ? [list.path, ...(list.aliases ?? [])] : edit ? [edit.path] : []
		return paths.some((path) => matchPath(path, pathname) !== null)
	})
	if (!type) throw data(null, { status: 404, statusText: 'Not Found' })
	return type
}

/** What the browser needs to know of a content type to draw its screens: words, paths and fields. */
/** The start of an item's preview field in words (a Markdown answer without its marks), for its list row. */
export function listPreview(type: ContentType, item: Record<string, unknown>): string {
	const { itemPreview } = type.admin
	return itemPreview ? plainTextOf(type.shape, item, itemPreview).slice(0, 300) : ''
}

export function screenView(type: ContentType): ScreenView {
	return {
		name: type.name,
		label: type.label,
		title: type.admin.title,
		itemTitle: type.admin.itemTitle,
		texts: type.admin.texts ?? {},
		listPath: type.admin.list.path,
		editPath: type.admin.edit?.path,
		publicItemPath: type.public?.item?.path,
		livePreview: type.admin.livePreview,
		fields: adminFields(type),
	}
}

/** What a list row offers the user: its edit screen and its delete, as the type's rules say for the item. */
const rowActions = (user: User, type: ContentType, item: ContentItem): RowActions => ({
	edit: can(user, { type, action: 'update', item }),
	delete: can(user, { type, action: 'delete', item }),
})

/**
 * A Manage screen's items, each with where it stands (live, scheduled, draft) and, for a type with item
 * pages, its views of the last 30 days (null otherwise), filtered by the address's `?status=`: newest
 * first (docs/product.md's order), unless the definition says otherwise.
 */
export async function loadList<F extends Fields>(type: ContentType<F>, { request, context }: ServerArgs) {
	const user = await requirePermission(request, context, { type, action: 'read' })
	const asked = new URL(request.url).searchParams.get('status')
	const status: ListFilter = LIST_FILTERS.find((filter) => filter === asked) ?? 'all'
	const at = Date.now()
	const all = (await type.list(context.services.db, { status: 'all' }))
		.filter((item) => can(user, { type, action: 'read', item }))
		.map((item) => ({
			...item,
			standing: standingOf(item, at) as Standing,
			may: rowActions(user, type as unknown as ContentType, item),
		}))
	const counts = { all: all.length, live: 0, draft: 0, in_review: 0, scheduled: 0 }
	for (const item of all) counts[item.standing]++
	const shown = status === 'all' ? all : all.filter((item) => item.standing === status)
	const items = type.admin.newestFirst === false ? shown : newestFirst(shown)
	return {
		items: await withItemViews(context.services.db, type, items),
		filter: { status, counts } satisfies ListFilterView,
		// Whether the screen offers its add form (docs/design.md §15: an author writes only their types), and
		// whether its save publishes or is submitted for review (a contributor's).
		mayCreate: can(user, { type, action: 'create' }),
		mayPublish: can(user, { type, action: 'publish' }),
	}
}

/**
 * The list screen's action: `intent=delete` deletes the item named by `id`, anything else adds one; both
 * come back to `list` (the address the screen was opened at) with the definition's toast.
 */
export async function listScreenAction<F extends Fields>(
	{ request, context }: ServerArgs,
	type: ContentType<F>,
	list = type.admin.list.path,
) {
	// Without a session the screen stays, with what was typed (not the 'go away' page).
	const expired = await answerSessionExpired(request, context)
	if (expired) return expired
	const form = await readFormData(request)
	const deleting = form.get('intent') === 'delete'
	const user = await requirePermission(request, context, { type, action: deleting ? 'delete' : 'create' })
	if (!deleting && formPublishes(form)) ensurePermission(user, { type, action: 'publish' })
	const actor = auditActor(user, context)
	const { db } = context.services
	const { messages } = type.admin
	if (deleting) {
		// Back to the list as it was: the delete's form posts to the list's own address, query and all.
		const redirectTo = listAddress(request.url, list)
		return deleteFromForm({ collection: type, db, actor, user, form, redirectTo, success: messages.deleted })
	}
	const refused = await refusedSubmission(type as unknown as ContentType, form, undefined, context)
	if (refused) return refused
	return createFromForm({
		collection: type,
		db,
		actor,
		user,
		form,
		label: type.label.singular,
		fields: fieldNames(type as unknown as ContentType),
		success: messages.added,
		failure: messages.addFailure,
		redirectTo: list,
	})
}

/**
 * The item an edit screen shows (whatever its status, never from the trash), or the 404 page, with what its
 * workflow controls offer this user (app/components/admin/workflow-controls.tsx).
 */
export async function loadForEdit<F extends Fields>(
	type: ContentType<F>,
	{ request, context, params }: ItemArgs,
): Promise<{ item: ContentItem<F>; workflow: WorkflowView; socialPreview: SocialPreviewView | undefined }> {
	const user = await requirePermission(request, context, { type, action: 'update' })
	const item = await findOr404(type, context.services.db, params.id, { status: 'all' })
	ensurePermission(user, { type, action: 'update', item })
	const ruled = type as unknown as ContentType
	const review = await openReviewRequest(context.services.db, type.name, item.id)
	// Types with pages: how the item looks when shared (ADR 0058), from the code of its page's tags.
	const socialPreview = await socialPreviewOf({ url: new URL(request.url), context }, ruled, item)
	return { item, workflow: workflowView(item, ruled, user, review), socialPreview }
}

/** What an edit form's workflow controls show of the item, and offer the user. */
function workflowView(
	item: ContentItem,
	type: ContentType,
	user: User,
	review: ReviewRequest | undefined,
): WorkflowView {
	const { shownOn, item: page } = type.public ?? {}
	const standing = standingOf(item)
	return {
		status: item.status,
		publish_at: item.publish_at,
		standing,
		version: item.updated_at,
		previewPath: page ? itemPath(page.path, item) : shownOn && `${shownOn}${previewQuery(type.name, item.id)}`,
		mayPublish: can(user, { type, action: 'publish', item }),
		mayRequestChanges: standing === 'in_review' && can(user, { permission: 'content.review' }),
		reviewRequest: standing === 'draft' ? review : undefined,
	}
}

/**
 * The edit screen's action: saves the form's fields (`fieldsOf` picks fewer, where a screen leaves some
 * unchanged when empty), then goes where the definition says (docs/product.md sends some to the public page)
 * with its toast.
 */
export async function editScreenAction<F extends Fields>(
	args: ItemArgs,
	type: ContentType<F>,
	fieldsOf: (form: FormData) => readonly string[] = () => fieldNames(type as unknown as ContentType),
) {
	const expired = await answerSessionExpired(args.request, args.context)
	if (expired) return expired
	const user = await requirePermission(args.request, args.context, { type, action: 'update' })
	const existing = await findOr404(type, args.context.services.db, args.params.id, { status: 'all' })
	ensurePermission(user, { type, action: 'update', item: existing })
	const actor = auditActor(user, args.context)
	const { messages, afterUpdate, list } = type.admin
	const form = await readFormData(args.request)
	// A reviewer's 'Request changes' (app/components/admin/review-panel.tsx): a form of its own on the screen.
	if (form.get(REVIEW_FIELDS.intent) === REVIEW_FIELDS.requestChanges) {
		return requestChangesFromForm(type as unknown as ContentType, existing.id, form, { user, context: args.context })
	}
	if (formPublishes(form, existing)) ensurePermission(user, { type, action: 'publish', item: existing })
	const refused = await refusedSubmission(type as unknown as ContentType, form, existing.id, args.context)
	if (refused) return refused
	return updateFromForm({
		collection: type,
		db: args.context.services.db,
		actor,
		user,
		id: existing.id,
		existing,
		form,
		fields: fieldsOf(form),
		label: type.label.singular,
		success: messages.updated,
		failure: messages.updateFailure,
		redirectTo: (saved) => afterUpdate?.(saved) ?? list.path,
	})
}
