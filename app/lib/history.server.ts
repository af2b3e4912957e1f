import { isDeepStrictEqual } from 'node:util'
import { type AppLoadContext, data } from 'react-router'
import type { z } from 'zod'

import { parseIdParam } from '#shared/ids.ts'
import { pictureUrls } from '#shared/pictures.ts'
import { formatTime } from '#shared/time-zone.ts'
import { AccessDenied } from '#server/auth/permissions.ts'
import { userNames } from '#server/content/authors.ts'
import { adminFields, type ContentItem, type ContentType } from '#server/content/content-type.ts'
import { ConflictError, NotFoundError, ValidationError } from '#server/content/errors.ts'
import type { DiffShape } from '#server/content/field-kinds/kind.ts'
import { kindOf, nested } from '#server/content/field-kinds/registry.ts'
import { trashableType } from '#server/content/trash.ts'
import { historyPath } from '#app/lib/admin-paths.ts'
import { auditActor, ensurePermission, requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import type { FieldChange, ShownValue } from '#app/lib/history.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { openPathOf, titleOf } from '#app/lib/trash.server.ts'
import { diffWords, sideOf, withContext } from '#app/lib/word-diff.server.ts'

/**
 * An item's history screen (docs/design.md §8 revisions), for every content type: the current version, then
 * each earlier one newest first with what differs from the current, field by field (the definition's
 * labels), and the restore of one.
 */

type Args = { request: Request; context: AppLoadContext; params: { collection?: string; id?: string } }

/** How a field's values are compared and shown: short text, long text (a word diff), or pictures (its kind says). */
type Shape = DiffShape
/** A field of the history: how its kind compares it, and its value as people read it (a group's, line by line). */
export type ShownField = { name: string; label: string; shape: Shape; read?: (value: unknown) => string }

/** The longest piece of a long text the current version shows (the diffs show every change in full). */
const CURRENT_TEXT_MAX = 400

/** Fields of a schema's shape as the history compares them, each by its kind (a save's conflict view too). */
export function fieldsShown(shape: Record<string, z.ZodType>, names: readonly string[]): ShownField[] {
	return names.map((name) => {
		const { info, kind } = kindOf(shape[name]!, name)
		const read = kind.historyText && ((value: unknown) => kind.historyText!(value, info, nested))
		return { name, label: info.label, shape: kind.diff, ...(read && { read }) }
	})
}

function shownFields(type: ContentType): ShownField[] {
	return [
		...fieldsShown(
			type.shape,
			adminFields(type).map((field) => field.name),
		),
		{ name: 'status', label: 'Status', shape: 'text' },
		{ name: 'publish_at', label: 'Publish at', shape: 'text' },
	]
}

/** A field's value as people read it. */
function textOf({ name, read }: Pick<ShownField, 'name' | 'read'>, value: unknown): string {
	if (read) return read(value)
	if (name === 'status') return value === 'published' ? 'Published' : 'Draft'
	if (name === 'publish_at') return typeof value === 'string' && value !== '' ? formatTime(value) : 'Not set'
	const text = value === null || value === undefined ? '' : String(value)
	return text === '' ? '(empty)' : text
}

const urlsOf = pictureUrls

/** What differs between an earlier version (`before`) and the current one (`after`). */
export function fieldChanges(
	fields: readonly ShownField[],
	before: Record<string, unknown>,
	after: Record<string, unknown>,
): FieldChange[] {
	const changes: FieldChange[] = []
	for (const field of fields) {
		const { name, label, shape } = field
		// A version saved before a field existed says nothing about it.
		if (!(name in before) || isDeepStrictEqual(before[name], after[name])) continue
		if (shape === 'pictures') {
			const [was, is] = [urlsOf(before[name]), urlsOf(after[name])]
			if (was.join(',') === is.join(',')) continue
			// A picture is unchanged while the other side still has a copy of it left to pair with.
			const marks = (urls: string[], other: string[]) => {
				const left = [...other]
				return urls.map((url) => {
					const at = left.indexOf(url)
					if (at >= 0) left.splice(at, 1)
					return { url, changed: at < 0 }
				})
			}
			changes.push({ name, label, shape, before: marks(was, is), after: marks(is, was) })
			continue
		}
		const [was, is] = [textOf(field, before[name]), textOf(field, after[name])]
		if (was === is) continue
		if (shape === 'long') {
			const parts = withContext(diffWords(was, is))
			changes.push({ name, label, shape, before: sideOf(parts, 'before'), after: sideOf(parts, 'after') })
		} else changes.push({ name, label, shape, before: was, after: is })
	}
	return changes
}

/** The item the address names (any status; not one in the trash), or the 404 page. */
async function itemOf({ request, context, params }: Args) {
	const admin = await requirePermission(request, context, { permission: 'history.manage' })
	const id = parseIdParam(params.id)
	let type: ContentType
	try {
		type = trashableType(String(params.collection ?? ''))
	} catch {
		throw data(null, { status: 404, statusText: 'Not Found' })
	}
	const item = id === undefined ? undefined : await type.get(context.services.db, id, { status: 'all' })
	if (!item) throw data(null, { status: 404, statusText: 'Not Found' })
	return { type, item: item as ContentItem, user: admin, actor: auditActor(admin, context) }
}

export async function loadHistory(args: Args) {
	const { type, item } = await itemOf(args)
	const fields = shownFields(type)
	const current = item as Record<string, unknown>
	const revisions = await type.revisions(args.context.services.db, item.id)
	// Who saved each version (docs/design.md §15): the item's last editor, and each revision's.
	const names = await userNames(args.context.services.db, [item.updated_by, ...revisions.map((r) => r.user_id)])
	const savedBy = (id: number | null | undefined) => (id ? names.get(id) : undefined)
	return {
		kind: type.label.singular,
		title: titleOf(type, current),
		openTo: openPathOf(type, item.id),
		current: {
			savedAt: item.updated_at,
			savedBy: savedBy(item.updated_by),
			values: fields.map((field): ShownValue => {
				if (field.shape === 'pictures')
					return { label: field.label, shape: field.shape, urls: urlsOf(current[field.name]) }
				const text = textOf(field, current[field.name])
				const short = text.length > CURRENT_TEXT_MAX ? `${text.slice(0, CURRENT_TEXT_MAX - 1)}…` : text
				return { label: field.label, shape: field.shape, text: short }
			}),
		},
		versions: revisions.map((revision) => ({
			revision: revision.revision,
			savedAt: typeof revision.record.updated_at === 'string' ? revision.record.updated_at : undefined,
			savedBy: savedBy(revision.user_id),
			replacedAt: revision.created_at,
			changes: fieldChanges(fields, revision.record, current),
		})),
	}
}

/** `intent=restore` with a `revision`: makes that version current, and stays on the history screen. */
export async function historyAction(args: Args) {
	const { type, item, user, actor } = await itemOf(args)
	// A restore writes the item: its type's `update` rule too (ADR 0037).
	ensurePermission(user, { type, action: 'update', item })
	const form = await readFormData(args.request)
	const revision = parseIdParam(form.get('revision'))
	if (form.get('intent') !== 'restore' || revision === undefined) {
		throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
	}
	const here = historyPath(type.name, item.id)
	try {
		await type.restoreRevision(args.context.services.db, item.id, revision, { actor, user })
	} catch (error) {
		if (error instanceof NotFoundError) {
			return redirectWithToast(here, { type: 'error', message: 'That version is no longer kept.' })
		}
		// A version that was published, restored by someone who may not publish (docs/design.md §15).
		if (error instanceof AccessDenied) {
			return redirectWithToast(here, { type: 'error', message: 'Your account may not publish this version.' })
		}
		if (error instanceof ValidationError || error instanceof ConflictError) {
			return redirectWithToast(here, {
				type: 'error',
				message: `That version could not be restored: ${error.message}`.slice(0, 300),
			})
		}
		throw error
	}
	return redirectWithToast(here, { type: 'success', message: 'Version restored' })
}
