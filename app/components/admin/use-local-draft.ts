import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

import { formOf } from '#app/components/admin/use-form-changes.ts'
import { fillForm, firstTextField, textValues } from '#app/lib/form-values.ts'
import { type LocalDraft, readDraft, removeDraft, sameValues, writeDraft } from '#app/lib/local-draft.ts'

/** How long typing pauses before the draft is written (each keystroke would be wasteful). */
const KEEP_AFTER_MS = 400

/**
 * A form's automatic local draft (app/lib/local-draft.ts), keyed by the screen's path:
 * - kept a moment after each edit while the form holds unsaved changes, and dropped once it holds none;
 * - on load, a stored draft that differs from what the form shows is offered (`offer`): `restore` puts
 *   it in the form (which then counts as changed), `discard` forgets it;
 * - a save keeps it, as sent, until the save succeeds (`saved`: the router follows the action's redirect),
 *   and keeps the form's values again if the save comes back refused (`answered`: the action answered with
 *   data instead of redirecting). A save that never comes back (the tab closed, the server failed) leaves
 *   the draft, which the next visit drops if the item holds it already. A save that succeeds redirects: an
 *   edit screen is left, an add form starts again empty, and neither has a draft to offer any more
 *   (docs/decisions/0052-presence-and-per-field-merge.md: a merged save keeps everything typed until it succeeds).
 */
export function useLocalDraft(form: RefObject<HTMLFormElement | null>, path: string, isUnsaved: () => boolean) {
	const [offer, setOffer] = useState<LocalDraft>()
	const timer = useRef<number | undefined>(undefined)
	const awaitingAnswer = useRef(false)

	const keep = useCallback(() => {
		window.clearTimeout(timer.current)
		const element = formOf(form)
		if (!element) return
		if (isUnsaved()) writeDraft(path, textValues(element))
		else removeDraft(path)
	}, [form, path, isUnsaved])

	useEffect(() => {
		const element = form.current
		const stored = readDraft(path)
		if (!element || !stored) return
		if (sameValues(stored.values, textValues(element))) removeDraft(path)
		// Only the browser holds drafts: the offer can only appear once the page runs here.
		// eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is read after hydration, on purpose
		else setOffer(stored)
	}, [form, path])

	useEffect(() => {
		const element = form.current
		if (!element) return
		const schedule = () => {
			window.clearTimeout(timer.current)
			timer.current = window.setTimeout(keep, KEEP_AFTER_MS)
		}
		element.addEventListener('input', schedule)
		element.addEventListener('change', schedule)
		return () => {
			element.removeEventListener('input', schedule)
			element.removeEventListener('change', schedule)
			window.clearTimeout(timer.current)
		}
	}, [form, keep])

	/** The admin leaves the screen without saving: the changes are given up, draft included. */
	const forget = useCallback(() => {
		window.clearTimeout(timer.current)
		removeDraft(path)
	}, [path])

	const answered = useCallback(() => {
		if (!awaitingAnswer.current) return
		awaitingAnswer.current = false
		keep()
	}, [keep])

	/** The save that was sent succeeded: nothing typed is left unsaved. */
	const saved = useCallback(() => {
		if (!awaitingAnswer.current) return
		window.clearTimeout(timer.current)
		removeDraft(path)
	}, [path])

	/** Moves the focus into the form once the notice (which held it) is gone. */
	const focusForm = () => (form.current ? firstTextField(form.current)?.focus() : undefined)

	return {
		offer,
		forget,
		answered,
		restore() {
			if (!offer || !form.current) return
			fillForm(form.current, offer.values)
			setOffer(undefined)
			keep()
			focusForm()
		},
		discard() {
			removeDraft(path)
			setOffer(undefined)
			focusForm()
		},
		sent() {
			awaitingAnswer.current = true
			keep()
		},
		saved,
	}
}
