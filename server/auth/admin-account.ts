import { z } from 'zod'

import {
	decoyPasswordHash,
	generatePassword,
	hashPassword,
	isCommonPassword,
	MIN_PASSWORD_LENGTH,
	verifyPassword,
} from '#server/auth/passwords.ts'
import { deleteAllSessions } from '#server/auth/sessions.ts'
import { ValidationError } from '#server/content/errors.ts'
import { type Db, now } from '#server/db/database.ts'

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/**
 * Every password an account gets (the first account's, a team member's when they join, a reset, the command
 * line): the same rules everywhere (docs/design.md §15).
 */
export const NewPassword = z
	.string({ error: 'Password is required' })
	.min(MIN_PASSWORD_LENGTH, `The password must have at least ${MIN_PASSWORD_LENGTH} characters`)
	.max(1024, 'The password must be at most 1024 characters')
	.refine((password) => !isCommonPassword(password), 'This password is one of the most common ones: choose another')

const Credentials = z.object({
	email: z
		.email('Enter a valid email address')
		.max(254)
		.transform((email) => email.toLowerCase()),
	password: NewPassword,
})

/**
 * Sets the one admin account's credentials (creating it if needed) and ends every session, so a
 * password reset locks out whoever held the old one.
 */
export async function setAdminCredentials(db: Db, input: { email: string; password: string }): Promise<void> {
	const parsed = Credentials.safeParse(input)
	if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid credentials')
	const { email, password } = parsed.data
	await storeAdminCredentials(db, email, await hashPassword(password))
}

/** ADMIN_PASSWORD_HASH's value for a password that follows the same rules as any other. */
export async function hashAdminPassword(password: string): Promise<string> {
	const parsed = Credentials.shape.password.safeParse(password)
	if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid password')
	return hashPassword(parsed.data)
}

async function storeAdminCredentials(db: Db, email: string, passwordHash: string): Promise<void> {
	const existing = await db.selectFrom('admin_users').select('id').orderBy('id').executeTakeFirst()
	const timestamp = now()
	if (existing) {
		await db
			.updateTable('admin_users')
			.set({ email, password_hash: passwordHash, updated_at: timestamp })
			.where('id', '=', existing.id)
			.execute()
		await deleteAllSessions(db, existing.id)
	} else {
		await db
			.insertInto('admin_users')
			// The first account: the team's first administrator (docs/design.md §15), greeted 'Hi Admin'.
			.values({
				email,
				password_hash: passwordHash,
				name: 'Admin',
				slug: 'admin',
				role: 'administrator',
				created_at: timestamp,
				updated_at: timestamp,
			})
			.execute()
	}
}

/**
 * At start: when there is no admin yet, create one from ADMIN_EMAIL and ADMIN_PASSWORD (or its hash,
 * ADMIN_PASSWORD_HASH, which config.ts has checked is one), or with a random password that is printed once
 * (the only time it is ever shown).
 */
export async function ensureAdminAccount(
	db: Db,
	options: {
		email?: string | undefined
		password?: string | undefined
		passwordHash?: string | undefined
		announce: (text: string) => void
	},
): Promise<void> {
	const existing = await db.selectFrom('admin_users').select('id').executeTakeFirst()
	if (existing) return
	const email = options.email ?? DEFAULT_ADMIN_EMAIL
	if (options.passwordHash) {
		const parsed = Credentials.shape.email.safeParse(email)
		if (!parsed.success) throw new ValidationError(`ADMIN_EMAIL: ${parsed.error.issues[0]?.message}`)
		return storeAdminCredentials(db, parsed.data, options.passwordHash)
	}
	const password = options.password ?? generatePassword()
	await setAdminCredentials(db, { email, password })
	if (!options.password) {
		options.announce(
			`Created the admin account ${email} with the password ${password}\n` +
				'It is shown only this once: sign in at /admin, or set another with `npm run admin -- --email <e-mail> --password <password>`.',
		)
	}
}

/** Checks credentials in constant work whether or not the e-mail exists. */
export async function authenticate(db: Db, email: string, password: string): Promise<{ id: number } | undefined> {
	const admin = await db
		.selectFrom('admin_users')
		.select(['id', 'password_hash'])
		.where('email', '=', email.trim().toLowerCase())
		.where('status', '=', 'active')
		.executeTakeFirst()
	const ok = await verifyPassword(password, admin?.password_hash ?? (await decoyPasswordHash()))
	return admin && ok ? { id: admin.id } : undefined
}
