import { z } from 'zod'

import { claimFree, slugify } from '#shared/slugs.ts'
import { DEFAULT_TYPES, Role } from '#shared/team.ts'
import { NewPassword, setAdminCredentials } from '#server/auth/admin-account.ts'
import { recordAudit } from '#server/auth/audit.ts'
import { hashPassword } from '#server/auth/passwords.ts'
import { ValidationError } from '#server/content/errors.ts'
import { type Db, now } from '#server/db/database.ts'

/**
 * The team's accounts as the command line makes and mends them (`npm run admin`, server/ops/commands/admin.ts;
 * whoever runs commands on the server is trusted): a user made with a password, a password set by e-mail.
 */

const Email = z
	.email('Enter a valid email address')
	.max(254, 'Enter a valid email address')
	.transform((email) => email.toLowerCase())

export const NewUser = z.object({
	email: Email,
	name: z.string().trim().min(1, 'Enter a name').max(100, 'The name must be at most 100 characters'),
	role: Role,
	/** The content types an author or contributor writes; the blog when none is named. */
	types: z.array(z.string()).optional(),
	password: NewPassword,
})

const firstIssue = (error: z.ZodError) => {
	const issue = error.issues[0]
	if (issue?.path[0] === 'role') return `The role must be one of: ${Role.options.join(', ')}`
	return issue?.message ?? 'Invalid input'
}

/** An active user by e-mail (a removed one is not an account any more). */
const activeUser = (db: Db, email: string) =>
	db
		.selectFrom('admin_users')
		.select(['id', 'email', 'role'])
		.where('email', '=', email)
		.where('status', '=', 'active')
		.executeTakeFirst()

/**
 * Makes a user with a password (no invitation): their name, role and, for an author or contributor, the
 * content types they write, each one of `typeNames`. Refuses an e-mail another account has.
 */
export async function createUser(
	db: Db,
	input: z.input<typeof NewUser>,
	{ typeNames }: { typeNames: readonly string[] },
): Promise<{ id: number; email: string }> {
	const parsed = NewUser.safeParse(input)
	if (!parsed.success) throw new ValidationError(firstIssue(parsed.error))
	const { email, name, role, password } = parsed.data
	const types = parsed.data.types ?? [...DEFAULT_TYPES]
	const unknown = types.filter((type) => !typeNames.includes(type))
	if (unknown.length > 0) {
		throw new ValidationError(`Not a content type: ${unknown.join(', ')} (one of: ${typeNames.join(', ')})`)
	}
	const taken = await db.selectFrom('admin_users').select('id').where('email', '=', email).executeTakeFirst()
	if (taken) throw new ValidationError(`A user already has the e-mail ${email}`)
	const slugs = await db.selectFrom('admin_users').select('slug').execute()
	const slug = claimFree(slugify(name, { fallback: 'user' }), new Set(slugs.flatMap((row) => row.slug ?? [])))
	const at = now()
	const { id } = await db
		.insertInto('admin_users')
		.values({
			email,
			password_hash: await hashPassword(password),
			name,
			role,
			types: JSON.stringify([...new Set(types)]),
			slug,
			created_at: at,
			updated_at: at,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	await recordAudit(db, { action: 'user-created', detail: { by: 'command line', user: id, role } })
	return { id, email }
}

/**
 * Sets the password of the user with this e-mail, and ends every session of theirs, their sign-ins waiting
 * for a second step and their password reset links. On a database with no account yet, the first
 * administrator is made with it (as at the server's start). Without such a user: ValidationError naming
 * the administrators, so whoever runs it knows what to type.
 */
export async function setPasswordByEmail(db: Db, input: { email: string; password: string }): Promise<{ id: number }> {
	const email = Email.safeParse(input.email)
	if (!email.success) throw new ValidationError(firstIssue(email.error))
	const password = NewPassword.safeParse(input.password)
	if (!password.success) throw new ValidationError(firstIssue(password.error))
	const anyone = await db.selectFrom('admin_users').select('id').executeTakeFirst()
	if (!anyone) {
		await setAdminCredentials(db, { email: email.data, password: password.data })
		return (await activeUser(db, email.data))!
	}
	const user = await activeUser(db, email.data)
	if (!user) {
		const administrators = await db
			.selectFrom('admin_users')
			.select('email')
			.where('role', '=', 'administrator')
			.where('status', '=', 'active')
			.orderBy('id')
			.execute()
		const named = administrators.map((row) => row.email).join(', ') || 'none'
		throw new ValidationError(`No user has the e-mail ${email.data}. The administrators: ${named}`)
	}
	const passwordHash = await hashPassword(password.data)
	const at = now()
	await db.transaction().execute(async (trx) => {
		await trx
			.updateTable('admin_users')
			.set({ password_hash: passwordHash, updated_at: at })
			.where('id', '=', user.id)
			.execute()
		await trx.deleteFrom('sessions').where('admin_id', '=', user.id).execute()
		await trx.deleteFrom('auth_challenges').where('admin_id', '=', user.id).execute()
		await trx
			.updateTable('password_resets')
			.set({ used_at: at })
			.where('admin_id', '=', user.id)
			.where('used_at', 'is', null)
			.execute()
	})
	await recordAudit(db, { action: 'password-reset', detail: { by: 'command line', user: user.id } })
	return { id: user.id }
}
