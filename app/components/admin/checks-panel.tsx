import { useContext, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'

import type { Standing } from '#shared/workflow.ts'
import type { CheckResult } from '#server/content/checks/check.ts'
import { type ChecksGate, ChecksGateContext } from '#app/components/admin/checks-gate.ts'
import { CancelButton, MODAL_CLASS } from '#app/components/admin/dialog-parts.tsx'
import { FORM_CHECKS_PATH } from '#app/lib/form-checks.ts'
import { NOT_AN_EDIT } from '#app/lib/form-values.ts'
import { keepTabInside } from '#app/lib/keep-tab-inside.ts'
import { WORKFLOW_FORM_FIELDS as FIELDS } from '#app/lib/workflow-actions.ts'

/** How long typing pauses before the form is checked again. */
const QUIET_MS = 600
const LEVEL_TEXT = { error: 'Error', warning: 'Warning', notice: 'Notice' } as const
const LEVEL_STYLE = {
	error: 'bg-red-50 text-red-800 ring-red-200',
	warning: 'bg-amber-50 text-amber-900 ring-amber-300',
	notice: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const

/** What the form's field is called on the screen (its label), else its name. */
const labelOf = (form: HTMLFormElement | null | undefined, field: string) =>
	form?.querySelector(`label[for="field-${CSS.escape(field)}"]`)?.textContent?.trim() || field

/** Brings the finding's field into view and focus: its input, the rich-text editor over it, or its group. */
function goToField(form: HTMLFormElement | null | undefined, field: string) {
	const target =
		form?.querySelector<HTMLElement>(`#field-${CSS.escape(field)}`) ??
		form?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)
	if (!target) return
	const shown = target.hidden || target.offsetParent === null ? target.parentElement : target
	shown?.scrollIntoView({ block: 'center' })
	const editor = target.parentElement?.querySelector<HTMLElement>('[contenteditable="true"]')
	;(editor ?? target).focus({ preventScroll: true })
}

function summary(checks: readonly CheckResult[]): string {
	if (checks.length === 0) return 'No problems found'
	const count = (level: CheckResult['level'], one: string, many: string) => {
		const n = checks.filter((check) => check.level === level).length
		return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]
	}
	return [
		...count('error', 'error', 'errors'),
		...count('warning', 'warning', 'warnings'),
		...count('notice', 'notice', 'notices'),
	].join(', ')
}

/**
 * The checks before publishing (docs/design.md §16), beside the save buttons of every add and edit form: the
 * form as typed is checked on the server after each pause in typing (nothing is stored), each finding a
 * link to its field. A save that publishes with an error asks "Publish anyway?" and names them (the API
 * never refuses: ADR 0034), the missing alt text among them: answered yes, the save says so and the form's
 * own refusal of it is skipped (ADR 0057); a submission for review with an error is stopped here and refused
 * by the server too. A save waits for the form as sent to be checked. An enhancement: without script the
 * server's rules still hold.
 */
export function ChecksPanel({ standing, publishes }: { standing: Standing | undefined; publishes: boolean }) {
	const root = useRef<HTMLElement>(null)
	const dialog = useRef<HTMLDialogElement>(null)
	const { pathname } = useLocation()
	const setGate = useContext(ChecksGateContext)
	const headingId = useId()
	const dialogTitle = useId()
	const [checks, setChecks] = useState<CheckResult[]>()
	const [status, setStatus] = useState('Checking…')
	const [asked, setAsked] = useState<{ submitter: HTMLElement | null; blocked: boolean; errors: CheckResult[] }>()
	const latest = useRef<CheckResult[]>([])
	// Set by "Publish anyway": the next submission goes as it is, saying so (publish_anyway=1).
	const anyway = useRef<HTMLInputElement>(null)
	const passing = useRef(false)
	// The form around the panel, once mounted: its labels name the findings' fields.
	const [form, setForm] = useState<HTMLFormElement | null>(null)

	useEffect(() => {
		const owner = root.current?.closest('form')
		if (!owner) return
		setForm(owner)
		let timer: ReturnType<typeof setTimeout> | undefined
		let sequence = 0
		// Typed since the last check began: a save waits for the form as it is now to be checked.
		let stale = true
		let checking: Promise<void> = Promise.resolve()
		let holding = false
		let changedMeanwhile = false
		let inFlight = 0
		const check = async () => {
			const mine = ++sequence
			stale = false
			inFlight++
			try {
				const address = `${FORM_CHECKS_PATH}?screen=${encodeURIComponent(pathname)}`
				const response = await fetch(address, { method: 'POST', body: new FormData(owner) })
				if (!response.ok) throw new Error(`checks answered ${response.status}`)
				const { checks: found } = (await response.json()) as { checks: CheckResult[] }
				if (mine !== sequence) return
				latest.current = found
				setChecks(found)
				setStatus(summary(found))
			} catch {
				if (mine !== sequence) return
				// Unchecked, a save goes: the server's own rules still hold (alt text, a submission's errors).
				latest.current = []
				setStatus('The checks could not run: check the connection')
			} finally {
				inFlight--
			}
		}
		const run = () => {
			clearTimeout(timer)
			checking = check()
			return checking
		}
		const later = () => {
			stale = true
			changedMeanwhile = true
			clearTimeout(timer)
			timer = setTimeout(() => void run(), QUIET_MS)
		}
		/** The errors to ask about before a save with this button, if it publishes or submits; else none. */
		const questionsFor = (button: HTMLButtonElement) => {
			const choice = button.value
			const blocked = choice === 'submit'
			const goesLive =
				choice === 'publish' ||
				choice === 'schedule' ||
				(choice === 'keep' && publishes && (standing === undefined || standing === 'live' || standing === 'scheduled'))
			const errors = blocked || goesLive ? latest.current.filter((found) => found.level === 'error') : []
			return { blocked, errors }
		}
		const ask = (button: HTMLButtonElement) => {
			const { blocked, errors } = questionsFor(button)
			if (errors.length === 0) return false
			setAsked({ submitter: button, blocked, errors })
			dialog.current?.showModal()
			return true
		}
		const beforeSave: ChecksGate = (button) => {
			if (passing.current) {
				passing.current = false
				return false
			}
			if (anyway.current) anyway.current.value = ''
			if (!(button instanceof HTMLButtonElement) || button.name !== FIELDS.choice) return false
			if (holding) return true
			if (!stale && inFlight === 0) return ask(button)
			holding = true
			changedMeanwhile = false
			// The findings must be of what is sent: the last check's answer, or one of the form as it is now.
			void (stale ? run() : checking).then(() => {
				holding = false
				// Typed on while it was checked: the admin is not done, and saves again when they are.
				if (changedMeanwhile || ask(button)) return
				passing.current = true
				owner.requestSubmit(button)
			})
			return true
		}
		setGate?.(beforeSave)
		void run()
		owner.addEventListener('input', later)
		owner.addEventListener('change', later)
		return () => {
			clearTimeout(timer)
			owner.removeEventListener('input', later)
			owner.removeEventListener('change', later)
			setGate?.(undefined)
		}
	}, [setGate, pathname, publishes, standing])

	const publishAnyway = () => {
		dialog.current?.close()
		if (!form || !asked) return
		if (anyway.current) anyway.current.value = '1'
		passing.current = true
		form.requestSubmit(asked.submitter instanceof HTMLButtonElement ? asked.submitter : null)
	}

	return (
		<section ref={root} aria-labelledby={headingId} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
			<input ref={anyway} type="hidden" name={FIELDS.publishAnyway} defaultValue="" {...{ [NOT_AN_EDIT]: '' }} />
			<h2 id={headingId} className="text-sm font-semibold text-slate-900">
				Checks
			</h2>
			<p className="text-sm text-slate-600" aria-live="polite">
				{status}
			</p>
			{checks && checks.length > 0 ? (
				<ul aria-label="What the checks found" className="mt-2 space-y-1.5">
					{checks.map((check, index) => (
						<li key={`${check.id}-${check.field}-${index}`} className="flex flex-wrap items-baseline gap-2 text-sm">
							<span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${LEVEL_STYLE[check.level]}`}>
								{LEVEL_TEXT[check.level]}
							</span>
							<span className="text-slate-800">{check.message}</span>
							<a
								href={`#field-${check.field}`}
								onClick={(event) => {
									event.preventDefault()
									goToField(form, check.field)
								}}
								className="font-medium text-brand-700 underline hover:text-brand-900"
							>
								Go to {labelOf(form, check.field)}
							</a>
						</li>
					))}
				</ul>
			) : null}
			<dialog ref={dialog} aria-labelledby={dialogTitle} onKeyDown={keepTabInside} className={MODAL_CLASS}>
				<div className="p-6">
					<h2 id={dialogTitle} className="text-lg font-semibold text-slate-900">
						{asked?.blocked ? 'Fix these before you submit it for review' : 'Publish anyway?'}
					</h2>
					<ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
						{asked?.errors.map((check, index) => (
							<li key={`${check.id}-${index}`}>{check.message}</li>
						))}
					</ul>
					<div className="mt-6 flex justify-end gap-3">
						{asked?.blocked ? (
							<CancelButton onClick={() => dialog.current?.close()}>Back to the form</CancelButton>
						) : (
							<>
								<CancelButton onClick={() => dialog.current?.close()}>Go back and fix</CancelButton>
								<button
									type="button"
									onClick={publishAnyway}
									className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
								>
									Publish anyway
								</button>
							</>
						)}
					</div>
				</div>
			</dialog>
		</section>
	)
}
