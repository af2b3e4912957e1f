import type { z } from 'zod'

import type { FieldInfo } from '#server/content/field-kinds/kind.ts'
import { kindOf } from '#server/content/field-kinds/registry.ts'

/**
 * A field as an admin form draws it (plain data, sent to the browser): its kind (which input of
 * app/components/admin/field-inputs/ draws it), the schema's label and limits, the definition's hints;
 * for structured kinds, the fields inside, drawn the same way.
 */
export type AdminField = FieldInfo & {
	name: string
	/** Image fields: the item's field that is its alt text (server/content/content-type.ts). */
	altFrom?: string
	/** Slug fields: the item page's pattern (`/blog/:slug`), for the form's preview of the address. */
	pattern?: string
	/** The form's group it is drawn in (types with pages: 'Search and sharing', server/content/seo-fields.ts). */
	group?: string
	/** Objects and lists: the fields of each entry. */
	fields?: AdminField[]
	/** Blocks: each block type, its label and fields. */
	blocks?: Array<{ type: string; label: string; fields: AdminField[] }>
}

type Presentation = { rows?: number; hint?: string; placeholder?: string; altFrom?: string }

const nestedFields = (fields: Record<string, z.ZodType>, where: string) =>
	Object.entries(fields).map(([name, schema]) => adminFieldOf(name, schema, {}, `${where}.${name}`))

/** The form's view of the field `name` of schema `schema`, with the definition's `presentation` over the builder's. */
export function adminFieldOf(name: string, schema: z.ZodType, presentation: Presentation, where: string): AdminField {
	const { info } = kindOf(schema, where)
	const { fields, blocks, ...plain } = info
	const field: AdminField = { ...plain, ...withoutUndefined(presentation), name }
	if (fields) field.fields = nestedFields(fields, where)
	if (blocks) {
		field.blocks = Object.entries(blocks).map(([type, block]) => ({
			type,
			label: block.label,
			fields: nestedFields(block.fields, `${where}.${type}`),
		}))
	}
	return withoutUndefined(field)
}

/** Loaders send plain JSON: keys whose value is undefined are left out rather than sent empty. */
const withoutUndefined = <T extends object>(value: T): T =>
	Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
