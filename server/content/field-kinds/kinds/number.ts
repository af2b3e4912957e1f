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

/**
 * The rule of a number field (a rating builds on it): `messages` say what is wrong in the admin's words.
 * A missing value is `fallback`, or refused (`invalid`) without one.
 */
export function numberRule(
	{ min, max, step }: Bounds,
	messages: { range: string; notANumber: string; invalid: string },
	fallback: number | undefined,
) {
	const inRange = z.number().min(min, messages.range).max(max, messages.range).multipleOf(step, messages.range)
	const digits = z
		.string()
		.trim()
		.regex(min < 0 ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/, messages.notANumber)
		.transform(Number)
		.pipe(inRange)
	const value = z.union([inRange, digits], { error: messages.invalid })
	if (fallback === undefined) return value.pipe(inRange)
	return value
		.nullish()
		.transform((value) => value ?? fallback)
		.pipe(inRange)
}

/** Missing means `min`, unless `required` (a salary's amounts): then it is refused. */
export const number = (
	label: string,
	bounds: Bounds,
	{ required = false, ...presentation }: Presentation & { required?: boolean } = {},
) => {
	const range = `${label} must be ${bounds.min} to ${bounds.max} in steps of ${bounds.step}`
	const invalid = `${label} must be a number from ${bounds.min} to ${bounds.max}`
	const messages = { range, notANumber: `${label} must be a number`, invalid }
	const rule = numberRule(bounds, messages, required ? undefined : bounds.min)
	return describeField(rule, { kind: 'number', label, required, ...bounds, ...presentation })
}
