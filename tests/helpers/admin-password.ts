import { hashPassword, type ScryptParams } from '#server/auth/passwords.ts'

/**
 * Test servers get their admin's password as ADMIN_PASSWORD_HASH, hashed with scrypt at N=2^10 rather
 * than the N=2^17 of every real password: a sign-in then costs about 3 ms instead of 0.7 s and 128 MiB,
 * which over the suite's thousand sign-ins is minutes (ADR 0036). Verification reads the parameters from
 * the hash, so the sign-in path is the real one; tests/unit/passwords.test.ts checks the real parameters.
 */
const CHEAP: ScryptParams = { N: 2 ** 10, r: 8, p: 1 }

const hashes = new Map<string, Promise<string>>()

/** The password's hash in the stored form (server/auth/passwords.ts), made once per password. */
export function cheapPasswordHash(password: string): Promise<string> {
	let hash = hashes.get(password)
	if (!hash) hashes.set(password, (hash = hashPassword(password, CHEAP)))
	return hash
}

/** The environment that creates a test server's admin: ADMIN_EMAIL and the cheap ADMIN_PASSWORD_HASH. */
export const testAdminEnv = async (email: string, password: string) => ({
	ADMIN_EMAIL: email,
	ADMIN_PASSWORD_HASH: await cheapPasswordHash(password),
})
