import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

import { sentValues } from '#app/lib/form-values.ts'

/**
 * Whether a form holds changes not yet saved: what it would send now, compared with what it would have
 * sent when it appeared (so typing and then undoing is no change), or a file chosen for upload. Every
 * kind of field is covered without knowing it: typing and choosing fire `input`/`change`, and what
 * widgets change in hidden inputs (an uploaded picture's URL, a rating cleared) is seen as DOM changes.
 * A form that is saved either leaves the screen or starts again (a new form, with new initial values).
 */
/** The form element, read when called (a callback that reads a ref is remade only when the ref object is). */
export const formOf = (ref: RefObject<HTMLFormElement | null>) => ref.current

export function useFormChanges(form: RefObject<HTMLFormElement | null>) {
	const [unsaved, setUnsaved] = useState(false)
	const initial = useRef<string | undefined>(undefined)
	const fileChosen = useRef(false)

	/** Read from the DOM now (not the last render's answer), for callers that act at once. */
	const isUnsaved = useCallback(() => {
		const element = formOf(form)
		if (!element || initial.current === undefined) return false
		return fileChosen.current || sentValues(element) !== initial.current
	}, [form])

	useEffect(() => {
		const element = form.current
		if (!element) return
		initial.current = sentValues(element)
		const check = () => setUnsaved(isUnsaved())
		const onEdit = (event: Event) => {
			const target = event.target
			// The file input is emptied as soon as its files are taken for upload: the choice itself counts.
			if (target instanceof HTMLInputElement && target.type === 'file' && (target.files?.length ?? 0) > 0) {
				fileChosen.current = true
			}
			check()
		}
		element.addEventListener('input', onEdit)
		element.addEventListener('change', onEdit)
		// React writes a controlled hidden input's value to its attribute, and adds or removes inputs.
		const observer = new MutationObserver(check)
		observer.observe(element, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: ['value', 'checked', 'name', 'disabled'],
		})
		return () => {
			element.removeEventListener('input', onEdit)
			element.removeEventListener('change', onEdit)
			observer.disconnect()
		}
	}, [form, isUnsaved])

	return { unsaved, isUnsaved }
}
