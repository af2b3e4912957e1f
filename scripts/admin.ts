// `npm run admin -- --email <e-mail> [--password <password>]`: sets or resets the admin's credentials
// on the database that the environment names (DATABASE_URL, or the SQLite file in DATA_DIR). Without
// --password a strong one is generated and printed. Every existing session ends.
// `npm run admin -- --reset-2fa`: removes the passkeys, the authenticator app and the recovery codes (when
// every one is lost: whoever runs commands on the server is trusted) and ends every session.
import { parseArgs } from 'node:util'
import { setAdminCredentials } from '#server/auth/admin-account.ts'
import { generatePassword } from '#server/auth/passwords.ts'
import { resetSecondFactors } from '#server/auth/second-factors.ts'
import { loadConfig } from '#server/config.ts'
import { ValidationError } from '#server/content/errors.ts'
import { openDatabase } from '#server/db/database.ts'

const usage = 'Usage: npm run admin -- --email <e-mail> [--password <password>]\n       npm run admin -- --reset-2fa'

async function resetTwoFactor(): Promise<number> {
	const database = await openDatabase(loadConfig())
	try {
		const removed = await resetSecondFactors(database.db)
		const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
		console.log(
			[
				`Removed the second factors: the authenticator app ${removed.totp > 0 ? 'turned off' : '(was not set up)'}, ` +
					`${plural(removed.passkeys, 'passkey')}, ${plural(removed.recoveryCodes, 'recovery code')}.`,
				`Ended ${plural(removed.sessions, 'session')}. The password alone signs in now; set up a second factor again on the Security screen.`,
			].join('\n'),
		)
		return 0
	} finally {
		await database.close()
	}
}

async function main(): Promise<number> {
	let values: { email?: string; password?: string; help?: boolean; 'reset-2fa'?: boolean }
	try {
		;({ values } = parseArgs({
			options: {
				email: { type: 'string' },
				password: { type: 'string' },
				'reset-2fa': { type: 'boolean' },
				help: { type: 'boolean', short: 'h' },
			},
		}))
	} catch (error) {
		console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
		return 2
	}
	if (values['reset-2fa'] && !values.help) {
		if (values.email === undefined && values.password === undefined) return resetTwoFactor()
		console.error(`--reset-2fa goes alone\n${usage}`)
		return 2
	}
	if (values.help || !values.email) {
		console.error(usage)
		return values.help ? 0 : 2
	}
	const password = values.password ?? generatePassword()
	const config = loadConfig()
	const database = await openDatabase(config)
	try {
		await setAdminCredentials(database.db, { email: values.email, password })
	} catch (error) {
		if (error instanceof ValidationError) {
			console.error(error.message)
			return 1
		}
		throw error
	} finally {
		await database.close()
	}
	console.log(`The admin is now ${values.email.toLowerCase()}; every earlier session has ended.`)
	if (!values.password) console.log(`Generated password (shown only now): ${password}`)
	return 0
}

process.exitCode = await main()
