import { type ReactNode, useState } from 'react'
import { useNavigation } from 'react-router'

import { utcToZoned } from '#shared/time-zone.ts'
import { inputClass, SubmitButton } from '#app/components/admin/fields.tsx'
import { StatusBadge } from '#app/components/admin/status-badge.tsx'
import { useBrowserTimeZone } from '#app/components/local-time.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { WorkflowView } from '#app/lib/admin-screens.ts'
import { NOT_AN_EDIT } from '#app/lib/form-values.ts'

/** The form fields these controls send (read by app/lib/workflow-form.server.ts; kept in step by a test). */
const FIELDS = { choice: 'workflow', localTime: 'publish_at_local', timeZone: 'time_zone', version: 'version' }

/** One of the workflow's own buttons: it sends its choice, and says so while that save is on its way. */
function ChoiceButton({
	choice,
	busyText,
	sendingChoice,
	disabled,
	children,
}: {
	choice: 'draft' | 'publish' | 'schedule'
	busyText: string
	sendingChoice: string | undefined
	disabled: boolean
	children: ReactNode
}) {
	return (
		<button
			type="submit"
			name={FIELDS.choice}
			value={choice}
			disabled={disabled}
			className="rounded-full px-5 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
		>
			{sendingChoice === choice ? busyText : children}
		</button>
	)
}

/**
 * The save buttons of every add and edit form: docs/product.md's own (which keeps the item as it is; an add
 * publishes), 'Save draft', 'Publish', and 'Schedule' at a date and time in the admin's time zone (the
 * browser's, sent along so the server stores UTC). An edit form also carries the version it was opened
 * at, so a save over someone else's newer one is refused rather than silently overwriting it.
 */
export function WorkflowControls({
	workflow,
	primary,
	busyText,
	disabled = false,
	failure,
}: {
	/** The item being edited; none on an add form. */
	workflow?: WorkflowView
	/** docs/product.md's button: 'Save Changes', 'Add Blog', ... */
	primary: string
	busyText: string
	disabled?: boolean
	failure?: FormFailure
}) {
	const navigation = useNavigation()
	const zone = useBrowserTimeZone()
	const sending = navigation.state === 'submitting' ? navigation.formData : undefined
	const choice = sending ? String(sending.get(FIELDS.choice) ?? 'keep') : undefined
	const [typed, setWhen] = useState<string>()
	// What was typed; else what a refused save sent; else the scheduled time in the admin's zone (known
	// only in the browser: the server renders it empty).
	const scheduled = zone && workflow?.standing === 'scheduled' && workflow.publish_at
	const when = typed ?? failure?.values[FIELDS.localTime] ?? (scheduled ? utcToZoned(scheduled, zone) : '')
	const whenError = failure?.fields[FIELDS.localTime]
	const buttons = { disabled: disabled || sending !== undefined, sendingChoice: choice }
	const live = workflow?.standing === 'live'

	return (
		<div className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
			{workflow ? <input type="hidden" name={FIELDS.version} value={workflow.version} /> : null}
			<input type="hidden" name={FIELDS.timeZone} value={zone ?? ''} {...{ [NOT_AN_EDIT]: '' }} />
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
			<div className="flex flex-wrap items-center gap-3">
				<SubmitButton busy={choice === 'keep'} busyText={busyText} disabled={disabled || sending !== undefined}>
					{primary}
				</SubmitButton>
				<ChoiceButton choice="draft" busyText="Saving draft..." {...buttons}>
					{live ? 'Unpublish and save draft' : 'Save draft'}
				</ChoiceButton>
				{live ? null : (
					<ChoiceButton choice="publish" busyText="Publishing..." {...buttons}>
						Publish
					</ChoiceButton>
				)}
			</div>
			<div className="flex flex-wrap items-end gap-3">
				<div>
					<label htmlFor="field-publish-at" className="block text-sm font-medium text-slate-800">
						Publish at
					</label>
					<input
						id="field-publish-at"
						type="datetime-local"
						name={FIELDS.localTime}
						value={when}
						onChange={(event) => setWhen(event.target.value)}
						// Filled with the scheduled time once the browser's zone is known; a time typed here alone is not
						// worth a warning before leaving.
						{...{ [NOT_AN_EDIT]: '' }}
						className={inputClass}
						aria-describedby={whenError ? 'publish-at-hint publish-at-error' : 'publish-at-hint'}
						aria-invalid={whenError ? true : undefined}
					/>
				</div>
				<ChoiceButton choice="schedule" busyText="Scheduling..." {...buttons}>
					Schedule
				</ChoiceButton>
				<p id="publish-at-hint" className="basis-full text-xs text-slate-500">
					Your time{zone ? ` (${zone})` : ''}. Visitors see a scheduled item from that moment on.
				</p>
				{whenError ? (
					<p id="publish-at-error" className="basis-full text-sm text-red-700">
						{whenError}
					</p>
				) : null}
			</div>
		</div>
	)
}
