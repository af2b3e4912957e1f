import type { z } from 'zod'

import {
	type FieldFacts,
	fieldInfo,
	type FieldKind,
	type KindInfo,
	mergeFacts,
	type NestedReader,
	noFacts,
	structureOf,
	textOf,
} from '#server/content/field-kinds/kind.ts'

/**
 * Every field kind: each module of `kinds/`, by its file's name, found at build time (ADR 0040). Adding
 * a kind is adding its module there and its input in app/components/admin/field-inputs/; nothing lists them.
 */
const modules = import.meta.glob<{ kind: FieldKind }>('./kinds/*.ts', { eager: true })

export const fieldKinds: ReadonlyMap<string, FieldKind> = new Map(
	Object.entries(modules).map(([file, module]) => [file.replace(/^.*\/|\.ts$/g, ''), module.kind]),
)

/** A field's recorded info and its kind (a schema not made by a kind's builder is a mistake: it throws). */
export function kindOf(schema: z.ZodType, where = 'a field'): { info: KindInfo; kind: FieldKind } {
	const info = fieldInfo.get(schema)
	if (!info) throw new Error(`${where}: the schema has no field info (make it with a field kind's builder)`)
	const kind = fieldKinds.get(info.kind)
	if (!kind) throw new Error(`${where}: no field kind "${info.kind}" in server/content/field-kinds/kinds/`)
	return { info: { ...info, ...structureOf(schema) }, kind }
}

/** Reads the fields inside structured values, by their own kinds. */
export const nested: NestedReader = {
	facts: (value, schema) => {
		const { info, kind } = kindOf(schema)
		return kind.facts(value, info, nested)
	},
	searchText: (value, schema) => {
		const { info, kind } = kindOf(schema)
		return kind.searchText?.(value, info, nested)
	},
	historyText: (value, schema) => {
		const { info, kind } = kindOf(schema)
		return kind.historyText?.(value, info, nested) ?? textOf(value)
	},
	label: (schema) => kindOf(schema).info.label,
}

type Shape = Record<string, z.ZodType>
type Row = Record<string, unknown>

/** Applies each field's conversion of its kind to the fields of `record` it has (the rest stays as it is). */
function convert(shape: Shape, record: Row, pick: (kind: FieldKind) => ((value: unknown) => unknown) | undefined) {
	const result: Row = { ...record }
	for (const [name, schema] of Object.entries(shape)) {
		if (!(name in record) || !fieldInfo.has(schema)) continue
		const change = pick(kindOf(schema, name).kind)
		if (change) result[name] = change(record[name])
	}
	return result
}

/** A stored row (or a record kept in the history) as the domain holds it. */
export const fromStoredRow = (shape: Shape, row: Row) => convert(shape, row, (kind) => kind.fromStored)
/** The domain's fields as their columns take them (structured kinds as JSON text). */
export const toStoredRow = (shape: Shape, fields: Row) => convert(shape, fields, (kind) => kind.toStored)
/** A record as the JSON API answers it (the seed's shapes). */
export const toApiRecord = (shape: Shape, record: Row) => convert(shape, record, (kind) => kind.toApi)
/** A form's texts as the schema takes them (structured kinds send JSON). */
export const fromFormValues = (shape: Shape, values: Row) => convert(shape, values, (kind) => kind.fromForm)

/** The words of an item the Manage search reads: the fields whose kinds are searched. */
export function searchTextOf(shape: Shape, record: Row, names: readonly string[]): string[] {
	return names.flatMap((name) => {
		const schema = shape[name]
		if (!schema) return []
		const { info, kind } = kindOf(schema, name)
		const words = kind.searchText?.(record[name], info, nested)
		return words ? [words] : []
	})
}

/** A field's words as a list's preview shows them (a Markdown field without its marks). */
export function plainTextOf(shape: Shape, record: Row, name: string): string {
	const schema = shape[name]
	if (!schema) return ''
	const { kind } = kindOf(schema, name)
	return kind.plainText?.(record[name]) ?? textOf(record[name])
}

/** What the checks before publishing can read of an item, all its fields together. */
export function factsOf(shape: Shape, record: Row): FieldFacts {
	const all = Object.entries(shape)
		.filter(([, schema]) => fieldInfo.has(schema))
		.map(([name, schema]) => {
			const { info, kind } = kindOf(schema, name)
			return kind.facts(record[name], info, nested)
		})
	return all.length === 0 ? noFacts() : mergeFacts(all)
}
