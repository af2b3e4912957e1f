import type { Standing } from '#shared/workflow.ts'

/** The form fields the workflow controls send, read by app/lib/workflow-form.server.ts under these names. */
export const WORKFLOW_FORM_FIELDS = {
	choice: 'workflow',
	localTime: 'publish_at_local',
	timeZone: 'time_zone',
	version: 'version',
	/** Sent as '1' when the checks panel's "Publish anyway?" was answered yes (ADR 0057). */
	publishAnyway: 'publish_anyway',
} as const

/** What a workflow button asks the server for. */
export type WorkflowChoiceValue = 'keep' | 'draft' | 'publish' | 'schedule' | 'submit'

export type WorkflowAction = {
	choice: WorkflowChoiceValue
	/** The button's visible text. */
	text: string
	/** What it reads while its save is on its way. */
	busyText: string
}

/**
 * The buttons of an add or edit form, by where the item stands (ADR 0050): one primary action, the
 * schedule inside the primary control (its disclosure's text, and the button that confirms the time), and
 * the secondary actions beside it. Every state keeps every move the server allows: an item can always be
 * saved as it stands (the primary on an add, a live or a scheduled item; Enter in a field elsewhere), made
 * a draft, put live now, or scheduled. Who may not publish (a contributor: docs/design.md §15) submits for
 * review instead, and has no schedule.
 */
export type WorkflowPlan = {
	primary: WorkflowAction
	schedule?: { opener: string } & WorkflowAction
	secondary: WorkflowAction[]
}

const SAVE_DRAFT: WorkflowAction = { choice: 'draft', text: 'Save draft', busyText: 'Saving draft...' }
const SWITCH_TO_DRAFT: WorkflowAction = { choice: 'draft', text: 'Switch to draft', busyText: 'Saving draft...' }
const SCHEDULE = { opener: 'Schedule…', choice: 'schedule', text: 'Schedule', busyText: 'Scheduling...' } as const

const SUBMIT: WorkflowAction = { choice: 'submit', text: 'Submit for review', busyText: 'Submitting...' }

/**
 * `standing` is undefined on an add form. `busyText` is the form's own for a save that keeps the item as
 * it stands (docs/product.md: the career form reads 'Adding...' and 'Updating...'). `mayPublish` is the
 * server's answer for this user and item (the type's `publish` rule).
 */
export function workflowPlan(standing: Standing | undefined, busyText: string, mayPublish = true): WorkflowPlan {
	if (!mayPublish) {
		// A contributor: drafts, and a submission a reviewer approves (docs/design.md §15).
		return standing === 'in_review'
			? {
					primary: { choice: 'keep', text: 'Update', busyText },
					secondary: [{ choice: 'draft', text: 'Withdraw to draft', busyText: 'Saving draft...' }],
				}
			: { primary: SUBMIT, secondary: [SAVE_DRAFT] }
	}
	switch (standing) {
		case 'in_review':
			// The reviewer's approval is a publish, now or at a time; a draft again is the other way back.
			return {
				primary: { choice: 'publish', text: 'Approve and publish', busyText: 'Publishing...' },
				schedule: { ...SCHEDULE, text: 'Approve and schedule' },
				secondary: [SWITCH_TO_DRAFT],
			}
		case undefined:
			// An add's own save publishes (as it always did), so the primary is that save.
			return { primary: { choice: 'keep', text: 'Publish', busyText }, schedule: SCHEDULE, secondary: [SAVE_DRAFT] }
		case 'draft':
			return {
				primary: { choice: 'publish', text: 'Publish', busyText: 'Publishing...' },
				schedule: SCHEDULE,
				secondary: [SAVE_DRAFT],
			}
		case 'live':
			// Scheduling a live item takes it off the site until its new time.
			return { primary: { choice: 'keep', text: 'Update', busyText }, schedule: SCHEDULE, secondary: [SWITCH_TO_DRAFT] }
		case 'scheduled':
			return {
				primary: { choice: 'keep', text: 'Update', busyText },
				schedule: { opener: 'Reschedule…', choice: 'schedule', text: 'Reschedule', busyText: 'Rescheduling...' },
				secondary: [{ choice: 'publish', text: 'Publish now', busyText: 'Publishing...' }, SWITCH_TO_DRAFT],
			}
	}
}
