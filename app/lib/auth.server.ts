import { type AppLoadContext, data, redirect } from 'react-router'

import type { AuditActor } from '#server/auth/audit.ts'
import { type AccessCheck, can } from '#server/auth/permissions.ts'

/** What a screen's loader asks to decide what it offers (the same function the actions ask again). */
export { can, type Permission } from '#server/auth/permissions.ts'
import { getSessionUser, readSessionToken } from '#server/auth/request-auth.ts'
import { signInWithCode } from '#server/auth/second-step.ts'
import {
	expiredSessionCookie,
	sessionCookie,
	signIn,
	type SignInOrigin,
	type SignInResult,
	signOut,
} from '#server/auth/sign-in.ts'
import type { User } from '#server/auth/user.ts'

const authHeaders = (request: Request) => ({
	cookie: request.headers.get('cookie'),
	authorization: request.headers.get('authorization'),
})

export const isSecure = (request: Request) => new URL(request.url).protocol === 'https:'

/** The signed-in user, when the request carries a valid session. */
export async function getUser(request: Request, context: AppLoadContext): Promise<User | undefined> {
	return getSessionUser(context.services.db, authHeaders(request))
}

/**
 * Every admin loader and action starts here, with what it is about to do (server/auth/permissions.ts, ADR
 * 0037): without a valid session the request ends in the admin area's 401 'go away' page, and a user the
 * rule refuses gets a 403 (the check runs on the server, whatever the browser holds).
 */
export async function requirePermission(request: Request, context: AppLoadContext, check: AccessCheck): Promise<User> {
	const user = await getUser(request, context)
	if (!user) throw data('go away', { status: 401, headers: { 'Cache-Control': 'no-store' } })
	return ensurePermission(user, check)
}

/** The same rule asked again once the item is known (an edit screen's item): 403 when it says no. */
export function ensurePermission(user: User, check: AccessCheck): User {
	if (!can(user, check)) throw data('not allowed', { status: 403, headers: { 'Cache-Control': 'no-store' } })
	return user
}

/** Who acts, for the audit log: the user, their session (its public id) and the client's address. */
export const auditActor = (user: User, context: AppLoadContext): AuditActor => ({
	userId: user.id,
	session: user.sessionId,
	ip: context.clientAddress,
})

/** requirePermission, answering the actor its writes are recorded under (server/auth/audit.ts). */
export async function requireActor(request: Request, context: AppLoadContext, check: AccessCheck): Promise<AuditActor> {
	return auditActor(await requirePermission(request, context, check), context)
}

/** Where a sign-in from a page comes from (the session and the audit log keep it). */
export const signInOriginOf = (request: Request, context: AppLoadContext): SignInOrigin => ({
	clientAddress: context.clientAddress,
	userAgent: request.headers.get('user-agent') ?? undefined,
	requestId: context.requestId,
})

/** A sign-in's result as a page answers it: the cookie to set once signed in. */
const withCookie = (request: Request, result: SignInResult) =>
	result.ok ? { ok: true as const, setCookie: sessionCookie(result.token, isSecure(request)) } : result

export async function signInFromForm(request: Request, context: AppLoadContext, email: string, password: string) {
	const result = await signIn(context.services, { email, password, ...signInOriginOf(request, context) })
	return withCookie(request, result)
}

/** The second step of the sign-in page: a code of the authenticator app, or a recovery code. */
export async function secondStepFromForm(
	request: Request,
	context: AppLoadContext,
	input: { token: string; code?: string | undefined; recoveryCode?: string | undefined },
) {
	return withCookie(request, await signInWithCode(context.services, { ...input, ...signInOriginOf(request, context) }))
}

/** Ends the session on the server and expires the cookie, then goes to the home page (docs/product.md's Sign Out). */
export async function signOutAndRedirect(request: Request, context: AppLoadContext) {
	await signOut(context.services.db, readSessionToken(authHeaders(request)), { ip: context.clientAddress })
	return redirect('/', { headers: { 'Set-Cookie': expiredSessionCookie(isSecure(request)) } })
}
