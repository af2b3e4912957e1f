import { describe, expect, it } from 'vitest'

import { hashPassword, passwordHashParams, verifyPassword } from '#server/auth/passwords.ts'
import { cheapPasswordHash } from '#tests/helpers/admin-password.ts'

describe('password hashing', () => {
	it('verifies the right password and refuses a wrong one', async () => {
		const stored = await hashPassword('correct horse battery staple')
		expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/)
		expect(stored).not.toContain('correct horse')
		expect(await verifyPassword('correct horse battery staple', stored)).toBe(true)
		expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false)
	})

	it('salts every hash', async () => {
		expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'))
	})

	it('treats a malformed stored hash as a mismatch', async () => {
		expect(await verifyPassword('x', 'plaintext')).toBe(false)
		expect(await verifyPassword('x', 'scrypt$1$2')).toBe(false)
		// Parameters scrypt refuses (N not a power of two) or that would take the server's memory.
		const { salt, key } = /^scrypt\$\d+\$\d+\$\d+\$(?<salt>[^$]+)\$(?<key>[^$]+)$/.exec(
			await cheapPasswordHash('x'),
		)!.groups!
		expect(await verifyPassword('x', `scrypt$1000$8$1$${salt}$${key}`)).toBe(false)
		expect(await verifyPassword('x', `scrypt$${2 ** 30}$8$1$${salt}$${key}`)).toBe(false)
		expect(passwordHashParams(`scrypt$${2 ** 19}$8$1$${salt}$${key}`)).toBeUndefined() // 512 MiB
		// Cut short, as a paste can: refused rather than stored, where it would never match.
		expect(passwordHashParams(`scrypt$1024$8$1$${salt}$${key!.slice(0, -4)}`)).toBeUndefined()
		expect(passwordHashParams(`scrypt$1024$8$1$${salt!.slice(0, 8)}$${key}`)).toBeUndefined()
	})

	it("verifies a hash made with other parameters by the ones it names (the tests' cheap admin hash)", async () => {
		const cheap = await cheapPasswordHash('a test password')
		expect(passwordHashParams(cheap)).toEqual({ N: 1024, r: 8, p: 1 })
		expect(await verifyPassword('a test password', cheap)).toBe(true)
		expect(await verifyPassword('a test passworD', cheap)).toBe(false)
		const own = await hashPassword('a test password', { N: 2 ** 12, r: 8, p: 1 })
		expect(own).toMatch(/^scrypt\$4096\$8\$1\$/)
		expect(await verifyPassword('a test password', own)).toBe(true)
	})
})
