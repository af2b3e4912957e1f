import { z } from 'zod'

import { fromJsonText } from '#shared/json-text.ts'

/**
 * A kind of field (ADR 0040): what one field of a content type holds, and everything generic code needs to
 * know of it, in one module of `kinds/`: the Zod builder the definitions call (it records the field's
 * kind, label and limits in `fieldInfo`), how the value is stored, how the Manage search and the history
 * read it, and the facts the checks before publishing read. Its admin input is the module of the same
 * name in app/components/admin/field-inputs/. Nothing else lists the kinds: registry.ts finds them.
 */

/** What a form needs to know of a field, recorded by its builder (so forms never retype a label or a limit). */
export type FieldInfo = {
	/** The module of `kinds/` the field is of. */
	kind: string
	label: string
	required: boolean
	maxLength?: number
	/** Presentation the builder chose (a definition's `admin.fields` may add to it). */
	rows?: number
	hint?: string
	placeholder?: string
	/** Select fields: the choices, and what the empty choice reads (none: a choice is required). */
	options?: readonly string[]
	emptyOption?: string
	/** Select fields: what the form shows for a choice, where it is not the value itself. */
	optionLabels?: Readonly<Record<string, string>>
	/** Numbers: the bounds and the step a form offers. */
	min?: number
	max?: number
	step?: number
	/** Lists and blocks: at most this many entries. */
	maxItems?: number
	/**
	 * URL fields: `link` takes a menu's addresses (a site path, http(s), `mailto:`, `tel:`: shared/link-url.ts),
	 * checked by the form as by the schema, and the form offers the site's pages to choose from.
	 */
	accepts?: 'link'
}
export const fieldInfo = z.registry<FieldInfo>()

/** The fields inside a structured value: an object's or a list entry's, each block type's. */
export type Structure = {
	fields?: Record<string, z.ZodType>
	blocks?: Record<string, { label: string; fields: Record<string, z.ZodType> }>
}
/** Kept apart from `fieldInfo`, whose entries are plain data (a registry's entries cannot hold schemas). */
const structures = new WeakMap<z.core.$ZodType, Structure>()
export const structureOf = (schema: z.core.$ZodType): Structure => structures.get(schema) ?? {}

/** What a kind's readers get of a field: its info and, for structured kinds, the fields inside. */
export type KindInfo = FieldInfo & Structure

/** Records what a form needs to know of `schema` (call it last: a later `.meta()` or `.refine()` makes a new schema). */
export function describeField<Schema extends z.ZodType>(schema: Schema, info: KindInfo): Schema {
	const { fields, blocks, ...plain } = info
	fieldInfo.add(schema, plain)
	if (fields || blocks) structures.set(schema, { fields, blocks })
	return schema
}

/** What the checks before publishing can read of a value, whatever its kind (ADR 0040). */
export type FieldFacts = {
	/** Plain text a reader sees (titles, names, descriptions). */
	texts: string[]
	/** Markdown sources (bodies): links, headings and images are read from them. */
	markdown: string[]
	/** Image addresses the value shows. */
	images: string[]
	/** Other addresses it links to. */
	links: string[]
}
export const noFacts = (): FieldFacts => ({ texts: [], markdown: [], images: [], links: [] })
export const mergeFacts = (all: readonly FieldFacts[]): FieldFacts => ({
	texts: all.flatMap((facts) => facts.texts),
	markdown: all.flatMap((facts) => facts.markdown),
	images: all.flatMap((facts) => facts.images),
	links: all.flatMap((facts) => facts.links),
})

/** How the history screen compares two values: short text, long text (a word diff), or pictures side by side. */
export type DiffShape = 'text' | 'long' | 'pictures'

export type FieldKind = {
	/** The column its values are stored in: text, a number, or JSON (`jsonColumn` in server/db/json-column.ts). */
	storage: 'text' | 'number' | 'json'
	/** A stored value (a row's column, or a field of a revision kept before) as the domain holds it. */
	fromStored?(value: unknown): unknown
	/** The domain's value as its column takes it. */
	toStored?(value: unknown): unknown
	/** The value as the JSON API answers it (the seed's shapes: ADR 0040); default: as it is. */
	toApi?(value: unknown): unknown
	/** The JSON Schema of what `toApi` answers, where it differs from the schema's output side. */
	apiOutput?(info: FieldInfo): Record<string, unknown>
	/** A form's text for the field as the schema takes it (structured kinds send JSON); default: the text. */
	fromForm?(text: unknown): unknown
	/** Its words as a list's preview shows them (Markdown without its marks); default: the text. */
	plainText?(value: unknown): string
	/** The words the Manage search looks in; undefined: the search does not read this kind. */
	searchText?(value: unknown, info: KindInfo, nested: NestedReader): string | undefined
	/** How the history shows and compares it, and its value as people read it there (default: the text). */
	diff: DiffShape
	historyText?(value: unknown, info: KindInfo, nested: NestedReader): string
	/** What the checks before publishing can read of it. */
	facts(value: unknown, info: KindInfo, nested: NestedReader): FieldFacts
}

/** Reads the fields inside a structured value by their own kinds (registry.ts gives it; kinds never list kinds). */
export type NestedReader = {
	facts(value: unknown, schema: z.ZodType): FieldFacts
	searchText(value: unknown, schema: z.ZodType): string | undefined
	historyText(value: unknown, schema: z.ZodType): string
	/** The label of a nested field. */
	label(schema: z.ZodType): string
}

/** A kind, typed: each module of `kinds/` exports its kind as `kind`, beside its builder. */
export const defineFieldKind = (kind: FieldKind): FieldKind => kind

/**
 * A list's rule as stored: missing or null is `[]`, piped back into the list (whose output it is) so the
 * API's document can describe the answer (the list and blocks kinds).
 */
export function emptyWhenMissing<Entries extends z.ZodType<unknown[]>>(
	entries: Entries,
): z.ZodType<z.output<Entries>, z.input<Entries> | null | undefined>
export function emptyWhenMissing(entries: z.ZodType<unknown[], unknown[]>) {
	return entries
		.nullish()
		.transform((value) => value ?? [])
		.pipe(entries)
}

/**
 * A list's value from a form: the JSON its entries were gathered into, or `[]` for the form's empty marker
 * (a list input posts its name alone, as '', when it has no entry: app/components/admin/field-inputs/).
 */
export const entriesFromForm = (text: unknown): unknown => (text === '' ? [] : fromJsonText(text))

/** A stored text as the domain reads it: '' for nothing. */
export const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value))
