// The authenticator app's codes (RFC 6238, ADR 0029): which time steps a code is accepted in, and the
// replay rule, at fixed times. The stored step and its race are in tests/integration/two-factor.test.ts.
import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'

import { isNewStep, stepOfCode, timeStepAt } from '#server/auth/totp.ts'

const secret = new Secret({ size: 20 }).base32
const app = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
const step = 30_000
/** A moment in the middle of a time step, so that ±1 s of clock cannot change the step. */
const now = Date.parse('2026-11-25T10:00:15Z')
const codeAt = (at: number) => app.generate({ timestamp: at })

describe('TOTP codes', () => {
	it('uses 30-second steps counted from the Unix epoch', () => {
		expect(timeStepAt(Date.parse('1970-01-01T00:00:29.999Z'))).toBe(0)
		expect(timeStepAt(Date.parse('1970-01-01T00:00:30Z'))).toBe(1)
		expect(timeStepAt(now)).toBe(Math.floor(now / step))
	})

	it('accepts the code of the current step, the one before and the one after, and says which step it is', () => {
		expect(stepOfCode(secret, codeAt(now), now)).toBe(timeStepAt(now))
		expect(stepOfCode(secret, codeAt(now - step), now)).toBe(timeStepAt(now) - 1)
		expect(stepOfCode(secret, codeAt(now + step), now)).toBe(timeStepAt(now) + 1)
	})

	it('refuses a code two steps away, either way', () => {
		expect(stepOfCode(secret, codeAt(now - 2 * step), now)).toBeUndefined()
		expect(stepOfCode(secret, codeAt(now + 2 * step), now)).toBeUndefined()
	})

	it('takes the code with spaces, and refuses what is not 6 digits', () => {
		const code = codeAt(now)
		expect(stepOfCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(timeStepAt(now))
		for (const wrong of ['', code.slice(0, 5), `${code}0`, 'abcdef', undefined, 123456, null]) {
			expect(stepOfCode(secret, wrong, now), String(wrong)).toBeUndefined()
		}
	})

	it("refuses another secret's code", () => {
		const other = new TOTP({ secret: new Secret({ size: 20 }), algorithm: 'SHA1', digits: 6, period: 30 })
		const code = other.generate({ timestamp: now })
		// Three steps are checked: a random code passes one in about 333,000.
		if (![codeAt(now - step), codeAt(now), codeAt(now + step)].includes(code)) {
			expect(stepOfCode(secret, code, now)).toBeUndefined()
		}
	})
})

describe('replay', () => {
	it('accepts only a step later than the last one accepted', () => {
		const current = timeStepAt(now)
		expect(isNewStep(current, null)).toBe(true)
		expect(isNewStep(current, current - 1)).toBe(true)
		// The same code twice: its step is the last one accepted.
		expect(isNewStep(current, current)).toBe(false)
		// A code of an older step after a newer one was used (the previous step's code, still in the window).
		expect(isNewStep(current - 1, current)).toBe(false)
	})

	it('refuses, at a fixed time, the same code twice and the previous step after the current one', () => {
		let lastStep: number | null = null
		const use = (code: string, at: number) => {
			const found = stepOfCode(secret, code, at)
			if (found === undefined || !isNewStep(found, lastStep)) return false
			lastStep = found
			return true
		}
		expect(use(codeAt(now), now)).toBe(true)
		expect(use(codeAt(now), now + 1000)).toBe(false)
		expect(use(codeAt(now - step), now + 2000)).toBe(false)
		expect(use(codeAt(now + step), now + 3000)).toBe(true)
		expect(use(codeAt(now + step), now + step)).toBe(false)
	})
})
