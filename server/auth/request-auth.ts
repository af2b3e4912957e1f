import { parse as parseCookies } from 'cookie'

import { findSession, SESSION_COOKIE } from '#server/auth/sessions.ts'
import type { User } from '#server/auth/user.ts'
import type { Db } from '#server/db/database.ts'

/** The session token a request carries: the cookie browsers send, or `Authorization: Bearer` for API clients. */
export function readSessionToken(headers: {
	cookie?: string | null
	authorization?: string | null
}): string | undefined {
	const bearer = headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
	if (bearer) return bearer
	if (!headers.cookie) return undefined
	return parseCookies(headers.cookie)[SESSION_COOKIE] || undefined
}

/** The signed-in user the request's session names, if it names a valid one. */
export async function getSessionUser(
	db: Db,
	headers: { cookie?: string | null; authorization?: string | null },
): Promise<User | undefined> {
	return findSession(db, readSessionToken(headers))
}
