import { z } from 'zod'

import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import type { Presentation } from '#server/content/fields.ts'

/**
 * A moment (an announcement's start and end): stored as an ISO 8601 instant in UTC,
 * `2026-12-01T09:30:00.000Z`, so that stored moments compare as text and the content version can note them
 * (server/cache/version.ts). The API takes a day (`2026-12-01`, from midnight UTC) or a date and time with
 * its offset (`2026-12-01T15:00+05:30`); the admin's input is a `datetime-local` in the browser's own time
 * zone (app/components/admin/field-inputs/date-time.tsx). The history shows the stored instant.
 */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'text',
	facts: () => noFacts(),
	historyText: (value) => textOf(value) || '(none)',
})

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A date and time with seconds and fractions optional, and an offset (`Z`, `+05:30`, `-0800`). */
const MOMENT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i

/** The instant a day or a date and time with its offset means, as UTC ISO 8601; undefined for anything else. */
export function instantOf(value: string): string | undefined {
	const text = value.trim()
	const day = DAY.test(text) ? text : MOMENT.exec(text)?.[1]
	if (!day) return undefined
	// A real calendar day: 2026-02-30 is refused, not rolled over into March.
	const midnight = new Date(`${day}T00:00:00Z`)
	if (Number.isNaN(midnight.getTime()) || !midnight.toISOString().startsWith(day)) return undefined
	const at = Date.parse(DAY.test(text) ? `${day}T00:00:00Z` : text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
	return Number.isNaN(at) ? undefined : new Date(at).toISOString()
}

/** An optional moment: missing, null or blank is ''; anything else must be a day or a date and time with its offset. */
export function dateTime(label: string, presentation: Presentation = {}) {
	const moment = z
		.string({ error: `${label} must be a text` })
		.trim()
		.transform((value, ctx) => {
			if (value === '') return ''
			const instant = instantOf(value)
			if (instant) return instant
			ctx.addIssue({
				code: 'custom',
				message: `${label} must be a date (2026-12-01) or a date and time with its offset (2026-12-01T09:30:00Z)`,
			})
			return z.NEVER
		})
	const rule = moment
		.nullish()
		.transform((value) => value ?? '')
		.pipe(z.string().meta({ description: 'An ISO 8601 instant in UTC, or empty' }))
	return describeField(rule, { kind: 'date-time', label, required: false, ...presentation })
}
