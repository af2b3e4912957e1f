// `npm run admin -- --email <e-mail> [--password <password>]`: sets or resets the admin's credentials
// on the database that the environment names (DATABASE_URL, or the SQLite file in DATA_DIR). Without
// --password a strong one is generated and printed. Every existing session ends.
import { parseArgs } from 'node:util'
import { setAdminCredentials } from '#server/auth/admin-account.ts'
import { generatePassword } from '#server/auth/passwords.ts'
import { loadConfig } from '#server/config.ts'
import { ValidationError } from '#server/content/errors.ts'
import { openDatabase } from '#server/db/database.ts'

const usage = 'Usage: npm run admin -- --email <e-mail> [--password <password>]'

async function main(): Promise<number> {
	let values: { email?: string; password?: string; help?: boolean }
	try {
		;({ values } = parseArgs({
			options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
		}))
	} catch (error) {
		console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
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
