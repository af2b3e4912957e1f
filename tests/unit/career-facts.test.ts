import { describe, expect, it } from 'vitest'

import { closesAt, formatClosingDay, formatSalary, isClosed } from '#shared/career-facts.ts'
import { factsOf, filterLinks, filterOf, filterPath, matches } from '#app/lib/career-facts.server.ts'

// docs/design.md §17, docs/decisions/0059-structured-positions.md.
describe('a salary as the careers pages say it', () => {
	it.each([
		[{ min: 50_000, max: 65_000, currency: 'EUR', period: 'year' }, '€50,000–€65,000 a year'],
		[{ min: 4_000, max: 4_000, currency: 'USD', period: 'month' }, '$4,000 a month'],
		[{ min: 25.5, max: 32, currency: 'GBP', period: 'hour' }, '£25.50–£32 an hour'],
		[{ min: 600_000, max: 900_000, currency: 'INR', period: 'year' }, '₹600,000–₹900,000 a year'],
		[{ min: 5_000_000, max: 6_000_000, currency: 'JPY', period: 'year' }, '¥5,000,000–¥6,000,000 a year'],
	])('%o → %s', (salary, expected) => {
		expect(formatSalary(salary)).toBe(expected)
	})

	it('says nothing for no salary, or one whose currency Intl cannot format', () => {
		expect(formatSalary(null)).toBe('')
		expect(formatSalary(undefined)).toBe('')
		expect(formatSalary({ min: 1, max: 2, currency: 'euro', period: 'year' })).toBe('')
	})
})

describe('a position closes at the end of its closing day, UTC', () => {
	const career = { valid_through: '2026-12-31' }

	it('closes at the next day’s midnight UTC', () => {
		expect(closesAt('2026-12-31')).toBe('2027-01-01T00:00:00.000Z')
		expect(closesAt('2028-02-28')).toBe('2028-02-29T00:00:00.000Z')
	})

	it('is open through its whole closing day, closed from the first moment after', () => {
		expect(isClosed(career, new Date('2026-12-30T12:00:00Z'))).toBe(false)
		expect(isClosed(career, new Date('2026-12-31T00:00:00Z'))).toBe(false)
		expect(isClosed(career, new Date('2026-12-31T23:59:59.999Z'))).toBe(false)
		expect(isClosed(career, new Date('2027-01-01T00:00:00.000Z'))).toBe(true)
		expect(isClosed(career, new Date('2027-06-01T00:00:00Z'))).toBe(true)
	})

	it('is decided in UTC whatever the reader’s zone: 1 a.m. in Kolkata on the next day is still the day in UTC', () => {
		// 2027-01-01 01:00 +05:30 is 2026-12-31 19:30 UTC.
		expect(isClosed(career, new Date('2027-01-01T01:00:00+05:30'))).toBe(false)
		// 2026-12-31 23:00 -05:00 is 2027-01-01 04:00 UTC.
		expect(isClosed(career, new Date('2026-12-31T23:00:00-05:00'))).toBe(true)
	})

	it('never closes without a closing day, or with one that is no day', () => {
		const later = new Date('2999-01-01T00:00:00Z')
		for (const valid_through of ['', null, undefined, 'soon', '2026-02-30', '2026-13-01']) {
			expect(isClosed({ valid_through }, later)).toBe(false)
		}
	})

	it('reads the day as people do', () => {
		expect(formatClosingDay('2026-12-31')).toBe('31 December 2026')
	})
})

describe('the facts a position shows', () => {
	it('lists those said, in order, with their labels', () => {
		expect(
			factsOf({
				department: 'Engineering',
				location: 'Lisbon, Portugal',
				workplace: 'hybrid',
				employment_type: 'full_time',
				salary: { min: 50_000, max: 65_000, currency: 'EUR', period: 'year' },
				valid_through: '2030-01-15',
			}),
		).toEqual([
			{ label: 'Department', value: 'Engineering' },
			{ label: 'Location', value: 'Lisbon, Portugal' },
			{ label: 'Workplace', value: 'Hybrid' },
			{ label: 'Employment type', value: 'Full-time' },
			{ label: 'Salary', value: '€50,000–€65,000 a year' },
			{ label: 'Apply by', value: '15 January 2030' },
		])
	})

	it('shows nothing for a position of the seed (no facts), nor for an unknown choice', () => {
		expect(factsOf({})).toEqual([])
		expect(factsOf({ department: '', workplace: '', employment_type: '', salary: null, valid_through: '' })).toEqual([])
		expect(factsOf({ workplace: 'moon', employment_type: 'toString' })).toEqual([])
	})
})

describe('the list’s filters', () => {
	const url = (query: string) => new URL(`https://example.com/career${query}`)
	const open = [
		{ department: 'Engineering', workplace: 'remote' },
		{ department: 'Data', workplace: 'hybrid' },
		{ department: 'Engineering', workplace: 'onsite' },
		{ department: '', workplace: '' },
	]

	it('reads the query: a known workplace, a department as typed', () => {
		expect(filterOf(url('?department=Engineering&workplace=remote'))).toEqual({
			department: 'Engineering',
			workplace: 'remote',
		})
		expect(filterOf(url('?department=%20&workplace=moon'))).toEqual({ department: undefined, workplace: undefined })
		expect(filterOf(url(`?department=${'x'.repeat(5000)}`)).department).toHaveLength(100)
	})

	it('keeps the positions asked for (a department in any case)', () => {
		expect(open.filter((career) => matches(career, { department: 'engineering' }))).toHaveLength(2)
		expect(open.filter((career) => matches(career, { department: 'Engineering', workplace: 'remote' }))).toEqual([
			open[0],
		])
		expect(open.filter((career) => matches(career, {}))).toHaveLength(4)
	})

	it('links each department and workplace the positions have, keeping the other choice', () => {
		const [departments, workplaces] = filterLinks(open, { workplace: 'remote' })
		expect(departments).toEqual({
			label: 'Department',
			current: '/career?workplace=remote',
			links: [
				{ name: 'All departments', path: '/career?workplace=remote' },
				{ name: 'Data', path: '/career?department=Data&workplace=remote' },
				{ name: 'Engineering', path: '/career?department=Engineering&workplace=remote' },
			],
		})
		expect(workplaces!.links.map((link) => [link.name, link.path])).toEqual([
			['Any workplace', '/career'],
			['On-site', '/career?workplace=onsite'],
			['Hybrid', '/career?workplace=hybrid'],
			['Remote', '/career?workplace=remote'],
		])
	})

	it('offers no filter when no position says a department or workplace', () => {
		expect(filterLinks([{}, { department: '' }], {})).toEqual([])
		expect(filterPath({})).toBe('/career')
		expect(filterPath({ department: 'R&D' })).toBe('/career?department=R%26D')
	})
})
