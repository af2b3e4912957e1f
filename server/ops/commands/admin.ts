import { parseArgs } from 'node:util'

import { ROLES } from '#shared/team.ts'
import { hashAdminPassword } from '#server/auth/admin-account.ts'
import { generatePassword } from '#server/auth/passwords.ts'
import { resetSecondFactors, type SecondFactorsReset } from '#server/auth/second-factors.ts'
import { createUser, setPasswordByEmail } from '#server/auth/user-accounts.ts'
import { loadConfig } from '#server/config.ts'
import { ValidationError } from '#server/content/errors.ts'
import { contentTypes } from '#server/content/registry.ts'
import { type Db, openDatabase } from '#server/db/database.ts'
import { type Command, type CommandIo, parseArguments } from '#server/ops/commands/command.ts'

const usage = [
	'Usage: npm run admin -- --email <e-mail> [--password <password>]',
	`       npm run admin -- --create --email <e-mail> --name <name> --role <${ROLES.join('|')}> [--types blogs,careers] [--password <password>]`,
	'       npm run admin -- --reset-second-factor --email <e-mail>',
	'       npm run admin -- --reset-2fa',
	'       npm run admin -- --hash [--password <password>]',
].join('\n')

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

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

/** Runs `work` on the database the environment names; a refusal of its input is a message and exit 1. */
async function onDatabase(io: CommandIo, work: (db: Db) => Promise<void>): Promise<number> {
	const database = await openDatabase(loadConfig(io.env))
	try {
		await work(database.db)
		return 0
	} catch (error) {
		if (!(error instanceof ValidationError)) throw error
		io.err(error.message)
		return 1
	} finally {
		await database.close()
	}
}

const removedText = (removed: SecondFactorsReset) =>
	[
		`Removed the second factors: the authenticator app ${removed.totp > 0 ? 'turned off' : '(was not set up)'}, ` +
			`${plural(removed.passkeys, 'passkey')}, ${plural(removed.recoveryCodes, 'recovery code')}.`,
		`Ended ${plural(removed.sessions, 'session')}. The password alone signs in now; set up a second factor again on the Security screen.`,
	].join('\n')

/** One user's second factors, by e-mail. */
function resetOnesSecondFactors(email: string, io: CommandIo): Promise<number> {
	return onDatabase(io, async (db) => {
		const user = await db
			.selectFrom('admin_users')
			.select('id')
			.where('email', '=', email.trim().toLowerCase())
			.where('status', '=', 'active')
			.executeTakeFirst()
		if (!user) throw new ValidationError(`No user has the e-mail ${email.trim().toLowerCase()}`)
		io.out(removedText(await resetSecondFactors(db, user.id)))
	})
}

type Values = {
	email?: string | undefined
	password?: string | undefined
	name?: string | undefined
	role?: string | undefined
	types?: string | undefined
}

/** A new user with a password of their own (given, or generated and printed once). */
function create(values: Values, io: CommandIo): Promise<number> {
	const password = values.password ?? generatePassword()
	return onDatabase(io, async (db) => {
		const types = values.types
			?.split(',')
			.map((type) => type.trim())
			.filter(Boolean)
		const user = await createUser(
			db,
			{ email: values.email ?? '', name: values.name ?? '', role: values.role as never, types, password },
			{ typeNames: contentTypes.map((type) => type.name) },
		)
		io.out(`Created the user ${user.email} (${values.role}). They sign in at /admin.`)
		if (!values.password) io.out(`Generated password (shown only now): ${password}`)
	})
}

/** Sets a user's password by e-mail (on an empty database: the first administrator's). */
function setPassword(values: Values & { email: string }, io: CommandIo): Promise<number> {
	const password = values.password ?? generatePassword()
	return onDatabase(io, async (db) => {
		await setPasswordByEmail(db, { email: values.email, password })
		io.out(`The password of ${values.email.toLowerCase()} is set; every earlier session of theirs has ended.`)
		if (!values.password) io.out(`Generated password (shown only now): ${password}`)
	})
}

/**
 * `npm run admin -- ...` on the database that the environment names (DATABASE_URL, or the SQLite file in
 * DATA_DIR); whoever runs commands on the server is trusted.
 * `--email <e-mail> [--password <password>]`: sets the password of the user with that e-mail (generated and
 * printed without --password) and ends their sessions; on a database with no account yet, makes the first
 * administrator.
 * `--create --email --name --role [--types] [--password]`: makes a user with a password (no invitation).
 * `--reset-second-factor --email <e-mail>`: removes that user's passkeys, authenticator app and recovery
 * codes (when every one is lost) and ends their sessions; `--reset-2fa`: the same for every account.
 * `--hash [--password <password>]`: prints the password's hash for ADMIN_PASSWORD_HASH, touching no database.
 */
export const adminCommand: Command = async (args, io) => {
	const { err } = io
	const parsed = parseArguments(
		() =>
			parseArgs({
				args,
				options: {
					email: { type: 'string' },
					password: { type: 'string' },
					create: { type: 'boolean' },
					name: { type: 'string' },
					role: { type: 'string' },
					types: { type: 'string' },
					'reset-second-factor': { type: 'boolean' },
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
	if (values.help) {
		err(usage)
		return 0
	}
	const refuse = (why: string) => {
		err(`${why}\n${usage}`)
		return 2
	}
	const given = (names: Array<keyof typeof values>) => names.filter((name) => values[name] !== undefined)
	const creating = ['name', 'role', 'types'] as const
	if (values.hash) {
		if (given(['email', 'create', 'reset-2fa', 'reset-second-factor', ...creating]).length > 0)
			return refuse('--hash goes alone or with --password')
		return printHash(values.password, io)
	}
	if (values['reset-2fa']) {
		if (given(['email', 'password', 'create', 'reset-second-factor', ...creating]).length > 0)
			return refuse('--reset-2fa goes alone')
		return onDatabase(io, async (db) => io.out(removedText(await resetSecondFactors(db))))
	}
	if (values['reset-second-factor']) {
		if (!values.email || given(['password', 'create', ...creating]).length > 0)
			return refuse('--reset-second-factor goes with --email alone')
		return resetOnesSecondFactors(values.email, io)
	}
	if (values.create) {
		if (!values.email || !values.name || !values.role) return refuse('--create needs --email, --name and --role')
		return create(values, io)
	}
	if (!values.email) return refuse('Say whose password to set: --email')
	if (given([...creating]).length > 0) return refuse('--name, --role and --types go with --create')
	return setPassword({ ...values, email: values.email }, io)
}
