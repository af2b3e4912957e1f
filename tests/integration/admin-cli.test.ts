import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { verifyPassword } from '#server/auth/passwords.ts'
import { cheapPasswordHash } from '#tests/helpers/admin-password.ts'
import { runCommand, runScript } from '#tests/helpers/scripts.ts'
import { addTeamMember, TEAM_PASSWORD } from '#tests/helpers/team.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { enrolTotp } from '#tests/helpers/two-factor.ts'

const NEW_PASSWORD = 'a long enough password'

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
	// The admin as the test app made them (the cheap hash: tests/helpers/admin-password.ts), signed out.
	const { db } = app.services
	await db
		.updateTable('admin_users')
		.set({ password_hash: await cheapPasswordHash(ADMIN_PASSWORD) })
		.where('id', '=', 1)
		.execute()
	await db.deleteFrom('sessions').execute()
	await db.deleteFrom('rate_limits').execute()
})

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

const sessionWorks = async (token: string) => (await app.api('GET', '/media', { token })).status === 200

async function signIn(email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
	const response = await app.api('POST', '/admin/login', { body: { email, password } })
	expect(response.status, response.text).toBe(200)
	return response.body.token as string
}

const storedUsers = () =>
	app.services.db.selectFrom('admin_users').select(['email', 'password_hash', 'role', 'types']).orderBy('id').execute()

/** Ran, with a message and a non-zero exit, not a stack trace. */
function expectRefused(result: { code: number | null; stderr: string }, message: RegExp) {
	expect(result.code).not.toBe(0)
	expect(result.code).not.toBeNull()
	expect(result.stderr).toMatch(message)
	expect(result.stderr).not.toMatch(/\n\s+at /)
}

// Two tests run the command as a process (vite-node): slow on a busy 2-core machine.
describe('npm run admin', { timeout: 120_000 }, () => {
	it("sets a user's password by e-mail: it works, and their old password and sessions do not", async () => {
		const oldToken = await signIn()
		const editor = await addTeamMember(app.services.db, { role: 'editor' })

		const result = await runAdminCli(['--email', 'Admin@Example.com', '--password', NEW_PASSWORD], { asProcess: true })
		expect(result.code, result.stderr).toBe(0)
		expect(result.stdout).toContain(ADMIN_EMAIL)
		expect(result.stdout).not.toContain(NEW_PASSWORD)

		expect(await sessionWorks(oldToken)).toBe(false)
		expect(await loginStatus(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(401)
		expect(await loginStatus(ADMIN_EMAIL, NEW_PASSWORD)).toBe(200)
		// Another user's session and password are theirs still.
		expect(await sessionWorks(editor.token)).toBe(true)

		expect((await runAdminCli(['--email', editor.email, '--password', NEW_PASSWORD])).code).toBe(0)
		expect(await sessionWorks(editor.token)).toBe(false)
		expect(await loginStatus(editor.email, NEW_PASSWORD)).toBe(200)
		expect(await loginStatus(editor.email, TEAM_PASSWORD)).toBe(401)
	})

	it.each([
		['a password under 12 characters', ['--email', ADMIN_EMAIL, '--password', 'short pw'], /at least 12 characters/],
		['a common password', ['--email', ADMIN_EMAIL, '--password', 'Password1234'], /most common/],
		['a common password with spaces', ['--email', ADMIN_EMAIL, '--password', 'qwertyuiop 123'], /most common/],
		['an invalid e-mail', ['--email', 'not-an-email', '--password', NEW_PASSWORD], /valid email/i],
		[
			'an e-mail no user has, naming the administrators',
			['--email', 'nobody@example.com', '--password', NEW_PASSWORD],
			/^No user has the e-mail nobody@example\.com\. The administrators: admin@example\.com$/m,
		],
		['a missing --email', ['--password', NEW_PASSWORD], /Usage: npm run admin -- --email/],
		['an unknown option', ['--email', ADMIN_EMAIL, '--pasword', NEW_PASSWORD], /Usage: npm run admin/],
		['--name without --create', ['--email', ADMIN_EMAIL, '--name', 'Ann'], /go with --create/],
	])('refuses %s with a message and a non-zero exit, changing nothing', async (_label, args, message) => {
		const before = await storedUsers()
		expectRefused(await runAdminCli(args), message)
		expect(await storedUsers()).toEqual(before)
	})

	it('prints a generated password that works when --password is left out', async () => {
		const result = await runAdminCli(['--email', ADMIN_EMAIL])
		expect(result.code, result.stderr).toBe(0)
		const password = result.stdout.match(/Generated password[^:]*: (\S+)/)?.[1] ?? ''
		expect(password.length).toBeGreaterThanOrEqual(16)
		expect(await loginStatus(ADMIN_EMAIL, password)).toBe(200)
		expect(await loginStatus(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(401)
	})

	describe('--create', () => {
		it('makes a user of a role with the types they write, who signs in with the password given', async () => {
			const result = await runAdminCli([
				'--create',
				'--email',
				'Writer@Example.com',
				'--name',
				'Wren Writer',
				'--role',
				'author',
				'--types',
				'blogs, careers',
				'--password',
				NEW_PASSWORD,
			])
			expect(result.code, result.stderr).toBe(0)
			expect(result.stdout).toContain('Created the user writer@example.com (author)')
			expect(result.stdout).not.toContain(NEW_PASSWORD)
			const user = await app.services.db
				.selectFrom('admin_users')
				.select(['name', 'role', 'types', 'slug', 'status'])
				.where('email', '=', 'writer@example.com')
				.executeTakeFirstOrThrow()
			expect(user).toEqual({
				name: 'Wren Writer',
				role: 'author',
				types: '["blogs","careers"]',
				slug: 'wren-writer',
				status: 'active',
			})
			// Signed in as an author: the library is theirs to use, the inbox not (docs/design.md §15).
			const token = await signIn('writer@example.com', NEW_PASSWORD)
			expect((await app.api('GET', '/media', { token })).status).toBe(200)
			expect((await app.api('GET', '/contact_submissions', { token })).status).toBe(403)
			const entries = await app.services.db.selectFrom('audit_log').select(['action', 'detail']).execute()
			expect(entries).toContainEqual({
				action: 'user-created',
				detail: expect.stringContaining('"by":"command line"'),
			})
		})

		it('prints a generated password when none is given, and writes the blog by default', async () => {
			const result = await runAdminCli(['--create', '--email', 'ed@example.com', '--name', 'Ed', '--role', 'editor'])
			expect(result.code, result.stderr).toBe(0)
			const password = result.stdout.match(/Generated password[^:]*: (\S+)/)?.[1] ?? ''
			expect(await loginStatus('ed@example.com', password)).toBe(200)
			const [row] = await app.services.db
				.selectFrom('admin_users')
				.select(['role', 'types'])
				.where('email', '=', 'ed@example.com')
				.execute()
			expect(row).toEqual({ role: 'editor', types: '["blogs"]' })
		})

		it.each([
			['an unknown role', ['--role', 'owner'], /The role must be one of: administrator, editor, author, contributor/],
			['an unknown content type', ['--role', 'author', '--types', 'blogs,poems'], /Not a content type: poems/],
			['an e-mail a user has', ['--role', 'editor', '--email', ADMIN_EMAIL], /A user already has the e-mail/],
			['a weak password', ['--role', 'editor', '--password', 'Password1234'], /most common/],
			['no --name', ['--role', 'editor', '--name', ''], /--create needs --email, --name and --role/],
		])('refuses %s, making nobody', async (_label, args, message) => {
			const before = await storedUsers()
			const base = { '--email': 'new.person@example.com', '--name': 'New Person', '--password': NEW_PASSWORD }
			const given = Object.fromEntries(args.flatMap((arg, index) => (index % 2 === 0 ? [[arg, args[index + 1]!]] : [])))
			const all = Object.entries({ ...base, ...given }).flat()
			expectRefused(await runAdminCli(['--create', ...all]), message)
			expect(await storedUsers()).toEqual(before)
		})
	})

	describe('second factors', () => {
		it("--reset-second-factor --email removes that user's factors and ends their sessions alone", async () => {
			const editor = await addTeamMember(app.services.db, { role: 'editor' })
			await enrolTotp(app, editor.token)
			const adminToken = await signIn()
			await enrolTotp(app, adminToken)
			expect(await loginStatus(editor.email, TEAM_PASSWORD)).toBe(401)

			const result = await runAdminCli(['--reset-second-factor', '--email', editor.email.toUpperCase()])
			expect(result.code, result.stderr).toBe(0)
			expect(result.stdout).toMatch(/authenticator app turned off, 0 passkeys, 10 recovery codes/)
			expect(result.stdout).toMatch(/Ended 1 session\b/)
			expect(await sessionWorks(editor.token)).toBe(false)
			expect(await loginStatus(editor.email, TEAM_PASSWORD)).toBe(200)
			// The administrator's factor and session stay.
			expect(await sessionWorks(adminToken)).toBe(true)
			expect(await loginStatus(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(401)

			expectRefused(await runAdminCli(['--reset-second-factor', '--email', 'nobody@example.com']), /No user has/)
			expectRefused(await runAdminCli(['--reset-second-factor']), /--reset-second-factor goes with --email alone/)
			await runAdminCli(['--reset-2fa'])
		})

		it('--reset-2fa removes every account’s second factors and ends every session, saying what it did', async () => {
			const token = await signIn()
			await enrolTotp(app, token)
			expect(await loginStatus(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(401)

			const result = await runAdminCli(['--reset-2fa'])
			expect(result.code, result.stderr).toBe(0)
			expect(result.stdout).toMatch(/authenticator app turned off, 0 passkeys, 10 recovery codes/)
			expect(result.stdout).toMatch(/Ended 1 session\b/)
			expect(await sessionWorks(token)).toBe(false)
			expect(await loginStatus(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(200)
			const entries = await app.services.db.selectFrom('audit_log').select('action').execute()
			expect(entries.map((entry) => entry.action)).toContain('second-factors-reset')

			const mixed = await runAdminCli(['--reset-2fa', '--email', ADMIN_EMAIL])
			expect(mixed.code).toBe(2)
			expect(mixed.stderr).toMatch(/--reset-2fa goes alone/)
		})
	})

	it('--hash prints ADMIN_PASSWORD_HASH for a password, with the rules of any password, touching no account', async () => {
		const before = await storedUsers()
		const result = await runAdminCli(['--hash', '--password', 'a passphrase kept out of env'], { asProcess: true })
		expect(result.code, result.stderr).toBe(0)
		const hash = result.stdout.match(/^ADMIN_PASSWORD_HASH='(\S+)'$/m)?.[1] ?? ''
		expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
		expect(await verifyPassword('a passphrase kept out of env', hash)).toBe(true)
		expect(result.stdout).not.toContain('a passphrase kept out of env')
		expect(await storedUsers()).toEqual(before)

		const refused = await runAdminCli(['--hash', '--password', 'Password1234'])
		expect(refused.code).toBe(1)
		expect(refused.stderr).toMatch(/most common/)
		expect(refused.stdout).toBe('')
	})
})
