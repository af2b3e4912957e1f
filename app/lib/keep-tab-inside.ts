import type { KeyboardEvent } from 'react'

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal <dialog> makes the page behind it inert, but Tab from its last control still leaves it for
 * the browser's own toolbar. Bound to the dialog's onKeyDown, this sends Tab and Shift+Tab round the
 * dialog's own controls instead, so the focus stays in the dialog until Escape or a button closes it.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
	if (event.key !== 'Tab') return
	const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
	const first = controls[0]
	const last = controls.at(-1)
	if (!first || !last) return
	const active = document.activeElement
	if (event.shiftKey && (active === first || active === event.currentTarget)) {
		event.preventDefault()
		last.focus()
	} else if (!event.shiftKey && active === last) {
		event.preventDefault()
		first.focus()
	}
}
