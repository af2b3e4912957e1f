import { z } from 'zod'

/**
 * The rules the field kinds' builders (server/content/field-kinds/kinds/) are made of, so each rule and its
 * message is written once.
 */

/** How a form presents a field, beside what its rule says (label, required, limits). */
export type Presentation = { hint?: string; placeholder?: string; rows?: number }
/** A text field's options: whether it is required, and how the form presents it. */
export type TextOptions = Presentation & { required: boolean }

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`

/** PostgreSQL text cannot hold a NUL character (the insert would fail with a 500), and no real text has one. */
export const noNul = (value: string) => !value.includes('\u0000')
export const hasNul = (label: string) => `${label} must not contain a NUL character`

export const requiredTextRule = (label: string, max: number) =>
	z
		.string({ error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(max, tooLong(label, max))
		.refine(noNul, hasNul(label))

/** Missing or null is stored as ''. (Piped into a string so that the API's document can say what a record holds.) */
export const optionalTextRule = (label: string, max: number) =>
	z
		.string({ error: `${label} must be text` })
		.trim()
		.max(max, tooLong(label, max))
		.refine(noNul, hasNul(label))
		.nullish()
		.transform((value) => value ?? '')
		.pipe(z.string())

export const URL_MAX = 2048

/** An absolute http(s) address, or a path on this site (what /upload returns). Nothing else can end up in an href or src. */
export function isSafeUrl(value: string): boolean {
	// Control characters (NUL included) belong in no address; browsers would strip or refuse them.
	if ([...value].some((char) => char < ' ' || char === '\u007f')) return false
	if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\')
	try {
		const url = new URL(value)
		return url.protocol === 'https:' || url.protocol === 'http:'
	} catch {
		return false
	}
}

/** What isSafeUrl means, for the API's document (JSON Schema cannot express the check itself). */
const SAFE_URL_META = {
	format: 'uri-reference',
	description: 'An http(s):// address, or a path on this site such as /uploads/…',
}
const OPTIONAL_URL_META = { ...SAFE_URL_META, description: `${SAFE_URL_META.description}; empty for none` }

export const optionalUrlRule = (label: string) =>
	optionalTextRule(label, URL_MAX)
		.refine((value) => value === '' || isSafeUrl(value), `${label} must be a web address starting with https://`)
		.meta(OPTIONAL_URL_META)

export const requiredUrlRule = (label: string) =>
	requiredTextRule(label, URL_MAX)
		.refine(isSafeUrl, `${label} must be a web address starting with https://`)
		.meta(SAFE_URL_META)
