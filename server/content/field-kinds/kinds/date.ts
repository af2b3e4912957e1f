import { z } from 'zod'

import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import type { Presentation } from '#server/content/fields.ts'

/** A calendar day, `YYYY-MM-DD` (a closing date, an event's day). The history shows it as written. */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'text',
	facts: (value) => ({ ...noFacts(), texts: [textOf(value)].filter(Boolean) }),
})

const isDay = (value: string) => {
	const at = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value)
}

/** Missing or null is '' unless required. */
export function date(label: string, { required, ...presentation }: Presentation & { required: boolean }) {
	const day = z
		.string({ error: `${label} is required` })
		.trim()
		.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isDay(value), `${label} must be a date (YYYY-MM-DD)`)
		.meta({ format: 'date' })
	const rule = required
		? day
		: z
				.union([z.literal(''), day])
				.nullish()
				.transform((value) => value ?? '')
				.pipe(z.string())
	return describeField(rule, { kind: 'date', label, required, ...presentation })
}
