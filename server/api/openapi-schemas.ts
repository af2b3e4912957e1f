import { z } from 'zod'

import type { HttpMethod } from '#server/api/operation.ts'
import { RecordMeta } from '#server/content/collection.ts'
import { fieldInfo } from '#server/content/field-kinds/kind.ts'
import { fieldKinds } from '#server/content/field-kinds/registry.ts'

/*
 * The shapes of the OpenAPI 3.1 document, and the Zod schemas turned into its JSON Schema: request bodies
 * from the schema's input side, answers from its output side (see openapi.ts).
 */

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

export const JSON_TYPE = 'application/json'
export const ref = (section: 'schemas' | 'responses' | 'parameters', name: string): Reference => ({
	$ref: `#/components/${section}/${name}`,
})

/** A Zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), tidied for reading. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
	const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
		io,
		target: 'draft-2020-12',
		override: io === 'output' ? answeredAs : undefined,
	}) as JsonSchema
	return tidy(json, io)
}

/** A field whose API answer differs from the domain's value (a picture list's string: ADR 0040) says what the API answers. */
function answeredAs(ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
	const info = fieldInfo.get(ctx.zodSchema)
	const output = info && fieldKinds.get(info.kind)?.apiOutput?.(info)
	if (!output) return
	for (const keyword of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[keyword]
	Object.assign(ctx.jsonSchema, output)
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
export function recordSchema(fields: z.ZodType): JsonSchema {
	const meta = toJsonSchema(RecordMeta, 'output') as { properties: Record<string, JsonSchema> }
	const own = toJsonSchema(fields, 'output') as { properties: Record<string, JsonSchema> }
	const properties = { id: meta.properties.id, ...own.properties, ...meta.properties }
	return { type: 'object', properties, required: Object.keys(properties) }
}
