import { z } from 'zod'

/** Field builders shared by every content schema, so each rule and its message is written once. */

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`

/** PostgreSQL text cannot hold a NUL character (the insert would fail with a 500), and no real text has one. */
export const noNul = (value: string) => !value.includes('\u0000')
export const hasNul = (label: string) => `${label} must not contain a NUL character`

export const requiredText = (label: string, max: number) =>
	z
		.string({ error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(max, tooLong(label, max))
		.refine(noNul, hasNul(label))

export const optionalText = (label: string, max: number) =>
	z
		.string({ error: `${label} must be text` })
		.trim()
		.max(max, tooLong(label, max))
		.refine(noNul, hasNul(label))
		.nullish()
		.transform((value) => value ?? '')

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

export const optionalUrl = (label: string) =>
	optionalText(label, URL_MAX).refine(
		(value) => value === '' || isSafeUrl(value),
		`${label} must be a web address starting with https://`,
	)

export const requiredUrl = (label: string) =>
	requiredText(label, URL_MAX).refine(isSafeUrl, `${label} must be a web address starting with https://`)

const MAX_PICTURES = 30

/**
 * A picture list travels as a comma-separated string of URLs (the spec's format). An array of URLs is
 * accepted too. The output is normalised: trimmed, empty entries dropped, joined with commas.
 */
export const pictureList = (label: string, { required }: { required: boolean }) =>
	z
		.union([z.string(), z.array(z.string())], { error: `${label} must be a list of image addresses` })
		.nullish()
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
