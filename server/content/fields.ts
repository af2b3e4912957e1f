import { z } from 'zod'

/** Field builders shared by every content schema, so each rule and its message is written once. */

/**
 * What a form needs to know of a field, recorded by the builder that makes its rule (so a form's label,
 * `required` and `maxLength` are the schema's own, never retyped). Kept in a registry of its own: it
 * does not change the API's document.
 */
export type FieldInfo = { label: string; required: boolean; maxLength?: number }
export const fieldInfo = z.registry<FieldInfo>()

/** Records what a form needs to know of `schema` (call it last: a later `.meta()` or `.refine()` makes a new schema). */
export function describeField<Schema extends z.ZodType>(schema: Schema, info: FieldInfo): Schema {
	fieldInfo.add(schema, info)
	return schema
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`

/** PostgreSQL text cannot hold a NUL character (the insert would fail with a 500), and no real text has one. */
export const noNul = (value: string) => !value.includes('\u0000')
export const hasNul = (label: string) => `${label} must not contain a NUL character`

const requiredTextRule = (label: string, max: number) =>
	z
		.string({ error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(max, tooLong(label, max))
		.refine(noNul, hasNul(label))

export const requiredText = (label: string, max: number) =>
	describeField(requiredTextRule(label, max), { label, required: true, maxLength: max })

/** Missing or null is stored as ''. (Piped into a string so that the API's document can say what a record holds.) */
const optionalTextRule = (label: string, max: number) =>
	z
		.string({ error: `${label} must be text` })
		.trim()
		.max(max, tooLong(label, max))
		.refine(noNul, hasNul(label))
		.nullish()
		.transform((value) => value ?? '')
		.pipe(z.string())

export const optionalText = (label: string, max: number) =>
	describeField(optionalTextRule(label, max), { label, required: false, maxLength: max })

const URL_MAX = 2048

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

export const optionalUrl = (label: string) =>
	describeField(
		optionalTextRule(label, URL_MAX)
			.refine((value) => value === '' || isSafeUrl(value), `${label} must be a web address starting with https://`)
			.meta(OPTIONAL_URL_META),
		{ label, required: false, maxLength: URL_MAX },
	)

export const requiredUrl = (label: string) =>
	describeField(
		requiredTextRule(label, URL_MAX)
			.refine(isSafeUrl, `${label} must be a web address starting with https://`)
			.meta(SAFE_URL_META),
		{ label, required: true, maxLength: URL_MAX },
	)

const MAX_PICTURES = 30

/**
 * A picture list travels as a comma-separated string of URLs (docs/product.md's format). An array of URLs is
 * accepted too. The output is normalised: trimmed, empty entries dropped, joined with commas.
 */
export const pictureList = (label: string, { required }: { required: boolean }) => {
	const list = z.union([z.string(), z.array(z.string())], {
		error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a list of image addresses`),
	})
	// A required list is required in the schema too (not only by the check below), so the document says so.
	const given: z.ZodType<string | string[] | null | undefined> = required ? list : list.nullish()
	const rule = given
		.transform((value) =>
			(Array.isArray(value) ? value : (value ?? '').split(',')).map((item) => item.trim()).filter(Boolean),
		)
		.superRefine((urls, ctx) => {
			if (required && urls.length === 0) ctx.addIssue({ code: 'custom', message: `${label} is required` })
			if (urls.length > MAX_PICTURES)
				ctx.addIssue({ code: 'custom', message: `${label}: at most ${MAX_PICTURES} images` })
			if (urls.some((url) => url.length > URL_MAX || !isSafeUrl(url)))
				ctx.addIssue({ code: 'custom', message: `${label} must contain only image addresses` })
		})
		.transform((urls) => urls.join(','))
		.pipe(z.string())
		.meta({
			description: `Image addresses (http(s):// or /uploads/…), comma-separated or an array; stored comma-separated. ${required ? 'At least one, at' : 'At'} most ${MAX_PICTURES}.`,
		})
	return describeField(rule, { label, required })
}
