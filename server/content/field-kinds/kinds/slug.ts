import { z } from 'zod'

import { SLUG_MAX, slugProblem } from '#shared/slugs.ts'
import { defineFieldKind, describeField, noFacts } from '#server/content/field-kinds/kind.ts'

/**
 * The item's address (types with `slugFrom`: server/content/slugs.ts settles it on save). Every such
 * type gets this field; definitions never declare it. Not searched; the history shows it.
 */
export const kind = defineFieldKind({ storage: 'text', diff: 'text', facts: () => noFacts() })

/**
 * The `slug` field of a type with pages: optional (left out or empty, it is made from the title), trimmed
 * and lowercased, then held to the rules of shared/slugs.ts.
 */
export const slugField = () =>
	describeField(
		z
			.string({ error: 'Slug must be text' })
			.trim()
			.toLowerCase()
			.superRefine((value, ctx) => {
				const problem = value === '' ? undefined : slugProblem(value)
				if (problem) ctx.addIssue({ code: 'custom', message: problem })
			})
			.nullish()
			.transform((value) => value ?? '')
			.pipe(z.string())
			.meta({
				description: `The item's address on the site (\`/blog/{slug}\`): lowercase letters, digits and hyphens, at most ${SLUG_MAX} characters, not only digits; unique among its type. Made from the title when left out or empty.`,
			}),
		{ kind: 'slug', label: 'Slug', required: false, maxLength: SLUG_MAX },
	)
