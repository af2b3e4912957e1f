import { parseArgs } from 'node:util'

import { hashAdminPassword, setAdminCredentials } from '#server/auth/admin-account.ts'
import { generatePassword } from '#server/auth/passwords.ts'
import { resetSecondFactors } from '#server/auth/second-factors.ts'
import { loadConfig } from '#server/config.ts'
import { ValidationError } from '#server/content/errors.ts'
import { openDatabase } from '#server/db/database.ts'
import { type Command, type CommandIo, parseArguments } from '#server/ops/commands/command.ts'

const usage = [
	'Usage: npm run admin -- --email <e-mail> [--password <password>]',
	'       npm run admin -- --hash [--password <password>]',
	'       npm run admin -- --reset-2fa',
].join('\n')

async function printHash(password: string | undefined, { out, err }: CommandIo): Promise<number> {
	const chosen = password ?? generatePassword()
	try {
		// Quoted: unquoted, a shell or an env file would read each $ as the start of a variable.
		out(`ADMIN_PASSWORD_HASH='${await hashAdminPassword(chosen)}'`)
	} catch (error) {
		if (!(error instanceof ValidationError)) throw error
		err(error.message)
		return 1
	}
	if (!password) out(`Generated password (shown only now): ${chosen}`)
	return 0
}

async function resetTwoFactor({ env, out }: CommandIo): Promise<number> {
	const database = await openDatabase(loadConfig(env))
	try {
		const removed = await resetSecondFactors(database.db)
		const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
		out(
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

/**
 * `npm run admin -- --email <e-mail> [--password <password>]`: sets or resets the admin's credentials
 * on the database that the environment names (DATABASE_URL, or the SQLite file in DATA_DIR). Without
 * --password a strong one is generated and printed. Every existing session ends.
 * `npm run admin -- --hash [--password <password>]`: prints the password's hash for ADMIN_PASSWORD_HASH
 * (a generated password too, without --password), touching no database.
 * `npm run admin -- --reset-2fa`: removes the passkeys, the authenticator app and the recovery codes (when
 * every one is lost: whoever runs commands on the server is trusted) and ends every session.
 */
export const adminCommand: Command = async (args, io) => {
	const { env, out, err } = io
	const parsed = parseArguments(
		() =>
			parseArgs({
				args,
				options: {
					email: { type: 'string' },
					password: { type: 'string' },
					'reset-2fa': { type: 'boolean' },
					hash: { type: 'boolean' },
					help: { type: 'boolean', short: 'h' },
				},
			}),
		usage,
		err,
	)
	if (!parsed) return 2
	const { values } = parsed
	if (values.hash && !values.help) {
		if (values.email === undefined && !values['reset-2fa']) return printHash(values.password, io)
		err(`--hash goes alone or with --password\n${usage}`)
		return 2
	}
	if (values['reset-2fa'] && !values.help) {
		if (values.email === undefined && values.password === undefined) return resetTwoFactor(io)
		err(`--reset-2fa goes alone\n${usage}`)
		return 2
	}
	if (values.help || !values.email) {
		err(usage)
		return values.help ? 0 : 2
	}
	const password = values.password ?? generatePassword()
	const config = loadConfig(env)
	const database = await openDatabase(config)
	try {
		await setAdminCredentials(database.db, { email: values.email, password })
	} catch (error) {
		if (error instanceof ValidationError) {
			err(error.message)
			return 1
		}
		throw error
	} finally {
		await database.close()
	}
	out(`The admin is now ${values.email.toLowerCase()}; every earlier session has ended.`)
	if (!values.password) out(`Generated password (shown only now): ${password}`)
	return 0
}
