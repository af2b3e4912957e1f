/**
 * A small JSON Schema 2020-12 checker for the keywords the OpenAPI document uses (no validator package is
 * installed, and the document's schemas are simple). A keyword it does not know is reported as a problem,
 * so a schema can never pass by being misunderstood.
 */

export type JsonSchema = { [keyword: string]: unknown }

const ANNOTATIONS = new Set([
	'description',
	'title',
	'examples',
	'default',
	'contentMediaType',
	'readOnly',
	'writeOnly',
])
const FORMATS: Record<string, (value: string) => boolean> = {
	date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
	'date-time': (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value),
	email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
	'uri-reference': (value) => !/\s/.test(value),
}

/** Follows a local `$ref` (`#/components/schemas/Faq`) in `root`. */
export function resolvePointer(root: unknown, ref: string): unknown {
	if (!ref.startsWith('#/')) throw new Error(`Only local references are used here, not ${ref}`)
	let node: unknown = root
	for (const raw of ref.slice(2).split('/')) {
		const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
		if (node === null || typeof node !== 'object' || !(key in node)) return undefined
		node = (node as Record<string, unknown>)[key]
	}
	return node
}

const typeOf = (value: unknown): string => {
	if (value === null) return 'null'
	if (Array.isArray(value)) return 'array'
	if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
	return typeof value
}

const matchesType = (type: string, value: unknown) =>
	type === 'number' ? typeof value === 'number' : typeOf(value) === type

/** The problems of `value` against `schema` (empty: valid), each with the path to the offending part. */
export function validate(schema: JsonSchema, value: unknown, root: unknown, path = '$'): string[] {
	const problems: string[] = []
	const fail = (message: string) => problems.push(`${path}: ${message}`)
	for (const [keyword, expected] of Object.entries(schema)) {
		if (ANNOTATIONS.has(keyword)) continue
		switch (keyword) {
			case '$ref': {
				const target = resolvePointer(root, expected as string)
				if (!target) fail(`unresolved ${String(expected)}`)
				else problems.push(...validate(target as JsonSchema, value, root, path))
				break
			}
			case 'type': {
				const types = Array.isArray(expected) ? (expected as string[]) : [expected as string]
				if (!types.some((type) => matchesType(type, value)))
					fail(`expected ${types.join(' or ')}, got ${typeOf(value)}`)
				break
			}
			case 'enum':
				if (!(expected as unknown[]).some((option) => JSON.stringify(option) === JSON.stringify(value)))
					fail(`${JSON.stringify(value)} is not one of ${JSON.stringify(expected)}`)
				break
			case 'const':
				if (JSON.stringify(expected) !== JSON.stringify(value)) fail(`expected ${JSON.stringify(expected)}`)
				break
			case 'anyOf': {
				const options = expected as JsonSchema[]
				if (!options.some((option) => validate(option, value, root, path).length === 0))
					fail(`matches none of ${options.length} options`)
				break
			}
			case 'oneOf': {
				const options = expected as JsonSchema[]
				const matching = options.filter((option) => validate(option, value, root, path).length === 0).length
				if (matching !== 1) fail(`matches ${matching} of ${options.length} options, where exactly one must`)
				break
			}
			case 'properties':
				if (typeOf(value) === 'object') {
					for (const [name, property] of Object.entries(expected as Record<string, JsonSchema>)) {
						const object = value as Record<string, unknown>
						if (name in object) problems.push(...validate(property, object[name], root, `${path}.${name}`))
					}
				}
				break
			case 'required':
				if (typeOf(value) === 'object') {
					for (const name of expected as string[]) if (!(name in (value as object))) fail(`${name} is required`)
				}
				break
			case 'additionalProperties':
				if (typeOf(value) === 'object') {
					const known = Object.keys((schema.properties as object | undefined) ?? {})
					for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
						if (known.includes(name)) continue
						if (expected === false) fail(`${name} is not allowed`)
						else if (typeof expected === 'object')
							problems.push(...validate(expected as JsonSchema, item, root, `${path}.${name}`))
					}
				}
				break
			case 'propertyNames':
				if (typeOf(value) === 'object') {
					for (const name of Object.keys(value as object))
						problems.push(...validate(expected as JsonSchema, name, root, `${path}[key ${name}]`))
				}
				break
			case 'items':
				if (Array.isArray(value)) {
					value.forEach((item, index) =>
						problems.push(...validate(expected as JsonSchema, item, root, `${path}[${index}]`)),
					)
				}
				break
			case 'minLength':
			case 'maxLength':
				if (typeof value === 'string') {
					const length = [...value].length
					if (keyword === 'minLength' ? length < (expected as number) : length > (expected as number))
						fail(`length ${length} breaks ${keyword} ${String(expected)}`)
				}
				break
			case 'minItems':
			case 'maxItems':
				if (Array.isArray(value)) {
					const count = value.length
					if (keyword === 'minItems' ? count < (expected as number) : count > (expected as number))
						fail(`${count} items break ${keyword} ${String(expected)}`)
				}
				break
			case 'pattern':
				if (typeof value === 'string' && !new RegExp(expected as string, 'u').test(value))
					fail(`does not match ${String(expected)}`)
				break
			case 'format':
				if (typeof value === 'string') {
					const check = FORMATS[expected as string]
					if (!check) fail(`unknown format ${String(expected)}`)
					else if (!check(value)) fail(`is not a ${String(expected)}`)
				}
				break
			case 'minimum':
			case 'maximum':
			case 'exclusiveMinimum':
			case 'exclusiveMaximum':
			case 'multipleOf':
				if (typeof value === 'number') {
					const limit = expected as number
					const broken =
						keyword === 'minimum'
							? value < limit
							: keyword === 'maximum'
								? value > limit
								: keyword === 'exclusiveMinimum'
									? value <= limit
									: keyword === 'exclusiveMaximum'
										? value >= limit
										: !Number.isInteger(value / limit)
					if (broken) fail(`${value} breaks ${keyword} ${limit}`)
				}
				break
			default:
				fail(`the checker does not know the keyword ${keyword}`)
		}
	}
	return problems
}
