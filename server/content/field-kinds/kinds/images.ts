import { z } from 'zod'

import { splitPictures } from '#shared/pictures.ts'
import { defineFieldKind, describeField, noFacts } from '#server/content/field-kinds/kind.ts'
import { isSafeUrl, URL_MAX } from '#server/content/fields.ts'

/**
 * A list of images, the first the cover (a portfolio item's pictures). The domain holds an array of
 * addresses; the API and the column keep docs/product.md's comma-separated string (ADR 0040), so a client of
 * the seed and every backup read it as before.
 */
const MAX_PICTURES = 30

/** A stored list (the column's comma-separated text, or an array from a revision) as the domain's array. */
const toUrls = (value: unknown): string[] =>
	Array.isArray(value) ? value.map(String) : typeof value === 'string' ? splitPictures(value) : []

export const kind = defineFieldKind({
	storage: 'text',
	fromStored: toUrls,
	toStored: (value) => toUrls(value).join(','),
	toApi: (value) => toUrls(value).join(','),
	apiOutput: (info) => ({ description: describe(info.required), type: 'string' }),
	diff: 'pictures',
	facts: (value) => ({ ...noFacts(), images: toUrls(value) }),
})

const describe = (required: boolean) =>
	`Image addresses (http(s):// or /uploads/…), comma-separated or an array; stored comma-separated. ${required ? 'At least one, at' : 'At'} most ${MAX_PICTURES}.`

/** Accepts a comma-separated string or an array of addresses; trimmed, empty entries dropped. */
export const imageList = (label: string, { required }: { required: boolean }) => {
	const list = z.union([z.string(), z.array(z.string())], {
		error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a list of image addresses`),
	})
	// A required list is required in the schema too (not only by the check below), so the document says so.
	const given: z.ZodType<string | string[] | null | undefined> = required ? list : list.nullish()
	const rule = given
		.transform((value) =>
			toUrls(value ?? '')
				.map((url) => url.trim())
				.filter(Boolean),
		)
		.superRefine((urls, ctx) => {
			if (required && urls.length === 0) ctx.addIssue({ code: 'custom', message: `${label} is required` })
			if (urls.length > MAX_PICTURES)
				ctx.addIssue({ code: 'custom', message: `${label}: at most ${MAX_PICTURES} images` })
			if (urls.some((url) => url.length > URL_MAX || !isSafeUrl(url)))
				ctx.addIssue({ code: 'custom', message: `${label} must contain only image addresses` })
		})
		.pipe(z.array(z.string()))
		.meta({ description: describe(required) })
	return describeField(rule, { kind: 'images', label, required })
}
