import { STATUS_CODES } from 'node:http'
import MarkdownIt from 'markdown-it'

import type {
	JsonSchema,
	MediaTypeObject,
	OpenApiDocument,
	OperationObject,
	ParameterObject,
	Reference,
	ResponseObject,
} from '#server/api/openapi-schemas.ts'
import { openApiDocument } from '#server/api/operations.ts'
import type { ApiReferenceView, FieldView, OperationView, ResponseView } from '#app/lib/api-reference.ts'

/*
 * The OpenAPI document as the /api-reference page shows it: $refs resolved, schemas turned into field
 * lists with their limits in words, Markdown descriptions rendered to HTML (our own texts; raw HTML off
 * all the same), and example requests and answers written out as HTTP messages.
 */

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true })
const inline = (text: string | undefined) => (text ? markdown.renderInline(text) : undefined)
const block = (text: string | undefined) => (text ? markdown.render(text) : undefined)

const SCHEMA_PREFIX = '#/components/schemas/'
const isReference = (node: unknown): node is Reference =>
	typeof node === 'object' && node !== null && typeof (node as Reference).$ref === 'string'

export const schemaAnchor = (name: string) => `schema-${name}`
const responseAnchor = (name: string) => `response-${name}`
export const tagAnchor = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

export function apiReferenceView(doc: OpenApiDocument = openApiDocument()): ApiReferenceView {
	const resolve = <T>(node: T | Reference): T => {
		if (!isReference(node)) return node
		const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(node.$ref) ?? []
		const target = (doc.components as Record<string, Record<string, unknown>>)[section ?? '']?.[name ?? '']
		if (target === undefined) throw new Error(`Unresolved ${node.$ref}`)
		return target as T
	}
	const schemaOf = (node: JsonSchema): JsonSchema => resolve(node as JsonSchema | Reference)

	const responseSchemas = new Set<string>()
	const sharedResponses = new Map<string, ResponseView & { example?: string }>()
	const typeLabel = (node: JsonSchema): { label: string; link?: string } => {
		if (isReference(node)) {
			const name = node.$ref.slice(SCHEMA_PREFIX.length)
			return { label: name, link: schemaAnchor(name) }
		}
		if (Array.isArray(node.anyOf)) {
			const options = (node.anyOf as JsonSchema[]).map((option) => typeLabel(option).label)
			return { label: [...new Set(options)].join(' or ') }
		}
		if (node.const !== undefined) return { label: JSON.stringify(node.const) }
		if (node.type === 'array' && node.items) {
			const item = typeLabel(node.items as JsonSchema)
			return { label: `array of ${item.label}`, link: item.link }
		}
		if (node.type === 'object' && node.additionalProperties && !node.properties) {
			return { label: `object of ${typeLabel(node.additionalProperties as JsonSchema).label}` }
		}
		return { label: Array.isArray(node.type) ? node.type.join(' or ') : String(node.type ?? 'any') }
	}

	const rulesOf = (node: JsonSchema): string[] => {
		const options = Array.isArray(node.anyOf) ? [node, ...(node.anyOf as JsonSchema[])] : [node]
		const rules: string[] = []
		for (const option of options) {
			const { minLength, maxLength, minimum, maximum, multipleOf, pattern, format } = option as Record<string, unknown>
			if (typeof minLength === 'number' && typeof maxLength === 'number')
				rules.push(`${minLength}–${maxLength} characters`)
			else if (typeof maxLength === 'number') rules.push(`at most ${maxLength} characters`)
			else if (typeof minLength === 'number') rules.push(`at least ${minLength} characters`)
			if (typeof minimum === 'number' && typeof maximum === 'number' && maximum < Number.MAX_SAFE_INTEGER)
				rules.push(`${minimum} to ${maximum}`)
			else if (typeof minimum === 'number') rules.push(`at least ${minimum}`)
			if (typeof multipleOf === 'number') rules.push(`in steps of ${multipleOf}`)
			if (Array.isArray(option.enum))
				rules.push(
					`one of ${option.enum.map((value) => (value === '' ? '"" (none)' : JSON.stringify(value))).join(', ')}`,
				)
			if (typeof pattern === 'string') rules.push(`matches ${pattern}`)
			if (typeof format === 'string') rules.push(FORMAT_WORDS[format] ?? `format ${format}`)
		}
		return [...new Set(rules)]
	}

	const fieldsOf = (schema: JsonSchema): FieldView[] => {
		const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
		const required = new Set((schema.required as string[] | undefined) ?? [])
		return Object.entries(properties).map(([name, property]) => {
			const type = typeLabel(property)
			return {
				name,
				type: type.label,
				...(type.link && { typeLink: type.link }),
				required: required.has(name),
				rules: rulesOf(property),
				...(typeof property.description === 'string' && { descriptionHtml: inline(property.description) }),
			}
		})
	}

	const tags = doc.tags.map((tag) => ({
		name: tag.name,
		id: tagAnchor(tag.name),
		descriptionHtml: inline(tag.description),
		operations: [] as OperationView[],
	}))
	for (const [path, item] of Object.entries(doc.paths)) {
		for (const [method, operation] of Object.entries(item) as Array<[string, OperationObject]>) {
			const view = operationView(method, path, operation)
			const tag = tags.find((candidate) => candidate.name === operation.tags[0])
			if (!tag) throw new Error(`${operation.operationId} has an undeclared tag`)
			tag.operations.push(view)
		}
	}

	function responseView(status: string, response: ResponseObject): ResponseView {
		const content = Object.values(response.content ?? {})[0]
		const body = content ? typeLabel(content.schema) : undefined
		if (body?.link) responseSchemas.add(body.link.slice('schema-'.length))
		return {
			status,
			descriptionHtml: inline(response.description) ?? '',
			descriptionText: response.description.replace(/`/g, ''),
			...(body && { body }),
			headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
				name,
				descriptionHtml: inline(header.description) ?? '',
			})),
		}
	}

	function operationView(method: string, path: string, operation: OperationObject): OperationView {
		const parameters = (operation.parameters ?? []).map((node) => {
			const parameter = resolve<ParameterObject>(node)
			return {
				name: parameter.name,
				location: parameter.in,
				type: typeLabel(parameter.schema).label,
				rules: rulesOf(parameter.schema),
				descriptionHtml: inline(parameter.description),
			}
		})

		let requestBody: OperationView['requestBody']
		let requestExample: { mediaType: string; media: MediaTypeObject } | undefined
		const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
		if (mediaType && media) {
			const schema = schemaOf(media.schema)
			const schemaName = isReference(media.schema) ? media.schema.$ref.slice(SCHEMA_PREFIX.length) : undefined
			requestBody = {
				mediaType,
				...(schemaName && { schemaName }),
				...(typeof schema.description === 'string' && { descriptionHtml: inline(schema.description) }),
				fields: fieldsOf(schema),
			}
			requestExample = { mediaType, media }
		}

		const responses = Object.entries(operation.responses).map(([status, node]) => {
			const view = responseView(status, resolve<ResponseObject>(node))
			if (!isReference(node)) return view
			const name = node.$ref.slice(node.$ref.lastIndexOf('/') + 1)
			if (!sharedResponses.has(name)) {
				const example = Object.values(resolve<ResponseObject>(node).content ?? {})[0]?.example
				sharedResponses.set(name, {
					...view,
					sharedId: responseAnchor(name),
					...(example !== undefined && { example: json(example) }),
				})
			}
			return { ...view, sharedId: responseAnchor(name) }
		})

		const concretePath = path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'id' ? '1' : name))
		const admin = (operation.security ?? []).length > 0
		const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))
		return {
			id: operation.operationId,
			method: method.toUpperCase(),
			path,
			summary: operation.summary,
			...(operation.description && { descriptionHtml: block(operation.description) }),
			admin,
			parameters,
			...(requestBody && { requestBody }),
			responses,
			exampleRequest: httpRequest(method.toUpperCase(), concretePath, admin, requestExample),
			exampleResponse: success ? httpResponse(success[0], resolve<ResponseObject>(success[1])) : '',
		}
	}

	const schemas = [...responseSchemas]
		.filter((name) => doc.components.schemas[name])
		.map((name) => {
			const schema = doc.components.schemas[name]!
			return {
				name,
				id: schemaAnchor(name),
				...(typeof schema.description === 'string' && { descriptionHtml: inline(schema.description) }),
				fields: fieldsOf(schema),
			}
		})

	return {
		title: doc.info.title,
		version: doc.info.version,
		summary: doc.info.summary,
		introHtml: block(doc.info.description) ?? '',
		tags: tags.filter((tag) => tag.operations.length > 0),
		sharedResponses: [...sharedResponses.values()].sort((a, b) => Number(a.status) - Number(b.status)),
		schemas,
	}
}

const FORMAT_WORDS: Record<string, string> = {
	email: 'an e-mail address',
	'date-time': 'date and time (ISO 8601)',
	'uri-reference': 'a web address or a path',
}

/** Short values on one line, others indented. */
const json = (value: unknown) => {
	const compact = JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ')
	return compact.length <= 60 ? compact : JSON.stringify(value, null, 2)
}

function httpRequest(
	method: string,
	path: string,
	admin: boolean,
	body: { mediaType: string; media: MediaTypeObject } | undefined,
): string {
	const lines = [`${method} ${path} HTTP/1.1`]
	if (admin) lines.push('Authorization: Bearer <token>')
	if (!body) return lines.join('\n')
	if (body.mediaType === 'multipart/form-data') {
		lines.push(
			'Content-Type: multipart/form-data; boundary=XyZ',
			'',
			'--XyZ',
			'Content-Disposition: form-data; name="image"; filename="photo.jpg"',
			'Content-Type: image/jpeg',
			'',
			'<the bytes of the image>',
			'--XyZ--',
		)
		return lines.join('\n')
	}
	lines.push(`Content-Type: ${body.mediaType}`, '', json(body.media.example))
	return lines.join('\n')
}

function httpResponse(status: string, response: ResponseObject): string {
	const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[Number(status)] ?? ''}`.trimEnd()]
	const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? []
	if (mediaType) lines.push(`Content-Type: ${mediaType}`)
	for (const [name, header] of Object.entries(response.headers ?? {})) {
		if (header.example) lines.push(`${name}: ${header.example}`)
	}
	if (media?.example !== undefined) lines.push('', json(media.example))
	return lines.join('\n')
}
