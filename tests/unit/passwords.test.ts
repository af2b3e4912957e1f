import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts'

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
	})
})
