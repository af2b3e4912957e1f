import { formatTime, isTimeZone, zonedToUtc } from '#shared/time-zone.ts'
import { standingOf, type Status, type WorkflowState } from '#shared/workflow.ts'
import { ValidationError } from '#server/content/errors.ts'
import { WORKFLOW_FORM_FIELDS, type WorkflowChoiceValue } from '#app/lib/workflow-actions.ts'

/**
 * What an admin form's workflow buttons ask for (app/components/admin/workflow-controls.tsx): the
 * docs/product.md's own button keeps the item as it is (an add publishes, as it always did); 'Save draft',
 * 'Submit for review', 'Publish' and 'Schedule' set the status, and the time for a schedule, given in the admin's time zone.
 */
export const WORKFLOW_FIELDS = {
	// The names the controls send (one list for both sides: app/lib/workflow-actions.ts).
	choice: WORKFLOW_FORM_FIELDS.choice,
	localTime: WORKFLOW_FORM_FIELDS.localTime,
	timeZone: WORKFLOW_FORM_FIELDS.timeZone,
	publishAnyway: WORKFLOW_FORM_FIELDS.publishAnyway,
	/** After a conflict, 'Save merged' repeats the save that was refused, with the fields chosen from the newer version (app/components/admin/conflict-notice.tsx). */
	replaceVersion: 'replace_version',
	replaceChoice: 'replace_workflow',
} as const

export type WorkflowChoice = WorkflowChoiceValue
export type WorkflowDecision = {
	choice: WorkflowChoice
	/** The fields to save along with the form's own. */
	values: { status?: Status; publish_at?: string | null }
	/** The admin's time zone, when the browser said (for messages about the time). */
	timeZone: string | undefined
}

/** Which workflow button a submitted form was sent with (after a conflict, the one of the refused save). */
function choiceOf(form: FormData): WorkflowChoice {
	const raw = form.get(
		form.has(WORKFLOW_FIELDS.replaceVersion) ? WORKFLOW_FIELDS.replaceChoice : WORKFLOW_FIELDS.choice,
	)
	return raw === 'draft' || raw === 'publish' || raw === 'schedule' || raw === 'submit' ? raw : 'keep'
}

/**
 * Whether the form's save asks to put the item live or on a schedule, which the type's `publish` rule
 * guards (server/content/access.ts): 'Publish', 'Schedule', or an add with docs/product.md's own button.
 */
export const formPublishes = (form: FormData, existing?: WorkflowState): boolean => {
	const choice = choiceOf(form)
	return choice === 'publish' || choice === 'schedule' || (choice === 'keep' && existing === undefined)
}

/** Reads the workflow buttons of a submitted form; a schedule without a future time is refused like a field. */
export function workflowDecision(form: FormData, existing?: WorkflowState, at = Date.now()): WorkflowDecision {
	const choice = choiceOf(form)
	const zone = String(form.get(WORKFLOW_FIELDS.timeZone) ?? '')
	const timeZone = isTimeZone(zone) && zone !== '' ? zone : undefined
	const decided = (values: WorkflowDecision['values']) => ({ choice, values, timeZone })
	switch (choice) {
		case 'keep':
			return decided(existing ? {} : { status: 'published', publish_at: null })
		case 'draft':
			return decided({ status: 'draft', publish_at: null })
		case 'submit':
			// For a reviewer to approve (docs/design.md §15): live nowhere until then.
			return decided({ status: 'in_review', publish_at: null })
		case 'publish':
			// Live already: it stays as it went live. Otherwise it goes live now (and its feed date with it).
			return decided(
				existing && standingOf(existing, at) === 'live'
					? { status: 'published' }
					: { status: 'published', publish_at: new Date(at).toISOString() },
			)
		case 'schedule': {
			const local = String(form.get(WORKFLOW_FIELDS.localTime) ?? '')
			const when = local ? zonedToUtc(local, timeZone ?? 'UTC') : undefined
			if (!when) {
				const message = 'Choose the date and time to publish at'
				throw new ValidationError(message, { [WORKFLOW_FIELDS.localTime]: message })
			}
			if (Date.parse(when) <= at) {
				const message = 'Choose a time in the future to schedule, or publish now'
				throw new ValidationError(message, { [WORKFLOW_FIELDS.localTime]: message })
			}
			return decided({ status: 'published', publish_at: when })
		}
	}
}

/** The toast after a save: docs/product.md's own text unless the save made a draft or a schedule. */
export function workflowMessage(decision: WorkflowDecision, label: string, specText: string): string {
	if (decision.choice === 'draft') return `${label} saved as a draft`
	if (decision.choice === 'submit') return `${label} submitted for review`
	if (decision.choice === 'schedule' && decision.values.publish_at) {
		return `${label} scheduled for ${formatTime(decision.values.publish_at, decision.timeZone)}`
	}
	return specText
}
