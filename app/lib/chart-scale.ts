/**
 * The arithmetic of the admin's line chart (app/components/admin/line-chart.tsx), apart from its
 * drawing so that it can be tested alone: round ticks for the y-axis, which days get a label on the
 * x-axis, and how a tick and a day read.
 */

/**
 * Round ticks from 0 up to at least `max`: a step of 1, 2 or 5 times a power of ten (never a fraction:
 * the chart counts views), 3 to 5 ticks. A chart of nothing still gets 0, 1, 2.
 */
export function niceTicks(max: number): number[] {
	let step = 1
	for (let power = 1; ; power *= 10) {
		const found = [1, 2, 5].map((factor) => factor * power).find((candidate) => Math.ceil(max / candidate) <= 4)
		if (found !== undefined) {
			step = found
			break
		}
	}
	const intervals = Math.max(2, Math.ceil(max / step))
	return Array.from({ length: intervals + 1 }, (_, i) => i * step)
}

/** A tick as the axis writes it, short: 500, 1.5k, 2M. */
export function tickLabel(value: number): string {
	if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`
	if (value >= 1_000) return `${trim(value / 1_000)}k`
	return String(value)
}
const trim = (value: number) => String(Math.round(value * 10) / 10)

/**
 * Which of `count` days carry a label: every `step`-th counted back from the last (the latest day is the
 * one people look for), about `most` in all. `narrow` says which of those a phone keeps: every other one.
 */
export function dayLabels(count: number, most = 8): Array<{ index: number; narrow: boolean }> {
	const step = Math.max(1, Math.ceil(count / most))
	const labels: Array<{ index: number; narrow: boolean }> = []
	for (let index = count - 1, nth = 0; index >= 0; index -= step, nth++) labels.push({ index, narrow: nth % 2 === 0 })
	return labels.reverse()
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** '2026-11-26' → 'Nov 26', from the date's own digits (a UTC day: no time zone may move it). */
export function shortDay(date: string): string {
	const month = MONTHS[Number(date.slice(5, 7)) - 1]
	return month ? `${month} ${Number(date.slice(8, 10))}` : date
}
