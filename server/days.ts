import { z } from 'zod'

/**
 * Whole UTC days, as the audit log's filters and the analytics count them (`YYYY-MM-DD`), and the query
 * parameters that name them.
 */

export const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day of an instant. */
export const dayOf = (instant: number | Date) => new Date(instant).toISOString().slice(0, 10)
export const startOfDay = (day: string) => Date.parse(`${day}T00:00:00.000Z`)
export const addDays = (day: string, days: number) => dayOf(startOfDay(day) + days * DAY_MS)
export const daysBetween = (from: string, to: string) => Math.round((startOfDay(to) - startOfDay(from)) / DAY_MS)

/** A range of whole UTC days, both included. */
export type DayRange = { from: string; to: string }

/** Every day from `from` to `to`, both included. */
export const eachDay = ({ from, to }: DayRange) =>
	Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i))

/** The last `days` days up to and including today. */
export const lastDays = (days: number, at = Date.now()): DayRange => ({
	from: addDays(dayOf(at), -(days - 1)),
	to: dayOf(at),
})

export const Day = z.iso.date('Give a date as YYYY-MM-DD')

/** A GET form sends '' for a field left empty (or at 'All'): the same as leaving it out. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
	z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
