import type { Role } from '#shared/team.ts'
import { hashPassword } from '#server/auth/passwords.ts'
import { createSession } from '#server/auth/sessions.ts'
import type { Db } from '#server/db/database.ts'

export const TEAM_PASSWORD = 'a long team member password'

/**
 * A team member made straight in the database (docs/design.md §15), with a session: for tests of what each
 * role may do. The invitation flow that makes users on a real site has its own tests.
 */
export async function addTeamMember(
	db: Db,
	{ role, types = ['blogs'], name }: { role: Role; types?: string[]; name?: string },
): Promise<{ id: number; email: string; token: string }> {
	const at = new Date().toISOString()
	const unique = `${role}-${Math.random().toString(36).slice(2, 10)}`
	const email = `${unique}@example.com`
	const { id } = await db
		.insertInto('admin_users')
		.values({
			email,
			password_hash: await hashPassword(TEAM_PASSWORD),
			name: name ?? unique,
			role,
			types: JSON.stringify(types),
			slug: unique,
			created_at: at,
			updated_at: at,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	const { token } = await createSession(db, id)
	return { id, email, token }
}
