import {
	type ApiErrorBody,
	BODY_TOO_LARGE,
	CROSS_ORIGIN_REFUSED,
	SERVICE_UNAVAILABLE,
	SIGN_IN_REQUIRED,
	TOO_MANY_REQUESTS,
} from '#server/api/http.ts'
import { JSON_TYPE, ref, type ResponseObject } from '#server/api/openapi-schemas.ts'
import { type ApiOperation, needsSession } from '#server/api/operation.ts'
import { cacheKind } from '#server/cache/policy.ts'
import { toValidationError } from '#server/content/collection.ts'
import { FaqInput } from '#server/content/types/faqs.ts'

/*
 * The failures the middleware gives many calls, described once in the document's components; which of
 * them an operation can meet follows from its declaration.
 */

export function failureResponses(): Record<string, ResponseObject> {
	const error = (description: string, example: ApiErrorBody, headers?: ResponseObject['headers']): ResponseObject => ({
		description,
		...(headers && { headers }),
		content: { [JSON_TYPE]: { schema: ref('schemas', 'Error'), example } },
	})
	const invalid = FaqInput.safeParse({ question: '  ' })
	const invalidExample = invalid.success ? undefined : toValidationError(invalid.error)
	const retryAfter = {
		'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
	}
	return {
		BadRequest: error('Invalid input (`fields` names each offending field) or a body that is not a JSON object', {
			error: invalidExample?.message ?? 'Invalid input',
			fields: invalidExample?.fields,
		}),
		Unauthorized: error('No valid admin session (neither the cookie nor a bearer token)', { error: SIGN_IN_REQUIRED }),
		Forbidden: error(
			'A write sent from a page on another site (its `Origin`, or `Sec-Fetch-Site: cross-site`); or, signed in, an account that may not do this (`Your account may not do this`), or not before it sets up the second factor the site requires of everyone (`Set up a second factor first`)',
			{ error: CROSS_ORIGIN_REFUSED },
		),
		NotFound: error('No record with this id', { error: 'FAQ was not found' }),
		MethodNotAllowed: error(
			'A documented path asked with a method it does not take; `Allow` lists those it does',
			{ error: 'This address accepts only GET, POST' },
			{ Allow: { description: 'The methods the path takes', schema: { type: 'string' } } },
		),
		PayloadTooLarge: error('The JSON body is larger than 200 kB', { error: BODY_TOO_LARGE }),
		TooManyRequests: error(
			'More requests from this address than API_RATE_LIMIT allows per minute (600 by default; answers from the cache do not count)',
			{ error: TOO_MANY_REQUESTS },
			retryAfter,
		),
		ServiceUnavailable: error('The database is briefly unreachable', { error: SERVICE_UNAVAILABLE }, retryAfter),
		NotModified: {
			description: 'The copy named by `If-None-Match` (or `If-Modified-Since`) is current; no body',
		},
	}
}

export type UsualStatus = 400 | 401 | 403 | 404 | 413 | 429 | 503
export const USUAL_RESPONSES: Record<UsualStatus, string> = {
	400: 'BadRequest',
	401: 'Unauthorized',
	403: 'Forbidden',
	404: 'NotFound',
	413: 'PayloadTooLarge',
	429: 'TooManyRequests',
	503: 'ServiceUnavailable',
}

/** The failures every operation of its kind has, derived from its declaration and the middleware in front of it. */
export function usualFailures(operation: ApiOperation): UsualStatus[] {
	const statuses: UsualStatus[] = []
	if (operation.request) statuses.push(400)
	if (needsSession(operation)) statuses.push(401)
	if (operation.method !== 'get' || needsSession(operation)) statuses.push(403)
	if (operation.path.includes('/:')) statuses.push(404)
	if (operation.request) statuses.push(413)
	// The probes mounted by the app are not rate limited, and /healthz asks nothing of the database.
	if (operation.mountedBy !== 'app') statuses.push(429, 503)
	return statuses
}

/** Public reads go through the response cache: validators on the answer, and 304 to a current copy. */
export const isCachedRead = (operation: ApiOperation) =>
	operation.method === 'get' &&
	!needsSession(operation) &&
	operation.mountedBy !== 'app' &&
	cacheKind('GET', operation.path, {}) === 'shared'
