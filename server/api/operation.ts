import type { Request, Response } from 'express'
import type { z } from 'zod'

import type { AccessCheck } from '#server/auth/permissions.ts'
import type { Services } from '#server/services.ts'

/**
 * One call of the JSON API, declared once: the router mounts it (router.ts: path, method, auth guard, body
 * parser, handler) and the OpenAPI document describes it (openapi.ts) from the same declaration, so the
 * two cannot drift apart. tests/integration/openapi.test.ts walks the mounted router to make sure.
 */
export type ApiOperation = {
	method: HttpMethod
	/** Express syntax (`/faqs/:id`); the document writes `/faqs/{id}`. */
	path: string
	/** Unique across the API; the reference page uses it as the operation's anchor. */
	operationId: string
	tag: string
	summary: string
	/** CommonMark (the reference page renders it with raw HTML off). */
	description?: string
	/**
	 * Who may call it (ADR 0037). `public`: anyone (a read may answer more to a signed-in user, as its
	 * type's `read` rule says). Otherwise a permission of server/auth/permissions.ts or an action of the
	 * content type's rules: the router checks it in front of the handler (401 without a session, 403 when
	 * the rule says no) and the document names the session's schemes.
	 */
	access: OperationAccess
	request?: JsonRequest | ImageUpload | FormUpload
	/** Query parameters it takes, by name (the document lists them). */
	query?: Record<string, { description: string; schema: z.ZodType }>
	/** Request headers it honours, by name (the document lists them). */
	requestHeaders?: Record<string, { description: string; example: string }>
	answer: Answer
	/**
	 * Failures particular to this call, by status. The usual ones are derived from the declaration: 400 and
	 * 413 with a body, 401 for admin, 403 for writes, 404 with an id, 429 and 503; a status given here
	 * replaces the usual description, so say both causes when both apply.
	 */
	failures?: Partial<Record<FailureStatus, string | Failure>>
	/**
	 * `app`: mounted by create-app ahead of the caches, the rate limits and the CSRF check (the health check);
	 * otherwise by the API router, behind them.
	 */
	mountedBy?: 'app'
	/**
	 * A page of the site lives at the same address (the invitation's link: docs/decisions/0055-invitations.md):
	 * a browser's requests for it (router.ts `isPageRequest`) go on to the pages; the API takes the others.
	 */
	sharesPathWithPage?: boolean
	handle(req: Request, res: Response, services: Services): Promise<void> | void
}

/** An operation's access rule: anyone, or a check without an item (the handler asks again with one). */
export type OperationAccess = 'public' | DistributiveOmit<AccessCheck, 'item'>
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** Whether the router puts the session guard in front of the operation (the document's `security`, its 401). */
export const needsSession = (operation: Pick<ApiOperation, 'access'>) => operation.access !== 'public'

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 429 | 502 | 503

/** A JSON body, validated by `schema` (its input side is documented). */
export type JsonRequest = {
	kind: 'json'
	/** The component's name in the document. */
	name: string
	schema: z.ZodType
	/** A body the API accepts (the tests send it). */
	example: Record<string, unknown>
	/** The body is merged over the stored record: every field may be left out. */
	partial?: boolean
	/** The largest body taken (express.json's `limit`); default 200kb. */
	limit?: string
}

/** `multipart/form-data` with one image in the field `image`. */
export type ImageUpload = { kind: 'image' }

/**
 * `multipart/form-data`: text fields validated by `schema` (its input side is documented) and one file in
 * `file.field`, at most `file.maxBytes` (413 past it, naming the field).
 */
export type FormUpload = {
	kind: 'form'
	name: string
	schema: z.ZodType
	file: { field: string; maxBytes: number; description: string; contentType: string }
}

export type Answer = {
	status: 200 | 201 | 202 | 204
	description: string
	/** The body's shape (its output side is documented); none for 204. */
	body?: AnswerBody
	/** Response headers worth knowing about (besides the caching validators). */
	headers?: Record<string, { description: string; example: string }>
}

/** A failure whose body is more than the usual `Error` (the sign-in's second step). */
export type Failure = { description: string; body: AnswerBody }

export type AnswerBody = {
	/** Named bodies become reusable components. */
	name?: string
	schema: z.ZodType
	/** `record`: the schema's fields plus id, created_at and updated_at; `records`: a list of those. */
	shape?: 'record' | 'records'
	/** The default is application/json. */
	mediaType?: string
	example: unknown
}
