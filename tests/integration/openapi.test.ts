// The OpenAPI document (ADR 0013): it lists exactly the routes the server answers, it is
// well-formed OpenAPI 3.1, its examples are valid against its own schemas, and the real API accepts what
// the document says it accepts and requires what the document says is required.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toOpenApiPath } from '#server/api/openapi.ts'
import type { OpenApiDocument, OperationObject, ResponseObject } from '#server/api/openapi-schemas.ts'
import { HTTP_METHODS } from '#server/api/operation.ts'
import { openApiDocument } from '#server/api/operations.ts'
import { type JsonSchema, resolvePointer, validate } from '#tests/helpers/json-schema.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let token: string
const doc: OpenApiDocument = openApiDocument()

beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
})
afterAll(() => app?.close())

type Operation = { method: string; path: string; operation: OperationObject }
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
	Object.entries(item).map(([method, operation]) => ({ method, path, operation: operation as OperationObject })),
)
const deref = <T>(node: T | { $ref: string }): T =>
	node && typeof node === 'object' && '$ref' in node ? (resolvePointer(doc, node.$ref) as T) : (node as T)

/** The routes an Express app answers: its own and those of every router mounted in it. */
type Layer = {
	name?: string
	route?: { path: string | string[]; methods: Record<string, boolean | undefined> }
	handle?: { stack?: Layer[] }
}
function routesOf(stack: Layer[]): Array<{ method: string; path: string }> {
	return stack.flatMap((layer) => {
		if (layer.route) {
			const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]
			const methods = Object.keys(layer.route.methods).filter((method) => layer.route!.methods[method])
			return paths.flatMap((path) => methods.map((method) => ({ method, path })))
		}
		return layer.handle?.stack ? routesOf(layer.handle.stack) : []
	})
}

describe('the document covers the server', () => {
	const served = () => routesOf((app.app as unknown as { router: { stack: Layer[] } }).router.stack)

	it('documents every route the server answers, and nothing else', () => {
		const routes = served().filter((route) => route.method !== '_all')
		const inServer = routes.map(({ method, path }) => `${method.toUpperCase()} ${toOpenApiPath(path)}`).sort()
		const inDocument = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()
		// Sanity: the walk found the API (8 collections × 5 calls and the others), not an empty stack.
		expect(inServer.length).toBeGreaterThan(45)
		expect(new Set(inServer).size, 'no route is mounted twice').toBe(inServer.length)
		expect(inServer).toEqual(inDocument)
	})

	it('catches every other method on a documented path, and paths below an item, in JSON', () => {
		const documentedPaths = new Set(Object.keys(doc.paths))
		for (const { path } of served().filter((route) => route.method === '_all')) {
			const openApiPath = toOpenApiPath(path).replace(/\/\{\*rest\}$/, '')
			expect(documentedPaths, `the catch-all ${path}`).toContain(openApiPath)
		}
	})

	it.each(Object.keys(doc.paths))('%s answers 405 with Allow for each method it does not take', async (path) => {
		const documented = Object.keys(doc.paths[path]!).map((method) => method.toUpperCase())
		const concrete = path.replace('{id}', '1')
		for (const method of HTTP_METHODS.map((name) => name.toUpperCase())) {
			if (documented.includes(method)) continue
			const response = await app.api(method, concrete, { token })
			expect(response.status, `${method} ${concrete}`).toBe(405)
			expect(response.headers.get('allow')?.split(', ').sort()).toEqual([...documented].sort())
			expect(response.body).toEqual({ error: expect.any(String) })
		}
	})
})

describe('the document is well-formed OpenAPI 3.1', () => {
	it('has the version, info, and paths that start with a slash', () => {
		expect(doc.openapi).toBe('3.1.0')
		expect(doc.info.title).toEqual(expect.any(String))
		expect(doc.info.version).toEqual(expect.any(String))
		for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\/[\w\-./{}]*$/)
	})

	it('resolves every $ref', () => {
		const refs: string[] = []
		const walk = (node: unknown) => {
			if (Array.isArray(node)) node.forEach(walk)
			else if (node && typeof node === 'object') {
				for (const [key, value] of Object.entries(node)) {
					if (key === '$ref') refs.push(value as string)
					else walk(value)
				}
			}
		}
		walk(doc)
		expect(refs.length).toBeGreaterThan(50)
		expect(refs.filter((ref) => resolvePointer(doc, ref) === undefined)).toEqual([])
	})

	it('gives every operation a unique operationId, a declared tag, a summary and responses with a success', () => {
		const ids = operations.map(({ operation }) => operation.operationId)
		expect(new Set(ids).size).toBe(ids.length)
		const tags = new Set(doc.tags.map((tag) => tag.name))
		for (const { method, path, operation } of operations) {
			const name = `${method.toUpperCase()} ${path}`
			expect(HTTP_METHODS as readonly string[], name).toContain(method)
			expect(
				operation.tags.every((tag) => tags.has(tag)),
				name,
			).toBe(true)
			expect(operation.summary, name).toEqual(expect.any(String))
			const statuses = Object.keys(operation.responses)
			expect(statuses.length, name).toBeGreaterThan(0)
			expect(
				statuses.every((status) => /^[1-5]\d\d$/.test(status)),
				name,
			).toBe(true)
			expect(
				statuses.some((status) => status.startsWith('2')),
				name,
			).toBe(true)
			for (const response of Object.values(operation.responses)) {
				expect(deref<ResponseObject>(response).description, name).toEqual(expect.any(String))
			}
		}
		// Every declared tag is used.
		expect([...tags].filter((tag) => !operations.some(({ operation }) => operation.tags.includes(tag)))).toEqual([])
	})

	it('declares each path parameter exactly once, as required', () => {
		for (const { path, operation } of operations) {
			const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
			const declared = (operation.parameters ?? []).map(deref).filter((parameter) => parameter.in === 'path')
			expect(declared.map((parameter) => parameter.name).sort(), path).toEqual(inPath)
			expect(declared.every((parameter) => parameter.required === true)).toBe(true)
		}
	})

	it('asks only for security schemes it defines, and marks exactly the calls the server guards', async () => {
		const schemes = Object.keys(doc.components.securitySchemes)
		for (const { method, path, operation } of operations) {
			for (const requirement of operation.security ?? []) {
				expect(schemes).toEqual(expect.arrayContaining(Object.keys(requirement)))
			}
			// Without a session, a guarded call is refused with 401 before anything else is looked at.
			const concrete = path.replace('{id}', '1')
			const response = await app.api(method.toUpperCase(), concrete, { body: method === 'get' ? undefined : {} })
			const guarded = (operation.security ?? []).length > 0
			expect(response.status === 401, `${method.toUpperCase()} ${path}`).toBe(guarded)
			if (guarded) expect(Object.keys(operation.responses)).toContain('401')
		}
	})

	it("has examples that are valid against the document's own schemas", () => {
		const problems: string[] = []
		const check = (where: string, media: { schema: JsonSchema; example?: unknown }) => {
			if (media.example === undefined) return
			problems.push(...validate(media.schema, media.example, doc).map((problem) => `${where} ${problem}`))
		}
		let checked = 0
		for (const { method, path, operation } of operations) {
			const name = `${method.toUpperCase()} ${path}`
			for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
				check(`${name} request ${type}`, media)
				if (media.example !== undefined) checked++
			}
			for (const [status, response] of Object.entries(operation.responses)) {
				for (const [type, media] of Object.entries(deref<ResponseObject>(response).content ?? {})) {
					check(`${name} ${status} ${type}`, media)
					if (media.example !== undefined) checked++
				}
			}
		}
		expect(checked).toBeGreaterThan(60)
		expect(problems).toEqual([])
	})
})

describe('GET /openapi.json', () => {
	it('serves the document as JSON, with the caching of public API reads', async () => {
		const response = await app.api('GET', '/openapi.json')
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toMatch(/^application\/json/)
		expect(response.body).toEqual(doc)
		expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
		const etag = response.headers.get('etag')
		expect(etag).toBeTruthy()
		const again = await app.api('GET', '/openapi.json', { headers: { 'if-none-match': etag! } })
		expect(again.status).toBe(304)
	})
})

/** The JSON request body schema of an operation, and its example. */
function jsonRequest(operation: OperationObject) {
	const media = operation.requestBody?.content['application/json']
	if (!media) throw new Error(`${operation.operationId} has no JSON body`)
	const schema = deref(media.schema) as JsonSchema & { properties: Record<string, JsonSchema>; required?: string[] }
	return { schema, example: media.example as Record<string, unknown> }
}

const successOf = (operation: OperationObject) => {
	const [status, response] = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))!
	return { status: Number(status), media: deref<ResponseObject>(response).content?.['application/json'] }
}

function expectMatchesAnswer(operation: OperationObject, response: { status: number; body: unknown; text: string }) {
	const { status, media } = successOf(operation)
	expect(response.status, `${operation.operationId}: ${response.text}`).toBe(status)
	if (media) expect(validate(media.schema, response.body, doc), operation.operationId).toEqual([])
}

const collectionPaths = operations
	.filter(({ method, path }) => method === 'post' && !path.includes('{') && doc.paths[`${path}/{id}`]?.get)
	.map(({ path, operation }) => ({ path, create: operation }))

describe('the API accepts what the document says, and requires what it marks required', () => {
	it('finds the nine content collections', () => {
		expect(collectionPaths.map(({ path }) => path).sort()).toEqual(
			[
				'/applications',
				'/blogs',
				'/careers',
				'/consulting',
				'/faqs',
				'/pages',
				'/partners',
				'/products',
				'/testimonials',
			].sort(),
		)
	})

	describe.each(collectionPaths)('$path', ({ path, create }) => {
		const item = doc.paths[`${path}/{id}`]!
		const list = doc.paths[path]!.get!

		it('creates, lists, reads, updates and deletes with the documented examples, answering the documented shapes', async () => {
			const { example } = jsonRequest(create)
			const created = await app.api('POST', path, { body: example, token })
			expectMatchesAnswer(create, created)
			const id = (created.body as { id: number }).id

			expectMatchesAnswer(list, await app.api('GET', path))
			expectMatchesAnswer(item.get!, await app.api('GET', `${path}/${id}`))

			const update = jsonRequest(item.put!)
			expect(update.schema.required, 'an update is partial').toBeUndefined()
			const updated = await app.api('PUT', `${path}/${id}`, { body: update.example, token })
			expectMatchesAnswer(item.put!, updated)
			expect(updated.body).toMatchObject({ id })
			expectMatchesAnswer(item.put!, await app.api('PUT', `${path}/${id}`, { body: {}, token }))

			const deleted = await app.api('DELETE', `${path}/${id}`, { token })
			expect(deleted.status).toBe(204)
		})

		it('refuses the example without each field the document marks required, and accepts it without the others', async () => {
			const { schema, example } = jsonRequest(create)
			const required = schema.required ?? []
			expect(required.length).toBeGreaterThan(0)
			for (const field of Object.keys(schema.properties)) {
				const { [field]: _left, ...without } = example
				const response = await app.api('POST', path, { body: without, token })
				if (required.includes(field)) {
					expect(response.status, `without ${field}`).toBe(400)
					expect(response.body.fields, `without ${field}`).toHaveProperty([field])
				} else {
					expect(response.status, `without ${field}: ${response.text}`).toBe(201)
				}
			}
			const onlyRequired = Object.fromEntries(Object.entries(example).filter(([field]) => required.includes(field)))
			expect((await app.api('POST', path, { body: onlyRequired, token })).status).toBe(201)
		})
	})

	it('POST /contact takes its example and requires what the document marks required', async () => {
		const contact = doc.paths['/contact']!.post!
		const { schema, example } = jsonRequest(contact)
		expectMatchesAnswer(contact, await app.api('POST', '/contact', { body: example }))
		for (const field of Object.keys(schema.properties)) {
			const { [field]: _left, ...without } = example
			const response = await app.api('POST', '/contact', { body: without })
			expect(response.status, `without ${field}`).toBe(schema.required?.includes(field) ? 400 : 201)
		}
		expectMatchesAnswer(
			doc.paths['/contact_submissions']!.get!,
			await app.api('GET', '/contact_submissions', { token }),
		)
	})

	it('the inbox calls take their examples and answer the documented shapes', async () => {
		const sent = await app.api('POST', '/contact', { body: jsonRequest(doc.paths['/contact']!.post!).example })
		const id = (sent.body as { id: number }).id
		const item = doc.paths['/contact_submissions/{id}']!
		expectMatchesAnswer(item.get!, await app.api('GET', `/contact_submissions/${id}`, { token }))
		const marked = await app.api('PATCH', `/contact_submissions/${id}`, {
			body: jsonRequest(item.patch!).example,
			token,
		})
		expectMatchesAnswer(item.patch!, marked)
		expect(marked.body).toMatchObject({ id, read: true })
		expect(jsonRequest(item.patch!).schema.required).toEqual(['read'])

		const exported = doc.paths['/contact_submissions.csv']!.get!
		const csvMedia = deref<ResponseObject>(exported.responses['200']!).content?.['text/csv']
		expect(csvMedia?.example).toEqual(expect.stringMatching(/^id,created_at,name,email,phone,subject,message,read\r\n/))
		const csv = await app.api('GET', '/contact_submissions.csv', { token })
		expect(csv.status).toBe(200)
		expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(csv.text).toMatch(/^id,created_at,name,email,phone,subject,message,read\r\n/)

		expect((await app.api('DELETE', `/contact_submissions/${id}`, { token })).status).toBe(204)
	})

	it('POST /admin/login signs in with its example, and requires both fields', async () => {
		const login = doc.paths['/admin/login']!.post!
		const { schema, example } = jsonRequest(login)
		expect(schema.required?.sort()).toEqual(['email', 'password'])
		expectMatchesAnswer(login, await app.api('POST', '/admin/login', { body: example }))
		expect((await app.api('POST', '/admin/login', { body: { email: example.email } })).status).toBe(400)
	})

	it('the passkey calls that need no authenticator answer the documented shapes', async () => {
		const passkeys = doc.paths['/admin/passkeys']!
		expectMatchesAnswer(passkeys.get!, await app.api('GET', '/admin/passkeys', { token }))
		const registration = doc.paths['/admin/passkeys/registration-options']!.post!
		expectMatchesAnswer(registration, await app.api('POST', '/admin/passkeys/registration-options', { token }))
		const signIn = doc.paths['/admin/passkeys/sign-in/options']!.post!
		expectMatchesAnswer(signIn, await app.api('POST', '/admin/passkeys/sign-in/options'))
	})

	it('the team calls take their examples and answer the documented shapes', async () => {
		const invitations = doc.paths['/users/invitations']!
		const created = await app.api('POST', '/users/invitations', { body: jsonRequest(invitations.post!).example, token })
		expectMatchesAnswer(invitations.post!, created)
		expectMatchesAnswer(invitations.get!, await app.api('GET', '/users/invitations', { token }))
		const resend = doc.paths['/users/invitations/{id}/resend']!.post!
		const resent = await app.api('POST', `/users/invitations/${created.body.id}/resend`, { token })
		expectMatchesAnswer(resend, resent)
		const accept = doc.paths['/invitations/{token}']!.post!
		const link = new URL(resent.body.url as string).pathname
		expectMatchesAnswer(accept, await app.api('POST', link, { body: jsonRequest(accept).example }))

		expectMatchesAnswer(doc.paths['/users']!.get!, await app.api('GET', '/users', { token }))
		expectMatchesAnswer(doc.paths['/admin/me']!.get!, await app.api('GET', '/admin/me', { token }))
		const member = await addTeamMember(app.services.db, { role: 'author' })
		const user = doc.paths['/users/{id}']!
		expectMatchesAnswer(
			user.put!,
			await app.api('PUT', `/users/${member.id}`, { body: jsonRequest(user.put!).example, token }),
		)
	})

	it('POST /upload answers the documented shape', async () => {
		const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
			.png()
			.toBuffer()
		expectMatchesAnswer(doc.paths['/upload']!.post!, await app.upload({ data: png, name: 'x.png', type: 'image/png' }))
	})

	it('GET /healthz, GET /readyz and POST /admin/logout answer the documented shapes', async () => {
		expectMatchesAnswer(doc.paths['/healthz']!.get!, await app.api('GET', '/healthz'))
		expectMatchesAnswer(doc.paths['/readyz']!.get!, await app.api('GET', '/readyz'))
		const session = (
			await app.api('POST', '/admin/login', { body: jsonRequest(doc.paths['/admin/login']!.post!).example })
		).body.token as string
		expectMatchesAnswer(doc.paths['/admin/logout']!.post!, await app.api('POST', '/admin/logout', { token: session }))
	})
})
