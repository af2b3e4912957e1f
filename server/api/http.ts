import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express'
import multer from 'multer'
import { z } from 'zod'

import { parseIdParam } from '#shared/ids.ts'
import type { AuditActor } from '#server/auth/audit.ts'
import { type AccessCheck, AccessDenied, requirePermission } from '#server/auth/permissions.ts'
import { getSessionUser } from '#server/auth/request-auth.ts'
import { AccountSecurityError } from '#server/auth/second-factors.ts'
import type { User } from '#server/auth/user.ts'
import { etagOf } from '#server/content/collection.ts'
import { ConflictError, InUseError, NotFoundError, RefusedError, ValidationError } from '#server/content/errors.ts'
import { isDatabaseUnavailable } from '#server/db/errors.ts'
import { log, loggedPath } from '#server/logging.ts'
import type { Services } from '#server/services.ts'
import { UploadError } from '#server/uploads/images.ts'

/** Every failure's body (the OpenAPI document's `Error` schema is made from this). */
export const ApiErrorBody = z.object({
	error: z.string().meta({ description: 'What went wrong, for a person to read' }),
	fields: z
		.record(z.string(), z.string())
		.optional()
		.meta({ description: 'For invalid input: each offending field (dotted path for nested ones) and its message' }),
	used_by: z
		.array(z.object({ collection: z.string(), id: z.int(), title: z.string(), in_trash: z.boolean() }))
		.optional()
		.meta({ description: 'For a refused delete (409): what still uses it' }),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBody>

export const SIGN_IN_REQUIRED = 'Sign in as the admin to do this'
/** A signed-in user whose access rule says no (ADR 0037; no account meets it while the admin is the only one). */
export const NOT_ALLOWED = 'Your account may not do this'
export const CROSS_ORIGIN_REFUSED = 'Cross-origin requests may not change anything here'
export const BODY_TOO_LARGE = 'The request body is too large'
export const BODY_NOT_JSON = 'The request body is not valid JSON'
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.'
export const SERVICE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.'

/** Refuses writes that a page on another site makes a browser send (CSRF): `Origin`, or `Sec-Fetch-Site` when there is no Origin. */
export function rejectCrossOriginWrites(publicUrl: string | undefined): RequestHandler {
	const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
	const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined
	return (req, res, next) => {
		if (safeMethods.has(req.method)) return next()
		if (!isCrossOrigin(req, publicOrigin)) return next()
		log('warn', 'cross-origin write refused', {
			id: res.locals.requestId,
			method: req.method,
			path: loggedPath(req.path),
		})
		res.status(403).json({ error: CROSS_ORIGIN_REFUSED } satisfies ApiErrorBody)
	}
}

/** True when a browser says the request comes from a page of another site (its Origin, else Sec-Fetch-Site). */
export function isCrossOrigin(req: Request, publicOrigin: string | undefined): boolean {
	const origin = req.get('origin')
	const ownOrigin = `${req.protocol}://${req.get('host')}`
	const fetchSite = req.get('sec-fetch-site')
	// A browser that hides the origin (`Origin: null`) still says whether the request is same-origin.
	const sameOriginNull = origin === 'null' && fetchSite === 'same-origin'
	return origin !== undefined && !sameOriginNull
		? origin !== ownOrigin && origin !== publicOrigin
		: fetchSite === 'cross-site'
}

/**
 * Lets the request through only with a valid session (cookie or bearer token) whose user the operation's
 * access rule allows (server/auth/permissions.ts): 401 without a session, 403 when the rule says no.
 */
export function requireAccess(services: Services, check: AccessCheck): RequestHandler {
	return async (req, res, next) => {
		const user = await sessionUser(req, services)
		try {
			res.locals.user = requirePermission(user, check)
		} catch (error) {
			if (!(error instanceof AccessDenied)) throw error
			const refused = error.reason === 'sign-in' ? 'access refused without a session' : 'access refused by its rule'
			log('warn', refused, { id: res.locals.requestId, method: req.method, path: loggedPath(req.path) })
			res.status(statusOf(error)).json({ error: messageOf(error) } satisfies ApiErrorBody)
			return
		}
		next()
	}
}

const statusOf = (error: AccessDenied) => (error.reason === 'sign-in' ? 401 : 403)
const messageOf = (error: AccessDenied) =>
	error.reason === 'sign-in' ? SIGN_IN_REQUIRED : error.reason === 'forbidden' ? NOT_ALLOWED : error.message

/** The user whose session the guard let through (operations with an access rule, not `public` ones). */
export function signedInUser(res: Response): User {
	const user = res.locals.user as User | undefined
	if (!user) throw new Error('signedInUser() in a public operation')
	return user
}

/** Who acts, for the audit log: the user the guard let through, their session's public id and the client's address. */
export const actorOf = (req: Request, res: Response): AuditActor => ({
	userId: signedInUser(res).id,
	session: signedInUser(res).sessionId,
	ip: req.ip ?? null,
})

/** The signed-in user, when the request carries a valid session (for public calls that answer more to them). */
export const sessionUser = (req: Request, services: Services) =>
	getSessionUser(services.db, { cookie: req.get('cookie'), authorization: req.get('authorization') })

/**
 * `If-Match` (RFC 9110 §13.1.1) as a condition on the stored item: any of the strong tags it lists is the
 * item's, or `*`. No header: no condition (last write wins, as the seed's client expects).
 */
export function ifMatch(req: Request): ((current: { id: number; updated_at: string }) => boolean) | undefined {
	const header = req.get('if-match')
	if (header === undefined) return undefined
	const tags = header.split(',').map((tag) => tag.trim())
	if (tags.includes('*')) return () => true
	// Weak tags (W/"...") never match: If-Match compares strongly.
	return (current) => tags.includes(etagOf(current))
}

/** An id in a path: a positive integer, or the item simply does not exist. */
export function parseId(value: unknown): number {
	const id = parseIdParam(value)
	if (id === undefined) throw new NotFoundError()
	return id
}

type BodyParserError = Error & { type?: string; status?: number }

/** Every failure becomes JSON with a human message; bad input is never a 500, an HTML page or a stack trace. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
	if (res.headersSent) return next(error)
	const send = (status: number, body: ApiErrorBody) => res.status(status).json(body)
	if (error instanceof ValidationError) return send(400, { error: error.message, fields: error.fields })
	if (error instanceof NotFoundError) return send(404, { error: error.message })
	if (error instanceof ConflictError) {
		const current = error.current as { id: number; updated_at: string } | undefined
		if (current) res.setHeader('ETag', etagOf(current))
		return send(412, { error: `${error.message}: load it again, or save without If-Match to replace it` })
	}
	if (error instanceof AccessDenied) return send(statusOf(error), { error: messageOf(error) })
	if (error instanceof InUseError) return send(409, { error: error.message, used_by: [...error.users] })
	if (error instanceof RefusedError) return send(error.status, { error: error.message })
	if (error instanceof AccountSecurityError) {
		if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds))
		const fields = Object.keys(error.fields).length > 0 ? { fields: error.fields } : {}
		return send(error.status, { error: error.message, ...fields })
	}
	if (error instanceof UploadError)
		return send(error.status, { error: error.message, fields: { [error.field]: error.message } })
	if (error instanceof multer.MulterError) {
		if (error.code === 'LIMIT_FILE_SIZE') {
			return send(413, { error: 'The image is too large', fields: { image: 'The image is too large' } })
		}
		return send(400, { error: 'Send one image in the form field "image"', fields: { image: 'Expected one image' } })
	}
	// busboy (under multer) throws plain errors for a broken multipart body: the client's fault.
	if (error instanceof Error && /^(Multipart: |Unexpected end of form|Malformed part header)/.test(error.message)) {
		return send(400, { error: 'The multipart body could not be read', fields: { image: 'Expected one image' } })
	}
	const parserError = error as BodyParserError
	if (parserError?.type === 'entity.parse.failed') return send(400, { error: BODY_NOT_JSON })
	if (parserError?.type === 'entity.too.large') return send(413, { error: BODY_TOO_LARGE })
	if (parserError?.status === 404) return send(404, { error: 'Not found' })
	if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
		return send(parserError.status, { error: 'The request could not be understood' })
	}
	if (isDatabaseUnavailable(error)) {
		log('error', 'database unavailable', { id: res.locals.requestId, method: req.method, path: loggedPath(req.path) })
		res.setHeader('Retry-After', '5')
		return send(503, { error: SERVICE_UNAVAILABLE })
	}
	log('error', 'unhandled error', {
		id: res.locals.requestId,
		method: req.method,
		path: loggedPath(req.path),
		error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
	})
	return send(500, { error: 'Something went wrong on our side. Please try again.' })
}
