import { type AppLoadContext, data, matchPath } from 'react-router'

import type { CheckResult } from '#server/content/checks/check.ts'
import { checksOf } from '#server/content/checks/site-checks.ts'
import { type ContentType, formFieldNames } from '#server/content/content-type.ts'
import { fromFormValues } from '#server/content/field-kinds/registry.ts'
import { contentTypes } from '#server/content/registry.ts'
import { formValues } from '#app/lib/admin-actions.server.ts'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { MEDIA_ALT_PREFIX, MEDIA_DECORATIVE_PREFIX } from '#app/lib/media-form.ts'
import { WORKFLOW_FORM_FIELDS } from '#app/lib/workflow-actions.ts'

/**
 * The checks of an add or edit form as it is, unsaved (docs/design.md §16, docs/decisions/0057-checks-and-site-health.md):
 * what the form's checks panel shows while the admin types, and what refuses a contributor's submission
 * for review with an error. The form is read as its save reads it, so the checks see what would be stored.
 */

/** The content type and item of an admin screen's address: its Manage screen (the add form) or an item's edit screen. */
export function formOfScreen(screen: string): { type: ContentType; id: number | undefined } | undefined {
	for (const type of contentTypes) {
		const { list, edit } = type.admin
		if ([list.path, ...(list.aliases ?? [])].some((path) => matchPath(path, screen))) return { type, id: undefined }
		const match = edit ? matchPath(edit.path, screen) : null
		const id = Number(match?.params.id)
		if (match && Number.isSafeInteger(id) && id > 0) return { type, id }
	}
	return undefined
}

/** The alt text and 'decorative' typed under the form's pictures, by media id. */
function typedAltOf(form: FormData): Map<number, { alt: string; decorative: boolean }> {
	const typed = new Map<number, { alt: string; decorative: boolean }>()
	for (const [name, value] of form) {
		const key = name.startsWith(MEDIA_ALT_PREFIX) ? name.slice(MEDIA_ALT_PREFIX.length) : ''
		if (!/^[1-9]\d{0,15}$/.test(key) || typeof value !== 'string') continue
		typed.set(Number(key), { alt: value.trim(), decorative: form.get(MEDIA_DECORATIVE_PREFIX + key) === '1' })
	}
	return typed
}

/** The checks of a submitted form of `type` (the item it edits: `id`). */
export function checksOfForm(
	type: ContentType,
	form: FormData,
	id: number | undefined,
	context: AppLoadContext,
): Promise<CheckResult[]> {
	const values = fromFormValues(type.shape, formValues(form, formFieldNames(type)))
	const { db, config } = context.services
	return checksOf(db, type, values, { id, publicUrl: config.publicUrl, typedAlt: typedAltOf(form) })
}

/** The checks panel's call: `?screen=` names the form's screen; the body is the form. Nothing is stored. */
export async function formChecks({ request, context }: { request: Request; context: AppLoadContext }) {
	const screen = new URL(request.url).searchParams.get('screen') ?? ''
	const found = formOfScreen(screen)
	if (!found) throw data({ error: 'No such form' }, { status: 404 })
	await requirePermission(request, context, { type: found.type, action: 'read' })
	const checks = await checksOfForm(found.type, await readFormData(request), found.id, context)
	return Response.json({ checks }, { headers: { 'Cache-Control': 'no-store' } })
}

export const SUBMIT_WITH_ERRORS = 'Fix these before you submit it for review:'

/**
 * A submission for review with an error-level finding is refused (docs/design.md §16: a contributor can't
 * submit with an error), with what was typed; anything else goes on (undefined).
 */
export async function refusedSubmission(
	type: ContentType,
	form: FormData,
	id: number | undefined,
	context: AppLoadContext,
) {
	if (form.get(WORKFLOW_FORM_FIELDS.choice) !== 'submit') return undefined
	const errors = (await checksOfForm(type, form, id, context)).filter((check) => check.level === 'error')
	if (errors.length === 0) return undefined
	const fields: Record<string, string> = {}
	for (const check of errors) fields[check.field] ??= check.message
	const error = `${SUBMIT_WITH_ERRORS} ${errors.map((check) => check.message).join(' ')}`
	return data<FormFailure>({ error, fields, values: formValues(form, formFieldNames(type)) }, { status: 400 })
}
