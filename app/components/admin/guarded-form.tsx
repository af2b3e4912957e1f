import { type ComponentProps, type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { Form, useActionData, useLocation, useNavigation, useRouteLoaderData } from 'react-router'

import { type ChecksGate, ChecksGateContext } from '#app/components/admin/checks-gate.ts'
import { DraftNotice } from '#app/components/admin/draft-notice.tsx'
import { SessionExpiredDialog, SIGN_IN_AGAIN_ATTRIBUTE } from '#app/components/admin/session-expired-dialog.tsx'
import { useReportUnsaved } from '#app/components/admin/unsaved-changes.tsx'
import { useFormChanges } from '#app/components/admin/use-form-changes.ts'
import { useLocalDraft } from '#app/components/admin/use-local-draft.ts'
import { isSessionExpired } from '#app/lib/session-expired.ts'

/**
 * React Router's <Form>, for every admin add and edit form, with what keeps typed work from being lost:
 * - unsaved changes are reported to the layout's guard, which asks before the screen is left
 *   (app/components/admin/unsaved-changes.tsx);
 * - an automatic local draft, offered again when the screen is opened later, kept while a save is on its
 *   way and dropped once it succeeded (use-local-draft.ts);
 * - a save that came back because the session had ended asks to sign in again in place, then sends the
 *   same form once more (session-expired-dialog.tsx);
 * - the checks panel inside (checks-panel.tsx) has its word after the form's own checks (checks-gate.ts).
 * Nothing here renders on the server or changes what the form sends.
 */
export function GuardedForm({ onSubmit, ...props }: ComponentProps<typeof Form>) {
	const form = useRef<HTMLFormElement>(null)
	const { pathname } = useLocation()
	const { unsaved, isUnsaved } = useFormChanges(form)
	const draft = useLocalDraft(form, pathname, isUnsaved)
	useReportUnsaved(unsaved, draft.forget)
	const signIn = useSignInAgain(draft.answered)
	useSaveRedirected(draft.saved)
	const checksGate = useRef<ChecksGate>(undefined)
	const setChecksGate = useCallback((gate: ChecksGate | undefined) => {
		checksGate.current = gate
	}, [])

	const submit = (event: FormEvent<HTMLFormElement>) => {
		onSubmit?.(event)
		// The form's own checks (a blank career, a testimonial's media) stopped it: nothing was sent.
		if (event.defaultPrevented) return
		const { submitter } = event.nativeEvent as SubmitEvent
		if (checksGate.current?.(submitter)) return event.preventDefault()
		draft.sent()
	}

	return (
		<>
			<ChecksGateContext value={setChecksGate}>
				<Form ref={form} {...props} onSubmit={submit} />
			</ChecksGateContext>
			{draft.offer ? (
				<DraftNotice savedAt={draft.offer.savedAt} onRestore={draft.restore} onDiscard={draft.discard} />
			) : null}
			{signIn.open ? (
				<SessionExpiredDialog email={signIn.email} onSignedIn={signIn.sendAgain} onDismiss={signIn.dismiss} />
			) : null}
		</>
	)
}

/**
 * Calls `onSaved` when a form's save succeeded: the router then follows the action's redirect (a load that
 * carries the submission). The screen's actions answer a refusal with a 4xx, after which nothing is loaded.
 */
function useSaveRedirected(onSaved: () => void) {
	const navigation = useNavigation()
	const redirected = navigation.state === 'loading' && navigation.formMethod !== undefined
	useEffect(() => {
		if (redirected) onSaved()
	}, [redirected, onSaved])
}

/**
 * Follows the screen's action answers: each one (a refusal, or the session's end) is reported to
 * `onAnswer`; the session's end opens the sign-in dialog. The form sent last on the page (this one, or
 * another such as a delete confirmation) is remembered, to be sent again once signed in.
 */
function useSignInAgain(onAnswer: () => void) {
	const answer = useActionData()
	const seen = useRef(answer)
	const [open, setOpen] = useState(false)
	const lastSent = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null }>(undefined)
	// The layout's loader knows who is signed in: the dialog then asks only for the password.
	const email = useRouteLoaderData<{ email?: string }>('routes/admin/layout')?.email

	useEffect(() => {
		const remember = (event: SubmitEvent) => {
			const sent = event.target
			if (sent instanceof HTMLFormElement && !sent.hasAttribute(SIGN_IN_AGAIN_ATTRIBUTE)) {
				lastSent.current = { form: sent, submitter: event.submitter }
			}
		}
		document.addEventListener('submit', remember, true)
		return () => document.removeEventListener('submit', remember, true)
	}, [])

	useEffect(() => {
		if (answer === seen.current) return
		seen.current = answer
		if (answer === undefined) return
		onAnswer()
		// eslint-disable-next-line react-hooks/set-state-in-effect -- an answer from the server opens the dialog
		if (isSessionExpired(answer)) setOpen(true)
	}, [answer, onAnswer])

	return {
		open,
		email,
		dismiss: () => setOpen(false),
		sendAgain() {
			setOpen(false)
			const sent = lastSent.current
			if (!sent?.form.isConnected) return
			// The same button, so a form with several (an intent each) does the same thing again.
			const { submitter } = sent
			const sameButton = submitter instanceof HTMLButtonElement && submitter.form === sent.form ? submitter : null
			sent.form.requestSubmit(sameButton)
		},
	}
}
