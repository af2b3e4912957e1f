import type { z } from 'zod'

import { registerContentTable } from '#server/cache/version.ts'
import type { ContentAccess } from '#server/content/access.ts'
import { readQueries } from '#server/content/collection/read.ts'
import type { Collection, Credit, RecordMeta, WorkflowMeta } from '#server/content/collection/records.ts'
import { trashQueries } from '#server/content/collection/trash.ts'
import { writeQueries } from '#server/content/collection/write.ts'
import type { ContentHook } from '#server/content/hooks/hook.ts'
import { hooksFor } from '#server/content/hooks/index.ts'
import type { PictureField } from '#server/content/hooks/pictures.ts'
import { slugQueries } from '#server/content/slugs.ts'

// What the rest of the server imports from here: the records' shape, input parsing, read and write options.
export {
	Credit,
	etagOf,
	parseOrThrow,
	RecordMeta,
	toValidationError,
	type ActorOption,
	type ReadOptions,
	type SaveOptions,
	type UserOption,
	type WorkflowMeta,
	type WriteOptions,
} from '#server/content/collection/records.ts'

/**
 * The queries of a content type (content-type.ts), made of its reads (collection/read.ts), its saves
 * (collection/write.ts) and its trash (collection/trash.ts). Around every write run the hooks of
 * server/content/hooks/ (ADR 0038): the slug, the history an update keeps, the images, the audit entry,
 * the type's own hooks, and the content version bumped in the same transaction (server/cache/version.ts),
 * which invalidates cached pages and API answers.
 */
export function collectionQueries<Fields extends Record<string, unknown>>(definition: {
	table: string
	label: string
	createSchema: z.ZodType<Fields, unknown>
	updateSchema: z.ZodType<Fields, unknown>
	/** The fields that hold images, with their labels (server/content/hooks/pictures.ts). */
	pictureFields?: readonly PictureField[]
	/** Types with pages: the field each item's slug is made from (slugs.ts), and their item page's path. */
	slugFrom?: string
	itemPage?: string | undefined
	/** Types with pages: slugs no item may take (reservedSlugs of the definition). */
	reservedSlugs?: readonly string[]
	/** The type's own hooks: their steps run after the built-in ones, before the content version's. */
	hooks?: readonly ContentHook[]
	/** The schema of each field, whose kind says how it is stored (server/content/field-kinds/). */
	shape: Record<string, z.ZodType>
	/** Its access rules (content-type.ts), asked with the item by a write made for a user. */
	access: ContentAccess
}) {
	type Item = Fields & RecordMeta & WorkflowMeta & Partial<Credit>
	const { table, label, pictureFields = [], slugFrom } = definition
	const slugs =
		slugFrom === undefined
			? undefined
			: slugQueries(table, slugFrom, definition.itemPage, new Set(definition.reservedSlugs))
	registerContentTable(table)
	const collection: Collection = {
		table,
		label,
		slugs,
		hooks: hooksFor({ table, slugs, pictureFields }, definition.hooks),
		shape: definition.shape,
		rules: { name: table, access: definition.access },
	}
	const read = readQueries<Item>(collection)
	return {
		...read,
		...writeQueries<Item>(collection, definition, read),
		...trashQueries<Item>(collection, read),
	}
}
