/**
 * A position's facts (docs/design.md §17, docs/decisions/0059-structured-positions.md): where and how the
 * work is done, what it pays and until when it is open. Written once for the definition's schema, the
 * public pages, their JSON-LD and the admin's form.
 */

export const WORKPLACES = ['onsite', 'hybrid', 'remote'] as const
export type Workplace = (typeof WORKPLACES)[number]
export const WORKPLACE_LABELS: Readonly<Record<Workplace, string>> = {
	onsite: 'On-site',
	hybrid: 'Hybrid',
	remote: 'Remote',
}

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]
export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
	full_time: 'Full-time',
	part_time: 'Part-time',
	contract: 'Contract',
	internship: 'Internship',
}

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]
export const SALARY_PERIOD_LABELS: Readonly<Record<SalaryPeriod, string>> = {
	year: 'a year',
	month: 'a month',
	hour: 'an hour',
}

/** A salary as stored (its period one of SALARY_PERIODS: the schema checks it). */
export type Salary = { min: number; max: number; currency: string; period: string }

/** A label of `labels` for a stored value, or undefined for '' (not said) or a value it does not know. */
export const labelOf = <Value extends string>(labels: Readonly<Record<Value, string>>, value: unknown) =>
	typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value as Value] : undefined

/**
 * The moment a position with this closing day closes: the end of that day, UTC (the next day's 00:00Z).
 * Undefined for none ('') or a value that is no day.
 */
export function closesAt(validThrough: string | null | undefined): string | undefined {
	if (!validThrough || !/^\d{4}-\d{2}-\d{2}$/.test(validThrough)) return undefined
	const day = new Date(`${validThrough}T00:00:00.000Z`)
	// A day that is none (30 February) is refused, not read as the next month's.
	if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(validThrough)) return undefined
	return new Date(day.getTime() + 24 * 60 * 60 * 1000).toISOString()
}

/** Whether a position is closed at `at`: its closing day is before that moment's day, UTC. */
export function isClosed(career: { valid_through?: string | null }, at: Date = new Date()): boolean {
	const end = closesAt(career.valid_through)
	return end !== undefined && at.toISOString() >= end
}

const amount = (value: number, currency: string) =>
	new Intl.NumberFormat('en', {
		style: 'currency',
		currency,
		// Whole amounts without cents ('€50,000'), others with them ('€25.50').
		...(Number.isInteger(value) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
	}).format(value)

/** '€50,000–€65,000 a year' (one amount when both are the same), or '' for none or a currency Intl does not know. */
export function formatSalary(salary: Salary | null | undefined): string {
	if (!salary) return ''
	try {
		const range =
			salary.min === salary.max
				? amount(salary.min, salary.currency)
				: `${amount(salary.min, salary.currency)}–${amount(salary.max, salary.currency)}`
		return `${range} ${labelOf(SALARY_PERIOD_LABELS, salary.period) ?? ''}`.trim()
	} catch {
		return ''
	}
}

/** A closing day as people read it: '31 December 2026' (the day itself, in UTC). */
export function formatClosingDay(validThrough: string): string {
	const day = new Date(`${validThrough}T00:00:00.000Z`)
	if (Number.isNaN(day.getTime())) return ''
	return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
		day,
	)
}
