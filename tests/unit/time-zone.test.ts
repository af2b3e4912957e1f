import { describe, expect, it } from 'vitest'

import { formatTime, utcToZoned, zonedToUtc } from '#shared/time-zone.ts'

describe('times in the admin’s time zone', () => {
	it('turn a datetime-local value into the UTC instant it means there', () => {
		expect(zonedToUtc('2026-12-01T09:30', 'Asia/Kolkata')).toBe('2026-12-01T04:00:00.000Z')
		expect(zonedToUtc('2026-12-01T09:30', 'UTC')).toBe('2026-12-01T09:30:00.000Z')
		expect(zonedToUtc('2026-07-01T09:30', 'Europe/Berlin')).toBe('2026-07-01T07:30:00.000Z')
		expect(zonedToUtc('2026-01-15T09:30', 'America/New_York')).toBe('2026-01-15T14:30:00.000Z')
		expect(zonedToUtc('2026-12-01T09:30:15', 'UTC')).toBe('2026-12-01T09:30:15.000Z')
	})

	it('handle the days the clocks change', () => {
		// Berlin springs forward at 02:00 on 29 March 2026 and falls back at 03:00 on 25 October.
		expect(zonedToUtc('2026-03-29T03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z')
		expect(zonedToUtc('2026-03-29T01:30', 'Europe/Berlin')).toBe('2026-03-29T00:30:00.000Z')
		expect(zonedToUtc('2026-10-25T04:00', 'Europe/Berlin')).toBe('2026-10-25T03:00:00.000Z')
	})

	it('refuse what is no time, and no time zone', () => {
		for (const bad of ['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-12-01 09:30', '2026-12-01T25:00'])
			expect(zonedToUtc(bad, 'UTC'), bad).toBeUndefined()
		expect(zonedToUtc('2026-12-01T09:30', 'Mars/Olympus')).toBeUndefined()
	})

	it('show a stored instant back in the zone, for the input and for people', () => {
		expect(utcToZoned('2026-12-01T04:00:00.000Z', 'Asia/Kolkata')).toBe('2026-12-01T09:30')
		expect(utcToZoned('not a time', 'UTC')).toBe('')
		expect(formatTime('2026-12-01T04:00:00.000Z', 'Asia/Kolkata')).toBe('1 Dec 2026, 09:30')
		expect(formatTime('2026-12-01T04:00:00.000Z')).toBe('1 Dec 2026, 04:00 UTC')
	})
})
