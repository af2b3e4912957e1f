import { describe, expect, it } from 'vitest'

import { dayLabels, niceTicks, shortDay, tickLabel } from '#app/lib/chart-scale.ts'
import { countOf, formatCount, formatPercent, shareOf } from '#app/lib/format-number.ts'

describe('the analytics chart’s scale', () => {
	it('gives 3 to 5 round ticks from 0 that reach the highest value', () => {
		expect(niceTicks(0)).toEqual([0, 1, 2])
		expect(niceTicks(1)).toEqual([0, 1, 2])
		expect(niceTicks(4)).toEqual([0, 1, 2, 3, 4])
		expect(niceTicks(5)).toEqual([0, 2, 4, 6])
		expect(niceTicks(17)).toEqual([0, 5, 10, 15, 20])
		expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500])
		for (let max = 0; max <= 20_000; max += 7) {
			const ticks = niceTicks(max)
			expect(ticks.length, String(max)).toBeGreaterThanOrEqual(3)
			expect(ticks.length, String(max)).toBeLessThanOrEqual(5)
			expect(ticks.at(-1)!, String(max)).toBeGreaterThanOrEqual(max)
			expect(ticks.every(Number.isInteger), String(max)).toBe(true)
		}
	})

	it('writes ticks short', () => {
		expect([0, 500, 1000, 1500, 2_000_000, 2_500_000].map(tickLabel)).toEqual(['0', '500', '1k', '1.5k', '2M', '2.5M'])
	})

	it('labels every day of a week, and thins longer ranges from the last day back', () => {
		expect(dayLabels(7).map((label) => label.index)).toEqual([0, 1, 2, 3, 4, 5, 6])
		const month = dayLabels(30)
		expect(month.at(-1)).toEqual({ index: 29, narrow: true })
		expect(month.length).toBeLessThanOrEqual(8)
		expect(month.filter((label) => label.narrow).length).toBeLessThanOrEqual(4)
		expect(dayLabels(90).length).toBeLessThanOrEqual(8)
		expect(dayLabels(1)).toEqual([{ index: 0, narrow: true }])
	})

	it('names a UTC day by its own digits', () => {
		expect(shortDay('2026-11-26')).toBe('Nov 26')
		expect(shortDay('2027-01-01')).toBe('Jan 1')
	})
})

describe('the admin’s numbers', () => {
	it('writes counts, units and shares the same on the server and in the browser', () => {
		expect(formatCount(1234567)).toBe('1,234,567')
		expect(countOf(1, ['view', 'views'])).toBe('1 view')
		expect(countOf(0, ['view', 'views'])).toBe('0 views')
		expect(countOf(1234, ['view', 'views'])).toBe('1,234 views')
		expect(formatPercent(0.0234)).toBe('2.3%')
		expect(formatPercent(0)).toBe('0.0%')
		expect(formatPercent(null)).toBe('—')
		expect(shareOf(1, 3)).toBe('33.3%')
		expect(shareOf(0, 0)).toBe('—')
	})
})
