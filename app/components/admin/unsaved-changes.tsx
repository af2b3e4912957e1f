import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react'
import { type Blocker, type Location, useBlocker } from 'react-router'

import { MODAL_CLASS } from '#app/components/admin/dialog-parts.tsx'
import { keepTabInside } from '#app/lib/keep-tab-inside.ts'

/**
 * Leaving a screen whose form has unsaved changes asks first: an in-app navigation (a link, the back
 * button, another form such as Sign Out) shows a dialog, closing or reloading the tab the browser's own
 * prompt. The admin layout holds one guard (React Router runs one blocker at a time); each form says
 * whether it holds unsaved changes with `useReportUnsaved` (app/components/admin/guarded-form.tsx).
 */

/** A form's state for the guard: whether it holds unsaved changes, and what to do when the admin leaves anyway. */
type Report = (id: string, form: { unsaved: boolean; onLeave: () => void } | undefined) => void

const ReportContext = createContext<Report>(() => {})

/** A navigation leaves the screen when it goes to another address; a form posting to its own screen (a save) does not. */
const leavesScreen = (current: Location, next: Location) =>
	current.pathname !== next.pathname || current.search !== next.search

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
	const [unsavedForms, setUnsavedForms] = useState<ReadonlySet<string>>(() => new Set())
	const leaveHandlers = useRef(new Map<string, () => void>())
	const report = useCallback<Report>((id, form) => {
		if (form) leaveHandlers.current.set(id, form.onLeave)
		else leaveHandlers.current.delete(id)
		const unsaved = form?.unsaved ?? false
		setUnsavedForms((current) => {
			if (current.has(id) === unsaved) return current
			const next = new Set(current)
			if (unsaved) next.add(id)
			else next.delete(id)
			return next
		})
	}, [])
	const unsaved = unsavedForms.size > 0
	// A save's redirect never passes through here (React Router does not ask blockers about redirects).
	const blocker = useBlocker(
		useCallback(
			({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
				unsaved && leavesScreen(currentLocation, nextLocation),
			[unsaved],
		),
	)
	useEffect(() => {
		if (!unsaved) return
		// Closing or reloading the tab: the browser asks with its own words (pages cannot choose them).
		const warn = (event: BeforeUnloadEvent) => {
			event.preventDefault()
			event.returnValue = ''
		}
		window.addEventListener('beforeunload', warn)
		return () => window.removeEventListener('beforeunload', warn)
	}, [unsaved])
	return (
		<ReportContext value={report}>
			{children}
			<LeaveDialog
				blocker={blocker}
				onLeave={() => {
					for (const [id, onLeave] of leaveHandlers.current) if (unsavedForms.has(id)) onLeave()
				}}
			/>
		</ReportContext>
	)
}

/** Tells the guard whether this form holds unsaved changes (until it unmounts), and what leaving anyway means for it. */
export function useReportUnsaved(unsaved: boolean, onLeave: () => void) {
	const report = useContext(ReportContext)
	const id = useId()
	useEffect(() => report(id, { unsaved, onLeave }), [report, id, unsaved, onLeave])
	useEffect(() => () => report(id, undefined), [report, id])
}

/**
 * 'Stay' (focused first: the safe choice; Escape too) keeps the screen as it is; 'Leave' goes on, and the
 * forms forget their local drafts, as the question says.
 */
function LeaveDialog({ blocker, onLeave }: { blocker: Blocker; onLeave: () => void }) {
	const dialog = useRef<HTMLDialogElement>(null)
	const stay = useRef<HTMLButtonElement>(null)
	const titleId = useId()
	const textId = useId()
	const blocked = blocker.state === 'blocked'
	useEffect(() => {
		const element = dialog.current
		if (!element) return
		if (blocked && !element.open) {
			element.showModal()
			stay.current?.focus()
		} else if (!blocked && element.open) {
			element.close()
		}
	}, [blocked])
	return (
		<dialog
			ref={dialog}
			aria-labelledby={titleId}
			aria-describedby={textId}
			onKeyDown={keepTabInside}
			// Escape closes the dialog: that is 'Stay'. (Closed by Leave, the blocker is already proceeding.)
			onClose={() => {
				if (blocker.state === 'blocked') blocker.reset()
			}}
			className={MODAL_CLASS}
		>
			<div className="p-6">
				<h2 id={titleId} className="text-lg font-semibold text-slate-900">
					Unsaved changes
				</h2>
				<p id={textId} className="mt-2 text-slate-600">
					You have unsaved changes. Leave this page and lose them?
				</p>
				<div className="mt-6 flex justify-end gap-3">
					<button
						ref={stay}
						type="button"
						onClick={() => blocker.reset?.()}
						className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
					>
						Stay
					</button>
					<button
						type="button"
						onClick={() => {
							onLeave()
							blocker.proceed?.()
						}}
						className="rounded-full px-4 py-2 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
					>
						Leave
					</button>
				</div>
			</div>
		</dialog>
	)
}
