import { data, redirect, type AppLoadContext } from 'react-router'
import { getSessionAdmin, readSessionToken } from '#server/auth/request-auth.ts'
import { signInWithCode } from '#server/auth/second-step.ts'
import {
	expiredSessionCookie,
	sessionCookie,
	signIn,
	signOut,
	type SignInOrigin,
	type SignInResult,
} from '#server/auth/sign-in.ts'
import type { SessionAdmin } from '#server/auth/sessions.ts'
import type { AuditActor } from '#server/auth/audit.ts'

const authHeaders = (request: Request) => ({
	cookie: request.headers.get('cookie'),
	authorization: request.headers.get('authorization'),
})

export const isSecure = (request: Request) => new URL(request.url).protocol === 'https:'

export async function getAdmin(request: Request, context: AppLoadContext): Promise<SessionAdmin | undefined> {
	return getSessionAdmin(context.services.db, authHeaders(request))
}

/**
 * Every admin loader and action starts here: without a valid session the request ends in the admin
 * area's 401 'go away' page (the check runs on the server, whatever the browser holds).
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionAdmin> {
	const admin = await getAdmin(request, context)
	if (!admin) throw data('go away', { status: 401, headers: { 'Cache-Control': 'no-store' } })
	return admin
}

/** Who acts, for the audit log: the admin's session (its public id) and the client's address. */
export const auditActor = (admin: SessionAdmin, context: AppLoadContext): AuditActor => ({
	session: admin.sessionId,
	ip: context.clientAddress,
})

/** requireAdmin, answering the actor its writes are recorded under (server/auth/audit.ts). */
export async function requireActor(request: Request, context: AppLoadContext): Promise<AuditActor> {
	return auditActor(await requireAdmin(request, context), context)
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
