import { type KeyboardEvent, useEffect, useRef, useState } from 'react'

import { utcToZoned } from '#shared/time-zone.ts'
import { inputClass } from '#app/components/admin/fields.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { NOT_AN_EDIT } from '#app/lib/form-values.ts'
import { WORKFLOW_FORM_FIELDS as FIELDS, type WorkflowPlan } from '#app/lib/workflow-actions.ts'

const FILLED =
	'bg-brand-600 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60'

/**
 * Closes the schedule if it is open. The element, not the state, says whether it is: its toggle event (which
 * sets the state) is a task of its own, so on a busy page a key or a click can come before it; closed here,
 * that pending event reports closed.
 */
function closeDetails(details: HTMLDetailsElement | null, setOpen: (open: boolean) => void): boolean {
	if (!details?.open) return false
	details.open = false
	setOpen(false)
	return true
}

/**
 * The primary action and, attached to it, the schedule (ADR 0050): a split control whose right part is a
 * <details>, so the time and its 'Schedule' button open with no script and submit with the form (a closed
 * <details> still sends its fields). With script, Escape and a click elsewhere close it too. A plan without a
 * schedule (a contributor's) is the primary button alone.
 */
export function PublishControl({
	plan,
	name,
	sendingChoice,
	disabled,
	zone,
	scheduledAt,
	live,
	failure,
}: {
	plan: WorkflowPlan
	/** The form's own text, kept in the primary button's accessible name after its visible text. */
	name: string
	sendingChoice: string | undefined
	disabled: boolean
	/** The browser's time zone, once known (the server renders without it). */
	zone: string | undefined
	/** When a scheduled item goes live: the time field starts at it. */
	scheduledAt: string | null
	live: boolean
	failure?: FormFailure
}) {
	const { primary, schedule } = plan
	const [typed, setTyped] = useState<string>()
	const whenError = failure?.fields[FIELDS.localTime]
	// What was typed; else what a refused save sent; else the scheduled time in the admin's zone.
	const when = typed ?? failure?.values[FIELDS.localTime] ?? (zone && scheduledAt ? utcToZoned(scheduledAt, zone) : '')
	// Open when a refused schedule comes back, so its message shows beside the time.
	const [open, setOpen] = useState(Boolean(whenError))
	const [seenFailure, setSeenFailure] = useState(failure)
	if (failure !== seenFailure) {
		setSeenFailure(failure)
		if (whenError) setOpen(true)
	}
	const details = useRef<HTMLDetailsElement>(null)
	const opener = useRef<HTMLElement>(null)

	useEffect(() => {
		const away = (event: PointerEvent) => {
			if (event.target instanceof Node && !details.current?.contains(event.target))
				closeDetails(details.current, setOpen)
		}
		document.addEventListener('pointerdown', away)
		return () => document.removeEventListener('pointerdown', away)
	}, [])

	const closeOnEscape = (event: KeyboardEvent) => {
		if (event.key !== 'Escape' || !closeDetails(details.current, setOpen)) return
		event.preventDefault()
		opener.current?.focus()
	}

	return (
		<div className="relative inline-flex">
			<button
				type="submit"
				name={FIELDS.choice}
				value={primary.choice}
				disabled={disabled}
				className={`${FILLED} ${schedule ? 'rounded-l-full pr-5' : 'rounded-full pr-6'} pl-6`}
			>
				{sendingChoice === primary.choice ? (
					primary.busyText
				) : (
					<>
						{primary.text}
						<span className="sr-only"> ({name})</span>
					</>
				)}
			</button>
			{schedule ? (
				<details
					ref={details}
					open={open}
					onToggle={(event) => setOpen(event.currentTarget.open)}
					onKeyDown={closeOnEscape}
					className="group"
				>
					<summary
						ref={opener}
						className={`${FILLED} flex cursor-pointer list-none items-center gap-1.5 rounded-r-full border-l border-white/50 pr-4 pl-3.5 [&::-webkit-details-marker]:hidden`}
					>
						{schedule.opener}
						<svg
							viewBox="0 0 20 20"
							width="16"
							height="16"
							aria-hidden="true"
							className="transition-transform group-open:rotate-180"
						>
							<path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
						</svg>
					</summary>
					<div className="absolute top-full left-0 z-20 mt-2 w-[min(22rem,calc(100vw-7rem))] space-y-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200">
						<div>
							<label htmlFor="field-publish-at" className="block text-sm font-medium text-slate-800">
								Publish at
							</label>
							<input
								id="field-publish-at"
								type="datetime-local"
								name={FIELDS.localTime}
								value={when}
								onChange={(event) => setTyped(event.target.value)}
								// Filled with the scheduled time once the browser's zone is known; a time typed here alone is
								// not worth a warning before leaving.
								{...{ [NOT_AN_EDIT]: '' }}
								className={inputClass}
								aria-describedby={whenError ? 'publish-at-hint publish-at-error' : 'publish-at-hint'}
								aria-invalid={whenError ? true : undefined}
							/>
						</div>
						<p id="publish-at-hint" className="text-xs text-slate-600">
							Your time{zone ? ` (${zone})` : ''}. Visitors see a scheduled item from that moment on
							{live ? '; until then it leaves the site.' : '.'}
						</p>
						{whenError ? (
							<p id="publish-at-error" className="text-sm text-red-700">
								{whenError}
							</p>
						) : null}
						<button
							type="submit"
							name={FIELDS.choice}
							value={schedule.choice}
							disabled={disabled}
							className={`${FILLED} w-full rounded-full px-5`}
						>
							{sendingChoice === schedule.choice ? schedule.busyText : schedule.text}
						</button>
					</div>
				</details>
			) : null}
		</div>
	)
}
