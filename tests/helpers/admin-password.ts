import { randomBytes, scryptSync } from 'node:crypto'

/**
 * Test servers get their admin's password as ADMIN_PASSWORD_HASH, hashed with scrypt at N=2^10 rather
 * than the N=2^17 of every real password: a sign-in then costs about 3 ms instead of 0.7 s and 128 MiB,
 * which over the suite's thousand sign-ins is minutes (docs/testing.md). Verification reads the
 * parameters from the hash, so the sign-in path is the real one; tests/unit/passwords.test.ts checks the
 * real parameters and that this form verifies.
 */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 }

const hashes = new Map<string, string>()

/** The stored form `scrypt$N$r$p$salt$key` (server/auth/passwords.ts), computed once per password. */
export function cheapPasswordHash(password: string): string {
	let hash = hashes.get(password)
	if (!hash) {
		const salt = randomBytes(16)
		const key = scryptSync(password.normalize('NFKC'), salt, 64, CHEAP)
		hash = `scrypt$${CHEAP.N}$${CHEAP.r}$${CHEAP.p}$${salt.toString('base64url')}$${key.toString('base64url')}`
		hashes.set(password, hash)
	}
	return hash
}

/** The environment that creates a test server's admin: ADMIN_EMAIL and the cheap ADMIN_PASSWORD_HASH. */
export const testAdminEnv = (email: string, password: string) => ({
	ADMIN_EMAIL: email,
	ADMIN_PASSWORD_HASH: cheapPasswordHash(password),
})
