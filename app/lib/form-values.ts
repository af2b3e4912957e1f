/**
 * What an admin form holds, read from the DOM: what it would send (for telling changed from unchanged)
 * and its text fields (for the local draft), and the way back in (restoring a draft). Reading the DOM
 * rather than each field's React state lets one piece of code serve every form, generic or hand-made.
 */

/** Marks a field whose value the page sets after it has loaded, which a change of the admin's is not. */
export const NOT_AN_EDIT = 'data-not-an-edit'

/**
 * What the form would send, as one comparable string: its named values, files left out, in a stable
 * order (fields of one name keep theirs, so a picture list's order counts). Typing and then undoing gives
 * the same string again.
 */
export function sentValues(form: HTMLFormElement): string {
	// Fields the page fills in by itself once it knows the browser (the admin's time zone) are no edit.
	const ignored = new Set(
		Array.from(form.querySelectorAll<HTMLInputElement>(`[${NOT_AN_EDIT}]`), (element) => element.name),
	)
	const pairs: Array<[string, string]> = []
	for (const [name, value] of new FormData(form)) {
		if (typeof value === 'string' && !ignored.has(name)) pairs.push([name, value])
	}
	// Array sort is stable: only the order between different names is normalised.
	pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
	return JSON.stringify(pairs)
}

/** Input types whose value is text the admin typed or chose (never a password, a file or a hidden widget value). */
const TEXT_INPUT_TYPES = new Set([
	'text',
	'email',
	'url',
	'search',
	'tel',
	'number',
	'date',
	'datetime-local',
	'time',
	'month',
	'week',
	'color',
	'range',
	'radio',
	'checkbox',
])

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function isTextControl(element: Element): element is TextControl {
	if (element instanceof HTMLTextAreaElement) return element.name !== '' && !element.disabled
	if (element instanceof HTMLSelectElement) return element.name !== '' && !element.disabled && !element.multiple
	return (
		element instanceof HTMLInputElement &&
		element.name !== '' &&
		!element.disabled &&
		TEXT_INPUT_TYPES.has(element.type)
	)
}

const isChoice = (element: TextControl): element is HTMLInputElement =>
	element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')

/**
 * The form's text fields by name, for the local draft. Hidden inputs are left out: they carry what a
 * widget manages (the uploaded pictures' URLs, the form's intent), which the widget would not show; so are
 * fields that are no edit (a conflict's choices between versions).
 */
export function textValues(form: HTMLFormElement): Record<string, string> {
	const values: Record<string, string> = {}
	for (const element of Array.from(form.elements)) {
		if (!isTextControl(element) || element.hasAttribute(NOT_AN_EDIT)) continue
		if (isChoice(element) && !element.checked) continue
		values[element.name] = element.value
	}
	return values
}

/** The value setter of the element's own prototype: React watches the instance's, and would miss the change. */
export function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
	const prototype = Object.getPrototypeOf(element) as object
	const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
	if (setter) setter.call(element, value)
	else element.value = value
}

/**
 * Puts a draft's text values into the form as if typed: each field gets its `input` and `change` events,
 * so fields with React state of their own (the rich-text editor over its textarea, a controlled link
 * field, the star rating's radios, clicked) follow too.
 */
export function fillForm(form: HTMLFormElement, values: Record<string, string>): void {
	for (const element of Array.from(form.elements)) {
		if (!isTextControl(element) || !(element.name in values)) continue
		const value = values[element.name]!
		if (isChoice(element)) {
			// A radio is chosen by clicking it; a checkbox is clicked when its state differs from the draft's.
			const wanted = element.value === value
			if (element.type === 'radio' ? wanted && !element.checked : wanted !== element.checked) element.click()
			continue
		}
		if (element.value === value) continue
		setNativeValue(element, value)
		element.dispatchEvent(new Event('input', { bubbles: true }))
		element.dispatchEvent(new Event('change', { bubbles: true }))
	}
}

/** The form's first field the admin can type in (where the focus goes once a draft notice is answered). */
export function firstTextField(form: HTMLFormElement): HTMLElement | undefined {
	return Array.from(form.elements).find(
		(element): element is TextControl => isTextControl(element) && !isChoice(element),
	)
}
