import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import { SESSION_COOKIE } from '#server/auth/sessions.ts'
import { cacheKind } from '#server/cache/policy.ts'
import { RecordMeta, toValidationError } from '#server/content/collection.ts'
import { FaqInput } from '#server/content/types/faqs.ts'
import {
	ApiErrorBody,
	BODY_TOO_LARGE,
	CROSS_ORIGIN_REFUSED,
	SERVICE_UNAVAILABLE,
	SIGN_IN_REQUIRED,
	TOO_MANY_REQUESTS,
} from '#server/api/http.ts'
import type { AnswerBody, ApiOperation, FailureStatus, HttpMethod } from '#server/api/operation.ts'
import { contentTypes } from '#server/content/registry.ts'

/*
 * The OpenAPI 3.1 document of the JSON API, built from the list of operations (operations.ts) and the Zod schemas
 * that validate each call: request bodies show the schema's input side (what a client may send: `null`
 * where the API accepts it, the array form of picture lists), answers its output side (what is stored).
 * What JSON Schema cannot say (the URL check, the testimonial media rule, trimming) is in the schemas'
 * `.meta({ description })`, next to the check itself. A schema whose output is a bare transform cannot be
 * described and throws here: pipe the transform into the type it produces (see content/fields.ts).
 */

/** The document's groups: one per content type (from its definition), then the calls of the other concerns. */
export const API_TAGS: ReadonlyArray<{ name: string; description: string }> = [
	...contentTypes.map((type) => ({ name: type.api.tag ?? type.label.plural, description: type.api.description })),
	{ name: 'Contact', description: "Visitors' messages, and the admin's inbox of them." },
	{ name: 'Admin session', description: 'Signing in and out. Other admin calls need the session this opens.' },
	{ name: 'Uploads', description: 'Images for the picture fields.' },
	{ name: 'Service', description: 'The health check and this document.' },
]

export type JsonSchema = { [keyword: string]: unknown }
export type Reference = { $ref: string }
export type MediaTypeObject = {
	schema: JsonSchema
	example?: unknown
	encoding?: Record<string, { contentType: string }>
}
export type HeaderObject = { description: string; schema: JsonSchema; example?: string }
export type ResponseObject = {
	description: string
	headers?: Record<string, HeaderObject>
	content?: Record<string, MediaTypeObject>
}
export type ParameterObject = {
	name: string
	in: 'path' | 'query' | 'header' | 'cookie'
	required: boolean
	description?: string
	schema: JsonSchema
}
export type OperationObject = {
	operationId: string
	tags: string[]
	summary: string
	description?: string
	security?: Array<Record<string, string[]>>
	parameters?: Array<ParameterObject | Reference>
	requestBody?: { required: boolean; content: Record<string, MediaTypeObject> }
	responses: Record<string, ResponseObject | Reference>
}
export type OpenApiDocument = {
	openapi: '3.1.0'
	info: { title: string; version: string; summary: string; description: string }
	tags: Array<{ name: string; description: string }>
	paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>
	components: {
		schemas: Record<string, JsonSchema>
		responses: Record<string, ResponseObject>
		parameters: Record<string, ParameterObject>
		securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string; description: string }>
	}
}

/** `/faqs/:id` → `/faqs/{id}`. */
export const toOpenApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}')

const JSON_TYPE = 'application/json'
const ref = (section: 'schemas' | 'responses' | 'parameters', name: string): Reference => ({
	$ref: `#/components/${section}/${name}`,
})

/** A Zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), tidied for reading. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
	const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonSchema
	return tidy(json, io)
}

/**
 * Nested `anyOf`s (a nullable union) become one list; answers drop `additionalProperties: false`, which
 * Zod writes for an object's output but would forbid the fields a later version adds; a `format` Zod
 * also spells out as a long `pattern` keeps only the format.
 */
function tidy(node: JsonSchema, io: 'input' | 'output'): JsonSchema {
	const result: JsonSchema = {}
	for (const [keyword, value] of Object.entries(node)) {
		if (keyword === 'additionalProperties' && value === false && io === 'output') continue
		if (keyword === 'pattern' && (node.format === 'date-time' || node.format === 'email')) continue
		if (keyword === 'anyOf' && Array.isArray(value)) {
			result.anyOf = (value as JsonSchema[]).flatMap((option) => {
				const tidied = tidy(option, io)
				return Object.keys(tidied).length === 1 && Array.isArray(tidied.anyOf)
					? (tidied.anyOf as JsonSchema[])
					: [tidied]
			})
		} else if (keyword === 'properties' && value && typeof value === 'object') {
			result.properties = Object.fromEntries(
				Object.entries(value as Record<string, JsonSchema>).map(([name, property]) => [name, tidy(property, io)]),
			)
		} else if (keyword === 'items' && value && typeof value === 'object' && !Array.isArray(value)) {
			result.items = tidy(value as JsonSchema, io)
		} else {
			result[keyword] = value
		}
	}
	return result
}

/** A stored record: `id`, the schema's fields as stored, `created_at`, `updated_at`; every one always there. */
function recordSchema(fields: z.ZodType): JsonSchema {
	const meta = toJsonSchema(RecordMeta, 'output') as { properties: Record<string, JsonSchema> }
	const own = toJsonSchema(fields, 'output') as { properties: Record<string, JsonSchema> }
	const properties = { id: meta.properties.id, ...own.properties, ...meta.properties }
	return { type: 'object', properties, required: Object.keys(properties) }
}

function failureResponses(): Record<string, ResponseObject> {
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
		Forbidden: error('A write sent from a page on another site (its `Origin`, or `Sec-Fetch-Site: cross-site`)', {
			error: CROSS_ORIGIN_REFUSED,
		}),
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

type UsualStatus = 400 | 401 | 403 | 404 | 413 | 429 | 503
const USUAL_RESPONSES: Record<UsualStatus, string> = {
	400: 'BadRequest',
	401: 'Unauthorized',
	403: 'Forbidden',
	404: 'NotFound',
	413: 'PayloadTooLarge',
	429: 'TooManyRequests',
	503: 'ServiceUnavailable',
}

/** The failures every operation of its kind has, derived from its declaration and the middleware in front of it. */
function usualFailures(operation: ApiOperation): UsualStatus[] {
	const statuses: UsualStatus[] = []
	if (operation.request) statuses.push(400)
	if (operation.access === 'admin') statuses.push(401)
	if (operation.method !== 'get') statuses.push(403)
	if (operation.path.includes('/:')) statuses.push(404)
	if (operation.request) statuses.push(413)
	if (operation.mountedBy !== 'app') statuses.push(429)
	statuses.push(503)
	return statuses
}

/** Public reads go through the response cache: validators on the answer, and 304 to a current copy. */
const isCachedRead = (operation: ApiOperation) =>
	operation.method === 'get' &&
	operation.access === 'public' &&
	operation.mountedBy !== 'app' &&
	cacheKind('GET', operation.path, {}) === 'shared'

export function buildOpenApiDocument(operations: readonly ApiOperation[]): OpenApiDocument {
	const schemas: Record<string, JsonSchema> = {
		Error: toJsonSchema(ApiErrorBody, 'output'),
	}
	const addSchema = (name: string, schema: JsonSchema): Reference => {
		const existing = schemas[name]
		if (existing && !isDeepStrictEqual(existing, schema)) throw new Error(`Two different schemas are named ${name}`)
		schemas[name] = schema
		return ref('schemas', name)
	}
	const answerSchema = (body: AnswerBody): JsonSchema => {
		if (body.shape) {
			const item = body.name ? addSchema(body.name, recordSchema(body.schema)) : recordSchema(body.schema)
			return body.shape === 'records' ? { type: 'array', items: item } : item
		}
		const json = toJsonSchema(body.schema, 'output')
		return body.name ? addSchema(body.name, json) : json
	}

	const paths: OpenApiDocument['paths'] = {}
	const operationIds = new Set<string>()
	for (const operation of operations) {
		if (operationIds.has(operation.operationId)) throw new Error(`Two operations are named ${operation.operationId}`)
		operationIds.add(operation.operationId)

		const responses: OperationObject['responses'] = {}
		const { answer } = operation
		const cached = isCachedRead(operation)
		const headers: Record<string, HeaderObject> = {}
		for (const [name, { description, example }] of Object.entries(answer.headers ?? {})) {
			headers[name] = { description, schema: { type: 'string' }, example }
		}
		if (cached) {
			headers.ETag = {
				description: 'Send it back in `If-None-Match` to get a 304 while unchanged',
				schema: { type: 'string' },
			}
			headers['Last-Modified'] = { description: 'When the content last changed', schema: { type: 'string' } }
		}
		responses[answer.status] = {
			description: answer.description,
			...(Object.keys(headers).length > 0 && { headers }),
			...(answer.body && {
				content: {
					[answer.body.mediaType ?? JSON_TYPE]: { schema: answerSchema(answer.body), example: answer.body.example },
				},
			}),
		}
		if (cached) responses['304'] = ref('responses', 'NotModified')
		const particularStatuses = Object.keys(operation.failures ?? {}).map(Number) as FailureStatus[]
		const statuses = new Set<FailureStatus>([...usualFailures(operation), ...particularStatuses])
		for (const status of [...statuses].sort((a, b) => a - b)) {
			const particular = operation.failures?.[status]
			responses[status] = particular
				? {
						description: particular,
						...(status === 429 || status === 503
							? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
							: {}),
						content: { [JSON_TYPE]: { schema: ref('schemas', 'Error') } },
					}
				: ref('responses', USUAL_RESPONSES[status as UsualStatus])
		}

		const parameters = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) =>
			name === 'id'
				? ref('parameters', 'Id')
				: ({ name: name!, in: 'path', required: true, schema: { type: 'string' } } satisfies ParameterObject),
		)
		const { request } = operation
		let requestBody: OperationObject['requestBody']
		if (request?.kind === 'json') {
			const json = toJsonSchema(request.schema, 'input')
			if (request.partial) delete json.required
			requestBody = {
				required: true,
				content: { [JSON_TYPE]: { schema: addSchema(request.name, json), example: request.example } },
			}
		} else if (request?.kind === 'image') {
			requestBody = {
				required: true,
				content: {
					'multipart/form-data': {
						schema: {
							type: 'object',
							properties: {
								image: {
									type: 'string',
									contentMediaType: 'application/octet-stream',
									description: 'The image file: JPEG, PNG, WebP, AVIF or GIF (decided by its bytes)',
								},
							},
							required: ['image'],
						},
						encoding: { image: { contentType: 'image/jpeg, image/png, image/webp, image/avif, image/gif' } },
					},
				},
			}
		}

		const path = toOpenApiPath(operation.path)
		paths[path] ??= {}
		paths[path][operation.method] = {
			operationId: operation.operationId,
			tags: [operation.tag],
			summary: operation.summary,
			...(operation.description && { description: operation.description }),
			...(operation.access === 'admin' && { security: [{ bearerAuth: [] }, { sessionCookie: [] }] }),
			...(parameters.length > 0 && { parameters }),
			...(requestBody && { requestBody }),
			responses,
		}
	}

	const responses = failureResponses()
	return {
		openapi: '3.1.0',
		info: {
			title: 'Sigma Analytics API',
			version: '1.0.0',
			summary: 'The JSON API behind the Sigma Analytics website and its admin area.',
			description: INFO_DESCRIPTION,
		},
		tags: API_TAGS.map((tag) => ({ ...tag })),
		paths,
		components: {
			schemas,
			responses,
			parameters: {
				Id: {
					name: 'id',
					in: 'path',
					required: true,
					description: "The record's id; anything but a positive integer is a 404",
					schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
				},
			},
			securitySchemes: {
				bearerAuth: {
					type: 'http',
					scheme: 'bearer',
					description: 'The token from `POST /admin/login`, as `Authorization: Bearer <token>`',
				},
				sessionCookie: {
					type: 'apiKey',
					in: 'cookie',
					name: SESSION_COOKIE,
					description: 'The HttpOnly cookie `POST /admin/login` sets; browsers send it by themselves',
				},
			},
		},
	}
}

const INFO_DESCRIPTION = `The JSON API behind this site and its admin area, at the site's own origin. Bodies are JSON; \`/upload\` takes \`multipart/form-data\`.

- **Auth.** Calls marked *admin* need the admin's session: the token from \`POST /admin/login\` as \`Authorization: Bearer <token>\`, or the \`${SESSION_COOKIE}\` cookie that login sets. Without one: \`401\`. A session lasts 24 hours; \`POST /admin/logout\` ends it.
- **Writes from other sites.** A write whose \`Origin\` (or \`Sec-Fetch-Site: cross-site\`) names another site is refused with \`403\`.
- **Records.** Lists come oldest first. Every record has \`id\`, \`created_at\` and \`updated_at\` (ISO 8601, UTC). Create answers \`201\` with the record, update \`200\` with the record, delete \`204\`. Updates are partial: the fields sent are merged over the stored record.
- **Fields.** Texts are trimmed, and a required text may not be blank. Every text has a length limit. Addresses are \`http(s)://…\` or a path on this site (\`/uploads/…\`). Picture lists are comma-separated addresses (an array is accepted too). Unknown fields are ignored.
- **Errors** are JSON: \`{ "error": "<message>", "fields": { "<field>": "<message>" } }\`, with \`400\` (invalid input, malformed JSON), \`401\`, \`403\`, \`404\` (unknown id or path), \`405\` (a method the path does not take; \`Allow\` lists those it does), \`413\` (too large), \`415\` (not an accepted image), \`429\` (too many requests; \`Retry-After\` says how long to wait) and \`503\` (database briefly unreachable).
- **Caching.** Public reads carry \`ETag\` and \`Last-Modified\` and answer \`304\` to a current copy.
- **Limits.** Per client address: \`API_RATE_LIMIT\` requests a minute to the API (600 by default; answers from the cache do not count), \`UPLOAD_RATE_LIMIT\` uploads a minute (60), \`CONTACT_RATE_LIMIT\` contact messages per 10 minutes (5), and a growing delay after failed sign-ins.`
