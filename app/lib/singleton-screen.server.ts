import { type AppLoadContext, data, matchPath } from 'react-router'

import { can } from '#server/auth/permissions.ts'
import { type AdminField, adminFieldOf } from '#server/content/field-kinds/admin-field.ts'
import { fromFormValues } from '#server/content/field-kinds/registry.ts'
import { linkChoices } from '#server/content/link-choices.ts'
import { singletons } from '#server/content/registry.ts'
import type { Singleton } from '#server/content/singleton.ts'
import { formValues } from '#app/lib/admin-actions.server.ts'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { screenPath } from '#app/lib/admin-screens.server.ts'
import { requireActor, requirePermission } from '#app/lib/auth.server.ts'
import { ConflictError, ValidationError } from '#app/lib/content.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { chosenTheirs, conflictFields } from '#app/lib/merge.server.ts'
import {
	SINGLETON_ACTION_FIELD,
	SINGLETON_VERSION_FIELD,
	type SingletonActionDone,
	type SingletonActionView,
} from '#app/lib/singleton-screen.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { WORKFLOW_FIELDS } from '#app/lib/workflow-form.server.ts'

/**
 * The edit screen of every single-record type (server/content/singleton.ts, ADR 0041), drawn from its
 * definition: its fields by their kinds, one Save. A save made over a version another save replaced
 * meanwhile is refused, and the form shows both to merge field by field, as the content types' edit screens do.
 */

type Args = { request: Request; context: AppLoadContext }

function singletonOfScreen(request: Request): Singleton {
	// The screen's own address, also when React Router asks for its data (`….data`).
	const pathname = screenPath(request)
	const found = singletons.find((singleton) => matchPath(singleton.admin.path, pathname) !== null)
	if (!found) throw data(null, { status: 404, statusText: 'Not Found' })
	return found
}

const fieldsOf = (singleton: Singleton) =>
	Object.entries(singleton.admin.fields).map(([name, presentation]) =>
		adminFieldOf(name, singleton.shape[name]!, presentation ?? {}, `${singleton.name}.${name}`),
	)

/** Whether a field, or one inside it, is a menu's link (which offers the site's pages). */
const hasLinks = (fields: readonly AdminField[]): boolean =>
	fields.some((field) => field.accepts === 'link' || hasLinks(field.fields ?? []))

export async function loadSingletonScreen({ request, context }: Args) {
	const singleton = singletonOfScreen(request)
	const user = await requirePermission(request, context, { type: singleton, action: 'update' })
	const { db } = context.services
	const record = await singleton.get(db)
	const fields = fieldsOf(singleton)
	const actions: SingletonActionView[] = (singleton.actions ?? [])
		.filter((action) => can(user, { permission: action.permission }))
		.map((action) => ({
			name: action.name,
			title: action.title,
			label: action.label,
			busyText: action.busyText,
			description: action.describe(context.services),
			unavailable: action.unavailable(context.services),
		}))
	return {
		title: singleton.admin.title,
		label: singleton.label,
		fields,
		record: record as Record<string, unknown>,
		version: record.updated_at,
		/** The pages its link fields offer (the navigation's), or none. */
		linkChoices: hasLinks(fields) ? await linkChoices(db) : [],
		actions,
	}
}

/** One of the screen's actions besides saving (the settings' test e-mail), under its own permission. */
async function runScreenAction({ request, context }: Args, singleton: Singleton, name: string) {
	const action = singleton.actions?.find((candidate) => candidate.name === name)
	if (!action) return data<SingletonActionDone>({ action: name, ok: false, message: 'No such action' }, { status: 400 })
	await requirePermission(request, context, { permission: action.permission })
	const outcome = await action.run(context.services)
	const status = outcome.ok ? 200 : outcome.why === 'limited' ? 429 : outcome.why === 'failed' ? 502 : 409
	return data<SingletonActionDone>({ action: name, ok: outcome.ok, message: outcome.message }, { status })
}

export async function singletonScreenAction({ request, context }: Args) {
	const singleton = singletonOfScreen(request)
	const form = await readFormData(request)
	const actionName = form.get(SINGLETON_ACTION_FIELD)
	if (typeof actionName === 'string') return runScreenAction({ request, context }, singleton, actionName)
	const actor = await requireActor(request, context, { type: singleton, action: 'update' })
	const { db } = context.services
	const names = Object.keys(singleton.admin.fields)
	const values = formValues(form, names)
	// The version the form was opened at, or, for the conflict view's 'Save merged', the one saved meanwhile.
	const opened = String(form.get(SINGLETON_VERSION_FIELD) ?? '')
	const merging = form.has(WORKFLOW_FIELDS.replaceVersion)
	const version = merging ? String(form.get(WORKFLOW_FIELDS.replaceVersion)) : opened
	const theirs = merging ? chosenTheirs(form, names, (await singleton.get(db)) as Record<string, unknown>) : {}
	try {
		await singleton.update(
			db,
			{ ...fromFormValues(singleton.shape, values), ...theirs },
			{
				actor,
				...(version && { precondition: (current) => current.updated_at === version }),
			},
		)
	} catch (error) {
		if (error instanceof ValidationError) {
			return data<FormFailure>({ error: error.message, fields: error.fields, values }, { status: 400 })
		}
		if (error instanceof ConflictError) {
			const current = error.current as Record<string, unknown> & { updated_at: string }
			const kept = opened ? await singleton.revisions(db) : []
			const changes = conflictFields({
				shape: singleton.shape,
				names,
				values,
				current,
				opened: kept.find((revision) => revision.record.updated_at === opened)?.record,
			})
			return data<FormFailure>(
				{ error: '', fields: {}, values, conflict: { version: current.updated_at, changes } },
				{ status: 409 },
			)
		}
		throw error
	}
	return redirectWithToast(singleton.admin.path, { type: 'success', message: singleton.admin.messages.updated })
}
