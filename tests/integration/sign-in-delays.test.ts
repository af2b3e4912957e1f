import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
	clearSignInAttempts,
	inMinutes,
	MAX_DELAY_MS,
	recordSignInAttempt,
	signInDelayMs,
} from '#server/auth/sign-in-delays.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())

const minute = 60 * 1000
const attempt = (key: string, at: number) => recordSignInAttempt(app.services.db, [key], at)

describe('sign-in delays', () => {
	it('gives five free attempts, then waits 1, 2, 4 ... minutes, at most an hour', () => {
		expect([0, 4, 5, 6, 7, 8].map(signInDelayMs)).toEqual([0, 0, minute, 2 * minute, 4 * minute, 8 * minute])
		expect(signInDelayMs(40)).toBe(MAX_DELAY_MS)
	})

	it('refuses an attempt that comes too early, without counting it, and doubles the wait after each counted one', async () => {
		const start = Date.parse('2026-11-21T10:00:00Z')
		for (let n = 0; n < 5; n++) expect(await attempt('ip:growing', start + n * 1000)).toBe(0)
		const last = start + 4000
		expect(await attempt('ip:growing', last + 1000)).toBe(59)
		// Hammering does not lengthen the wait.
		expect(await attempt('ip:growing', last + 30_000)).toBe(30)
		expect(await attempt('ip:growing', last + minute)).toBe(0)
		expect(await attempt('ip:growing', last + minute + 1000)).toBe(119)
		expect(await attempt('ip:growing', last + 3 * minute)).toBe(0)
		expect(await attempt('ip:growing', last + 3 * minute)).toBe(240)
	})

	it('holds no free attempt back that a parallel one overtook, counted a moment after it began', async () => {
		const at = Date.parse('2026-11-21T10:30:00Z')
		expect(await attempt('ip:overtaken', at + 50)).toBe(0)
		expect(await attempt('ip:overtaken', at)).toBe(0)
		for (let n = 0; n < 3; n++) await attempt('ip:overtaken', at + 50)
		// The free ones are spent: the sixth waits a minute from the last counted one.
		expect(await attempt('ip:overtaken', at)).toBe(61)
	})

	it('says the wait in minutes, rounded up', () => {
		expect([1, 60, 61, 3600].map(inMinutes)).toEqual(['1 minute', '1 minute', '2 minutes', '60 minutes'])
	})

	it('lets exactly the free attempts through when many arrive at once', async () => {
		const at = Date.parse('2026-11-21T11:00:00Z')
		const waits = await Promise.all(Array.from({ length: 12 }, () => attempt('email:parallel@example.com', at)))
		expect(waits.filter((wait) => wait === 0)).toHaveLength(5)
	})

	it('forgets the series after a successful sign-in, or a day after the last attempt', async () => {
		const at = Date.parse('2026-11-21T12:00:00Z')
		for (let n = 0; n < 5; n++) await attempt('ip:cleared', at)
		expect(await attempt('ip:cleared', at)).toBeGreaterThan(0)
		await clearSignInAttempts(app.services.db, ['ip:cleared'])
		expect(await attempt('ip:cleared', at)).toBe(0)

		for (let n = 0; n < 5; n++) await attempt('ip:stale', at)
		expect(await attempt('ip:stale', at + 24 * 60 * minute + 1)).toBe(0)
	})
})
