import { z } from 'zod'

import { defineFieldKind, describeField, noFacts } from '#server/content/field-kinds/kind.ts'
import type { Presentation } from '#server/content/fields.ts'

/** A number within bounds, in steps. Forms send text, so its digits are taken too. Not searched. */
export const kind = defineFieldKind({
	storage: 'number',
	fromStored: (value) => (value === null || value === undefined || value === '' ? value : Number(value)),
	diff: 'text',
	facts: () => noFacts(),
})

type Bounds = { min: number; max: number; step: number }

/** The rule of a number field (a rating builds on it): `messages` say what is wrong in the admin's words. */
export function numberRule(
	{ min, max, step }: Bounds,
	messages: { range: string; notANumber: string; invalid: string },
	fallback: number,
) {
	const inRange = z.number().min(min, messages.range).max(max, messages.range).multipleOf(step, messages.range)
	const digits = z
		.string()
		.trim()
		.regex(min < 0 ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/, messages.notANumber)
		.transform(Number)
		.pipe(inRange)
	return z
		.union([inRange, digits], { error: messages.invalid })
		.nullish()
		.transform((value) => value ?? fallback)
		.pipe(inRange)
}

/** Missing means `min`. */
export const number = (label: string, bounds: Bounds, presentation: Presentation = {}) => {
	const range = `${label} must be ${bounds.min} to ${bounds.max} in steps of ${bounds.step}`
	const invalid = `${label} must be a number from ${bounds.min} to ${bounds.max}`
	const rule = numberRule(bounds, { range, notANumber: `${label} must be a number`, invalid }, bounds.min)
	return describeField(rule, { kind: 'number', label, required: false, ...bounds, ...presentation })
}
