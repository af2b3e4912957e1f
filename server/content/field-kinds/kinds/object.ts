import { z } from 'zod'

import {
	defineFieldKind,
	describeField,
	type KindInfo,
	mergeFacts,
	type NestedReader,
} from '#server/content/field-kinds/kind.ts'
import { fromJsonText, toJsonText } from '#server/db/json-column.ts'

/**
 * A group of fields stored as one JSON value (an address: street, city, postcode). Each field inside is
 * of a kind of its own and is read by it: the search, the history and the checks see through the group.
 */
export const kind = defineFieldKind({
	storage: 'json',
	toStored: toJsonText,
	fromStored: fromJsonText,
	fromForm: fromJsonText,
	searchText: (value, info, nested) => objectWords(value, info, nested),
	diff: 'long',
	historyText: (value, info, nested) => objectLines(value, info, nested).join('\n'),
	facts: (value, info, nested) => objectFacts(value, info, nested),
})

const entries = (value: unknown, info: KindInfo) => {
	const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
	return Object.entries(info.fields ?? {}).map(([name, schema]) => ({ schema, value: record[name] }))
}

/** The words of every searchable field inside. */
export const objectWords = (value: unknown, info: KindInfo, nested: NestedReader) =>
	entries(value, info)
		.map((field) => nested.searchText(field.value, field.schema))
		.filter(Boolean)
		.join(' ') || undefined

/** "Label: value" for each field inside, as the history shows it. */
export const objectLines = (value: unknown, info: KindInfo, nested: NestedReader) =>
	entries(value, info).map((field) => `${nested.label(field.schema)}: ${nested.historyText(field.value, field.schema)}`)

export const objectFacts = (value: unknown, info: KindInfo, nested: NestedReader) =>
	mergeFacts(entries(value, info).map((field) => nested.facts(field.value, field.schema)))

/** A rule between the group's fields (an end after its start): refused with `message`, on the field `path`. */
type GroupRule<Shape extends Record<string, z.ZodType>> = {
	check: (value: z.output<z.ZodObject<Shape>>) => boolean
	message: string
	path: keyof Shape & string
}

/**
 * A group of `fields` (made with the builders of the other kinds). `blankWithout`: the group may be absent
 * (`null`), and is when that field of it is empty (an announcement without its text: a form always sends
 * the group's fields). `optional`: the group may be absent, and is when every field of it is empty (a
 * salary the form left blank); one field filled asks for all the group's rules. `rules`: checks between
 * its fields, each refusing the save on one of them.
 */
export function object<Shape extends Record<string, z.ZodType>>(
	label: string,
	fields: Shape,
	options?: { hint?: string; rules?: ReadonlyArray<GroupRule<Shape>> },
): z.ZodObject<Shape>
export function object<Shape extends Record<string, z.ZodType>>(
	label: string,
	fields: Shape,
	options:
		| { hint?: string; blankWithout: keyof Shape & string; rules?: ReadonlyArray<GroupRule<Shape>> }
		| { hint?: string; optional: true; rules?: ReadonlyArray<GroupRule<Shape>> },
): z.ZodType<z.output<z.ZodObject<Shape>> | null>
export function object<Shape extends Record<string, z.ZodType>>(
	label: string,
	fields: Shape,
	{
		hint,
		blankWithout,
		optional,
		rules = [],
	}: {
		hint?: string
		blankWithout?: keyof Shape & string
		optional?: true
		rules?: ReadonlyArray<GroupRule<Shape>>
	} = {},
): z.ZodType {
	let group = z.object(fields, { error: `${label} must be an object` })
	for (const rule of rules) group = group.refine(rule.check, { message: rule.message, path: [rule.path] })
	const info = { kind: 'object', label, fields, hint }
	if (optional) return describeField(noneWhenEmpty(group), { ...info, required: false })
	if (blankWithout === undefined) return describeField(group, { ...info, required: true })
	const rule = blankUnless(group, blankWithout)
	return describeField(rule, { ...info, required: false })
}

/** The group, or `null` when it is missing or its field `key` is empty (piped back so the API's document describes it). */
function blankUnless<Group extends z.ZodObject>(group: Group, key: string): z.ZodType<z.output<Group> | null>
function blankUnless(group: z.ZodObject, key: string) {
	return group
		.nullish()
		.transform((value) => (value && value[key] ? value : null))
		.pipe(group.nullable())
}

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined
/** Missing, null, or a record of empty fields only: no group. */
const noGroup = (value: unknown) =>
	isEmpty(value) || (typeof value === 'object' && !Array.isArray(value) && Object.values(value!).every(isEmpty))

/** The group, or `null` when `noGroup` (the document describes the group or null on both sides). */
function noneWhenEmpty<Group extends z.ZodObject>(group: Group): z.ZodType<z.output<Group> | null>
function noneWhenEmpty(group: z.ZodObject) {
	return z
		.preprocess((value) => (noGroup(value) ? null : value), group.nullish())
		.transform((value) => value ?? null)
		.pipe(group.nullable())
}
