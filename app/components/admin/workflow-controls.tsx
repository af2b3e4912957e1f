import { useNavigation } from 'react-router'

import { ChecksPanel } from '#app/components/admin/checks-panel.tsx'
import { PublishControl } from '#app/components/admin/publish-control.tsx'
import { StatusBadge } from '#app/components/admin/status-badge.tsx'
import { useBrowserTimeZone } from '#app/components/local-time.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { WorkflowView } from '#app/lib/admin-screens.ts'
import { NOT_AN_EDIT } from '#app/lib/form-values.ts'
import { WORKFLOW_FORM_FIELDS as FIELDS, type WorkflowAction, workflowPlan } from '#app/lib/workflow-actions.ts'

/** A secondary workflow button: it sends its choice, and says so while that save is on its way. */
function SecondaryButton({
	action,
	sendingChoice,
	disabled,
}: {
	action: WorkflowAction
	sendingChoice: string | undefined
	disabled: boolean
}) {
	return (
		<button
			type="submit"
			name={FIELDS.choice}
			value={action.choice}
			disabled={disabled}
			className="rounded-full bg-white px-5 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
		>
			{sendingChoice === action.choice ? action.busyText : action.text}
		</button>
	)
}

/**
 * The save buttons of every add and edit form (ADR 0050): one primary action by where the item stands
 * ('Publish' for a new item or a draft, 'Update' for a live or scheduled one), the schedule as a choice
 * inside that control, and the secondary moves beside it. The primary's accessible name keeps the form's
 * own text ('Save Changes', docs/product.md; 'Add Blog'...). An edit form also carries the version it was
 * opened at, so a save over someone else's newer one is refused rather than silently overwriting it.
 */
export function WorkflowControls({
	workflow,
	primary,
	busyText,
	disabled = false,
	failure,
	mayPublish = true,
}: {
	/** The item being edited; none on an add form. */
	workflow?: WorkflowView
	/** The form's own text: 'Save Changes', 'Add Blog', ... (the primary button's accessible name holds it). */
	primary: string
	/** What the primary button reads while a save that keeps the item as it stands is on its way. */
	busyText: string
	disabled?: boolean
	failure?: FormFailure
	/** An add form: whether its user may publish (the server's rules; else they submit for review). */
	mayPublish?: boolean
}) {
	const navigation = useNavigation()
	const zone = useBrowserTimeZone()
	const sending = navigation.state === 'submitting' ? navigation.formData : undefined
	const publishes = workflow?.mayPublish ?? mayPublish
	const plan = workflowPlan(workflow?.standing, busyText, publishes)
	// Enter in a field of an add form saves what the user may: a contributor's, a draft.
	const defaultChoice = workflow || publishes ? 'keep' : 'draft'
	const sent = sending ? String(sending.get(FIELDS.choice) ?? 'keep') : undefined
	// Enter on a draft keeps it a draft: 'Save draft' is the button that says so.
	const choice = sent === 'keep' && plan.primary.choice !== 'keep' ? 'draft' : sent
	const off = disabled || sending !== undefined

	return (
		<div className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
			{workflow ? <input type="hidden" name={FIELDS.version} value={workflow.version} /> : null}
			<input type="hidden" name={FIELDS.timeZone} value={zone ?? ''} {...{ [NOT_AN_EDIT]: '' }} />
			{/* The form's default button (Enter in a field): a save that keeps the item as it stands, so a key
			    press never publishes a draft. Hidden: the visible buttons say the same or more. */}
			<button type="submit" name={FIELDS.choice} value={defaultChoice} hidden tabIndex={-1} disabled={off} />
			<ChecksPanel standing={workflow?.standing} publishes={publishes} />
			{workflow ? (
				<p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
					<span className="font-medium">Status:</span>
					<StatusBadge standing={workflow.standing} publishAt={workflow.publish_at} />
					{workflow.previewPath ? (
						<a
							href={workflow.previewPath}
							target="_blank"
							rel="noopener"
							className="ml-auto font-medium text-brand-700 hover:text-brand-900"
						>
							Preview<span className="sr-only"> (opens in a new tab)</span>
						</a>
					) : null}
				</p>
			) : null}
			<div role="group" aria-label="Save and publish" className="flex flex-wrap items-start gap-3">
				<PublishControl
					plan={plan}
					name={primary}
					sendingChoice={choice}
					disabled={off}
					zone={zone}
					scheduledAt={workflow?.standing === 'scheduled' ? workflow.publish_at : null}
					live={workflow?.standing === 'live'}
					failure={failure}
				/>
				{plan.secondary.map((action) => (
					<SecondaryButton key={action.text} action={action} sendingChoice={choice} disabled={off} />
				))}
			</div>
		</div>
	)
}
