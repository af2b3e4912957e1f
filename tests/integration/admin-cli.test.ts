import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { verifyPassword } from '#server/auth/passwords.ts'
import { runCommand, runScript } from '#tests/helpers/scripts.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { enrolTotp } from '#tests/helpers/two-factor.ts'

const NEW_EMAIL = 'new@example.com'
const NEW_PASSWORD = 'a long enough password'

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())

/**
 * `npm run admin -- ...args` on the test app's database: in-process, or as the process an operator starts
 * (`asProcess`: a test of each kind of use).
 */
function runAdminCli(args: string[], { asProcess = false } = {}) {
	const env = { NODE_ENV: 'test', DATA_DIR: app.dataDir, DATABASE_URL: app.config.databaseUrl ?? '' }
	return (asProcess ? runScript : runCommand)('admin', args, env)
}

const loginStatus = async (email: string, password: string) =>
	(await app.api('POST', '/admin/login', { body: { email, password } })).status

const sessionWorks = async (token: string) => (await app.api('GET', '/contact_submissions', { token })).status === 200

/** The only session, opened with the credentials the first test set. */
const freshSession = async () => {
	await app.services.db.deleteFrom('sessions').execute()
	const response = await app.api('POST', '/admin/login', { body: { email: NEW_EMAIL, password: NEW_PASSWORD } })
	expect(response.status, response.text).toBe(200)
	return response.body.token as string
}

const storedAdmin = () => app.services.db.selectFrom('admin_users').select(['email', 'password_hash']).execute()

// Two tests run the command as a process (vite-node): slow on a busy 2-core machine.
describe('npm run admin', { timeout: 120_000 }, () => {
	it('sets new credentials: they work, and the old password and old sessions do not', async () => {
		const oldToken = await app.adminToken()
		expect(await sessionWorks(oldToken)).toBe(true)

		const result = await runAdminCli(['--email', 'New@Example.com', '--password', NEW_PASSWORD], { asProcess: true })
		expect(result.code, result.stderr).toBe(0)
		expect(result.stdout).toContain(NEW_EMAIL)
		expect(result.stdout).not.toContain(NEW_PASSWORD)

		expect(await sessionWorks(oldToken)).toBe(false)
		expect(await loginStatus(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(401)
		expect(await loginStatus(NEW_EMAIL, NEW_PASSWORD)).toBe(200)
		expect(await storedAdmin()).toHaveLength(1)
	})

	it.each([
		['a password under 12 characters', ['--email', NEW_EMAIL, '--password', 'short pw'], /at least 12 characters/],
		['a common password', ['--email', NEW_EMAIL, '--password', 'Password1234'], /most common/],
		['a common password with spaces', ['--email', NEW_EMAIL, '--password', 'qwertyuiop 123'], /most common/],
		['an invalid e-mail', ['--email', 'not-an-email', '--password', NEW_PASSWORD], /valid email/i],
		['a missing --email', ['--password', NEW_PASSWORD], /Usage: npm run admin -- --email/],
		['an unknown option', ['--email', NEW_EMAIL, '--pasword', NEW_PASSWORD], /Usage: npm run admin/],
	])('refuses %s with a message and a non-zero exit, changing nothing', async (_label, args, message) => {
		const before = await storedAdmin()
		const result = await runAdminCli(args)
		expect(result.code).not.toBe(0)
		expect(result.code).not.toBeNull()
		expect(result.stderr).toMatch(message)
		expect(result.stderr).not.toMatch(/\n\s+at /) // a message, not a stack trace
		expect(await storedAdmin()).toEqual(before)
	})

	it('--reset-2fa removes the second factors and ends every session, saying what it did', async () => {
		const token = await freshSession()
		await enrolTotp(app, token)
		expect(await loginStatus(NEW_EMAIL, NEW_PASSWORD)).toBe(401)

		const result = await runAdminCli(['--reset-2fa'])
		expect(result.code, result.stderr).toBe(0)
		expect(result.stdout).toMatch(/authenticator app turned off, 0 passkeys, 10 recovery codes/)
		expect(result.stdout).toMatch(/Ended 1 session\b/)
		expect(await sessionWorks(token)).toBe(false)
		expect(await loginStatus(NEW_EMAIL, NEW_PASSWORD)).toBe(200)
		const entries = await app.services.db.selectFrom('audit_log').select('action').execute()
		expect(entries.map((entry) => entry.action)).toContain('second-factors-reset')

		const mixed = await runAdminCli(['--reset-2fa', '--email', NEW_EMAIL])
		expect(mixed.code).toBe(2)
		expect(mixed.stderr).toMatch(/--reset-2fa goes alone/)
	})

	it('--hash prints ADMIN_PASSWORD_HASH for a password, with the rules of any password, touching no account', async () => {
		const before = await storedAdmin()
		const result = await runAdminCli(['--hash', '--password', 'a passphrase kept out of env'], { asProcess: true })
		expect(result.code, result.stderr).toBe(0)
		const hash = result.stdout.match(/^ADMIN_PASSWORD_HASH='(\S+)'$/m)?.[1] ?? ''
		expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
		expect(await verifyPassword('a passphrase kept out of env', hash)).toBe(true)
		expect(result.stdout).not.toContain('a passphrase kept out of env')
		expect(await storedAdmin()).toEqual(before)

		const refused = await runAdminCli(['--hash', '--password', 'Password1234'])
		expect(refused.code).toBe(1)
		expect(refused.stderr).toMatch(/most common/)
		expect(refused.stdout).toBe('')
	})

	it('prints a generated password that works when --password is left out', async () => {
		const result = await runAdminCli(['--email', NEW_EMAIL])
		expect(result.code, result.stderr).toBe(0)
		const password = result.stdout.match(/Generated password[^:]*: (\S+)/)?.[1] ?? ''
		expect(password.length).toBeGreaterThanOrEqual(16)
		expect(await loginStatus(NEW_EMAIL, password)).toBe(200)
		expect(await loginStatus(NEW_EMAIL, NEW_PASSWORD)).toBe(401)
	})
})
