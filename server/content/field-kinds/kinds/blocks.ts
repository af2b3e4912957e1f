import { z } from 'zod'

import {
	defineFieldKind,
	describeField,
	emptyWhenMissing,
	entriesFromForm,
	type KindInfo,
	mergeFacts,
} from '#server/content/field-kinds/kind.ts'
import { objectFacts, objectLines, objectWords } from '#server/content/field-kinds/kinds/object.ts'
import { fromJsonText, toJsonText } from '#server/db/json-column.ts'

/**
 * Blocks: an ordered list of entries each of one of a closed set of block types (a hero, a text, a list
 * of services), told apart by `type`, stored as one JSON array. Each block's fields are read by their kinds.
 */
type Block = { type?: unknown }
const blocksOf = (value: unknown): Block[] =>
	Array.isArray(value) ? value.filter((block): block is Block => block !== null && typeof block === 'object') : []
/** The info of one block's fields, as an object's (so the object kind's readers read it). */
const blockInfo = (info: KindInfo, block: Block): KindInfo => ({
	...info,
	fields: info.blocks?.[String(block.type)]?.fields ?? {},
})
const blockLabel = (info: KindInfo, block: Block) => info.blocks?.[String(block.type)]?.label ?? String(block.type)

export const kind = defineFieldKind({
	storage: 'json',
	toStored: toJsonText,
	fromStored: (value) => blocksOf(fromJsonText(value)),
	fromForm: entriesFromForm,
	searchText: (value, info, nested) =>
		blocksOf(value)
			.map((block) => objectWords(block, blockInfo(info, block), nested))
			.filter(Boolean)
			.join(' ') || undefined,
	diff: 'long',
	historyText: (value, info, nested) =>
		blocksOf(value)
			.map(
				(block, index) =>
					`${index + 1}. ${blockLabel(info, block)}: ${objectLines(block, blockInfo(info, block), nested).join('; ')}`,
			)
			.join('\n') || '(none)',
	facts: (value, info, nested) =>
		mergeFacts(blocksOf(value).map((block) => objectFacts(block, blockInfo(info, block), nested))),
})

type BlockTypes = Record<string, { label: string; fields: Record<string, z.ZodType>; oncePerPage?: boolean }>

/**
 * Blocks of the `types` given (each with its label and fields); at most `max`, and a type marked
 * `oncePerPage` at most once. Missing or null is `[]`.
 */
export function blocks<const Types extends BlockTypes>(label: string, types: Types, { max }: { max: number }) {
	const [first, ...others] = Object.entries(types).map(([type, { fields }]) =>
		z.object({ type: z.literal(type), ...fields }),
	)
	if (!first) throw new Error(`${label}: blocks need at least one block type`)
	const names = Object.keys(types).join(', ')
	const block = z.discriminatedUnion('type', [first, ...others], {
		error: (issue) =>
			issue.code === 'invalid_union' ? `${label}: each block's type must be one of ${names}` : undefined,
	})
	const entries = z
		.array(block, { error: `${label} must be a list of blocks` })
		.max(max, `${label}: at most ${max}`)
		.superRefine((list, ctx) => {
			for (const [type, { label: typeLabel, oncePerPage }] of Object.entries(types)) {
				const at = list.flatMap((entry, index) => (entry.type === type ? [index] : []))
				if (oncePerPage && at.length > 1)
					ctx.addIssue({
						code: 'custom',
						path: [at[1]!],
						message: `${label}: a page has at most one ${typeLabel} block`,
					})
			}
		})
	const rule = emptyWhenMissing(entries)
	return describeField(rule, { kind: 'blocks', label, required: false, blocks: types, maxItems: max })
}
