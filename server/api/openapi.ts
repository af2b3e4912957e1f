import { isDeepStrictEqual } from 'node:util'

import { UPLOAD_KEEP_FIELD } from '#shared/uploads.ts'
import { ApiErrorBody } from '#server/api/http.ts'
import {
	failureResponses,
	isCachedRead,
	USUAL_RESPONSES,
	usualFailures,
	type UsualStatus,
} from '#server/api/openapi-responses.ts'
import {
	type HeaderObject,
	JSON_TYPE,
	type JsonSchema,
	type OpenApiDocument,
	type OperationObject,
	type ParameterObject,
	recordSchema,
	ref,
	type Reference,
	type ResponseObject,
	toJsonSchema,
} from '#server/api/openapi-schemas.ts'
import {
	type AnswerBody,
	type ApiOperation,
	type Failure,
	type FailureStatus,
	needsSession,
} from '#server/api/operation.ts'
import { SESSION_COOKIE } from '#server/auth/sessions.ts'
import { contentTypes, singletons } from '#server/content/registry.ts'

/*
 * The OpenAPI 3.1 document of the JSON API, built from the list of operations (operations.ts) and the Zod schemas
 * that validate each call: request bodies show the schema's input side (what a client may send: `null`
 * where the API accepts it, the array form of picture lists), answers its output side (what is stored).
 * What JSON Schema cannot say (the URL check, the testimonial media rule, trimming) is in the schemas'
 * `.meta({ description })`, next to the check itself. A schema whose output is a bare transform cannot be
 * described and throws here: pipe the transform into the type it produces (see the field kinds: server/content/field-kinds/kinds/).
 */

/** The document's groups: one per content type (from its definition), then the calls of the other concerns. */
export const API_TAGS: ReadonlyArray<{ name: string; description: string }> = [
	...contentTypes.map((type) => ({ name: type.api.tag ?? type.label.plural, description: type.api.description })),
	...singletons.map((singleton) => ({ name: singleton.label, description: singleton.api.description })),
	{
		name: 'Redirects',
		description:
			'Where an address that names no page sends its visitors (301 or 302), answered before the 404. Earlier slugs of items are here, editable.',
	},
	{
		name: 'Site health',
		description:
			'What the checks before publishing find on the live site, and its own findings (redirect chains, pages no link reaches). Each content type’s `GET /{collection}/{id}/checks` and `POST /{collection}/checks` check one item.',
	},
	{
		name: 'Job applications',
		description:
			'Candidates apply for an open position (`POST /careers/{id}/applications`, public); administrators and editors read the applications, change their status and notes, download the CVs and erase them. Personal data: erased after `APPLICATION_DAYS` (180 by default), in backups only when asked.',
	},
	{
		name: 'Trash',
		description:
			'Deleted content of every kind, restorable until it is purged (`TRASH_DAYS` after its deletion, 30 by default).',
	},
	{
		name: 'Presence',
		description:
			'Who else has an item’s edit screen open: each screen reports itself while open and reads the others, so two people editing one item know it.',
	},
	{ name: 'Contact', description: "Visitors' messages, and the admin's inbox of them." },
	{
		name: 'Admin session',
		description: 'Signing in and out, and your own profile. Other admin calls need the session this opens.',
	},
	{
		name: 'Team',
		description:
			'The users of the admin area, each with a role (administrator, editor, author, contributor), and the invitations that bring new ones. An administrator’s, but for accepting an invitation.',
	},
	{
		name: 'Audit log',
		description:
			'Who did what, from which session: sign-ins, sessions ended, second factors changed, content and media written. Kept `AUDIT_DAYS` (365 by default).',
	},
	{
		name: 'Passkeys',
		description:
			"The admin's passkeys (WebAuthn): adding, listing and removing them, and signing in with one, without an e-mail.",
	},
	{
		name: 'Account security',
		description:
			'The second factors of the admin account: the authenticator app (TOTP) and the recovery codes. Turning the app off and making new recovery codes ask for the password again.',
	},
	{ name: 'Uploads', description: 'Images for the picture fields.' },
	{
		name: 'Media',
		description:
			'The media library: every stored image, its alt text, whether it is decorative, its focal point, and the items that use it. An image is deleted only when nothing uses it.',
	},
	{
		name: 'Analytics',
		description:
			'The site’s own page views, counted without cookies: the public pages’ counter and the admin’s report (views, visitors, top pages, referrers, campaigns, devices, contact conversion). Raw views are kept `ANALYTICS_RAW_DAYS` (30 by default), their daily totals for good.',
	},
	{ name: 'Service', description: 'The health check and this document.' },
]

/** A failure of one operation: its description with the `Error` body, or a body of its own. */
function particularResponse(
	status: FailureStatus,
	particular: string | Failure,
	answerSchema: (body: AnswerBody) => JsonSchema,
): ResponseObject {
	if (typeof particular === 'object') {
		const { description, body } = particular
		return {
			description,
			content: { [body.mediaType ?? JSON_TYPE]: { schema: answerSchema(body), example: body.example } },
		}
	}
	return {
		description: particular,
		...(status === 429 || status === 503
			? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
			: {}),
		content: { [JSON_TYPE]: { schema: ref('schemas', 'Error') } },
	}
}

/** `/faqs/:id` → `/faqs/{id}`. */
export const toOpenApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}')

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
				? particularResponse(status, particular, answerSchema)
				: ref('responses', USUAL_RESPONSES[status as UsualStatus])
		}

		const parameters = [
			...[...operation.path.matchAll(/:(\w+)/g)].map(([, name]) =>
				name === 'id'
					? ref('parameters', 'Id')
					: ({ name: name!, in: 'path', required: true, schema: { type: 'string' } } satisfies ParameterObject),
			),
			...Object.entries(operation.query ?? {}).map(
				([name, { description, schema }]) =>
					({
						name,
						in: 'query',
						required: false,
						description,
						schema: toJsonSchema(schema, 'input'),
					}) satisfies ParameterObject,
			),
			...Object.entries(operation.requestHeaders ?? {}).map(
				([name, { description, example }]) =>
					({
						name,
						in: 'header',
						required: false,
						description: `${description} (e.g. \`${example}\`)`,
						schema: { type: 'string' },
					}) satisfies ParameterObject,
			),
		]
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
								[UPLOAD_KEEP_FIELD]: {
									type: 'string',
									enum: ['1'],
									description:
										'`1`: keep the image in the library while no item uses it (without it, an upload no item uses a day later is removed)',
								},
							},
							required: ['image'],
						},
						encoding: { image: { contentType: 'image/jpeg, image/png, image/webp, image/avif, image/gif' } },
					},
				},
			}
		} else if (request?.kind === 'form') {
			const json = toJsonSchema(request.schema, 'input') as JsonSchema & {
				properties?: Record<string, unknown>
				required?: string[]
			}
			const { field, description, contentType } = request.file
			requestBody = {
				required: true,
				content: {
					'multipart/form-data': {
						schema: addSchema(request.name, {
							...json,
							properties: {
								...json.properties,
								[field]: { type: 'string', contentMediaType: 'application/octet-stream', description },
							},
							required: [...(json.required ?? []), field],
						}),
						encoding: { [field]: { contentType } },
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
			...(needsSession(operation) && { security: [{ bearerAuth: [] }, { sessionCookie: [] }] }),
			...(parameters.length > 0 && { parameters }),
			...(requestBody && { requestBody }),
			responses,
		}
	}

	const responses = failureResponses()
	return {
		openapi: '3.1.0',
		info: {
			title: 'Website API',
			version: '1.0.0',
			summary: 'The JSON API behind the website and its admin area.',
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

- **Auth.** Calls marked *admin* need the admin's session: the token from \`POST /admin/login\` as \`Authorization: Bearer <token>\`, or the \`${SESSION_COOKIE}\` cookie that login sets. Without one: \`401\`. A session lasts 24 hours; \`POST /admin/logout\` ends it. Once the admin has a second factor, the right password answers \`401\` with \`second_step\`, and \`POST /admin/login/second-step\` finishes the sign-in with a code.
- **Writes from other sites.** A write whose \`Origin\` (or \`Sec-Fetch-Site: cross-site\`) names another site is refused with \`403\`.
- **Records.** Lists come oldest first. Every record has \`id\`, \`created_at\` and \`updated_at\` (ISO 8601, UTC). Create answers \`201\` with the record, update \`200\` with the record, delete \`204\`. Updates are partial: the fields sent are merged over the stored record.
- **Fields.** Texts are trimmed, and a required text may not be blank. Every text has a length limit. Addresses are \`http(s)://…\` or a path on this site (\`/uploads/…\`). Picture lists are comma-separated addresses (an array is accepted too). Unknown fields are ignored.
- **Errors** are JSON: \`{ "error": "<message>", "fields": { "<field>": "<message>" } }\`, with \`400\` (invalid input, malformed JSON), \`401\`, \`403\`, \`404\` (unknown id or path), \`405\` (a method the path does not take; \`Allow\` lists those it does), \`413\` (too large), \`415\` (not an accepted image), \`429\` (too many requests; \`Retry-After\` says how long to wait) and \`503\` (database briefly unreachable).
- **Caching.** Public reads carry \`ETag\` and \`Last-Modified\` and answer \`304\` to a current copy.
- **Limits.** Per client address, in total over every instance of the server: \`API_RATE_LIMIT\` requests a minute to the API (600 by default; answers from the cache do not count), \`UPLOAD_RATE_LIMIT\` uploads a minute (60), \`CONTACT_RATE_LIMIT\` contact messages per 10 minutes (5), and a growing delay after failed sign-ins.`
