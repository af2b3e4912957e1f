import { z } from 'zod'

import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import { optionalUrlRule, type Presentation, requiredUrlRule, URL_MAX } from '#server/content/fields.ts'

/**
 * One image (an upload's address, or an image on the web), chosen with the picker of the media library.
 * Its alt text lives in the library (server/content/media.ts); the history shows the pictures.
 */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'pictures',
	facts: (value) => ({ ...noFacts(), images: [textOf(value)].filter(Boolean) }),
})

export const image = (label: string, { required, ...presentation }: Presentation & { required: boolean }) =>
	describeField(required ? requiredUrlRule(label) : optionalUrlRule(label), {
		kind: 'image',
		label,
		required,
		maxLength: URL_MAX,
		...presentation,
	})

/** An optional image stored as `null` when there is none (docs/design.md §13's settings). */
export const nullableImage = (label: string, presentation: Presentation = {}) =>
	describeField(
		optionalUrlRule(label)
			.transform((value) => value || null)
			.pipe(z.string().nullable()),
		{ kind: 'image', label, required: false, maxLength: URL_MAX, ...presentation },
	)
