/**
 * How the admin screens write counts and shares. The locale is fixed, not the browser's: the server
 * renders the page and the browser hydrates it, and both must write '1,234' the same way.
 */

const COUNT = new Intl.NumberFormat('en-US')
const PERCENT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** 1234 → '1,234'. */
export const formatCount = (value: number) => COUNT.format(value)

/** A count with its unit, singular for exactly one: '1 view', '1,234 views'. */
export const countOf = (value: number, [one, many]: readonly [string, string]) =>
	`${formatCount(value)} ${value === 1 ? one : many}`

/** A ratio as a percentage with one decimal (0.0234 → '2.3%'); '—' when there is none (nothing to divide by). */
export const formatPercent = (ratio: number | null) => (ratio === null ? '—' : `${PERCENT.format(ratio * 100)}%`)

/** A part of a whole as a percentage with one decimal; '—' for a whole of nothing. */
export const shareOf = (part: number, whole: number) => formatPercent(whole > 0 ? part / whole : null)
